import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1>{t('home.motto')}</h1>
        <p className="lead">{t('home.intro')}</p>
        <div className="home-hero__actions">
          <Link to="/corsi" className="button button-primary">
            {t('home.toCourses')}
          </Link>
          <Link to="/soluzioni" className="button button-secondary">
            {t('home.toAreas')}
          </Link>
        </div>
      </div>
    </section>
  );
}
