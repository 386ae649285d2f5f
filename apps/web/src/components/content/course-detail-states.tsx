import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { Loading } from '../ui/loading';

/**
 * The states of a course page before the course itself: loading, unknown (with a way back to the
 * list), failed (with a retry). The course is rendered only once it has arrived.
 */
export function CourseDetailStates<T>({
  query,
  notFound,
  listPath,
  labels,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined | null; refetch: () => unknown };
  notFound: boolean;
  listPath: string;
  labels: { notFound: string; notFoundText: string; toList: string };
  children: (course: T) => ReactNode;
}) {
  const { t } = useTranslation('content');
  if (query.isPending) return <Loading label={t('courseDetail.loading')} />;
  if (notFound)
    return (
      <div className="card content-state">
        <h1>{labels.notFound}</h1>
        <p>{labels.notFoundText}</p>
        <Link className="button button-primary" to={listPath}>
          {labels.toList}
        </Link>
      </div>
    );
  if (query.isError)
    return (
      <div className="content-state">
        <Alert tone="error">{t('courseDetail.error')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('courses.retry')}
        </button>
      </div>
    );
  return query.data ? children(query.data) : null;
}
