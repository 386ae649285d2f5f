import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { isLandingSlug, landingPageQuery, useLandingPage } from '../../../features/landing-pages/api/get-landing-page';
import { LandingPageContent } from '../../../features/landing-pages/components/landing-page-content';
import { problemOf } from '../../../lib/forms/problem-of';
import type { PagePrefetch } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';

const slugOf = (path: string | undefined) => (path ?? '').replace(/\/+$/, '');

export const prefetch: PagePrefetch = ({ params }) => {
  const slug = slugOf(params['*']);
  return isLandingSlug(slug) ? [landingPageQuery(slug)] : [];
};

/** Any other path is a landing page looked up by its text (administration spec, "Public landing page"). */
export default function LandingPage() {
  const { t } = useTranslation();
  const { t: tForms } = useTranslation('forms');
  const slug = slugOf(useParams()['*']);
  const page = useLandingPage(slug);
  const notFound = !isLandingSlug(slug) || (page.isError && problemOf(page.error)?.status === 404);
  usePageTitle(notFound ? t('landing.notFoundTitle') : page.data ? page.data.hero_title || page.data.title : undefined);

  if (notFound) {
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
  if (page.isPending) {
    return (
      <section className="page container">
        <Loading label={tForms('landing.loading')} />
      </section>
    );
  }
  if (page.isError) {
    return (
      <section className="page container">
        <div className="placeholder card forms-state">
          <h1>{tForms('landing.errorTitle')}</h1>
          <Alert tone="error">{tForms('landing.error')}</Alert>
          <button type="button" className="button button-primary" onClick={() => void page.refetch()}>
            {tForms('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <LandingPageContent page={page.data} />;
}
