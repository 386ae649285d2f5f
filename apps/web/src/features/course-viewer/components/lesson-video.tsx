import type { PlayerLesson } from '@cammini/contract';
import { useCallback } from 'react';
import type { CaptionTrack } from '../../../components/ui/caption-tracks';
import { fetchLessonVideoUrl } from '../api/lessons';
import { PlayerVideo } from './player-video';

interface LessonVideoProps {
  lesson: PlayerLesson;
  title: string;
  onTime: (seconds: number) => void;
  onPause: (seconds: number) => void;
  onEnded: (seconds: number) => void;
  /** Play at once: the lesson follows one that just ended. */
  autoPlay?: boolean;
  /** Its captions' tracks. */
  tracks?: readonly CaptionTrack[];
}

/** One lesson's video, from a short-lived signed address, opening where the customer stopped. */
export function LessonVideo({ lesson, title, onTime, onPause, onEnded, autoPlay = false, tracks }: LessonVideoProps) {
  const loadSource = useCallback(
    async (signal?: AbortSignal) => (await fetchLessonVideoUrl(lesson.id, signal)).url,
    [lesson.id],
  );
  return (
    <PlayerVideo
      loadSource={loadSource}
      startAt={lesson.positionSeconds}
      autoPlay={autoPlay}
      tracks={tracks}
      label={title}
      frameClassName="lesson-video"
      className="lesson-video__element"
      onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
      onPause={(event) => !event.currentTarget.ended && onPause(event.currentTarget.currentTime)}
      onEnded={(event) => onEnded(event.currentTarget.currentTime)}
    />
  );
}
