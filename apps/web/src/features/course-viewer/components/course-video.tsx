import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { fetchCourseVideoUrl } from '../api/course-videos';

/** How many times a failing video asks for a new address (it may have expired) before giving up. */
const MAX_REFRESHES = 2;

interface CourseVideoProps {
  courseId: number;
  position: number;
  label: string;
}

/**
 * One video of an in-person course, from a short-lived signed address (the file is private). When
 * the address expires mid-video, the video errors, a new address is fetched and playback resumes
 * at the same point.
 */
export function CourseVideo({ courseId, position, label }: CourseVideoProps) {
  const { t } = useTranslation('commerce');
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const resumePlaying = useRef(false);
  const refreshes = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { url } = await fetchCourseVideoUrl(courseId, position, signal);
        setSource(url);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      }
    },
    [courseId, position],
  );

  useEffect(() => {
    const controller = new AbortController();
    resumeAt.current = 0;
    resumePlaying.current = false;
    refreshes.current = 0;
    setSource(null);
    setFailed(false);
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (resumeAt.current > 0) video.currentTime = resumeAt.current;
    if (resumePlaying.current) void video.play().catch(() => {});
  };

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (!source) return;
    if (refreshes.current >= MAX_REFRESHES) {
      setFailed(true);
      return;
    }
    const video = event.currentTarget;
    refreshes.current += 1;
    resumeAt.current = video.currentTime || resumeAt.current;
    resumePlaying.current = !video.paused;
    void load();
  };

  if (failed) return <Alert tone="error">{t('player.videoError')}</Alert>;
  if (!source) return <Loading label={t('player.videoLoading')} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the course's own recordings come without caption files.
    <video
      key={source}
      src={source}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      className="course-viewer__video"
      onLoadedMetadata={onLoadedMetadata}
      onError={onError}
    />
  );
}
