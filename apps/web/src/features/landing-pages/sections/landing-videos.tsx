import { type LandingPageView, publicCaptionsPath } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { CaptionTracks, captionTracks } from '../../../components/ui/caption-tracks';
import { safeMediaUrl } from './safe-values';
import './landing-sections.css';

export type LandingVideosProps = Pick<LandingPageView, 'videos'> &
  Partial<Pick<LandingPageView, 'id' | 'video_captions'>>;

/**
 * The extra videos, each with its own controls and its captions (a saved page's: the builder's
 * preview has none yet); nothing plays until the visitor presses play.
 */
export function LandingVideos({ videos, id, video_captions: captions }: LandingVideosProps) {
  const { t } = useTranslation('forms');
  // Captions are named by a video's place in the saved page's list, kept here past the unsafe ones left out.
  const shown = videos.flatMap((value, position) => {
    const url = safeMediaUrl(value);
    return url ? [{ url, position }] : [];
  });
  if (shown.length === 0) return null;
  const tracksOf = (position: number) =>
    id === undefined
      ? []
      : captionTracks(captions?.[position], (language) => publicCaptionsPath.landingVideo(id, position + 1, language));

  return (
    <section className="lp-section lp-videos" aria-labelledby="lp-videos-title">
      <div className="container">
        <h2 id="lp-videos-title" className="lp-section__title">
          {t('landing.videosTitle')}
        </h2>
        <ul className="lp-videos__grid">
          {shown.map(({ url, position }, index) => (
            <li key={position}>
              {/* biome-ignore lint/a11y/useMediaCaption: its captions are the <track> elements CaptionTracks draws. */}
              <video
                src={url}
                controls
                preload="metadata"
                playsInline
                width={640}
                height={360}
                aria-label={t('landing.videoLabel', { index: index + 1, total: shown.length })}
              >
                <CaptionTracks tracks={tracksOf(position)} />
              </video>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
