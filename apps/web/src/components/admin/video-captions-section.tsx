import type { CaptionLanguage } from '@cammini/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionControls } from './caption-controls';

interface SavedVideo {
  /** The video's resource: `/api/landingpage/4/videos/2`. */
  resource: string;
  /** How the admin recognises it: its address or file name. */
  name: string;
  captions: readonly CaptionLanguage[];
}

/**
 * The captions of an item's saved videos in a section of its own, for editors whose form keeps
 * its videos as addresses (the landing-page builder): each saved video with its languages, and
 * what is missing. Videos added in the form take captions once the form is saved.
 */
export function VideoCaptionsSection({ videos }: { videos: readonly SavedVideo[] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section className="video-captions-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('captions.sectionTitle')}</h2>
      <p className="field-hint">{t(videos.length === 0 ? 'captions.noSavedVideos' : 'captions.sectionHint')}</p>
      <ol className="video-captions-section__list">
        {videos.map((video, index) => (
          <li key={video.resource}>
            <p className="video-captions-section__name">
              {t('captions.landingVideo', { position: index + 1 })}: <span>{video.name}</span>
            </p>
            <CaptionControls
              video={video.resource}
              videoLabel={t('captions.landingVideo', { position: index + 1 })}
              languages={video.captions}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
