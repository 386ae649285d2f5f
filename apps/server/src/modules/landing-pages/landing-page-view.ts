import { LandingPageConfig, type LandingPageView } from '@cammini/contract';
import type { LandingPageRow } from './landing-pages.repository.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored config, section by section: a section that no longer fits the schema (an older
 * builder, a hand edit) falls back to its default instead of taking the whole page down.
 */
export function readLandingPageConfig(stored: unknown): LandingPageConfig {
  const source = isRecord(stored) ? stored : {};
  const usable: Record<string, unknown> = {};
  for (const [key, section] of Object.entries(LandingPageConfig.shape)) {
    if (section.safeParse(source[key]).success) usable[key] = source[key];
  }
  return LandingPageConfig.parse(usable);
}

/** The page in the shape the original client received. */
export function toLandingPageView(row: Pick<LandingPageRow, 'id' | 'slug' | 'config'>): LandingPageView {
  const config = readLandingPageConfig(row.config);
  return {
    id: row.id,
    title: row.slug,
    hero_title: config.heroTitle,
    hero_subtitle: config.heroSubtitle,
    hero_cta_text: config.heroCtaText,
    hero_cta_url: config.heroCtaUrl,
    logo_url: config.logoUrl,
    show_social_icons: config.showSocialIcons,
    socialIcons: config.socialIcons,
    hero_bg_color: config.heroBgColor,
    hero_bg_image_url: config.heroBgImageUrl,
    hero_video_url: config.heroVideoUrl,
    hero_text_color: config.heroTextColor,
    hero_button_color: config.heroButtonColor,
    hero_button_text_color: config.heroButtonTextColor,
    reasons: config.reasons,
    photos: config.photos,
    videos: config.videos,
    modules: config.modules,
    faqs: config.faqs,
  };
}
