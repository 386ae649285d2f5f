import path from 'node:path';
import { type Browser, expect, type Page, waitForAppOnNavigation } from './app-test';

/** The course cover the journeys upload. */
export const COVER = path.join(import.meta.dirname, 'fixtures', 'course-cover.png');
/** One of the demo seed's tiny real clips. */
export const seedClip = (name: string) =>
  path.join(import.meta.dirname, '..', '..', 'server', 'src', 'db', 'seed', 'media', `${name}.mp4`);

export const main = (page: Page) => page.getByRole('main');
/** A field of the page's main content by its label: a string names it exactly. */
export const field = (page: Page, label: string | RegExp) =>
  main(page).getByLabel(label, { exact: typeof label === 'string' });

/** Someone with a browser of their own (cookies, storage), on a page that waits for the app. */
export async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForAppOnNavigation(await context.newPage());
}

/** The business's calendar day (Europe/Rome) `days` from today, as the server counts course dates. */
export function romeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Chooses a course's author and category once the form has loaded them. */
export async function chooseReferences(page: Page, author: string, category: string) {
  await expect(field(page, 'Autore (Nome Cognome)').getByRole('option', { name: author })).toBeAttached();
  await field(page, 'Autore (Nome Cognome)').selectOption({ label: author });
  await expect(field(page, 'Categoria').getByRole('option', { name: category })).toBeAttached();
  await field(page, 'Categoria').selectOption({ label: category });
}

/** An in-person course as the admin types it; what is left out stays empty (or takes the form's default). */
export interface InPersonCourse {
  title: string;
  startDate: string;
  /** Euros, as typed. */
  price: number;
  affiliatePrice?: number;
  deposit?: number;
  seats?: number;
  introduction?: string;
  description?: string;
  startTime?: string;
  endTime?: string;
  placeName?: string;
  placeAddress?: string;
}

/** Fills the in-person course form (/addcorso, already open) with what it requires and what `course` gives. */
export async function fillInPersonCourse(page: Page, course: InPersonCourse) {
  await chooseReferences(page, 'Giulia Ferrante', 'AUTOSTIMA');
  await field(page, 'Titolo').fill(course.title);
  await field(page, 'Introduzione').fill(course.introduction ?? 'Un weekend per fermarsi.');
  await field(page, 'Luogo (link di Google Maps)').fill('https://www.google.com/maps/search/?api=1&query=Siena');
  if (course.placeName) await field(page, 'Nome del luogo (facoltativo)').fill(course.placeName);
  if (course.placeAddress) await field(page, 'Indirizzo del luogo (facoltativo)').fill(course.placeAddress);
  await field(page, 'Descrizione').fill(course.description ?? 'Un percorso in presenza.');
  await field(page, 'Prezzo (€)').fill(String(course.price));
  if (course.affiliatePrice !== undefined)
    await field(page, 'Prezzo affiliato (€)').fill(String(course.affiliatePrice));
  if (course.deposit !== undefined) await field(page, 'Acconto (€)').fill(String(course.deposit));
  await field(page, 'Data di inizio').fill(course.startDate);
  if (course.startTime) await field(page, 'Ora di inizio (facoltativa)').fill(course.startTime);
  if (course.endTime) await field(page, 'Ora di fine (facoltativa)').fill(course.endTime);
  if (course.seats !== undefined) await field(page, 'Posti disponibili').fill(String(course.seats));
  await field(page, /^Immagine di copertina/).setInputFiles(COVER);
  await field(page, /^Video/).setInputFiles(seedClip('lesson-a'));
}

/**
 * The admin (logged in) publishes an in-person course from /addcorso; `beforePublishing` runs on the
 * filled form (a screenshot of it, say).
 */
export async function publishInPersonCourse(
  admin: Page,
  course: InPersonCourse,
  beforePublishing?: () => Promise<void>,
) {
  await admin.goto('/addcorso');
  await expect(main(admin).getByRole('heading', { level: 1, name: 'Aggiungi corso' })).toBeVisible();
  await fillInPersonCourse(admin, course);
  await beforePublishing?.();
  await main(admin).getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(main(admin).getByRole('status')).toContainText('Corso pubblicato con successo!');
}
