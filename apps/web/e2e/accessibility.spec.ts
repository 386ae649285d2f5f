import {
  type ArticleListResponse,
  type CourseListResponse,
  type Language,
  type MemberListResponse,
  type OnlineCourseListResponse,
  PagePath,
} from '@cammini/contract';
import { type APIRequestContext, type Browser, expect, type Page, test, waitForAppOnNavigation } from './app-test';
import {
  axeOn,
  deviceAt,
  E2E_ADMIN,
  logIn,
  logInAsCustomer,
  ownedOnline,
  readJson,
  scrollThroughPage,
  slug,
} from './support';

/*
 * WCAG 2.2 A and AA, checked by axe on every public page and on the main screens of the customer area
 * and the back office, in both languages, at a phone's width and a desktop's. Besides the WCAG rules,
 * `region`: nothing may sit outside a landmark, where a screen reader's landmark navigation cannot reach it.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [360, 1280] as const;
const LANGUAGES: readonly Language[] = ['it', 'en'];

/** /recesso is also a public page: signed in, it lists the customer's orders instead of the form. */
const CUSTOMER_SCREENS = ['/utente', '/modificaPassword', '/recesso'];
const ADMIN_SCREENS = [
  '/pannello',
  '/ordini',
  '/clienti',
  '/pagamenti',
  '/impostazioni',
  '/messaggi',
  '/moderazione',
  '/invianewsletter',
  '/addarticolo',
  '/addcorso',
  '/buildlandingpage',
];

