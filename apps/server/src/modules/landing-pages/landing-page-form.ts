import { LandingPageInput, problem } from '@cammini/contract';
import { z } from 'zod';
import { commaList, type FileFieldSpecs } from '../../lib/uploads/multipart-form.js';

const FOLDER = 'landing';

/** The files the builder may send. */
export const LANDING_FILE_FIELDS = {
  heroLogo: { kind: 'image', folder: FOLDER },
  heroBgImage: { kind: 'image', folder: FOLDER },
  heroVideoFile: { kind: 'video', folder: FOLDER },
  photo: { kind: 'image', folder: FOLDER, max: 20 },
  video: { kind: 'video', folder: FOLDER, max: 10 },
} as const satisfies FileFieldSpecs;

/** "true"/"false" as a form sends a checkbox; absent means the default. */
const formFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'on'].includes(value)));

/** A field holding JSON: unparsable text is an error on that field, not a 500. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: problem('json') });
        return z.NEVER;
      }
    })
    .pipe(schema);

const text = z.string().optional().default('');
const shape = LandingPageInput.shape;

/**
 * The multipart text fields, in the original client's names. Media kept from before travel as
 * addresses: in the URL fields (URL mode) or in existingPhotos / existingVideos (file mode).
 */
export const LandingPageFormFields = z.object({
  urls: formFlag(true),
  title: text.pipe(shape.slug),
  logourl: text.pipe(shape.logoUrl),
  showsocialicons: formFlag(true),
  socialIcons: jsonField(shape.socialIcons),
  heroTitle: text.pipe(shape.heroTitle),
  heroSubtitle: shape.heroSubtitle,
  heroCtaText: shape.heroCtaText,
  heroCtaUrl: shape.heroCtaUrl,
  heroBgColor: text.pipe(shape.heroBgColor),
  heroTextColor: text.pipe(shape.heroTextColor),
  heroButtonColor: text.pipe(shape.heroButtonColor),
  heroButtonTextColor: text.pipe(shape.heroButtonTextColor),
  heroBgImageUrl: text.pipe(shape.heroBgImageUrl),
  heroVideoUrl: text.pipe(shape.heroVideoUrl),
  reasons: jsonField(shape.reasons),
  modules: jsonField(shape.modules),
  faqs: jsonField(shape.faqs),
  photosUrl: commaList.pipe(shape.photos),
  videosUrls: commaList.pipe(shape.videos),
  existingPhotos: commaList.pipe(shape.photos),
  existingVideos: commaList.pipe(shape.videos),
});
export type LandingPageFormFields = z.output<typeof LandingPageFormFields>;
