import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { CourseDetailStates } from '../../../components/content/course-detail-states';
import { useCourse, useDeleteFacilitator } from '../../../features/courses/api/course';
import { CourseDetailView } from '../../../features/courses/components/course-detail-view';
import { ApiError } from '../../../lib/api-client';
import { useOwnedTitles } from '../../../lib/queries/owned-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

export default function CourseDetailPage() {
  const { t } = useTranslation('content');
  const { title = '' } = useParams();
  const course = useCourse(title);
  const owned = useOwnedTitles('course');
  const deleteFacilitator = useDeleteFacilitator(title);
  const notFound = course.data === null || (course.error instanceof ApiError && course.error.status === 404);
  usePageTitle(course.data?.title ?? t('courseDetail.pageTitle'));

  return (
    <section className="page container">
      <BackButton label={t('courseDetail.back')} fallback="/corsi" />
      <CourseDetailStates
        query={course}
        notFound={notFound}
        listPath="/corsi"
        labels={{
          notFound: t('courseDetail.notFound'),
          notFoundText: t('courseDetail.notFoundText'),
          toList: t('courseDetail.toCourses'),
        }}
      >
        {(data) => (
          <CourseDetailView
            course={data}
            owned={owned.has(data.title.toLowerCase())}
            onDeleteFacilitator={deleteFacilitator}
          />
        )}
      </CourseDetailStates>
    </section>
  );
}
