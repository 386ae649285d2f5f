import { vtt, vttFile } from '../fixtures/captions.fixtures.js';
import { courseFields, type FormParts } from '../fixtures/course-admin.fixtures.js';
import { landingFields } from '../fixtures/landing-pages.fixtures.js';
import type { World } from './world.js';

/*
 * The routes that read a multipart form, each with a form that passes (the fuzzer mutates one
 * field of it at a time) and its file fields. The OpenAPI document cannot say which routes take
 * multipart (their fields are parsed inside the handler), so this list is written by hand; the
 * battery fails when a route answers "expected multipart" and is missing here.
 */

export interface MultipartForm {
  /** Text fields of a form the route accepts. */
  fields: (world: World) => Record<string, string>;
  /** File fields with a file the route accepts in each. */
  files: (world: World) => FormParts;
}

/** A complete landing page in URL mode: the landing tests' form, with one picture and no videos. */
export const landingPageFields = (title: string): Record<string, string> =>
  landingFields({ title, photosUrl: 'https://cdn.example.com/1.jpg', videosUrls: '' });

const courseFieldsFor = (world: World, title: string) =>
  courseFields({ title, author: world.titles.member, category: world.titles.topic, location: 'Siena' });

const onlineFields = (world: World, title: string) => ({
  title,
  author: world.titles.member,
  category: world.titles.topic,
  intro: 'Tre pratiche brevi.',
  description: 'Tre lezioni.',
  price: '39',
  facilitatorPrice: '10',
  affiliatePrice: '4',
  lessonTitles: JSON.stringify(['Il respiro quadrato']),
});

const memberFields = (): Record<string, string> => ({
  name: 'Marta',
  surname: 'Galli',
  description: 'Accompagna percorsi di consapevolezza corporea.',
  website: 'https://example.com/marta',
  language: 'Italiano, Inglese',
  email: 'marta.galli@example.com',
  phoneNumber: '+39 333 123 4567',
  session: 'Umbria',
});

let sequence = 0;
const fresh = (label: string) => `${label} ${++sequence}`;

/** The routes that take a video's captions (a WebVTT file in `file`, its language in `language`). */
export const CAPTION_UPLOAD_ROUTES = [
  'POST /api/lessons/{id}/captions',
  'POST /api/courses/{id}/videos/{position}/captions',
  'POST /api/onlinecourses/{id}/video/captions',
  'POST /api/landingpage/{id}/videos/{position}/captions',
];
/** One cue in the first second: within any video's length. */
const captionsForm = () => ({ file: vttFile(vtt(['Benvenuti'], 1)) });

/** Keyed `METHOD /openapi/path`. */
export const MULTIPART_FORMS: Record<string, MultipartForm> = {
  'POST /api/upload': { fields: () => ({}), files: (w) => ({ file: w.files.png }) },
  'POST /api/upload/newsletter': { fields: () => ({}), files: (w) => ({ file: w.files.png }) },
  'POST /api/convert-docx-to-html': { fields: () => ({}), files: (w) => ({ file: w.files.docx }) },
  'POST /api/article': {
    fields: (w) => ({
      title: fresh('Articolo'),
      intro: 'Tre minuti al giorno per tornare a sé.',
      content: '<p>Inspira <strong>lentamente</strong>.</p>',
      category: w.titles.topic,
    }),
    files: (w) => ({ foto: w.files.png }),
  },
  'PUT /api/article': {
    fields: (w) => ({
      title: w.titles.article,
      intro: 'Nuova introduzione.',
      content: '<p>Testo</p>',
      category: w.titles.topic,
    }),
    files: (w) => ({ foto: w.files.png }),
  },
  'POST /api/topic': {
    fields: () => ({ title: fresh('Area'), description: 'Dire grazie cambia lo sguardo.' }),
    files: (w) => ({ foto: w.files.png }),
  },
  'PUT /api/topic': {
    fields: (w) => ({ id: String(w.ids.topic), description: 'Nuova descrizione.' }),
    files: (w) => ({ foto: w.files.png }),
  },
  'POST /api/member/add': {
    fields: () => ({ ...memberFields(), surname: fresh('Galli') }),
    files: (w) => ({ foto: w.files.png }),
  },
  'PUT /api/member': {
    fields: (w) => ({ ...memberFields(), id: String(w.ids.member), name: 'Marta' }),
    files: (w) => ({ foto: w.files.png }),
  },
  'POST /api/course': {
    fields: (w) => courseFieldsFor(w, fresh('Percorso')),
    files: (w) => ({ coverImage: w.files.png, photos: [w.files.png], videos: [w.files.mp4] }),
  },
  'PUT /api/course': {
    fields: (w) => ({ title: w.titles.course, description: 'Nuova descrizione.', price: '290' }),
    // The demo courses have no video, and a course needs one.
    files: (w) => ({ coverImage: w.files.png, videos: [w.files.mp4] }),
  },
  'POST /api/onlinecourse': {
    fields: (w) => onlineFields(w, fresh('Meditazione')),
    files: (w) => ({ coverImage: w.files.png, video: w.files.mp4, videos: [w.files.mp4] }),
  },
  'PUT /api/onlinecourse': {
    fields: (w) => ({ title: w.titles.onlineCourse, description: 'Nuova descrizione.', price: '45' }),
    files: (w) => ({ coverImage: w.files.png }),
  },
  'POST /api/landingpage': {
    // File mode, so that the form carries files.
    fields: () => ({ ...landingPageFields(`pagina-${++sequence}`), urls: 'false', logourl: '', photosUrl: '' }),
    files: (w) => ({ heroLogo: w.files.png, photo: [w.files.png] }),
  },
  'PUT /api/landingpage/{id}': { fields: () => landingPageFields(`pagina-${++sequence}`), files: () => ({}) },
  'POST /api/document': {
    fields: (w) => ({ email: w.customerEmail, name: 'Fuzz Cliente' }),
    files: (w) => ({ document: [w.files.png, w.files.pdf] }),
  },
  ...Object.fromEntries(
    CAPTION_UPLOAD_ROUTES.map((route) => [route, { fields: () => ({ language: 'it' }), files: () => captionsForm() }]),
  ),
};
