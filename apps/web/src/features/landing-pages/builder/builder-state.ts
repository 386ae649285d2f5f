import {
  LANDING_PAGE_DEFAULT_COLORS,
  LANDING_REASON_ICONS,
  LANDING_SOCIAL_ICONS,
  type LandingPageView,
} from '@cammini/contract';
import type { TFunction } from 'i18next';

/** Media given as addresses (the default, as in the original) or uploaded as files. */
export type MediaMode = 'url' | 'file';

export interface BuilderSocialIcon {
  icon: string;
  url: string;
}
export interface BuilderReason {
  icon: string;
  title: string;
  text: string;
}
export interface BuilderModule {
  moduleTitle: string;
  bullets: string[];
}
export interface BuilderFaq {
  question: string;
  answer: string;
}

/**
 * Everything the admin edits, as plain text. Media are addresses in both modes: typed in URL
 * mode, the saved ones kept in file mode (new files live beside, in BuilderFiles).
 */
export interface BuilderState {
  slug: string;
  mode: MediaMode;
  heroTitle: string;
  heroSubtitle: string;
  heroCtaText: string;
  /** Where the button leads: a site path or a full link; empty for the contact module. */
  heroCtaUrl: string;
  heroBgColor: string;
  heroTextColor: string;
  heroButtonColor: string;
  heroButtonTextColor: string;
  logoUrl: string;
  heroBgImageUrl: string;
  heroVideoUrl: string;
  showSocialIcons: boolean;
  socialIcons: BuilderSocialIcon[];
  reasons: BuilderReason[];
  modules: BuilderModule[];
  faqs: BuilderFaq[];
  photos: string[];
  videos: string[];
}

/** Files chosen in file mode, by the multipart field they travel in. Never stored in a draft. */
export interface BuilderFiles {
  heroLogo: File[];
  heroBgImage: File[];
  heroVideoFile: File[];
  photo: File[];
  video: File[];
}

export const noFiles = (): BuilderFiles => ({ heroLogo: [], heroBgImage: [], heroVideoFile: [], photo: [], video: [] });

/** Three social icons (Facebook, Instagram, YouTube). Without an address (the owner's to give) they are neither saved nor shown. */
export const DEFAULT_SOCIAL_ICONS: readonly BuilderSocialIcon[] = [
  { icon: 'fab fa-facebook-f', url: '' },
  { icon: 'fab fa-instagram', url: '' },
  { icon: 'fab fa-youtube', url: '' },
];

/**
 * The business's own profiles (its settings), where it saved them. There is no fallback address: the
 * networks' home pages, the old defaults, led visitors to no one's profile.
 */
type BusinessSocial = Partial<Record<'facebook' | 'instagram' | 'youtube', string | null>>;
const NETWORK_OF_ICON: Record<string, keyof BusinessSocial> = {
  'fab fa-facebook-f': 'facebook',
  'fab fa-instagram': 'instagram',
  'fab fa-youtube': 'youtube',
};
const defaultSocialIcons = (social: BusinessSocial = {}): BuilderSocialIcon[] =>
  DEFAULT_SOCIAL_ICONS.map(({ icon, url }) => ({ icon, url: social[NETWORK_OF_ICON[icon]!] ?? url }));

const SAMPLE_REASON_ICONS = ['fas fa-heart', 'fas fa-leaf', 'fas fa-users', 'fas fa-star'] as const;

/**
 * A new page as the builder opens it: the default colours, four sample
 * reasons, one sample module, one sample FAQ and three social icons (leading to the business's own
 * profiles when its settings have them, empty otherwise), in the admin's language.
 */
export function defaultBuilderState(t: TFunction, social?: BusinessSocial): BuilderState {
  return {
    slug: '',
    mode: 'url',
    heroTitle: t('defaults.heroTitle'),
    heroSubtitle: t('defaults.heroSubtitle'),
    heroCtaText: t('defaults.heroCtaText'),
    heroCtaUrl: '',
    ...LANDING_PAGE_DEFAULT_COLORS,
    logoUrl: '',
    heroBgImageUrl: '',
    heroVideoUrl: '',
    showSocialIcons: true,
    socialIcons: defaultSocialIcons(social),
    reasons: SAMPLE_REASON_ICONS.map((icon, index) => ({
      icon,
      title: t(`defaults.reasons.${index}.title`),
      text: t(`defaults.reasons.${index}.text`),
    })),
    modules: [
      {
        moduleTitle: t('defaults.module.title'),
        bullets: [t('defaults.module.bullets.0'), t('defaults.module.bullets.1'), t('defaults.module.bullets.2')],
      },
    ],
    faqs: [{ question: t('defaults.faq.question'), answer: t('defaults.faq.answer') }],
    photos: [],
    videos: [],
  };
}

