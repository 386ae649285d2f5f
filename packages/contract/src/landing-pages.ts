import { z } from 'zod';
import { CaptionLanguages } from './captions.js';
import { type FieldProblemCode, problem } from './field-problems.js';

/** The builder's defaults. */
/**
 * A new landing page's hero colours. The button's text is dark: white on the brand's orange reads at
 * 2.0:1, below the 4.5:1 that small text needs (WCAG 1.4.3); dark brown reads at 8.6:1.
 */
export const LANDING_PAGE_DEFAULT_COLORS = {
  heroBgColor: '#6c757d',
  heroTextColor: '#ffffff',
  heroButtonColor: '#ffa400',
  heroButtonTextColor: '#2f2a26',
} as const;

/** A CSS hex colour only, so a stored value can never inject other CSS. */
export const HexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, problem('color'));

/**
 * A link or media address shown on a public page: a path on this site or an http(s) URL.
 * Anything else (javascript:, data:) could run script from a link.
 */
export const PageUrl = z.union([
  z
    .string()
    .trim()
    .max(2000)
    // A site path; not `//host` or `/\host`, which browsers read as another site.
    .regex(/^\/(?![/\\])\S*$/, problem('address')),
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: problem('address') })),
]);

const text = (max: number) => z.string().trim().max(max);

export const LandingSocialIcon = z.object({
  /** An icon name or class, e.g. "facebook". */
  icon: text(80),
  url: PageUrl,
});

export const LandingReason = z.object({
  icon: text(80).default(''),
  title: text(200),
  description: text(2000).default(''),
});

export const LandingModule = z.object({
  moduleTitle: text(200),
  bullets: z.array(text(500)).max(50).default([]),
});

export const LandingFaq = z.object({
  question: text(500),
  answer: text(5000),
});

/**
 * Every section of a landing page as stored in landing_pages.config. The builder writes this
 * shape; every field has a default, so a page saved before a field existed still reads.
 */
export const LandingPageConfig = z.object({
  heroTitle: text(200).default(''),
  heroSubtitle: text(1000).default(''),
  heroCtaText: text(80).default(''),
  /** Where the hero's button leads: a site path or a full link; empty for the contact module. */
  heroCtaUrl: text(2000).default(''),
  logoUrl: PageUrl.nullable().default(null),
  showSocialIcons: z.boolean().default(true),
  socialIcons: z.array(LandingSocialIcon).max(12).default([]),
  heroBgColor: HexColor.default(LANDING_PAGE_DEFAULT_COLORS.heroBgColor),
  heroBgImageUrl: PageUrl.nullable().default(null),
  heroVideoUrl: PageUrl.nullable().default(null),
  heroTextColor: HexColor.default(LANDING_PAGE_DEFAULT_COLORS.heroTextColor),
  heroButtonColor: HexColor.default(LANDING_PAGE_DEFAULT_COLORS.heroButtonColor),
  heroButtonTextColor: HexColor.default(LANDING_PAGE_DEFAULT_COLORS.heroButtonTextColor),
  reasons: z.array(LandingReason).max(20).default([]),
  photos: z.array(PageUrl).max(60).default([]),
  videos: z.array(PageUrl).max(20).default([]),
  modules: z.array(LandingModule).max(30).default([]),
  faqs: z.array(LandingFaq).max(50).default([]),
});
export type LandingPageConfig = z.output<typeof LandingPageConfig>;
export type LandingPageConfigInput = z.input<typeof LandingPageConfig>;

/** The slug is the page's path: letters, digits and hyphens, compared case-insensitively. */
export const LandingPageSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i, 'Usa lettere, numeri e trattini');

/** Any text is looked up (an unknown one is a 404, not a 400). */
export const LandingSlugParams = z.object({ slug: z.string().max(300) });

