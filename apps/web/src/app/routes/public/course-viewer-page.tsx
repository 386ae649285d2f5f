import { slugToTitle } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { useCourseViewer } from '../../../features/course-viewer/api/course-viewer';
import { CourseViewerView } from '../../../features/course-viewer/components/course-viewer-view';
import { OwnedContentStates } from '../../../features/course-viewer/components/owned-content-states';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/commerce.css';
import '../../../styles/courses.css';

/** /corso/{title}: an in-person course's intro and videos for its buyers; anyone else a purchase prompt. */
export default function CourseViewerPage() {
  const { t } = useTranslation('commerce');
  const { title = '' } = useParams();
  const { user } = useSession();
  const course = useCourseViewer(title);
  usePageTitle(course.data?.course.title ?? slugToTitle(title));

  return (
    <section className="page container">
      <BackButton label={t('viewer.back')} fallback="/utente?tab=courses" />
      <OwnedContentStates title={title} kind="course" loggedIn={Boolean(user)} query={course}>
        {(data) => <CourseViewerView course={data.course} />}
      </OwnedContentStates>
    </section>
  );
}
