import { LANDING_PAGE_DEFAULT_COLORS, type LandingPageView } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { reasonIcon } from './icons';
import { safeColor, textOrNull } from './safe-values';
import './landing-sections.css';

export type LandingFeaturesProps = Pick<LandingPageView, 'reasons'> &
  Partial<Pick<LandingPageView, 'hero_button_color'>>;

/** The "reasons": an icon, a title and a short text each, tinted with the page's button colour. */
export function LandingFeatures({ reasons, hero_button_color }: LandingFeaturesProps) {
  const { t } = useTranslation('forms');
  const accent = safeColor(hero_button_color, LANDING_PAGE_DEFAULT_COLORS.heroButtonColor);
  const shown = reasons.filter((reason) => textOrNull(reason.title) || textOrNull(reason.description));
  if (shown.length === 0) return null;

  return (
    <section className="lp-section lp-features" aria-labelledby="lp-features-title">
      <div className="container">
        <h2 id="lp-features-title" className="lp-section__title">
          {t('landing.reasonsTitle')}
        </h2>
        <ul className="lp-features__grid">
          {shown.map((reason, index) => {
            const Icon = reasonIcon(reason.icon);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id and keep their order
              <li key={index} className="lp-feature">
                <span className="lp-feature__icon" style={{ color: accent, borderColor: accent }}>
                  <Icon size={26} aria-hidden="true" />
                </span>
                {textOrNull(reason.title) && <h3>{reason.title}</h3>}
                {textOrNull(reason.description) && <p>{reason.description}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
