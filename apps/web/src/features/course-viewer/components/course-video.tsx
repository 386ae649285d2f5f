import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedVideo } from '../../../components/ui/signed-video';
import { fetchCourseVideoUrl } from '../api/course-videos';

interface CourseVideoProps {
  courseId: number;
  position: number;
  label: string;
}

/** One video of an in-person course, from a short-lived signed address (the file is private). */
export function CourseVideo({ courseId, position, label }: CourseVideoProps) {
  const { t } = useTranslation('commerce');
  const loadSource = useCallback(
    async (signal?: AbortSignal) => (await fetchCourseVideoUrl(courseId, position, signal)).url,
    [courseId, position],
  );
  return (
    <SignedVideo
      loadSource={loadSource}
      label={label}
      loadingLabel={t('player.videoLoading')}
      errorText={t('player.videoError')}
      className="course-viewer__video"
    />
  );
}
