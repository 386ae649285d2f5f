import type { LandingPageView } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { safeMediaUrls } from './safe-values';
import './landing-sections.css';

export type LandingGalleryProps = Pick<LandingPageView, 'photos'>;

/** Photos in a row that snaps as it scrolls on a phone and a grid on a wide screen. */
export function LandingGallery({ photos }: LandingGalleryProps) {
  const { t } = useTranslation('forms');
  const shown = safeMediaUrls(photos);
  if (shown.length === 0) return null;

  return (
    <section className="lp-section lp-gallery" aria-labelledby="lp-gallery-title">
      <div className="container">
        <h2 id="lp-gallery-title" className="lp-section__title">
          {t('landing.galleryTitle')}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard */}
        <ul className="lp-gallery__track" tabIndex={0} aria-label={t('landing.galleryTitle')}>
          {shown.map((photo, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice
            <li key={index} className="lp-gallery__item">
              <img
                src={photo}
                alt={t('landing.photoAlt', { index: index + 1, total: shown.length })}
                loading="lazy"
                decoding="async"
                width={800}
                height={600}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
