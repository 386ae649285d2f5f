import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { ListToolbar, useListFilters } from '../../../components/content/list-toolbar';
import { OnlineCourseCard } from '../../../components/content/online-course-card';
import { Loading } from '../../../components/ui/loading';
import {
  useDeleteOnlineCourse,
  useOnlineCourses,
  useOwnedOnlineCourseTitles,
} from '../../../features/online-courses/api/online-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

/** /meditazione and /videocorsi: the online video courses. */
export default function OnlineCoursesPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('onlineCourses.title'));
  const courses = useOnlineCourses();
  const owned = useOwnedOnlineCourseTitles();
  const deleteCourse = useDeleteOnlineCourse();
  const applyListFilters = useListFilters();
  const [, setParams] = useSearchParams();

  const all = courses.data?.onlinecourses ?? [];
  const shown = applyListFilters(all);

  return (
    <section className="page container">
      <header className="content-header">
        <p className="eyebrow">{t('onlineCourses.eyebrow')}</p>
        <h1>{t('onlineCourses.title')}</h1>
        <p className="lead">{t('onlineCourses.lead')}</p>
      </header>
      <ListToolbar searchLabel={t('onlineCourses.search')} />

      {courses.isPending ? (
        <Loading label={t('onlineCourses.loading')} />
      ) : courses.isError ? (
        <div className="content-state">
          <ComingSoon text={t('onlineCourses.error')} />
          <button type="button" className="button button-secondary" onClick={() => void courses.refetch()}>
            {t('courses.retry')}
          </button>
        </div>
      ) : all.length === 0 ? (
        <ComingSoon text={t('onlineCourses.empty')} />
      ) : (
        <>
          <p className="content-count" role="status">
            {t('onlineCourses.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="content-state">
              <p>{t('onlineCourses.noMatch')}</p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setParams({}, { replace: true })}
              >
                {t('courses.clearFilters')}
              </button>
            </div>
          ) : (
            <ul className="course-grid">
              {shown.map((course) => (
                <li key={course.id}>
                  <OnlineCourseCard
                    course={course}
                    owned={owned.has(course.title.toLowerCase())}
                    onDelete={() => deleteCourse(course)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
