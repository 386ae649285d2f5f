import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../ui/loading';
import { ComingSoon } from './coming-soon';

interface CourseListLabels {
  loading: string;
  error: string;
  empty: string;
  count: (count: number) => string;
  noMatch: string;
}

/**
 * The states every course list passes through: loading, failed (with a retry), empty, filtered to
 * nothing (with a way back to the whole list) and the grid itself, one card per course.
 */
export function CourseListStates<T extends { id: string | number }>({
  query,
  all,
  shown,
  labels,
  renderCard,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  all: T[];
  shown: T[];
  labels: CourseListLabels;
  /** `index` is the card's place in the list: the first ones are in the first screen. */
  renderCard: (course: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const [, setParams] = useSearchParams();

  if (query.isPending) return <Loading label={labels.loading} />;
  if (query.isError)
    return (
      <div className="content-state">
        <ComingSoon text={labels.error} />
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('courses.retry')}
        </button>
      </div>
    );
  if (all.length === 0) return <ComingSoon text={labels.empty} />;
  return (
    <>
      <p className="content-count" role="status">
        {labels.count(shown.length)}
      </p>
      {shown.length === 0 ? (
        <div className="content-state">
          <p>{labels.noMatch}</p>
          <button type="button" className="button button-secondary" onClick={() => setParams({}, { replace: true })}>
            {t('courses.clearFilters')}
          </button>
        </div>
      ) : (
        <ul className="course-grid">
          {shown.map((course, index) => (
            <li key={course.id}>{renderCard(course, index)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