/** GET /api/landingpage/{slug} — the page "as received" by the original client. */
export const LandingPageView = z.object({
  id: z.number(),
  /** The slug. */
  title: z.string(),
  hero_title: z.string(),
  hero_subtitle: z.string(),
  hero_cta_text: z.string(),
  /** Where the button leads; empty for the contact module (/modulo). */
  hero_cta_url: z.string(),
  logo_url: z.string().nullable(),
  show_social_icons: z.boolean(),
  socialIcons: z.array(z.object({ icon: z.string(), url: z.string() })),
  hero_bg_color: z.string(),
  hero_bg_image_url: z.string().nullable(),
  hero_video_url: z.string().nullable(),
  hero_text_color: z.string(),
  hero_button_color: z.string(),
  hero_button_text_color: z.string(),
  reasons: z.array(z.object({ icon: z.string(), title: z.string(), description: z.string() })),
  photos: z.array(z.string()),
  videos: z.array(z.string()),
  /**
   * The caption languages of each of `videos`, in the same order
   * (GET /api/landingpage/{id}/videos/{position}/captions/{language}); absent means none.
   */
  video_captions: z.array(CaptionLanguages).optional(),
  modules: z.array(z.object({ moduleTitle: z.string(), bullets: z.array(z.string()) })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type LandingPageView = z.infer<typeof LandingPageView>;

/*
 * The builder's writes (POST /api/landingpage/, PUT /api/landingpage/{id}). Stricter than the
 * stored config above, which reads old rows leniently: what the builder sends must be complete
 * and use only what the public page knows how to show.
 */

/** Icons the builder offers for the reasons; each is drawn by the public page (sections/icons.tsx). */
export const LANDING_REASON_ICONS = [
  'fas fa-heart',
  'fas fa-star',
  'fas fa-leaf',
  'fas fa-seedling',
  'fas fa-spa',
  'fas fa-sun',
  'fas fa-moon',
  'fas fa-users',
  'fas fa-hand-holding-heart',
  'fas fa-check',
  'fas fa-shield',
  'fas fa-smile',
  'fas fa-brain',
  'fas fa-calendar',
  'fas fa-clock',
  'fas fa-compass',
  'fas fa-mountain',
  'fas fa-bullseye',
  'fas fa-bolt',
  'fas fa-gift',
  'fas fa-award',
  'fas fa-music',
  'fas fa-book',
  'fas fa-lightbulb',
  'fas fa-feather',
  'fas fa-globe',
  'fas fa-home',
  'fas fa-map-marker',
  'fas fa-infinity',
  'fas fa-coffee',
  'fas fa-video',
] as const;

/** Icons the builder offers for the social links; the globe is any other site. */
export const LANDING_SOCIAL_ICONS = [
  'fab fa-facebook-f',
  'fab fa-instagram',
  'fab fa-youtube',
  'fab fa-x-twitter',
  'fab fa-linkedin-in',
  'fab fa-whatsapp',
  'fab fa-telegram',
  'fab fa-tiktok',
  'fas fa-globe',
] as const;

/** "fas fa-hand-holding-heart" → "hand-holding-heart": the icon's name, for labels. */
export const landingIconName = (iconClass: string) => iconClass.replace(/^fa[a-z]* fa-/, '');

const normalizeIconClass = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

const iconOf = (known: readonly string[]) =>
  z
    .string()
    .max(80)
    .transform(normalizeIconClass)
    .refine((value) => known.includes(value), 'Icona sconosciuta: scegline una dall’elenco');

/**
 * A page's address from any text: lower case, accents dropped, anything but letters and digits
 * folded into single hyphens ("Ritiro di Primavera!" → "ritiro-di-primavera").
 */
export function normalizeLandingSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug the builder sends, normalised; empty after normalising is refused. */
export const LandingSlugInput = z
  .string()
  .max(300)
  .transform(normalizeLandingSlug)
  .pipe(z.string().min(1, problem('slugRequired')).max(120, problem('tooLong', 120)));

const isUploadPath = (value: string) => /^\/uploads\/(?!.*\.\.)[\w\-./]+$/.test(value);

/**
 * A picture or video the page shows: an http(s) URL or a file uploaded to this site. Commas are
 * refused because lists of them travel comma-joined.
 */
export const LandingMediaUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    if (value.includes(',')) ctx.addIssue({ code: 'custom', message: problem('addressComma') });
    else if (!PageUrl.safeParse(value).success || !(isUploadPath(value) || /^https?:\/\//i.test(value)))
      ctx.addIssue({ code: 'custom', message: problem('mediaAddress') });
  });

/** An optional single medium: empty means none. */
export const OptionalLandingMediaUrl = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => value || null)
  .pipe(LandingMediaUrl.nullable());

const requiredLine = (max: number, missing: FieldProblemCode) =>
  z.string().trim().min(1, problem(missing)).max(max, problem('tooLong', max));
const optionalText = (max: number) => z.string().trim().max(max, problem('tooLong', max)).default('');

export const LandingSocialIconInput = z.object({
  icon: iconOf(LANDING_SOCIAL_ICONS),
  url: PageUrl,
});

/** A reason as sent: its text is `text` (stored and answered as `description`). */
export const LandingReasonInput = z.object({
  icon: iconOf(LANDING_REASON_ICONS),
  title: requiredLine(200, 'reasonTitleRequired'),
  text: optionalText(2000),
});

export const LandingModuleInput = z.object({
  moduleTitle: requiredLine(200, 'moduleTitleRequired'),
  bullets: z.array(requiredLine(500, 'bulletRequired')).max(50).default([]),
});

export const LandingFaqInput = z.object({
  question: requiredLine(500, 'faqQuestionRequired'),
  answer: requiredLine(5000, 'faqAnswerRequired'),
});

/** The lists a page may hold, and the bounds the server enforces. */
export const LandingLimits = {
  socialIcons: 12,
  reasons: 20,
  modules: 30,
  faqs: 50,
  photos: 60,
  videos: 20,
} as const;

/**
 * Every text of a page as the builder sends it, parsed (the multipart fields carry the lists as
 * JSON and the media addresses comma-joined). The builder checks its state with this schema
 * before sending, so what it accepts is what the server accepts.
 */
export const LandingPageInput = z.object({
  slug: LandingSlugInput,
  heroTitle: requiredLine(200, 'heroTitleRequired'),
  heroSubtitle: optionalText(1000),
  heroCtaText: optionalText(80),
  heroCtaUrl: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .pipe(z.union([z.literal(''), PageUrl])),
  heroBgColor: HexColor,
  heroTextColor: HexColor,
  heroButtonColor: HexColor,
  heroButtonTextColor: HexColor,
  logoUrl: OptionalLandingMediaUrl,
  heroBgImageUrl: OptionalLandingMediaUrl,
  heroVideoUrl: OptionalLandingMediaUrl,
  showSocialIcons: z.boolean(),
  socialIcons: z.array(LandingSocialIconInput).max(LandingLimits.socialIcons),
  reasons: z.array(LandingReasonInput).max(LandingLimits.reasons),
  modules: z.array(LandingModuleInput).max(LandingLimits.modules),
  faqs: z.array(LandingFaqInput).max(LandingLimits.faqs),
  photos: z.array(LandingMediaUrl).max(LandingLimits.photos),
  videos: z.array(LandingMediaUrl).max(LandingLimits.videos),
});
export type LandingPageInput = z.output<typeof LandingPageInput>;

/** POST and PUT answer the page's id and its normalised slug. */
export const LandingPageSaved = z.object({ message: z.literal('Success'), id: z.number(), slug: z.string() });
export type LandingPageSaved = z.infer<typeof LandingPageSaved>;

/** The admin's list and edit screen: the page as received, and when it last changed. */
export const LandingPageAdminView = LandingPageView.extend({ updatedAt: z.string() });
export type LandingPageAdminView = z.infer<typeof LandingPageAdminView>;
export const LandingPageAdminList = z.array(LandingPageAdminView);
