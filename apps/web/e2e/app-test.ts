import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Whether the app has taken over the page (hydrated or drawn it): Preact keeps the tree it rendered into
 * an element on that element, under `__k`. A document without the app's root (an API answer, a file)
 * has nothing to wait for. Runs in the page.
 */
export const appStarted = () => {
  const root = document.getElementById('root');
  return root === null || '__k' in root;
};

/**
 * A server-drawn page asks for the app's scripts only once it has been painted, after its load event
 * (start-after-paint.ts on the server): until the app takes over, its buttons do nothing and its forms
 * are plain HTML. A visitor reads first; a test acts at once, so every navigation also waits for the app.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(appStarted);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await page.waitForFunction(appStarted);
    return response;
  };
  return page;
}

/** Playwright's `test`, its page waiting for the app after each navigation (unless scripts are off). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnNavigation(page));
  },
});