const classWords = (iconClass: string) =>
  iconClass
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !['fa', 'fas', 'fab', 'far', 'bi', 'solid', 'brands', 'regular'].includes(word));

/**
 * An icon of the builder's set for a stored class: the same class, else one sharing a word with
 * it ("fa-solid fa-heart" → "fas fa-heart"), else the fallback. The server takes only the set.
 */
export function knownIcon(iconClass: string, known: readonly string[], fallback: string): string {
  const normalized = iconClass.trim().replace(/\s+/g, ' ').toLowerCase();
  if (known.includes(normalized)) return normalized;
  const words = new Set(classWords(normalized));
  return known.find((candidate) => classWords(candidate).some((word) => words.has(word))) ?? fallback;
}

const isUpload = (url: string | null) => url?.startsWith('/uploads/') ?? false;

/** The edit screen's starting point: the saved page, in file mode when it shows uploaded files. */
export function stateFromPage(page: LandingPageView): BuilderState {
  const media = [page.logo_url, page.hero_bg_image_url, page.hero_video_url, ...page.photos, ...page.videos];
  return {
    slug: page.title,
    mode: media.some(isUpload) ? 'file' : 'url',
    heroTitle: page.hero_title,
    heroSubtitle: page.hero_subtitle,
    heroCtaText: page.hero_cta_text,
    heroCtaUrl: page.hero_cta_url,
    heroBgColor: page.hero_bg_color,
    heroTextColor: page.hero_text_color,
    heroButtonColor: page.hero_button_color,
    heroButtonTextColor: page.hero_button_text_color,
    logoUrl: page.logo_url ?? '',
    heroBgImageUrl: page.hero_bg_image_url ?? '',
    heroVideoUrl: page.hero_video_url ?? '',
    showSocialIcons: page.show_social_icons,
    socialIcons: page.socialIcons.map((social) => ({
      icon: knownIcon(social.icon, LANDING_SOCIAL_ICONS, 'fas fa-globe'),
      url: social.url,
    })),
    reasons: page.reasons.map((reason) => ({
      icon: knownIcon(reason.icon, LANDING_REASON_ICONS, 'fas fa-star'),
      title: reason.title,
      text: reason.description,
    })),
    modules: page.modules.map((module) => ({ moduleTitle: module.moduleTitle, bullets: [...module.bullets] })),
    faqs: page.faqs.map((faq) => ({ ...faq })),
    photos: [...page.photos],
    videos: [...page.videos],
  };
}

/** Object URLs of the chosen files, for the preview. */
export interface FilePreviews {
  heroLogo?: string;
  heroBgImage?: string;
  heroVideoFile?: string;
  photo: string[];
  video: string[];
}

/**
 * The page as the public page would receive it, for the live preview: in file mode a chosen
 * file shows in place of the saved medium, and new photos and videos follow the kept ones.
 */
export function toPreviewPage(state: BuilderState, previews: FilePreviews): LandingPageView {
  const files = state.mode === 'file' ? previews : { photo: [], video: [] };
  const orNull = (value: string) => value.trim() || null;
  const filled = (values: string[]) => values.map((value) => value.trim()).filter(Boolean);
  return {
    id: 0,
    title: state.slug,
    hero_title: state.heroTitle,
    hero_subtitle: state.heroSubtitle,
    hero_cta_text: state.heroCtaText,
    hero_cta_url: state.heroCtaUrl,
    logo_url: files.heroLogo ?? orNull(state.logoUrl),
    show_social_icons: state.showSocialIcons,
    socialIcons: state.socialIcons,
    hero_bg_color: state.heroBgColor,
    hero_bg_image_url: files.heroBgImage ?? orNull(state.heroBgImageUrl),
    hero_video_url: files.heroVideoFile ?? orNull(state.heroVideoUrl),
    hero_text_color: state.heroTextColor,
    hero_button_color: state.heroButtonColor,
    hero_button_text_color: state.heroButtonTextColor,
    reasons: state.reasons.map((reason) => ({ icon: reason.icon, title: reason.title, description: reason.text })),
    photos: [...filled(state.photos), ...files.photo],
    videos: [...filled(state.videos), ...files.video],
    modules: state.modules,
    faqs: state.faqs,
  };
}

export const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, position) => (position === index ? item : current));

export const removeAt = <T>(items: readonly T[], index: number): T[] =>
  items.filter((_, position) => position !== index);
