import { LANDING_PAGE_DEFAULT_COLORS, type LandingPageView } from '@cammini/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReducedMotion } from '../../../lib/use-media-query';
import { isExternal, safeColor, safeMediaUrl, safeUrl, textOrNull } from './safe-values';
import './landing-sections.css';

export type LandingHeroProps = Pick<
  LandingPageView,
  | 'hero_title'
  | 'hero_subtitle'
  | 'hero_cta_text'
  | 'hero_cta_url'
  | 'hero_bg_color'
  | 'hero_bg_image_url'
  | 'hero_video_url'
  | 'hero_text_color'
  | 'hero_button_color'
  | 'hero_button_text_color'
>;

/** Where the call to action leads when the admin chose no address: the contact module. */
const DEFAULT_CTA_HREF = '/modulo';

/**
 * The opening band: the admin's colours over an optional photo or looping video. A veil of the
 * background colour keeps the admin's text colour readable over any picture.
 */
export function LandingHero(props: LandingHeroProps) {
  const reducedMotion = useReducedMotion();
  const background = safeColor(props.hero_bg_color, LANDING_PAGE_DEFAULT_COLORS.heroBgColor);
  const text = safeColor(props.hero_text_color, LANDING_PAGE_DEFAULT_COLORS.heroTextColor);
  const button = safeColor(props.hero_button_color, LANDING_PAGE_DEFAULT_COLORS.heroButtonColor);
  const buttonText = safeColor(props.hero_button_text_color, LANDING_PAGE_DEFAULT_COLORS.heroButtonTextColor);
  const image = safeMediaUrl(props.hero_bg_image_url);
  const video = safeMediaUrl(props.hero_video_url);
  const title = textOrNull(props.hero_title);
  const subtitle = textOrNull(props.hero_subtitle);
  const cta = textOrNull(props.hero_cta_text);
  const ctaHref = safeUrl(props.hero_cta_url || DEFAULT_CTA_HREF) ?? DEFAULT_CTA_HREF;

  return (
    <section className="lp-hero" style={{ backgroundColor: background, color: text }}>
      {video ? (
        <HeroVideo key={video} src={video} poster={image} still={reducedMotion} />
      ) : (
        image && <img className="lp-hero__media" src={image} alt="" width={1600} height={900} />
      )}
      {(video || image) && <div className="lp-hero__veil" style={{ backgroundColor: background }} />}
      <div className="container lp-hero__content">
        {title && <h1 className="lp-hero__title">{title}</h1>}
        {subtitle && <p className="lp-hero__subtitle">{subtitle}</p>}
        {cta &&
          (isExternal(ctaHref) ? (
            <a
              className="button lp-hero__cta"
              href={ctaHref}
              target="_blank"
              rel="noopener noreferrer"
              style={{ backgroundColor: button, color: buttonText }}
            >
              {cta}
            </a>
          ) : (
            <Link className="button lp-hero__cta" to={ctaHref} style={{ backgroundColor: button, color: buttonText }}>
              {cta}
            </Link>
          ))}
      </div>
    </section>
  );
}

/** A muted background loop with a pause button (WCAG 2.2.2); it never starts for reduced motion. */
function HeroVideo({ src, poster, still }: { src: string; poster: string | null; still: boolean }) {
  const { t } = useTranslation('forms');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(!still);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (playing) void element.play?.()?.catch(() => setPlaying(false));
    else element.pause?.();
  }, [playing]);

  return (
    <>
      <video
        ref={ref}
        className="lp-hero__media"
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        preload={still ? 'metadata' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
        width={1600}
        height={900}
      />
      <button
        type="button"
        className="lp-hero__video-toggle"
        aria-label={playing ? t('landing.pauseVideo') : t('landing.playVideo')}
        onClick={() => setPlaying((current) => !current)}
      >
        {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
      </button>
    </>
  );
}
