import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useOnlineCourse, useOwnedOnlineCourseTitles } from '../../../features/online-courses/api/online-courses';
import { OnlineCourseDetailView } from '../../../features/online-courses/components/online-course-detail-view';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';

export default function OnlineCourseDetailPage() {
  const { t } = useTranslation('content');
  const { title = '' } = useParams();
  const course = useOnlineCourse(title);
  const owned = useOwnedOnlineCourseTitles();
  const notFound = course.error instanceof ApiError && course.error.status === 404;
  usePageTitle(course.data?.title ?? t('onlineCourses.detail.pageTitle'));

  return (
    <section className="page container">
      <BackButton label={t('onlineCourses.detail.back')} fallback="/meditazione" />
      {course.isPending ? (
        <Loading label={t('courseDetail.loading')} />
      ) : notFound ? (
        <div className="card content-state">
          <h1>{t('onlineCourses.detail.notFound')}</h1>
          <p>{t('onlineCourses.detail.notFoundText')}</p>
          <Link className="button button-primary" to="/meditazione">
            {t('onlineCourses.detail.toList')}
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
        <OnlineCourseDetailView course={course.data} owned={owned.has(course.data.title.toLowerCase())} />
      )}
    </section>
  );
}
