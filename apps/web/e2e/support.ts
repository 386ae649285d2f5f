import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { OwnedOnlineCoursesResponse } from '@cammini/contract';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OUTBOX_DIRS } from '../playwright.config';

export { E2E_ADMIN };

/** A JSON answer of the API that must succeed. */
export async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  return (await answer.json()) as T;
}

/** A browser context's device at a width: below 600 px a touch phone, else a desktop. */
export const deviceAt = (width: number) => ({
  viewport: { width, height: width < 600 ? 740 : 800 },
  isMobile: width < 600,
  hasTouch: width < 600,
});

let counter = 0;
/** An address no other test (or earlier run against this server) has used. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Every .eml in the servers' outboxes, oldest first: names sort in sending order. */
export async function outboxFiles(): Promise<string[]> {
  // Each server (the phone's, the desktop's, or the cluster run's instances) writes its own outbox.
  const outboxes = process.env.E2E_OUTBOX_DIRS?.split(',') ?? E2E_OUTBOX_DIRS;
  const listed = await Promise.all(
    outboxes.map(async (outbox) =>
      (await readdir(outbox).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.eml'))
        .map((f) => ({ name: f, file: path.join(outbox, f) })),
    ),
  );
  return listed
    .flat()
    .sort((x, y) => x.name.localeCompare(y.name))
    .map(({ file }) => file);
}

/** Waits for the newest .eml written to an address and returns the link to `route` in it. */
export async function linkFromOutbox(to: string, route: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of (await outboxFiles()).reverse()) {
          const raw = await readFile(file, 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          // Quoted-printable may wrap long lines with "=\n"; undo it before looking for the link.
          const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          const match = text.match(new RegExp(`https?://[^\\s"<>]+/${route}/[A-Za-z0-9_-]+`));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a /${route}/ link` },
    )
    .toBe(true);
  return new URL(link!).pathname;
}

/** One e-mail of the outbox as its reader sees it: subject and text decoded, attachments decoded. */
export interface OutboxMail {
  file: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Every e-mail written to an address so far, oldest first, decoded (see OutboxMail). */
export async function mailsInOutbox(to: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (const file of await outboxFiles()) {
    const raw = await readFile(file, 'utf8');
    const { headers } = splitEntity(raw);
    if (headers.to !== to) continue;
    const mail: OutboxMail = { file, subject: decodeWords(headers.subject ?? ''), text: '', html: '', attachments: [] };
    collectParts(raw, mail);
    mails.push(mail);
  }
  return mails;
}

/** A MIME entity's headers (names in lower case, folded lines joined) and its body. */
function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The text, the HTML and the attachments of an entity and of the parts inside it. */
function collectParts(raw: string, mail: OutboxMail) {
  const { headers, body } = splitEntity(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), mail);
    }
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
  const disposition = headers['content-disposition'] ?? '';
  const filename = (disposition.match(/filename="?([^";]+)"?/i) ?? contentType.match(/name="?([^";]+)"?/i))?.[1];
  if (/^attachment/i.test(disposition) || filename) {
    mail.attachments.push({ filename: filename ?? '', contentType, content });
  } else if (contentType.toLowerCase().startsWith('text/html')) {
    mail.html += content;
  } else {
    mail.text += content;
  }
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body;
  }
}

/** "=C3=A8" and the like back to the UTF-8 text they encode. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's encoded words (RFC 2047, "=?UTF-8?Q?...?=" or "?B?"), decoded; the space between two of them dropped. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * A journey's own course leaves the lists later journeys count: the admin deletes it from /corsi or,
 * when it has buyers or a checkout, archives it. The page speaks Italian or English.
 */
export async function retireCourse(page: Page, title: string) {
  await page.goto('/corsi');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: new RegExp(`^(Elimina|Delete) ${escapeRegExp(title)}$`) }).click();
  const archive = card.getByRole('button', {
    name: new RegExp(`^(Archivia il corso|Archive the course) ${escapeRegExp(title)}$`),
  });
  const heading = page.getByRole('main').getByRole('heading', { name: title, exact: true });
  // Deleted, the card goes; refused, the card offers to archive instead.
  await expect.poll(async () => (await heading.count()) === 0 || (await archive.isVisible())).toBe(true);
  if (await archive.isVisible()) await archive.click();
  await expect(heading).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page the admin lands on after a save shows its own content (`ready`) and no failure: neither
 * the route error screen nor an alert of the form.
 */
export async function expectWorkingPage(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
}

/**
 * axe for the page as it is now. Legacy mode runs it in the page itself (same-origin frames included),
 * where the default opens a blank page per scan to merge results from cross-origin frames the site does
 * not have: 1.0-1.5 s a page instead of 1.9-3.3 s on two cores.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** axe finds no serious or critical accessibility violation on the page as it is now, outside `exclude`. */
export async function expectNoSeriousViolations(page: Page, exclude?: string) {
  const builder = axeOn(page);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** Clicks EN in the header; on a phone the language buttons sit in the menu, so it opens and closes it. */
export async function switchToEnglish(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Cammini di Crescita/ })).toBeVisible();
  const menu = banner.getByRole('button', { name: 'Apri il menu' });
  if (await menu.isVisible()) await menu.click();
  await banner.getByRole('button', { name: 'EN', exact: true }).click();
  const close = banner.getByRole('button', { name: 'Close the menu' });
  if (await close.isVisible()) await close.click();
}

/**
 * Scrolls down the whole page and back: blocks below the first screen (the home's lists, the footer's
 * newsletter form) load only as they come near the screen, as a visitor scrolling would make them.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Down half a screen at a time, on while the page grows with what it loads, back once it stays put.
    let y = 0;
    for (let still = 0; still < 10; still += 1) {
      if (y < document.documentElement.scrollHeight) {
        window.scrollTo(0, y);
        y += window.innerHeight / 2;
        still = 0;
      }
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/** The address form of a title: spaces become hyphens. */
export const slug = (title: string) => encodeURIComponent(title.trim().replace(/\s+/g, '-'));

export const PASSWORD = 'respiro-lento-42';

/** An address of its own for each sign-up (198.18.0.0/15 is reserved for tests), passed as a proxy would. */
const signupAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Fills and sends the registration form, up to the "check your e-mail" screen. */
export async function register(page: Page, email: string, options: { invitationCode?: string } = {}) {
  // The server limits sign-ups per address; the e2e server trusts one proxy hop (playwright.config.ts).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': signupAddress() });
  await page.goto('/signin');
  await page.getByRole('main').getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByRole('main').getByLabel('Cognome').fill('Serafini');
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByLabel('Ripeti la password').fill(PASSWORD);
  await page.getByRole('main').getByLabel('Data di nascita').fill('1987-03-14');
  await page.getByRole('main').getByLabel('Paese').selectOption({ label: 'Italia' });
  await page.getByRole('main').getByLabel('Regione').selectOption({ label: 'Toscana' });
  await page.getByRole('main').getByLabel('Provincia').selectOption({ label: 'Firenze' });
  await page.getByRole('main').getByLabel('Città').selectOption({ label: 'Fiesole' });
  await page.getByRole('main').getByLabel('Indirizzo').fill('Via Vecchia Fiesolana 12');
  if (options.invitationCode) await page.getByRole('main').getByLabel('Codice invito').fill(options.invitationCode);
  await page.getByRole('main').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
}

/** A customer who registered and confirmed the e-mail, then logged in. */
export async function registerVerifiedCustomer(
  page: Page,
  label: string,
  options: { invitationCode?: string } = {},
): Promise<string> {
  const email = uniqueEmail(label);
  await register(page, email, options);
  await page.goto(await linkFromOutbox(email, 'verificaRegistrazione'));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();
  await logIn(page, email, PASSWORD);
  return email;
}

/**
 * A verified customer for journeys that need one but not a new one, logged in on `page`: registered
 * once per project in this worker, then logged in again. The whole run registers from one address,
 * and the server lets 30 registrations per address through in 15 minutes.
 */
const customersByProject = new Map<string, string>();
export async function logInAsCustomer(page: Page): Promise<string> {
  const project = test.info().project.name;
  const known = customersByProject.get(project);
  if (known) {
    await logIn(page, known, PASSWORD);
    return known;
  }
  const email = await registerVerifiedCustomer(page, `cliente-${project}`);
  customersByProject.set(project, email);
  return email;
}

/** The session token the web app keeps, for asking the API directly what the server now holds. */
async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').user.token as string);
}

export async function ownedOnline(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/user/onlinecourses', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  return ((await response.json()) as OwnedOnlineCoursesResponse).courses.map((course) => course.title);
}

/**
 * Ticks "Ho letto e accetto le condizioni di vendita" on the payment page, unless it is already ticked
 * (or locked, once the checkout it opened records the acceptance): no checkout opens before it.
 */
export async function acceptTermsOfSale(page: Page) {
  const box = page.getByRole('main').getByRole('checkbox', { name: /^Ho letto e accetto le condizioni di vendita/ });
  if ((await box.isEnabled()) && !(await box.isChecked())) await box.check();
}

/** Pays on the payment page with a card of the test provider (4242… pays, 4000…0002 is declined). */
export async function payWithTestCard(page: Page, cardNumber: string) {
  const block = page.getByRole('main').getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  await acceptTermsOfSale(page);
  await expect(block.getByText('Modalità di prova')).toBeVisible();
  await block.getByLabel('Numero della carta').fill(cardNumber);
  await block.getByLabel('Scadenza').fill('12/39');
  await block.getByLabel('CVC').fill('123');
  await block.getByRole('button', { name: /^Paga / }).click();
}

/** The E2E admin's private token, through the API as the back office gets it. */
export async function adminPrivateToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login/', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get('/api/generate-private-token/', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** New reviews wait for approval: the admin approves every waiting one, as the moderation screen does. */
export async function approvePendingReviews(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await adminPrivateToken(request)}` };
  const answer = await request.get('/api/admin/reviews?status=pending', { headers });
  const { reviews } = (await answer.json()) as { reviews: { idReview: number }[] };
  for (const review of reviews) {
    const approved = await request.put(`/api/admin/reviews/${review.idReview}`, {
      headers,
      data: { status: 'published' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/**
 * With SCREENSHOT_DIR set, keeps a full-page picture of the screen for a look at its layout, named after
 * the test's project (desktop or phone).
 */
export async function screenshotForReview(page: Page, name: string, info: TestInfo = test.info()): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-${info.project.name}.png`), fullPage: true });
}
