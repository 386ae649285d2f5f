import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PrivateTokenError } from '../../../lib/admin/private-token';
import { useDeleteLandingPage } from '../api/delete-landing-page';
import { useLandingPages } from '../api/list-landing-pages';
import { LandingCard } from './landing-card';
import '../../../styles/admin-landing.css';

/** Every landing page as a card, with the list's loading, empty and error states. */
export function LandingList() {
  const { t } = useTranslation('admin-landing');
  const pages = useLandingPages();
  const remove = useDeleteLandingPage();

  if (pages.isPending) return <Loading label={t('list.loading')} />;
  if (pages.isError) {
    return (
      <div className="lb-list-state">
        <Alert tone="error">{pages.error instanceof PrivateTokenError ? t('messages.token') : t('list.error')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void pages.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (pages.data.length === 0) return <p className="lb-list-state placeholder">{t('list.empty')}</p>;
  return (
    <ul className="lb-cards">
      {pages.data.map((page) => (
        <LandingCard key={page.id} page={page} onDelete={(id) => remove.mutateAsync(id)} />
      ))}
    </ul>
  );
}
