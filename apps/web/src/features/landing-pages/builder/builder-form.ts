import {
  type FieldProblems,
  LandingFaqInput,
  LandingLimits,
  LandingMediaUrl,
  LandingModuleInput,
  LandingPageInput,
  LandingReasonInput,
  LandingSocialIconInput,
  normalizeLandingSlug,
} from '@cammini/contract';
import type { z } from 'zod';
import type { BuilderFiles, BuilderModule, BuilderState } from './builder-state';

/** Problems by the builder's own paths ("reasons.2.title"), each with the kind of message it shows. */
export type BuilderErrors = Record<string, string>;

const blank = (value: string) => value.trim() === '';
const filled = (values: string[]) => values.map((value) => value.trim()).filter(Boolean);

/* Rows the admin added and left wholly empty are dropped, never refused. */
const blankModule = (module: BuilderModule) => blank(module.moduleTitle) && module.bullets.every(blank);

/** The page as LandingPageInput reads it: blank rows and addresses left out. */
export function toLandingInput(state: BuilderState) {
  return {
    slug: state.slug,
    heroTitle: state.heroTitle,
    heroSubtitle: state.heroSubtitle,
    heroCtaText: state.heroCtaText,
    heroCtaUrl: state.heroCtaUrl,
    heroBgColor: state.heroBgColor,
    heroTextColor: state.heroTextColor,
    heroButtonColor: state.heroButtonColor,
    heroButtonTextColor: state.heroButtonTextColor,
    logoUrl: state.logoUrl,
    heroBgImageUrl: state.heroBgImageUrl,
    heroVideoUrl: state.heroVideoUrl,
    showSocialIcons: state.showSocialIcons,
    socialIcons: state.socialIcons.filter((social) => !blank(social.url)),
    reasons: state.reasons.filter((reason) => !(blank(reason.title) && blank(reason.text))),
    modules: state.modules
      .filter((module) => !blankModule(module))
      .map((module) => ({ moduleTitle: module.moduleTitle, bullets: filled(module.bullets) })),
    faqs: state.faqs.filter((faq) => !(blank(faq.question) && blank(faq.answer))),
    photos: filled(state.photos),
    videos: filled(state.videos),
  };
}

/** The message a problem at this path shows (a key under "invalid." in admin-landing). */
export function messageKindOf(path: string): string {
  const name = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  switch (name) {
    case 'heroBgColor':
    case 'heroTextColor':
    case 'heroButtonColor':
    case 'heroButtonTextColor':
      return 'color';
    case 'heroCtaUrl':
      return 'ctaUrl';
    case 'logoUrl':
    case 'heroBgImageUrl':
    case 'heroVideoUrl':
    case 'photos':
    case 'videos':
      return 'media';
    case 'url':
      return 'socialUrl';
    case 'title':
      return 'reasonTitle';
    case 'slug':
    case 'heroTitle':
    case 'heroSubtitle':
    case 'heroCtaText':
    case 'icon':
    case 'text':
    case 'moduleTitle':
    case 'bullets':
    case 'question':
    case 'answer':
    case 'mode':
      return name;
    default:
      return 'generic';
  }
}

function collect(errors: BuilderErrors, prefix: string, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    // A bullet's position among the filled ones is not its row: the module's bullets are marked.
    const parts = issue.path.map(String);
    const cut = parts[0] === 'bullets' ? ['bullets'] : parts;
    const path = [prefix, ...cut].filter(Boolean).join('.');
    errors[path] = messageKindOf(path);
  }
}

const SINGLE_FIELDS = [
  'slug',
  'heroTitle',
  'heroSubtitle',
  'heroCtaText',
  'heroCtaUrl',
  'heroBgColor',
  'heroTextColor',
  'heroButtonColor',
  'heroButtonTextColor',
  'logoUrl',
  'heroBgImageUrl',
  'heroVideoUrl',
] as const;

/**
 * Checks the builder against the contract the server applies, row by row so that every problem
 * points at the row the admin sees. Empty means the page may be sent.
 */
