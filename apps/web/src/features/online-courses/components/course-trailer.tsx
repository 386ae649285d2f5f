import { VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CaptionTrack, CaptionTracks } from '../../../components/ui/caption-tracks';
import { useReducedMotion } from '../../../lib/use-media-query';

interface CourseTrailerProps {
  src: string | null;
  poster: string | null;
  title: string;
  /** Its captions, one track per language. */
  captions?: readonly CaptionTrack[];
}

/**
 * The public trailer of an online course. It starts by itself (muted, as browsers require) only
 * for visitors who have not asked for reduced motion; everyone gets the controls and its captions.
 */
export function CourseTrailer({ src, poster, title, captions = [] }: CourseTrailerProps) {
  const { t } = useTranslation('content');
  const reducedMotion = useReducedMotion();
  if (!src) {
    return (
      <div className="course-trailer course-trailer--empty">
        <VideoOff aria-hidden="true" />
        <p>{t('onlineCourses.detail.noVideo')}</p>
      </div>
    );
  }
  return (
    <video
      key={`${src}-${reducedMotion}`}
      className="course-trailer"
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      autoPlay={!reducedMotion}
      muted={!reducedMotion}
      aria-label={t('onlineCourses.detail.trailer', { title })}
      width={1280}
      height={720}
    >
      <CaptionTracks tracks={captions} />
    </video>
  );
}
