import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ArticleDetailResponse,
  type ArticleListResponse,
  type CourseDetailResponse,
  type CourseListResponse,
  type FaqListResponse,
  LANDING_PAGE_DEFAULT_COLORS,
  type Language,
  type MemberCoursesResponse,
  type MemberListResponse,
  type OnlineCourseDetailResponse,
  type OnlineCourseListResponse,
  type PublicSettings,
  type PublicSettingsResponse,
  type TopicListResponse,
} from '@cammini/contract';
import {
  type APIRequestContext,
  appStarted,
  type Browser,
  expect,
  type Page,
  test,
  waitForAppOnNavigation,
} from './app-test';
import { deviceAt, E2E_ADMIN, logIn, readJson, registerVerifiedCustomer, slug } from './support';

/*
 * Public pages come from the server already drawn (apps/web/src/entry-server.tsx): their content is in
 * the HTML answer, in the language of the visitor's cookie, readable without JavaScript, and the browser
 * adopts that HTML without a hydration mismatch.
 */

const LANGUAGES: readonly Language[] = ['it', 'en'];

// The business runs in Italian time: every date the site shows is the date in Rome.
const ROME = 'Europe/Rome';
// The browser runs far from the server's zone (UTC), so a date drawn in the machine's zone would differ.
const VISITOR_TIME_ZONE = 'America/Los_Angeles';

// ---------------------------------------------------------------------------------------------------
// Texts: the interface's from the locale files, the content's from the API.

const LOCALES = path.join(import.meta.dirname, '..', 'src', 'locales');
type Namespace = 'common' | 'content' | 'forms' | 'accounts' | 'home' | 'legal';
const catalogues = new Map<string, Record<string, unknown>>();

