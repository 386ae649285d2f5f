import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedVideo } from '../../../components/ui/signed-video';
import { fetchSavedCourseVideoUrl } from '../api/saved-course-video';

interface SavedCourseVideoProps {
  courseId: number;
  position: number;
  label: string;
}

/** The preview of a saved in-person course video in the edit form, from a signed address. */
export function SavedCourseVideo({ courseId, position, label }: SavedCourseVideoProps) {
  const { t } = useTranslation('admin-courses');
  const loadSource = useCallback(
    (signal?: AbortSignal) => fetchSavedCourseVideoUrl(courseId, position, signal),
    [courseId, position],
  );
  return (
    <SignedVideo
      loadSource={loadSource}
      label={label}
      loadingLabel={t('fields.savedVideoLoading')}
      errorText={t('fields.savedVideoError')}
      width={200}
    />
  );
}
