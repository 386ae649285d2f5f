import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useCourse, useDeleteFacilitator } from '../../../features/courses/api/course';
import { useOwnedCourseTitles } from '../../../features/courses/api/owned-courses';
import { CourseDetailView } from '../../../features/courses/components/course-detail-view';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

export default function CourseDetailPage() {
  const { t } = useTranslation('content');
  const { title = '' } = useParams();
  const course = useCourse(title);
  const owned = useOwnedCourseTitles();
  const deleteFacilitator = useDeleteFacilitator(title);
  const notFound = course.data === null || (course.error instanceof ApiError && course.error.status === 404);
  usePageTitle(course.data?.title ?? t('courseDetail.pageTitle'));

  return (
    <section className="page container">
      <BackButton label={t('courseDetail.back')} fallback="/corsi" />
      {course.isPending ? (
        <Loading label={t('courseDetail.loading')} />
      ) : notFound ? (
        <div className="card content-state">
          <h1>{t('courseDetail.notFound')}</h1>
          <p>{t('courseDetail.notFoundText')}</p>
          <Link className="button button-primary" to="/corsi">
            {t('courseDetail.toCourses')}
          </Link>
        </div>
      ) : course.isError ? (
        <div className="content-state">
          <Alert tone="error">{t('courseDetail.error')}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void course.refetch()}>
            {t('courses.retry')}
          </button>
        </div>
      ) : (
        course.data && (
          <CourseDetailView
            course={course.data}
            owned={owned.has(course.data.title.toLowerCase())}
            onDeleteFacilitator={deleteFacilitator}
          />
        )
      )}
    </section>
  );
}
