import type { CaptionLanguage } from '@cammini/contract';
import { useCallback } from 'react';
import { fetchCourseVideoUrl } from '../api/course-videos';
import { useBoughtCaptions } from '../hooks/use-bought-captions';
import { PlayerVideo } from './player-video';

interface CourseVideoProps {
  courseId: number;
  position: number;
  label: string;
  /** The languages it has captions in. */
  captions?: readonly CaptionLanguage[];
}

/** One video of an in-person course, from a short-lived signed address (the file is private). */
export function CourseVideo({ courseId, position, label, captions }: CourseVideoProps) {
  const { tracks } = useBoughtCaptions(`/api/courses/${courseId}/videos/${position}`, captions);
  const loadSource = useCallback(
    async (signal?: AbortSignal) => (await fetchCourseVideoUrl(courseId, position, signal)).url,
    [courseId, position],
  );
  return <PlayerVideo loadSource={loadSource} label={label} tracks={tracks} className="course-viewer__video" />;
}
