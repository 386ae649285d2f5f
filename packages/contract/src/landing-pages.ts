import { z } from 'zod';

/** The builder's defaults (administration spec §9). */
export const LANDING_PAGE_DEFAULT_COLORS = {
  heroBgColor: '#6c757d',
  heroTextColor: '#ffffff',
  heroButtonColor: '#ffa400',
  heroButtonTextColor: '#ffffff',
} as const;

/** A CSS hex colour only, so a stored value can never inject other CSS. */
export const HexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colore non valido: usa il formato #rrggbb');

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
    .regex(/^\/(?![/\\])\S*$/, 'Indirizzo non valido'),
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'Indirizzo non valido' })),
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

/** GET /api/landingpage/{slug} — the page "as received" by the original client (admin spec §3). */
export const LandingPageView = z.object({
  id: z.number(),
  /** The slug. */
  title: z.string(),
  hero_title: z.string(),
  hero_subtitle: z.string(),
  hero_cta_text: z.string(),
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
  modules: z.array(z.object({ moduleTitle: z.string(), bullets: z.array(z.string()) })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type LandingPageView = z.infer<typeof LandingPageView>;
