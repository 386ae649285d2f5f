import { useTranslation } from 'react-i18next';
import { ActionLinks } from '../../../components/ui/action-links';

/** "Ready to start your journey?": the closing invitation. */
export function JourneyCta() {
  const { t } = useTranslation('home');
  return (
    <section className="home-cta" aria-labelledby="home-cta-title">
      <div className="container home-cta__inner">
        <h2 id="home-cta-title">{t('cta.title')}</h2>
        <p className="lead">{t('cta.text')}</p>
        <ActionLinks
          className="home-cta__actions"
          links={[
            { to: '/corsi', label: t('cta.courses'), className: 'button-primary' },
            { to: '/contatti', label: t('cta.contact'), className: 'button-secondary' },
          ]}
        />
      </div>
    </section>
  );
}
