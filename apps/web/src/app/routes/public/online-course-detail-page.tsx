import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { CourseDetailStates } from '../../../components/content/course-detail-states';
import { useOnlineCourse } from '../../../features/online-courses/api/online-courses';
import { OnlineCourseDetailView } from '../../../features/online-courses/components/online-course-detail-view';
import { ApiError } from '../../../lib/api-client';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

export default function OnlineCourseDetailPage() {
  const { t } = useTranslation('content');
  const { title = '' } = useParams();
  const course = useOnlineCourse(title);
  const owned = useOwnedTitles('onlineCourse');
  const notFound = course.error instanceof ApiError && course.error.status === 404;
  usePageTitle(course.data?.title ?? t('onlineCourses.detail.pageTitle'));

  return (
    <section className="page container">
      <BackButton label={t('onlineCourses.detail.back')} fallback="/meditazione" />
      <CourseDetailStates
        query={course}
        notFound={notFound}
        listPath="/meditazione"
        labels={{
          notFound: t('onlineCourses.detail.notFound'),
          notFoundText: t('onlineCourses.detail.notFoundText'),
          toList: t('onlineCourses.detail.toList'),
        }}
      >
        {(data) => <OnlineCourseDetailView course={data} owned={owned.has(data.title.toLowerCase())} />}
      </CourseDetailStates>
    </section>
  );
}
