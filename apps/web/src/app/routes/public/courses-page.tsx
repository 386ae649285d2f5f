import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../components/content/course-card';
import { CourseListStates } from '../../../components/content/course-list-states';
import { ListToolbar, useListFilters } from '../../../components/content/list-toolbar';
import { useArchiveCourse } from '../../../features/course-admin/api/archive-course';
import { ArchivedNotice } from '../../../features/course-admin/components/archived-notice';
import { CourseChangeSentNotice } from '../../../features/course-admin/components/course-change-sent';
import { UnlistedCoursesForAdmin } from '../../../features/course-admin/components/unlisted-courses-for-admin';
import { useCourses, useDeleteCourse } from '../../../features/courses/api/courses';
import { CourseMonthFilter, useMonthParam } from '../../../features/courses/components/course-month-filter';
import { courseMonths, filterByStartMonth } from '../../../features/courses/lib/month-filter';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';
import { FIRST_SCREEN_CARDS } from '../../../components/content/cover-image';
import { coursesQuery } from '../../../features/courses/api/courses';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';

export const prefetch: PagePrefetch = () => [coursesQuery, topicsQuery];

export default function CoursesPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('courses.title'));
  const courses = useCourses();
  const owned = useOwnedTitles('course');
  const deleteCourse = useDeleteCourse();
  const archive = useArchiveCourse('course');
  const applyListFilters = useListFilters();
  const month = useMonthParam();

  const all = courses.data?.courses ?? [];
  const shown = filterByStartMonth(applyListFilters(all), month);

  return (
    <section className="page container">
      <header className="content-header">
        <p className="eyebrow">{t('courses.eyebrow')}</p>
        <h1>{t('courses.title')}</h1>
        <p className="lead">{t('courses.lead')}</p>
      </header>
      <CourseChangeSentNotice />
      <ListToolbar searchLabel={t('courses.search')}>
        <CourseMonthFilter months={courseMonths(all)} />
      </ListToolbar>

      <CourseListStates
        query={courses}
        all={all}
        shown={shown}
        labels={{
          loading: t('courses.loading'),
          error: t('courses.error'),
          empty: t('courses.empty'),
          count: (count) => t('courses.count', { count }),
          noMatch: t('courses.noMatch'),
        }}
        renderCard={(course, index) => (
          <CourseCard
            course={course}
            firstScreen={index < FIRST_SCREEN_CARDS}
            owned={owned.has(course.title.toLowerCase())}
            onDelete={() => deleteCourse(course)}
            onArchive={() => archive.archive(course.title)}
          />
        )}
      />
      <UnlistedCoursesForAdmin kind="course" />
      <ArchivedNotice title={archive.archived} onClose={archive.dismiss} />
    </section>
  );
}
