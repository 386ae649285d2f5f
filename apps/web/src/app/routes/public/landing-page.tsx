import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** Any other path is a landing page looked up by its text; until one exists, the 404 of the specification. */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.notFoundTitle'));
  return (
    <section className="page container">
      <div className="placeholder card">
        <h1>{t('landing.notFound')}</h1>
        <Link to="/" className="button button-primary">
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