/** One interface text, as a locale file holds it ("content", "blog.intro"). */
function ui(language: Language, namespace: Namespace, key: string): string {
  const file = `${language}/${namespace}`;
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(path.join(LOCALES, `${file}.json`), 'utf8')) as Record<string, unknown>;
    catalogues.set(file, catalogue);
  }
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${file}.json`);
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

/** Runs of white space (new lines, no-break spaces) as one space. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words of a piece of HTML as a reader sees them: no scripts, no comments, no tags. */
function textOf(html: string): string {
  return squeeze(
    decodeEntities(
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, ' '),
    ),
  );
}

/**
 * The text of the app's root element in a page the server sent. The page's data also travels in it
 * (a JSON script element): scripts are left out, so only what was drawn counts.
 */
function renderedText(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start, 'the page has the app root').toBeGreaterThanOrEqual(0);
  return textOf(html.slice(start));
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map(squeeze)
    .filter(Boolean);

const longDate = (value: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'long', timeZone: ROME }).format(
    new Date(value),
  );
/** A calendar day ("2026-12-07") in full, as the course pages write a course's last day. */
const fullDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
/** "Novembre 2026" / "November 2026": the calendar's month today, in Rome. */
const thisMonth = (language: Language) => {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: ROME,
  }).format(new Date());
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** Amounts as each language writes them: "280,00 €" in Italian, "€280.00" in English. */
const euros = (amount: number, language: Language = 'it') =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { style: 'currency', currency: 'EUR' }).format(amount);
const placeOf = (location: string) => new URL(location).searchParams.get('query') ?? location;

// ---------------------------------------------------------------------------------------------------
// The demo content, read once from the API.

interface Demo {
  topics: TopicListResponse;
  articles: ArticleListResponse['articles'];
  article: ArticleDetailResponse['article'];
  courses: CourseListResponse['courses'];
  course: CourseDetailResponse[number];
  onlineCourses: OnlineCourseListResponse['onlinecourses'];
  onlineCourse: OnlineCourseDetailResponse['onlinecourse'];
  members: MemberListResponse['members'];
  member: MemberListResponse['members'][number];
  memberCourses: MemberCoursesResponse;
  faqs: FaqListResponse['faqs'];
  landing: { slug: string; title: string; subtitle: string; reason: string; question: string; answer: string };
}

/** A landing page of this project's own, published through the admin API unless it is there already. */
async function demoLanding(request: APIRequestContext, project: string): Promise<Demo['landing']> {
  const landing = {
    slug: `e2e-ssr-${project}`,
    title: `Ritiro d’autunno ${project}`,
    subtitle: 'Tre giorni di silenzio tra i boschi del Casentino.',
    reason: 'Piccoli gruppi',
    question: 'Serve esperienza di meditazione?',
    answer: 'No: ogni pratica è spiegata passo per passo.',
  };
  if ((await request.get(`/api/landingpage/${landing.slug}`)).status() === 200) return landing;
  const { token } = await (
    await request.post('/api/login/', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  ).json();
  const { token: privateToken } = await (
    await request.get('/api/generate-private-token/', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const published = await request.post('/api/landingpage', {
    headers: { authorization: `Bearer ${privateToken}` },
    multipart: {
      title: landing.slug,
      heroTitle: landing.title,
      heroSubtitle: landing.subtitle,
      // The builder always sends the page's colours; its defaults here.
      ...LANDING_PAGE_DEFAULT_COLORS,
      reasons: JSON.stringify([
        { icon: 'fas fa-leaf', title: landing.reason, description: 'Al massimo dodici persone.' },
      ]),
      faqs: JSON.stringify([{ question: landing.question, answer: landing.answer }]),
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  return landing;
}

let demo: Demo | undefined;

async function loadDemo(request: APIRequestContext, project: string): Promise<Demo> {
  if (demo) return demo;
  const topics = await readJson<TopicListResponse>(request, '/get/topics');
  const { articles } = await readJson<ArticleListResponse>(request, '/api/articles');
  const { courses } = await readJson<CourseListResponse>(request, '/api/courses');
  const { onlinecourses } = await readJson<OnlineCourseListResponse>(request, '/api/onlinecourses');
  const { members } = await readJson<MemberListResponse>(request, '/api/members');
  const { faqs } = await readJson<FaqListResponse>(request, '/api/faqs');
  // A course with a booking deposit and two days, so the page shows every fact it can.
  const listed = courses.find((item) => item.facilitatorPrice > 0 && item.dateFine && item.dateFine !== item.date);
  const [firstArticle, firstOnline, member] = [articles[0], onlinecourses[0], members[0]];
  if (!listed || !firstArticle || !firstOnline || !member || faqs.length === 0 || topics.length === 0) {
    throw new Error('the demo content is missing');
  }
  const [course] = await readJson<CourseDetailResponse>(request, `/api/course/${slug(listed.title)}`);
  const { article } = await readJson<ArticleDetailResponse>(request, `/api/article/${slug(firstArticle.title)}`);
  const { onlinecourse } = await readJson<OnlineCourseDetailResponse>(
    request,
    `/api/onlinecourse/${slug(firstOnline.title)}`,
  );
  const memberCourses = await readJson<MemberCoursesResponse>(
    request,
    `/api/members/${slug(`${member.name} ${member.surname}`)}/courses`,
  );
  if (!course) throw new Error(`no detail for ${listed.title}`);
  demo = {
    topics,
    articles,
    article,
    courses,
    course,
    onlineCourses: onlinecourses,
    onlineCourse: onlinecourse,
    members,
    member,
    memberCourses,
    faqs,
    landing: await demoLanding(request, project),
  };
  return demo;
}

// ---------------------------------------------------------------------------------------------------
// Every public page, and what its server-drawn HTML must hold in each language.

interface PublicPage {
  name: string;
  path: string;
  status?: number;
  texts: (language: Language) => string[];
}

/** The article's first paragraph of body text, as a reader sees it. */
function firstParagraph(html: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1];
  if (!paragraph) throw new Error('the article has no paragraph');
  return textOf(paragraph);
}

function publicPages(data: Demo): PublicPage[] {
  const { article, course, onlineCourse, member, landing } = data;
  const memberName = `${member.name} ${member.surname}`;
  return [
    {
      name: 'home',
      path: '/',
      // The blocks below the first screen too: the server draws them, the browser adopts them as the visitor nears.
      texts: (l) => [
        ui(l, 'home', 'hero.motto'),
        ui(l, 'home', 'topics.title'),
        ...data.topics.map((t) => t.title),
        ui(l, 'home', 'courses.title'),
        ...data.courses.slice(0, 3).map((c) => c.title),
        ui(l, 'home', 'articles.title'),
        ...data.articles.slice(0, 3).map((a) => a.title),
        ui(l, 'home', 'members.title'),
        `${data.members[0]?.name} ${data.members[0]?.surname}`,
        ui(l, 'home', 'reviews.title'),
        ui(l, 'home', 'cta.title'),
      ],
    },
    {
      name: 'areas',
      path: '/soluzioni',
      texts: (l) => [
        ui(l, 'content', 'areas.title'),
        ui(l, 'content', 'areas.quote'),
        ...data.topics.flatMap((topic) => [topic.title, topic.description]),
      ],
    },
    {
      name: 'blog',
      path: '/blog',
      texts: (l) => [
        ui(l, 'content', 'blog.title'),
        ui(l, 'content', 'blog.intro'),
        ...data.articles.slice(0, 6).flatMap((item) => [item.title, item.intro]),
      ],
    },
    {
      name: 'article',
      path: `/articolo/${slug(article.title)}`,
      texts: (l) => [
        article.title,
        article.intro,
        `${ui(l, 'content', 'article.published')} ${longDate(article.date, l)}`,
        firstParagraph(article.content),
        ui(l, 'content', 'article.back'),
      ],
    },
    {
      name: 'courses',
      path: '/corsi',
      texts: (l) => [
        ui(l, 'content', 'courses.title'),
        ui(l, 'content', 'courses.lead'),
        ...data.courses.map((c) => c.title),
      ],
    },
    {
      name: 'course detail',
      path: `/courseDetail/${slug(course.title)}`,
      texts: (l) => [
        course.title,
        course.intro,
        ui(l, 'content', 'courseDetail.start'),
        fullDay(course.dateFine ?? course.date ?? '', l),
        ui(l, 'content', 'courseDetail.location'),
        placeOf(course.location),
        ui(l, 'content', 'courseDetail.price'),
        euros(course.price, l),
        ui(l, 'content', 'courseDetail.deposit'),
        euros(course.facilitatorPrice, l),
        ...paragraphsOf(course.description).slice(0, 1),
        ui(l, 'content', 'courseDetail.facilitators'),
      ],
    },
    {
      name: 'meditations',
      path: '/meditazione',
      texts: (l) => [ui(l, 'content', 'onlineCourses.title'), ...data.onlineCourses.map((c) => c.title)],
    },
    {
      name: 'video courses',
      path: '/videocorsi',
      texts: (l) => [ui(l, 'content', 'onlineCourses.lead'), ...data.onlineCourses.map((c) => c.title)],
    },
    {
      name: 'online course detail',
      path: `/onlinecoursedetail/${slug(onlineCourse.title)}`,
      texts: (l) => [
        onlineCourse.title,
        ...paragraphsOf(onlineCourse.description).slice(0, 1),
        euros(onlineCourse.price, l),
        ...onlineCourse.lessons.map((lesson) => lesson.title),
      ],
    },
    {
      name: 'members',
      path: '/chisono',
      texts: (l) => [
        ui(l, 'content', 'members.bio.title'),
        ui(l, 'content', 'members.title'),
        ...data.members.map((m) => `${m.name} ${m.surname}`),
      ],
    },
    {
      name: "a member's courses",
      path: `/corsi-membro/${slug(memberName)}`,
      texts: (l) => [ui(l, 'content', 'memberCourses.back'), memberName, ...data.memberCourses.map((c) => c.title)],
    },
    {
      name: 'calendar',
      path: '/calendario',
      texts: (l) => [ui(l, 'content', 'calendar.title'), ui(l, 'content', 'calendar.lead'), thisMonth(l)],
    },
    {
      name: 'faq',
      path: '/faq',
      texts: (l) => [
        ui(l, 'forms', 'faq.title'),
        ui(l, 'forms', 'faq.lead'),
        ...data.faqs.flatMap((faq) => [faq.question, ...faq.answer.split(/\n+/).map(squeeze).filter(Boolean)]),
      ],
    },
    {
      name: 'contact',
      path: '/contatti',
      texts: (l) => [
        ui(l, 'forms', 'contact.title'),
        ui(l, 'forms', 'contact.lead'),
        ui(l, 'forms', 'contact.detailsTitle'),
      ],
    },
    {
      name: 'module',
      path: '/modulo',
      texts: (l) => [ui(l, 'forms', 'module.title'), ui(l, 'forms', 'module.lead'), ui(l, 'forms', 'module.aboutYou')],
    },
    {
      name: 'landing page',
      path: `/${landing.slug}`,
      texts: () => [landing.title, landing.subtitle, landing.reason, landing.question, landing.answer],
    },
    {
      name: 'login',
      path: '/login',
      texts: (l) => [ui(l, 'accounts', 'login.title'), ui(l, 'accounts', 'login.lead')],
    },
    {
      name: 'sign up',
      path: '/signin',
      texts: (l) => [ui(l, 'accounts', 'signin.title'), ui(l, 'accounts', 'signin.lead')],
    },
    {
      name: 'forgotten password',
      path: '/forgotpassword',
      texts: (l) => [ui(l, 'accounts', 'forgot.title'), ui(l, 'accounts', 'forgot.lead')],
    },
    {
      name: 'accessibility statement',
      path: '/accessibilita',
      texts: (l) => [ui(l, 'legal', 'accessibility.title'), ui(l, 'legal', 'accessibility.updated')],
    },
    {
      name: 'not found',
      path: '/questa-pagina-non-esiste',
      status: 404,
      texts: (l) => [ui(l, 'common', 'landing.notFound'), ui(l, 'common', 'errors.home')],
    },
  ];
}

/** What every page has around its content: the menu in the page's language and the footer's contacts. */
const layoutTexts = (language: Language, site: PublicSettings) => [
  ui(language, 'common', 'nav.about'),
  ui(language, 'common', 'nav.calendar'),
  ui(language, 'common', 'footer.motto'),
  site.businessName,
  site.email ?? 'the demo seeds a public e-mail',
  site.phone ?? 'the demo seeds a phone number',
];

/** Italian is the default: only an English visitor sends the cookie. */
const cookieOf = (language: Language): Record<string, string> => (language === 'en' ? { cookie: 'language=en' } : {});

// ---------------------------------------------------------------------------------------------------
// a. Plain HTTP: the content is in the HTML answer.

test.describe('the HTML answer of every public page holds its content', () => {
  for (const language of LANGUAGES) {
    test(`in ${language === 'it' ? 'Italian (the default)' : 'English (cookie language=en)'}`, async ({
      request,
    }, testInfo) => {
      const data = await loadDemo(request, testInfo.project.name);
      // The business's details as the admin saved them (the demo seeds them): the footer shows them.
      const { settings } = (await (await request.get('/api/settings')).json()) as PublicSettingsResponse;
      for (const page of publicPages(data)) {
        const answer = await request.get(page.path, { headers: cookieOf(language) });
        expect.soft(answer.status(), `${page.name}: status`).toBe(page.status ?? 200);
        const html = await answer.text();
        expect.soft(html, `${page.name}: the page's language`).toContain(`<html lang="${language}"`);
        expect.soft(html, `${page.name}: the state the browser hydrates from`).toContain('id="page-state"');
        const text = renderedText(html);
        const missing = [...page.texts(language), ...layoutTexts(language, settings)].filter(
          (expected) => !text.includes(squeeze(expected)),
        );
        expect.soft(missing, `${page.name} (${page.path}): texts missing from the HTML`).toEqual([]);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// b. JavaScript off: the pages read, and their links lead on.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog leads to an article, shown with its date and body', async ({ page, request }, testInfo) => {
    const { article } = await loadDemo(request, testInfo.project.name);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: article.title }).first().click();
    await expect(page).toHaveURL(`/articolo/${slug(article.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText(`Pubblicato il ${longDate(article.date, 'it')}`)).toBeVisible();
    await expect(page.locator('.prose p').first()).toHaveText(firstParagraph(article.content));
  });

  test('the course list leads to a course, shown with its dates, place and price', async ({
    page,
    request,
  }, testInfo) => {
    const { course } = await loadDemo(request, testInfo.project.name);
    await page.goto('/corsi');
    await expect(page.getByRole('heading', { level: 1, name: 'Percorsi' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`Acquista ${course.title}`, 'i') }).click();
    await expect(page).toHaveURL(`/courseDetail/${slug(course.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const facts = page.locator('.course-facts');
    await expect(facts).toContainText(fullDay(course.dateFine ?? '', 'it'));
    await expect(facts).toContainText(placeOf(course.location));
    await expect(facts).toContainText(euros(course.price));
    await expect(facts).toContainText(euros(course.facilitatorPrice));
  });
});

