import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { isMissing } from '../api/missing';

interface LoadedItemProps<T> {
  query: UseQueryResult<T, unknown>;
  /** Where the admin finds the items of this kind (the public list). */
  listPath: string;
  children: (item: T) => ReactNode;
}

/** An edit form's item: loading, not found, failed to load (with a retry), or the form. */
export function LoadedItem<T>({ query, listPath, children }: LoadedItemProps<T>) {
  const { t } = useTranslation('admin-content');
  if (query.isPending) return <Loading label={t('states.loading')} />;
  if (query.isError) {
    return isMissing(query.error) ? (
      <div className="content-admin-state">
        <Alert tone="info">{t('states.notFound')}</Alert>
        <Link to={listPath}>{t('states.backToList')}</Link>
      </div>
    ) : (
      <div className="content-admin-state">
        <Alert tone="error">{t('states.loadFailed')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('states.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
