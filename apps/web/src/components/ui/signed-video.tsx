import { type SyntheticEvent, useCallback, useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import { Alert } from './alert';
import { type CaptionTrack, CaptionTracks } from './caption-tracks';
import { Loading } from './loading';

/** How many times a failing video asks for a new address (it may have expired) before giving up. */
const MAX_REFRESHES = 2;

interface SignedVideoProps extends Pick<VideoHTMLAttributes<HTMLVideoElement>, 'onTimeUpdate' | 'onPause' | 'onEnded'> {
  /**
   * Asks the server for a short-lived signed address of the video (a <video> element sends no
   * header). Keep it stable (useCallback): a new function loads the video again.
   */
  loadSource: (signal?: AbortSignal) => Promise<string>;
  label: string;
  loadingLabel: string;
  errorText: string;
  className?: string;
  width?: number;
  /** Where playback opens (a lesson's saved position); within 3 s of the end it opens at the start. */
  startAt?: number;
  /** A box around the loading state and the video (not around the error). */
  frameClassName?: string;
  /**
   * Start playing once loaded (the next lesson after one ended). A browser that refuses leaves the
   * video ready to play.
   */
  autoPlay?: boolean;
  /** Its captions, one track per language (addresses the element may load: same-site or blob:). */
  tracks?: readonly CaptionTrack[];
}

/**
 * A private video played from a signed address that lasts minutes. When the address expires
 * mid-video, the video errors, a new address is fetched and playback resumes at the same point.
 */
export function SignedVideo({
  loadSource,
  label,
  loadingLabel,
  errorText,
  className,
  width,
  startAt = 0,
  frameClassName,
  autoPlay = false,
  tracks = [],
  ...events
}: SignedVideoProps) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(startAt);
  const resumePlaying = useRef(autoPlay);
  const playAtOnce = useRef(autoPlay);
  playAtOnce.current = autoPlay;
  const refreshes = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setSource(await loadSource(signal));
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      }
    },
    [loadSource],
  );

  // A new video (a new loadSource): start from its own position, with a fresh address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the video's identity restarts it.
  useEffect(() => {
    const controller = new AbortController();
    resumeAt.current = startAt;
    resumePlaying.current = playAtOnce.current;
    refreshes.current = 0;
    setSource(null);
    setFailed(false);
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const duration = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    // Near the end there is nothing left to resume: start again from the beginning.
    if (resumeAt.current > 0 && resumeAt.current < duration - 3) video.currentTime = resumeAt.current;
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

  if (failed) return <Alert tone="error">{errorText}</Alert>;
  const content = !source ? (
    <Loading label={loadingLabel} />
  ) : (
    <video
      key={source}
      src={source}
      controls
      preload="metadata"
      playsInline
      width={width}
      aria-label={label}
      className={className}
      onLoadedMetadata={onLoadedMetadata}
      onError={onError}
      {...events}
    >
      <CaptionTracks tracks={tracks} />
    </video>
  );
  return frameClassName ? <div className={frameClassName}>{content}</div> : content;
}
