import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a chunk lost after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <section className="page container">
      <div className="placeholder card">
        <h1>{t('errors.pageTitle')}</h1>
        <p>{t('errors.pageText')}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>{' '}
        <Link to="/" className="button button-secondary">
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