/** Every page a visitor can open: the fixed ones, one item of each kind, and the not-found page. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const { articles } = await readJson<ArticleListResponse>(request, '/api/articles');
  const { courses } = await readJson<CourseListResponse>(request, '/api/courses');
  const { onlinecourses } = await readJson<OnlineCourseListResponse>(request, '/api/onlinecourses');
  const { members } = await readJson<MemberListResponse>(request, '/api/members');
  const [article, course, online, member] = [articles[0], courses[0], onlinecourses[0], members[0]];
  if (!article || !course || !online || !member) throw new Error('the demo content is missing');
  return [
    ...new Set(Object.values(PagePath)),
    `/articolo/${slug(article.title)}`,
    `/courseDetail/${slug(course.title)}`,
    `/onlinecoursedetail/${slug(online.title)}`,
    `/corsi-membro/${slug(`${member.name} ${member.surname}`)}`,
    '/questa-pagina-non-esiste',
  ];
}

async function visitorPage(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    ...deviceAt(width),
    // Carousels and the hero video stand still, as they do for visitors who ask for less motion.
    reducedMotion: 'reduce',
  });
  return { context, page: waitForAppOnNavigation(await context.newPage()) };
}

/** The visitor's saved choice, as the language switch leaves it: the cookie the server reads, local storage. */
async function chooseLanguage(page: Page, baseURL: string, language: Language) {
  if (language === 'it') return;
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.context().addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

/** Each violation as "rule: targets", so a failure names what to mend. */
async function violationsOn(page: Page): Promise<string[]> {
  // One pass: the WCAG tags choose the rules, and `region` (a best practice, in no WCAG tag) is added to
  // them. Only violations are wanted; axe then keeps one example of the other results, which is faster.
  const results = await axeOn(page)
    .options({ resultTypes: ['violations'], rules: { region: { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

async function expectAccessible(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await scrollThroughPage(page);
    await page.waitForLoadState('networkidle');
    expect.soft(await violationsOn(page), path).toEqual([]);
  }
}

/**
 * Checks `paths` in a context of its own at the visitor's width: signed in first if asked (the login
 * screen is driven in Italian), then in `language`.
 */
async function checkPages(
  browser: Browser,
  visitor: { baseURL: string; width: number; language: Language },
  paths: () => string[] | Promise<string[]>,
  signIn?: (page: Page) => Promise<unknown>,
) {
  const { context, page } = await visitorPage(browser, visitor.baseURL, visitor.width);
  try {
    await signIn?.(page);
    await chooseLanguage(page, visitor.baseURL, visitor.language);
    await expectAccessible(page, await paths());
  } finally {
    await context.close();
  }
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`WCAG 2.2 AA, ${language}, ${width} px wide`, () => {
      // Each width is tried in a context of its own, so the desktop project's run covers both.
      test.skip(({ isMobile }) => isMobile, 'the desktop run tries both widths');

      test('every public page', async ({ browser, request, baseURL }) => {
        test.setTimeout(300_000);
        await checkPages(browser, { baseURL: baseURL ?? '', width, language }, () => publicPaths(request));
      });

      test('the customer area', async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        await checkPages(browser, { baseURL: baseURL ?? '', width, language }, () => CUSTOMER_SCREENS, logInAsCustomer);
      });

      test('the back office', async ({ browser, baseURL }) => {
        test.setTimeout(240_000);
        await checkPages(
          browser,
          { baseURL: baseURL ?? '', width, language },
          () => ADMIN_SCREENS,
          (page) => logIn(page, E2E_ADMIN.email, E2E_ADMIN.password),
        );
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// With the keyboard alone.

/**
 * What covers the focused element, if anything: a fixed or sticky element drawn on top of its centre
 * or near one of its corners. Runs in the page.
 */
const focusCovered = () => {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  // Inside the corners: a rounded corner lets the page behind show through.
  const at = (x: number, y: number) => [box.left + box.width * x, box.top + box.height * y] as const;
  const points = [at(0.5, 0.5), at(0.15, 0.15), at(0.85, 0.15), at(0.15, 0.85), at(0.85, 0.85)];
  const covering = new Set<string>();
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    let element = document.elementFromPoint(x, y);
    if (!element || focused.contains(element) || element.contains(focused)) continue;
    for (; element; element = element.parentElement) {
      const position = getComputedStyle(element).position;
      if (position === 'fixed' || position === 'sticky') {
        covering.add(element.className || element.tagName);
        break;
      }
    }
  }
  return covering.size > 0
    ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40) ?? ''}" under ${[...covering].join(', ')}`
    : null;
};

async function expectFocusNeverCovered(page: Page, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect.soft(await page.evaluate(focusCovered), `${key} #${press + 1}`).toBeNull();
    }
  }
}

test.describe('with the keyboard alone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone shows the menu button and the chat button over the page');

  test('the menu opens with Enter, closes with Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Apri il menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Chiudi il menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a registration sent empty announces its errors and puts focus on the first field', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Registrati' }).press('Enter');
    await expect(page.getByRole('alert')).toContainText('campi da correggere');
    await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  });

  test('a withdrawal form sent empty puts focus on its first field, which names what to write', async ({ page }) => {
    await page.goto('/recesso');
    await page.getByRole('main').getByRole('button', { name: 'Continua' }).press('Enter');
    const name = page.getByRole('main').getByLabel('Nome e cognome');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Scrivi il tuo nome e cognome, su una riga.');
    await expect(page.getByRole('main').getByLabel("Numero d'ordine")).toHaveAccessibleDescription(
      /Scrivi il numero d'ordine come nella ricevuta/,
    );
  });

  test('a card payment sent empty announces its errors and puts focus on the card number', async ({
    page,
    request,
  }) => {
    await logInAsCustomer(page);
    // An online course the customer does not own: no seat is held while the checkout is open.
    const owned = await ownedOnline(page);
    const { onlinecourses } = await readJson<OnlineCourseListResponse>(request, '/api/onlinecourses');
    const course = onlinecourses.find(({ title }) => !owned.includes(title));
    if (!course) throw new Error('the customer owns every demo online course');
    await page.goto(`/payment/${slug(course.title)}?kind=onlineCourse`);
    const block = page.getByRole('main').getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
    await block.getByRole('checkbox', { name: /perdo il diritto di recesso/ }).press('Space');
    await block.getByRole('checkbox', { name: /^Ho letto e accetto le condizioni di vendita/ }).press('Space');
    await expect(block.getByText('Modalità di prova')).toBeVisible();
    await block.getByRole('button', { name: /^Paga / }).press('Enter');
    await expect(block.getByRole('alert')).toContainText('campi da correggere');
    await expect(block.getByLabel('Numero della carta')).toBeFocused();
  });

  test('tabbing through the home, the FAQ, the registration and the withdrawal form never leaves focus under the header or the chat button', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of ['/', '/faq', '/signin', '/recesso']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await scrollThroughPage(page);
      await expectFocusNeverCovered(page, 40);
    }
  });
});
