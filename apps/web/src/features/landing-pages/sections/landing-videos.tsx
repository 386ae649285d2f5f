import type { LandingPageView } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { safeMediaUrls } from './safe-values';
import './landing-sections.css';

export type LandingVideosProps = Pick<LandingPageView, 'videos'>;

/** The extra videos, each with its own controls; nothing plays until the visitor presses play. */
export function LandingVideos({ videos }: LandingVideosProps) {
  const { t } = useTranslation('forms');
  const shown = safeMediaUrls(videos);
  if (shown.length === 0) return null;

  return (
    <section className="lp-section lp-videos" aria-labelledby="lp-videos-title">
      <div className="container">
        <h2 id="lp-videos-title" className="lp-section__title">
          {t('landing.videosTitle')}
        </h2>
        <ul className="lp-videos__grid">
          {shown.map((video, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same video may appear twice
            <li key={index}>
              {/* biome-ignore lint/a11y/useMediaCaption: the builder stores no caption tracks */}
              <video
                src={video}
                controls
                preload="metadata"
                playsInline
                width={640}
                height={360}
                aria-label={t('landing.videoLabel', { index: index + 1, total: shown.length })}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