// ---------------------------------------------------------------------------------------------------
// c. Hydration: the browser adopts the server's HTML, without a mismatch.

const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|server rendered HTML|#418|#423|#425/i;

/**
 * Listens to a page for hydration trouble: console errors and warnings that speak of it, and any
 * uncaught error (React reports a failed hydration as one).
 */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const kind = message.type();
    if ((kind === 'error' || kind === 'warning') && HYDRATION_TROUBLE.test(message.text())) {
      problems.push(`console ${kind}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Before any script runs, keeps the server's own elements: when hydration fails the app throws the
 * server's HTML away and draws anew, and these would no longer be the elements on the page.
 */
async function rememberServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('main');
      Object.assign(window, {
        __serverMain: main,
        __serverPage: main?.firstElementChild ?? null,
        __serverMainHtml: main?.innerHTML ?? '',
      });
    });
  });
}

/**
 * Whether the app hydrated the page, kept the server's elements and draws what the server drew: Preact
 * does not report a mismatch, so the main area's markup after hydration is compared with the served one.
 * Left out of both: what only a browser makes after hydrating (the home's background video, a course's
 * calendar file, whose address holds the file).
 */
const adoption = async (page: Page) => ({
  hydrated: await page.evaluate(appStarted),
  ...(await page.evaluate(() => {
    const main = document.querySelector('main');
    const kept = window as unknown as {
      __serverMain?: Element | null;
      __serverPage?: Element | null;
      __serverMainHtml?: string;
    };
    const markup = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      for (const video of template.content.querySelectorAll('video')) video.remove();
      for (const file of template.content.querySelectorAll('a[download]')) file.removeAttribute('href');
      return template.innerHTML;
    };
    return {
      serverRendered: document.getElementById('page-state') !== null,
      mainKept: main !== null && main === kept.__serverMain,
      pageKept: main?.firstElementChild === kept.__serverPage,
      drawnAsServed: main !== null && markup(main.innerHTML) === markup(kept.__serverMainHtml ?? ''),
    };
  })),
});

/** The most a page may move as it hydrates and its visitor's own state arrives. */
const LAYOUT_SHIFT_BUDGET = 0.02;

/** From the first paint on, sums the page's layout shifts that no input caused (its CLS, unwindowed). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          shifts.sources.push(
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}` : 'text',
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts);

async function expectSteadyLayout(page: Page, where: string) {
  const shifts = await layoutShifts(page);
  expect
    .soft(shifts.total, `${where}: layout shift (moved: ${shifts.sources.join(', ')})`)
    .toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
}

async function newVisitorPage(browser: Browser, language: Language, width: number, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    ...deviceAt(width),
    locale: 'it-IT',
    timezoneId: VISITOR_TIME_ZONE,
  });
  if (language === 'en') {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL }]);
    // The app applies a choice saved in local storage after hydration; the two agree here.
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
  }
  return { context, page: waitForAppOnNavigation(await context.newPage()) };
}

