import { type Browser, expect, type Page, test, waitForAppOnNavigation } from './app-test';
import { adminPrivateToken, E2E_ADMIN, logIn } from './support';

/*
 * The header holds a real business name: with names of 34 and 60 characters, in Italian and English,
 * logged out and logged in as the admin (one more link), at every width from a small phone to a wide
 * screen, the links stay on one line, nothing overlaps, nothing leaves the screen or covers the page,
 * and the name is shown whole.
 */

/** 34 and 60 characters. */
const NAMES = ['Cammini di Crescita Personale ETS!', 'Associazione Cammini di Crescita e Benessere Interiore APS ·'];
const WIDTHS = [360, 390, 768, 1100, 1280, 1536, 1920];
const LANGUAGES = ['it', 'en'] as const;

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** What is wrong with the header as it is drawn now; an empty list when it lays out well. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header.site-header') as HTMLElement;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const boxOf = (name: string, element: Element): Box => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { name, left, right, top, bottom };
    };
    const brand = header.querySelector('.brand') as HTMLElement;
    const name = brand.querySelector('span') as HTMLElement;
    if (name.scrollWidth > name.clientWidth + 1) problems.push('the name is cut');
    const lines = Math.round(
      name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
    );
    if (lines > 2) problems.push(`the name takes ${lines} lines`);

    const boxes: Box[] = [boxOf('name', name), boxOf('logo', brand.querySelector('img') as Element)];
    const toggle = header.querySelector('.menu-toggle') as HTMLElement;
    if (visible(toggle)) boxes.push(boxOf('menu button', toggle));
    const links = [...header.querySelectorAll('.main-nav__links a')].filter(visible);
    for (const link of links) boxes.push(boxOf(`link ${link.textContent}`, link));
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    if (tops.size > 1) problems.push(`the links are on ${tops.size} lines`);
    for (const link of links) {
      if (link.getBoundingClientRect().height > 48) problems.push(`link ${link.textContent} wraps`);
    }
    for (const control of header.querySelectorAll('.main-nav__account > a, .main-nav__account button')) {
      if (visible(control)) boxes.push(boxOf(`control ${control.textContent?.trim() || 'profile'}`, control));
    }

    const width = document.documentElement.clientWidth;
    for (const box of boxes) {
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${box.name} leaves the screen`);
    }
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        if (!apart) problems.push(`${a.name} overlaps ${b.name}`);
      }
    }
    if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways');
    const main = document.getElementById('main') as HTMLElement;
    if (main.getBoundingClientRect().top < header.getBoundingClientRect().bottom - 0.5)
      problems.push('the header covers the page');
    return problems;
  });
}

async function pageIn(browser: Browser, baseURL: string, language: 'it' | 'en', admin: boolean) {
  const context = await browser.newContext({ baseURL, locale: 'it-IT' });
  const page = waitForAppOnNavigation(await context.newPage());
  if (admin) await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return { context, page };
}

// One layout for the whole site: the desktop project measures every width itself.
test.skip(({ isMobile }) => isMobile, 'the layout test sets its own widths');

test('the header lays out a business name of 34 or 60 characters at every width, in both languages', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${await adminPrivateToken(request)}` };
  const { settings: original } = await (await request.get('/api/admin/settings', { headers })).json();
  try {
    for (const businessName of NAMES) {
      const saved = await request.put('/api/settings', { headers, data: { ...original, businessName } });
      expect(saved.status(), await saved.text()).toBe(200);
      for (const language of LANGUAGES) {
        for (const admin of [false, true]) {
          const { context, page } = await pageIn(browser, baseURL as string, language, admin);
          await page.goto('/');
          await expect(page.getByRole('banner').getByText(businessName)).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            // Laid out again at the new width (two frames: the resize, then what the header's observer set).
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const where = `${businessName.length} characters, ${language}, ${admin ? 'admin' : 'visitor'}, ${width} px`;
            expect(await headerProblems(page), where).toEqual([]);
            if (process.env.SCREENSHOT_DIR && [390, 1280].includes(width)) {
              await page.screenshot({
                path: `${process.env.SCREENSHOT_DIR}/header-${businessName.length}-${language}-${admin ? 'admin' : 'visitor'}-${width}.png`,
                clip: { x: 0, y: 0, width, height: 260 },
              });
            }
          }
          await context.close();
        }
      }
    }
  } finally {
    const restored = await request.put('/api/settings', { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
