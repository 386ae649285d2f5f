import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Ready to start your journey?": the closing invitation. */
export function JourneyCta() {
  const { t } = useTranslation('home');
  return (
    <section className="home-cta" aria-labelledby="home-cta-title">
      <div className="container home-cta__inner">
        <h2 id="home-cta-title">{t('cta.title')}</h2>
        <p className="lead">{t('cta.text')}</p>
        <div className="home-cta__actions">
          <Link to="/corsi" className="button button-primary">
            {t('cta.courses')}
          </Link>
          <Link to="/contatti" className="button button-secondary">
            {t('cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