test.describe('every public page hydrates without a mismatch', () => {
  for (const language of LANGUAGES) {
    for (const width of [360, 1280]) {
      test(`${language}, ${width} px wide`, async ({ browser, request, baseURL }, testInfo) => {
        // Each width is tried in a context of its own, so one project's run covers both.
        test.skip(testInfo.project.name !== 'desktop', 'the desktop run tries both widths');
        test.setTimeout(180_000);
        const data = await loadDemo(request, testInfo.project.name);
        const { context, page } = await newVisitorPage(browser, language, width, baseURL ?? '');
        await rememberServerElements(page);
        await watchLayoutShifts(page);
        const problems = watchHydration(page);
        try {
          for (const publicPage of publicPages(data)) {
            const before = problems.length;
            const answer = await page.goto(publicPage.path, { waitUntil: 'networkidle' });
            await expectSteadyLayout(page, `${publicPage.name} (${publicPage.path})`);
            // The server names the page as the page names itself: the title does not change as it hydrates.
            const servedTitle = /<title>([^<]*)<\/title>/.exec((await answer?.text()) ?? '')?.[1] ?? '';
            expect.soft(await page.title(), `${publicPage.name}: the title kept`).toBe(decodeEntities(servedTitle));
            if (publicPage.path === '/') {
              // The home's title is in the page's language, as its lang attribute says.
              const tail = ui(language, 'common', 'brand.homeTitle').split('—')[1]?.trim() ?? '';
              expect.soft(decodeEntities(servedTitle), 'the home title in its language').toContain(tail);
            }
            const state = await adoption(page);
            expect.soft(state, `${publicPage.name} (${publicPage.path}) hydrated over the server's HTML`).toEqual({
              hydrated: true,
              serverRendered: true,
              mainKept: true,
              pageKept: true,
              drawnAsServed: true,
            });
            expect.soft(problems.slice(before), `${publicPage.name} (${publicPage.path})`).toEqual([]);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------------
// d. A logged-in visitor gets the same server-drawn page, then their own header.

test('a logged-in customer gets the server-drawn page, then sees their profile link', async ({ page }) => {
  // A new customer, who owns none of the listed courses: the page must stay exactly as served.
  await registerVerifiedCustomer(page, 'ssr-cliente');
  const problems = watchHydration(page);
  await rememberServerElements(page);
  for (const path of ['/blog', '/corsi', '/faq']) {
    const answer = await page.goto(path, { waitUntil: 'networkidle' });
    // The server's page is everyone's: it knows no session, so it shows the login link.
    expect(await answer?.text(), path).toContain('href="/login"');
    const banner = page.getByRole('banner');
    // On a phone the account links sit in the menu.
    const menu = banner.getByRole('button', { name: ui('it', 'common', 'nav.openMenu') });
    if (await menu.isVisible()) await menu.click();
    await expect(banner.getByRole('link', { name: ui('it', 'common', 'nav.profile') })).toBeVisible();
    await expect(banner.getByRole('link', { name: ui('it', 'common', 'nav.login') })).toHaveCount(0);
    expect(await adoption(page), path).toEqual({
      hydrated: true,
      serverRendered: true,
      mainKept: true,
      pageKept: true,
      drawnAsServed: true,
    });
  }
  expect(problems).toEqual([]);
});

test('the admin gets the server-drawn FAQ page, then their own tools on it', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const problems = watchHydration(page);
  await rememberServerElements(page);
  await page.goto('/faq', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('link', { name: ui('it', 'forms', 'faq.add') })).toBeVisible();
  // The admin's tools are the difference from the served page.
  expect(await adoption(page)).toEqual({
    hydrated: true,
    serverRendered: true,
    mainKept: true,
    pageKept: true,
    drawnAsServed: false,
  });
  expect(problems).toEqual([]);
});

test("the admin's tools arrive on every public page without moving it", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop run tries both widths');
  test.setTimeout(180_000);
  const data = await loadDemo(request, testInfo.project.name);
  for (const width of [360, 1280]) {
    const { context, page } = await newVisitorPage(browser, 'it', width, baseURL ?? '');
    try {
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await watchLayoutShifts(page);
      for (const publicPage of publicPages(data)) {
        await page.goto(publicPage.path, { waitUntil: 'networkidle' });
        await expectSteadyLayout(page, `${width} px, ${publicPage.name} (${publicPage.path})`);
      }
      // The tools did arrive: the FAQ's add link and each question's icons.
      await page.goto('/faq', { waitUntil: 'networkidle' });
      await expect(page.getByRole('link', { name: ui('it', 'forms', 'faq.add') })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Modifica / }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  }
});
