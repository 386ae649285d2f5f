import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLinks } from '../../../components/ui/action-links';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { useReducedMotion } from '../../../lib/use-media-query';
import heroStill from '../assets/hero-still.webp';
import { RotatingQuote } from './rotating-quote';

/** The demo seed copies the hero clip here; without it the warm gradient behind the video shows alone. */
export const HERO_VIDEO_URL = '/uploads/seed/videos/hero.mp4';

/** Visitors who asked their browser to save data get the still gradient, not a looping video. */
function allowsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData !== true;
}

/**
 * The video hero: motto, rotating quote and the two ways in. The video is decoration: muted, looped,
 * loaded only when it starts (preload none), never started for reduced motion, and the visitor
 * can pause it and the quotes with one button. Beneath it a still of the same scene is in the
 * server's page: the first view is painted whole (the largest paint does not wait for the scripts
 * and the video), and it stays as the picture for reduced motion and saved data.
 */
export function HomeHero() {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Only the browser knows the visitor's wish: the server's page has no video, and it comes after hydration.
  const showVideo = useBrowserValue(allowsVideo, false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const still = reducedMotion || paused;

  useEffect(() => {
    // The video is there only once the browser has decided to show it (after hydration): it starts then.
    const video = showVideo ? videoRef.current : null;
    if (!video) return;
    // Set as a property too: browsers only autoplay a video they know is muted.
    video.muted = true;
    if (still) video.pause();
    else video.play?.()?.catch(() => setPlaying(false));
  }, [still, showVideo]);

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__media" aria-hidden="true">
        <img className="home-hero__still" src={heroStill} alt="" width={960} height={540} fetchPriority="high" />
        {showVideo && !reducedMotion && (
          <video
            ref={videoRef}
            className="home-hero__video"
            data-playing={playing}
            src={HERO_VIDEO_URL}
            muted
            loop
            playsInline
            preload="none"
            disablePictureInPicture
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
            onError={() => setPlaying(false)}
          />
        )}
      </div>
      <div className="container home-hero__inner">
        <p className="home-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="home-hero-title">{t('hero.motto')}</h1>
        <p className="home-hero__intro">{t('hero.intro')}</p>
        <RotatingQuote paused={still} />
        <ActionLinks
          className="home-hero__actions"
          links={[
            { to: '/corsi', label: t('hero.toCourses'), className: 'button-primary' },
            { to: '/soluzioni', label: t('hero.toAreas'), className: 'home-hero__secondary' },
          ]}
        />
      </div>
      {!reducedMotion && (
        <button
          type="button"
          className="icon-button home-hero__motion"
          onClick={() => setPaused((current) => !current)}
          aria-label={paused ? t('hero.playMotion') : t('hero.pauseMotion')}
          title={paused ? t('hero.playMotion') : t('hero.pauseMotion')}
        >
          {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        </button>
      )}
    </section>
  );
}
