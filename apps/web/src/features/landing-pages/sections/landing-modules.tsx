import type { LandingPageView } from '@cammini/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { textOrNull } from './safe-values';
import './landing-sections.css';

export type LandingModulesProps = Pick<LandingPageView, 'modules'>;

/** The programme: one card per module, with its points. */
export function LandingModules({ modules }: LandingModulesProps) {
  const { t } = useTranslation('forms');
  const shown = modules
    .map((module) => ({ title: textOrNull(module.moduleTitle), bullets: module.bullets.filter((b) => textOrNull(b)) }))
    .filter((module) => module.title || module.bullets.length > 0);
  if (shown.length === 0) return null;

  return (
    <section className="lp-section lp-modules" aria-labelledby="lp-modules-title">
      <div className="container">
        <h2 id="lp-modules-title" className="lp-section__title">
          {t('landing.modulesTitle')}
        </h2>
        <ol className="lp-modules__list">
          {shown.map((module, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: modules have no id and keep their order
            <li key={index} className="lp-module">
              <span className="lp-module__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                {module.title && <h3>{module.title}</h3>}
                {module.bullets.length > 0 && (
                  <ul className="lp-module__bullets">
                    {module.bullets.map((bullet, bulletIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: bullets have no id and keep their order
                      <li key={bulletIndex}>
                        <Check size={18} aria-hidden="true" />
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
