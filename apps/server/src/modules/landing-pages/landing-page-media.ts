import { type FieldProblemCode, fieldProblem, LandingLimits, type LandingPageConfig } from '@cammini/contract';
import { fieldError } from '../../lib/app-error.js';
import { removeOwnedFiles } from '../../lib/uploads/media-files.js';
import { type MediaStorage, PUBLIC_PREFIX, type StoredFile } from '../../lib/uploads/media-storage.js';
import type { UploadedForm } from '../../lib/uploads/multipart-form.js';
import type { LANDING_FILE_FIELDS, LandingPageFormFields } from './landing-page-form.js';
import { readLandingPageConfig } from './landing-page-view.js';

export type LandingFiles = UploadedForm<typeof LANDING_FILE_FIELDS>['files'];

export interface LandingForm {
  fields: LandingPageFormFields;
  files: LandingFiles;
}

/** Files the builder uploaded; only these are ever deleted with a page (never a course's or a seeded one). */
const LANDING_UPLOADS = `${PUBLIC_PREFIX}media/landing/`;

const invalid = (field: string, code: FieldProblemCode, limit?: number, message?: string) =>
  fieldError(field, { ...fieldProblem(code, limit), ...(message ? { message } : {}) });

const unique = (urls: string[]) => [...new Set(urls)];
const urlsOf = (files: StoredFile[]) => files.map((file) => file.url);

/** Every picture and video a page shows. */
export function mediaOf(config: LandingPageConfig): string[] {
  return [config.logoUrl, config.heroBgImageUrl, config.heroVideoUrl, ...config.photos, ...config.videos].filter(
    (url): url is string => url !== null,
  );
}

/**
 * The page's config from the form: an uploaded file takes the place of the address given for
 * the same medium, and the galleries are the kept addresses followed by the new files.
 */
export function toLandingConfig({ fields, files }: LandingForm): LandingPageConfig {
  const uploaded = Object.values(files).some((list) => list.length > 0);
  if (fields.urls && uploaded) throw invalid('urls', 'urlModeWithFiles');
  const photos = unique([...fields.existingPhotos, ...fields.photosUrl, ...urlsOf(files.photo)]);
  const videos = unique([...fields.existingVideos, ...fields.videosUrls, ...urlsOf(files.video)]);
  if (photos.length > LandingLimits.photos)
    throw invalid('photo', 'tooMany', LandingLimits.photos, `Al massimo ${LandingLimits.photos} foto.`);
  if (videos.length > LandingLimits.videos)
    throw invalid('video', 'tooMany', LandingLimits.videos, `Al massimo ${LandingLimits.videos} video.`);
  return {
    heroTitle: fields.heroTitle,
    heroSubtitle: fields.heroSubtitle,
    heroCtaText: fields.heroCtaText,
    heroCtaUrl: fields.heroCtaUrl,
    logoUrl: files.heroLogo[0]?.url ?? fields.logourl,
    showSocialIcons: fields.showsocialicons,
    socialIcons: fields.socialIcons,
    heroBgColor: fields.heroBgColor,
    heroBgImageUrl: files.heroBgImage[0]?.url ?? fields.heroBgImageUrl,
    heroVideoUrl: files.heroVideoFile[0]?.url ?? fields.heroVideoUrl,
    heroTextColor: fields.heroTextColor,
    heroButtonColor: fields.heroButtonColor,
    heroButtonTextColor: fields.heroButtonTextColor,
    reasons: fields.reasons.map(({ text, ...reason }) => ({ ...reason, description: text })),
    photos,
    videos,
    modules: fields.modules,
    faqs: fields.faqs,
  };
}

/** An address on this site must name a file that exists (a typo would show a broken picture). */
export async function assertUploadsExist(storage: MediaStorage, fields: LandingPageFormFields): Promise<void> {
  const given: [string, (string | null)[]][] = [
    ['logourl', [fields.logourl]],
    ['heroBgImageUrl', [fields.heroBgImageUrl]],
    ['heroVideoUrl', [fields.heroVideoUrl]],
    ['photosUrl', fields.photosUrl],
    ['existingPhotos', fields.existingPhotos],
    ['videosUrls', fields.videosUrls],
    ['existingVideos', fields.existingVideos],
  ];
  for (const [field, urls] of given) {
    for (const url of urls) {
      if (!url?.startsWith(PUBLIC_PREFIX)) continue;
      if ((await storage.size('public', url.slice(PUBLIC_PREFIX.length))) === null)
        throw invalid(field, 'fileNotFound', undefined, `File non trovato: ${url}`);
    }
  }
}

/** Deletes the builder's uploads among `urls` that none of the other pages shows. */
export async function removeUnusedLandingFiles(
  storage: MediaStorage,
  urls: Iterable<string>,
  otherConfigs: unknown[],
): Promise<void> {
  const inUse = new Set(otherConfigs.flatMap((config) => mediaOf(readLandingPageConfig(config))));
  const unused = [...urls].filter((url) => url.startsWith(LANDING_UPLOADS) && !inUse.has(url));
  await removeOwnedFiles(storage, unused);
}
