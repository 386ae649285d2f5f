import type { PlayerLesson } from '@cammini/contract';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { fetchLessonVideoUrl } from '../api/lessons';

/** How many times a failing video asks for a new address (it may have expired) before giving up. */
const MAX_REFRESHES = 2;

interface LessonVideoProps {
  lesson: PlayerLesson;
  title: string;
  onTime: (seconds: number) => void;
  onPause: (seconds: number) => void;
  onEnded: (seconds: number) => void;
}

/**
 * One lesson's video, from a short-lived signed address. It opens where the customer stopped; when
 * the address expires mid-lesson, the video errors, a new address is fetched and playback resumes
 * at the same point.
 */
export function LessonVideo({ lesson, title, onTime, onPause, onEnded }: LessonVideoProps) {
  const { t } = useTranslation('commerce');
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(lesson.positionSeconds);
  const resumePlaying = useRef(false);
  const refreshes = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { url } = await fetchLessonVideoUrl(lesson.id, signal);
        setSource(url);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      }
    },
    [lesson.id],
  );

  // A new lesson: start from its saved position, with a fresh address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the lesson's identity restarts the video.
  useEffect(() => {
    const controller = new AbortController();
    resumeAt.current = lesson.positionSeconds;
    resumePlaying.current = false;
    refreshes.current = 0;
    setSource(null);
    setFailed(false);
    void load(controller.signal);
    return () => controller.abort();
  }, [lesson.id, load]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const duration = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    // Near the end there is nothing left to resume: start again from the beginning.
    if (resumeAt.current > 0 && resumeAt.current < duration - 3) video.currentTime = resumeAt.current;
    if (resumePlaying.current) void video.play().catch(() => {});
  };

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (!source) return;
    const video = event.currentTarget;
    if (refreshes.current >= MAX_REFRESHES) {
      setFailed(true);
      return;
    }
    refreshes.current += 1;
    resumeAt.current = video.currentTime || resumeAt.current;
    resumePlaying.current = !video.paused;
    void load();
  };

  if (failed) return <Alert tone="error">{t('player.videoError')}</Alert>;
  return (
    <div className="lesson-video">
      {!source && <Loading label={t('player.videoLoading')} />}
      {source && (
        // biome-ignore lint/a11y/useMediaCaption: lesson recordings come without caption files.
        <video
          key={source}
          className="lesson-video__element"
          src={source}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
          onPause={(event) => !event.currentTarget.ended && onPause(event.currentTarget.currentTime)}
          onEnded={(event) => onEnded(event.currentTarget.currentTime)}
          onError={onError}
        />
      )}
    </div>
  );
}
