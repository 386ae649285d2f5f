// The public pages the bench measures, with real items of the demo content found through the public API,
// and one landing page published through the admin API (the demo content has none).
import { findRoute } from './first-load.mjs';
import { BENCH_ADMIN } from './server.mjs';

/** Route patterns as in app/router.tsx, with the page that stands for each in the tables. */
const PUBLIC_PAGES = [
  { route: '', name: 'home' },
  { route: 'chisono', name: 'members' },
  { route: 'soluzioni', name: 'solutions' },
  { route: 'blog', name: 'blog' },
  { route: 'articolo/:title', name: 'article' },
  { route: 'corsi', name: 'courses' },
  { route: 'courseDetail/:title', name: 'course detail' },
  { route: 'corsi-membro/:idMember', name: "a member's courses" },
  { route: 'meditazione', name: 'online courses' },
  { route: 'onlinecoursedetail/:title', name: 'online course detail' },
  { route: 'calendario', name: 'calendar' },
  { route: 'contatti', name: 'contact' },
  { route: 'modulo', name: 'module form' },
  { route: 'faq', name: 'FAQ' },
  { route: 'privacy-policy', name: 'privacy policy' },
  { route: 'cookie-policy', name: 'cookie policy' },
  { route: 'login', name: 'login' },
  { route: 'signin', name: 'registration' },
  { route: 'forgotpassword', name: 'forgotten password' },
  { route: '*', name: 'landing page' },
];

/** The pages Lighthouse audits (the list). */
export const LIGHTHOUSE_PAGES = ['home', 'blog', 'article', 'courses', 'course detail'];

/** As the web app writes titles into addresses (`titleToSlug` in packages/contract/src/site-paths.ts). */
const titleToSlug = (title) => encodeURIComponent(title.trim().replace(/\s+/g, '-'));

async function getJson(origin, path, init) {
  const response = await fetch(`${origin}${path}`, init);
  if (!response.ok) {
    throw new Error(
      `${init?.method ?? 'GET'} ${path} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  return response.json();
}

/** Publishes a small landing page in URL mode with the demo's own pictures, as the admin. */
async function publishLandingPage(origin, picture) {
  const { token } = await getJson(origin, '/api/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  // Admin writes take the short-lived private token, as the back office does.
  const { token: privateToken } = await getJson(origin, '/api/generate-private-token/', {
    headers: { authorization: `Bearer ${token}` },
  });
  const fields = {
    urls: 'true',
    title: 'ritiro-di-primavera',
    heroTitle: 'Ritiro di primavera',
    heroSubtitle: 'Tre giorni nel bosco per ritrovare il proprio passo',
    heroCtaText: 'Prenota',
    heroBgColor: '#6c757d',
    heroTextColor: '#ffffff',
    heroButtonColor: '#ffa400',
    heroButtonTextColor: '#1f1f1f',
    heroBgImageUrl: picture,
    showsocialicons: 'false',
    reasons: JSON.stringify([{ icon: 'fas fa-leaf', title: 'Natura', text: 'Silenzio, alberi e tempo per sé' }]),
    modules: JSON.stringify([{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio di apertura'] }]),
    faqs: JSON.stringify([{ question: 'Serve esperienza?', answer: 'No, basta la curiosità.' }]),
    photosUrl: picture,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const saved = await getJson(origin, '/api/landingpage', {
    method: 'POST',
    headers: { authorization: `Bearer ${privateToken}` },
    body: form,
  });
  return saved.slug;
}

/**
 * Every public page with a concrete address, checked against the build's route map so a renamed route
 * fails here instead of measuring the not-found page.
 */
export async function findPublicPages(origin, routeChunks) {
  const [{ articles }, { courses }, { onlinecourses }, { members }] = await Promise.all([
    getJson(origin, '/api/articles'),
    getJson(origin, '/api/courses'),
    getJson(origin, '/api/onlinecourses'),
    getJson(origin, '/api/members'),
  ]);
  if (!articles?.length || !courses?.length || !onlinecourses?.length || !members?.length) {
    throw new Error('The demo content is missing articles, courses, online courses or members');
  }
  const landingSlug = await publishLandingPage(origin, courses[0].immagineCopertina);
  const params = {
    'articolo/:title': titleToSlug(articles[0].title),
    'courseDetail/:title': titleToSlug(courses[0].title),
    'onlinecoursedetail/:title': titleToSlug(onlinecourses[0].title),
    'corsi-membro/:idMember': String(members[0].idMember),
    '*': landingSlug,
  };
  return PUBLIC_PAGES.map((page) => {
    const route = findRoute(routeChunks, page.route);
    const concrete =
      params[page.route] === undefined ? page.route : page.route.replace(/:\w+$|\*$/, params[page.route]);
    return { ...page, route, path: `/${concrete}` };
  });
}
