import type { PlayerLesson } from '@cammini/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack } from '../../../components/ui/caption-tracks';
import { SignedVideo } from '../../../components/ui/signed-video';
import { fetchLessonVideoUrl } from '../api/lessons';

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
  const { t } = useTranslation('commerce');
  const loadSource = useCallback(
    async (signal?: AbortSignal) => (await fetchLessonVideoUrl(lesson.id, signal)).url,
    [lesson.id],
  );
  return (
    <SignedVideo
      loadSource={loadSource}
      startAt={lesson.positionSeconds}
      autoPlay={autoPlay}
      tracks={tracks}
      label={title}
      loadingLabel={t('player.videoLoading')}
      errorText={t('player.videoError')}
      frameClassName="lesson-video"
      className="lesson-video__element"
      onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
      onPause={(event) => !event.currentTarget.ended && onPause(event.currentTarget.currentTime)}
      onEnded={(event) => onEnded(event.currentTarget.currentTime)}
    />
  );
}
