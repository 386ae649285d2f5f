import type { LandingPageView } from '@cammini/contract';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textOrNull } from './safe-values';
import './landing-sections.css';

export type LandingFaqProps = Pick<LandingPageView, 'faqs'>;

/** The page's questions as native disclosure widgets; a shared name keeps one open at a time. */
export function LandingFaq({ faqs }: LandingFaqProps) {
  const { t } = useTranslation('forms');
  const group = useId();
  const shown = faqs.filter((faq) => textOrNull(faq.question));
  if (shown.length === 0) return null;

  return (
    <section className="lp-section lp-faq" aria-labelledby="lp-faq-title">
      <div className="container lp-faq__inner">
        <h2 id="lp-faq-title" className="lp-section__title">
          {t('landing.faqTitle')}
        </h2>
        {shown.map((faq, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id and keep their order
          <details key={index} name={group} className="lp-faq__item">
            <summary>
              <span>{faq.question}</span>
              <ChevronDown size={20} aria-hidden="true" className="lp-faq__chevron" />
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
