import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { CourseCard } from '../../../components/content/course-card';
import { ListToolbar, useListFilters } from '../../../components/content/list-toolbar';
import { Loading } from '../../../components/ui/loading';
import { useCourses, useDeleteCourse } from '../../../features/courses/api/courses';
import { useOwnedCourseTitles } from '../../../features/courses/api/owned-courses';
import { CourseMonthFilter, useMonthParam } from '../../../features/courses/components/course-month-filter';
import { courseMonths, filterByStartMonth } from '../../../features/courses/lib/month-filter';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

export default function CoursesPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('courses.title'));
  const courses = useCourses();
  const owned = useOwnedCourseTitles();
  const deleteCourse = useDeleteCourse();
  const applyListFilters = useListFilters();
  const month = useMonthParam();
  const [, setParams] = useSearchParams();

  const all = courses.data?.courses ?? [];
  const shown = filterByStartMonth(applyListFilters(all), month);

  return (
    <section className="page container">
      <header className="content-header">
        <p className="eyebrow">{t('courses.eyebrow')}</p>
        <h1>{t('courses.title')}</h1>
        <p className="lead">{t('courses.lead')}</p>
      </header>
      <ListToolbar searchLabel={t('courses.search')}>
        <CourseMonthFilter months={courseMonths(all)} />
      </ListToolbar>

      {courses.isPending ? (
        <Loading label={t('courses.loading')} />
      ) : courses.isError ? (
        <div className="content-state">
          <ComingSoon text={t('courses.error')} />
          <button type="button" className="button button-secondary" onClick={() => void courses.refetch()}>
            {t('courses.retry')}
          </button>
        </div>
      ) : all.length === 0 ? (
        <ComingSoon text={t('courses.empty')} />
      ) : (
        <>
          <p className="content-count" role="status">
            {t('courses.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="content-state">
              <p>{t('courses.noMatch')}</p>
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
                  <CourseCard
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
