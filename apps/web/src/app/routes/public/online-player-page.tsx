import { slugToTitle } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { useOnlineCoursePlayer } from '../../../features/course-viewer/api/course-viewer';
import { OnlineCoursePlayerView } from '../../../features/course-viewer/components/online-course-player';
import { OwnedContentStates } from '../../../features/course-viewer/components/owned-content-states';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/commerce.css';
import '../../../styles/courses.css';

/** /corsoonline/{title}: the lesson player for its buyers; anyone else a purchase prompt. */
export default function OnlinePlayerPage() {
  const { t } = useTranslation('commerce');
  const { title = '' } = useParams();
  const { user } = useSession();
  const course = useOnlineCoursePlayer(title);
  usePageTitle(course.data?.course.title ?? slugToTitle(title));

  return (
    <section className="page container">
      <BackButton label={t('viewer.back')} fallback="/utente?tab=online-courses" />
      <OwnedContentStates title={title} kind="onlineCourse" loggedIn={Boolean(user)} query={course}>
        {(data) => <OnlineCoursePlayerView course={data.course} />}
      </OwnedContentStates>
    </section>
  );
}
