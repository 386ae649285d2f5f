import { useTranslation } from 'react-i18next';
import { CourseListStates } from '../../../components/content/course-list-states';
import { ListToolbar, useListFilters } from '../../../components/content/list-toolbar';
import { OnlineCourseCard } from '../../../components/content/online-course-card';
import { useArchiveCourse } from '../../../features/course-admin/api/archive-course';
import { ArchivedNotice } from '../../../features/course-admin/components/archived-notice';
import { UnlistedCoursesForAdmin } from '../../../features/course-admin/components/unlisted-courses-for-admin';
import { useDeleteOnlineCourse, useOnlineCourses } from '../../../features/online-courses/api/online-courses';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';
import { onlineCoursesQuery } from '../../../features/online-courses/api/online-courses';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';

/** /meditazione and /videocorsi: the online video courses. */
export const prefetch: PagePrefetch = () => [onlineCoursesQuery, topicsQuery];

export default function OnlineCoursesPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('onlineCourses.title'));
  const courses = useOnlineCourses();
  const owned = useOwnedTitles('onlineCourse');
  const deleteCourse = useDeleteOnlineCourse();
  const archive = useArchiveCourse('onlineCourse');
  const applyListFilters = useListFilters();

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

      <CourseListStates
        query={courses}
        all={all}
        shown={shown}
        labels={{
          loading: t('onlineCourses.loading'),
          error: t('onlineCourses.error'),
          empty: t('onlineCourses.empty'),
          count: (count) => t('onlineCourses.count', { count }),
          noMatch: t('onlineCourses.noMatch'),
        }}
        renderCard={(course) => (
          <OnlineCourseCard
            course={course}
            owned={owned.has(course.title.toLowerCase())}
            onDelete={() => deleteCourse(course)}
            onArchive={() => archive.archive(course.title)}
          />
        )}
      />
      <UnlistedCoursesForAdmin kind="onlineCourse" />
      <ArchivedNotice title={archive.archived} onClose={archive.dismiss} />
    </section>
  );
}
