import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';

interface EditFormStatesProps<T> {
  /** The saved item; null when the server does not know it. */
  query: UseQueryResult<T | null>;
  kind: 'course' | 'onlineCourse';
  children: (item: T) => ReactNode;
}

/** An edit form waits for its item: loading, not found, or a failure with a retry. */
export function EditFormStates<T>({ query, kind, children }: EditFormStatesProps<T>) {
  const { t } = useTranslation('admin-courses');
  if (query.isPending) return <Loading label={t(`${kind}.loading`)} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {t(`${kind}.loadFailed`)}{' '}
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  }
  // The page's back link leads to the list.
  if (query.data === null) return <Alert tone="info">{t(`${kind}.notFound`)}</Alert>;
  return children(query.data);
}
