import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { problemOf } from '../../lib/forms/problem-of';
import { usePageTitle } from '../../lib/use-page-title';
import { Alert } from '../ui/alert';
import { Loading } from '../ui/loading';
import { BackButton } from './back-button';

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

/**
 * A course's public page: the way back to its list, then the course once it has arrived, or why it
 * has not. `texts` names the block of the `content` catalogue with `back`, `pageTitle` (the tab's
 * title until the course's own arrives), `notFound`, `notFoundText` and `toList`.
 */
export function CourseDetailFrame<T extends { title: string }>({
  query,
  listPath,
  texts,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined | null; refetch: () => unknown };
  listPath: string;
  texts: 'courseDetail' | 'onlineCourses.detail';
  children: (course: T) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const notFound = query.data === null || problemOf(query.error)?.status === 404;
  usePageTitle(query.data?.title ?? t(`${texts}.pageTitle`));

  return (
    <section className="page container">
      <BackButton label={t(`${texts}.back`)} fallback={listPath} />
      <CourseDetailStates
        query={query}
        notFound={notFound}
        listPath={listPath}
        labels={{
          notFound: t(`${texts}.notFound`),
          notFoundText: t(`${texts}.notFoundText`),
          toList: t(`${texts}.toList`),
        }}
      >
        {children}
      </CourseDetailStates>
    </section>
  );
}