export function validateBuilder(state: BuilderState, files: BuilderFiles): BuilderErrors {
  const errors: BuilderErrors = {};
  const shape = LandingPageInput.shape;
  for (const name of SINGLE_FIELDS) collect(errors, name, shape[name].safeParse(state[name]));
  state.socialIcons.forEach((social, index) => {
    if (!blank(social.url)) collect(errors, `socialIcons.${index}`, LandingSocialIconInput.safeParse(social));
  });
  state.reasons.forEach((reason, index) => {
    if (!(blank(reason.title) && blank(reason.text)))
      collect(errors, `reasons.${index}`, LandingReasonInput.safeParse(reason));
  });
  state.modules.forEach((module, index) => {
    if (!blankModule(module))
      collect(errors, `modules.${index}`, LandingModuleInput.safeParse({ ...module, bullets: filled(module.bullets) }));
  });
  state.faqs.forEach((faq, index) => {
    if (!(blank(faq.question) && blank(faq.answer))) collect(errors, `faqs.${index}`, LandingFaqInput.safeParse(faq));
  });
  for (const list of ['photos', 'videos'] as const) {
    state[list].forEach((url, index) => {
      if (!blank(url)) collect(errors, `${list}.${index}`, LandingMediaUrl.safeParse(url));
    });
  }
  const newFiles = state.mode === 'file' ? files : { photo: [], video: [] };
  if (filled(state.photos).length + newFiles.photo.length > LandingLimits.photos) errors.photos = 'photosLimit';
  if (filled(state.videos).length + newFiles.video.length > LandingLimits.videos) errors.videos = 'videosLimit';
  // Whatever the rows above cannot see (a list too long) is still caught here.
  if (Object.keys(errors).length === 0) collect(errors, '', LandingPageInput.safeParse(toLandingInput(state)));
  return errors;
}

/** The server names fields as sent ("body.logourl"); the builder by its state ("logoUrl"). */
const SERVER_FIELDS: Record<string, string> = {
  title: 'slug',
  urls: 'mode',
  logourl: 'logoUrl',
  heroLogo: 'logoUrl',
  heroBgImage: 'heroBgImageUrl',
  heroVideoFile: 'heroVideoUrl',
  showsocialicons: 'showSocialIcons',
  photosUrl: 'photos',
  existingPhotos: 'photos',
  photo: 'photos',
  videosUrls: 'videos',
  existingVideos: 'videos',
  video: 'videos',
};

/** A server's `fields` as builder problems. */
export function errorsFromServer(fields: FieldProblems | undefined): BuilderErrors {
  const errors: BuilderErrors = {};
  for (const key of Object.keys(fields ?? {})) {
    const [first = '', ...rest] = key.replace(/^body\./, '').split('.');
    const mapped = SERVER_FIELDS[first] ?? first;
    // The server counts rows without the blank ones; beyond the section the row may differ.
    const path = ['photos', 'videos'].includes(mapped) ? mapped : [mapped, ...rest].join('.');
    errors[path] = messageKindOf(path);
  }
  return errors;
}

/**
 * The multipart form of POST /api/landingpage/ and PUT /api/landingpage/{id}, in the original
 * client's field names. URL mode sends addresses only; file mode sends the chosen files and the
 * saved media kept (existingPhotos, existingVideos and the single-medium fields).
 */
export function toLandingFormData(state: BuilderState, files: BuilderFiles): FormData {
  const input = toLandingInput(state);
  const form = new FormData();
  const urlMode = state.mode === 'url';
  form.set('urls', String(urlMode));
  form.set('title', normalizeLandingSlug(state.slug));
  form.set('logourl', input.logoUrl.trim());
  form.set('showsocialicons', String(input.showSocialIcons));
  form.set('socialIcons', JSON.stringify(input.socialIcons));
  form.set('heroTitle', input.heroTitle);
  form.set('heroSubtitle', input.heroSubtitle);
  form.set('heroCtaText', input.heroCtaText);
  form.set('heroCtaUrl', input.heroCtaUrl.trim());
  form.set('heroBgColor', input.heroBgColor);
  form.set('heroBgImageUrl', input.heroBgImageUrl.trim());
  form.set('heroVideoUrl', input.heroVideoUrl.trim());
  form.set('heroTextColor', input.heroTextColor);
  form.set('heroButtonColor', input.heroButtonColor);
  form.set('heroButtonTextColor', input.heroButtonTextColor);
  form.set('reasons', JSON.stringify(input.reasons));
  form.set('modules', JSON.stringify(input.modules));
  form.set('faqs', JSON.stringify(input.faqs));
  form.set(urlMode ? 'photosUrl' : 'existingPhotos', input.photos.join(','));
  form.set(urlMode ? 'videosUrls' : 'existingVideos', input.videos.join(','));
  if (!urlMode) {
    for (const [field, chosen] of Object.entries(files) as [keyof BuilderFiles, File[]][]) {
      for (const file of chosen) form.append(field, file, file.name);
    }
  }
  return form;
}
