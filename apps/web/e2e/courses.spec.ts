import { readFile } from 'node:fs/promises';
import type {
  CalendarResponse,
  CourseListResponse,
  OnlineCourseDetailResponse,
  OnlineCourseListResponse,
} from '@cammini/contract';
import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, logIn, switchToEnglish } from './support';

async function demoCourses(page: Page) {
  const { courses } = (await (await page.request.get('/api/courses')).json()) as CourseListResponse;
  if (courses.length !== 6) throw new Error(`expected the six demo courses, found ${courses.length}`);
  return courses;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "Dicembre 2026" for "2026-12-02", as the month filter and the calendar name it. */
const italianMonth = (isoDate: string) =>
  capitalised(
    new Date(`${isoDate.slice(0, 7)}-15T12:00:00`).toLocaleDateString('it-IT', { month: 'long', year: 'numeric' }),
  );
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const dayAfter = (isoDate: string) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The demo seed dates its six courses 10, 24, 37, 52, 66 and 81 days after the server's first start
 * (apps/server/src/db/seed/demo-courses.ts), so how many share the first one's month depends on the day.
 */
const DEMO_START_DAYS = [10, 24, 37, 52, 66, 81];
const demoCoursesInMonthOf = (firstDate: string) =>
  DEMO_START_DAYS.filter((days) => {
    const date = new Date(`${firstDate}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days - DEMO_START_DAYS[0]!);
    return date.toISOString().slice(0, 7) === firstDate.slice(0, 7);
  }).length;

test('/corsi lists the six demo courses and its search, topic and date filters really filter', async ({ page }) => {
  const courses = await demoCourses(page);
  await page.goto('/corsi');
  await expect(page.getByRole('heading', { level: 1, name: 'Percorsi' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(courses.map((course) => course.title));
  await expect(page.getByText('6 percorsi')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('searchbox', { name: 'Cerca un percorso' }).fill('SILENZIO');
  await expect(cardTitles(page)).toHaveText(['Il silenzio che cura']);
  await page.getByRole('searchbox', { name: 'Cerca un percorso' }).fill('');

  await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'RELAZIONI' });
  await expect(cardTitles(page)).toHaveText(['Parlare con il cuore']);
  await expect(page).toHaveURL(/filter=relazioni/);
  await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Tutte le aree' });
  await expect(cardTitles(page)).toHaveCount(6);

  const firstDate = courses[0]?.date;
  if (!firstDate) throw new Error('the demo courses are dated');
  const sameMonth = courses.filter((course) => course.date?.slice(0, 7) === firstDate.slice(0, 7));
  await page.getByRole('combobox', { name: 'Mese di inizio' }).selectOption({ label: italianMonth(firstDate) });
  await expect(cardTitles(page)).toHaveText(sameMonth.map((course) => course.title));
  expect(sameMonth).toHaveLength(demoCoursesInMonthOf(firstDate));
  await expect(page).toHaveURL(new RegExp(`mese=${firstDate.slice(0, 7)}`));
  await page.getByRole('combobox', { name: 'Mese di inizio' }).selectOption({ label: 'Tutte le date' });
  await expect(cardTitles(page)).toHaveCount(6);
});

test('a course detail shows the price and the booking deposit, and its .ics download holds the course', async ({
  page,
}) => {
  const course = (await demoCourses(page)).find((item) => item.title === 'Radici e ali');
  if (!course?.date || !course.dateFine) throw new Error('the demo course Radici e ali is dated');
  await page.goto('/corsi');
  await page.getByRole('link', { name: /Acquista Radici e ali/i }).click();
  await expect(page).toHaveURL('/courseDetail/Radici-e-ali');
  await expect(page.getByRole('heading', { level: 1, name: 'Radici e ali' })).toBeVisible();

  const facts = page.locator('.course-facts');
  await expect(facts.getByText('Prezzo', { exact: true })).toBeVisible();
  await expect(facts).toContainText('280,00 €');
  await expect(facts.getByText('Acconto per la prenotazione')).toBeVisible();
  await expect(facts).toContainText('70,00 €');
  await expect(facts).toContainText('Giulia Ferrante');
  await expect(page.getByRole('link', { name: /Bagno Vignoni/ })).toHaveAttribute('href', course.location);
  await expect(page.getByRole('heading', { name: 'Facilitatori' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Aggiungi al calendario' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Radici-e-ali.ics');
  const file = await readFile((await download.path()) ?? '', 'utf8');
  expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(file).toContain('BEGIN:VEVENT\r\n');
  expect(file).toContain('SUMMARY:Radici e ali\r\n');
  expect(file).toContain(`DTSTART;VALUE=DATE:${compact(course.date)}\r\n`);
  expect(file).toContain(`DTEND;VALUE=DATE:${compact(dayAfter(course.dateFine))}\r\n`);
  expect(file).toMatch(/\r\nUID:course-\d+@/);
  expect(file).toMatch(/\r\nLOCATION:Bagno Vignoni\\, San Quirico d’Orcia\\, Siena\r\n/);
  expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
});

test("a visitor's buy button on a course leads to the login page", async ({ page }) => {
  await page.goto('/coursedetail/Il-silenzio-che-cura');
  await expect(page.getByRole('heading', { level: 1, name: 'Il silenzio che cura' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('an unknown course says so', async ({ page }) => {
  await page.goto('/courseDetail/Un-corso-che-non-esiste');
  await expect(page.getByRole('heading', { name: 'Corso non trovato' })).toBeVisible();
});

test('/meditazione and /videocorsi list the four online courses', async ({ page }) => {
  const { onlinecourses } = (await (await page.request.get('/api/onlinecourses')).json()) as OnlineCourseListResponse;
  expect(onlinecourses).toHaveLength(4);
  for (const path of ['/meditazione', '/videocorsi']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Meditazioni' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(onlinecourses.map((course) => course.title));
  }
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toContainText('€');
  await expect(first).toContainText(/\d+ lezioni/);
  await page.getByRole('searchbox', { name: 'Cerca una meditazione' }).fill('respira');
  await expect(cardTitles(page)).toHaveText(['Respira e rilassa']);
  await expectNoSeriousViolations(page);
});

test('an online course detail shows the trailer and the lessons, never their videos', async ({ page }) => {
  const { onlinecourse } = (await (
    await page.request.get('/api/onlinecourse/Respira-e-rilassa')
  ).json()) as OnlineCourseDetailResponse;
  await page.goto('/meditazione');
  await page.getByRole('link', { name: /Acquista Respira e rilassa/i }).click();
  await expect(page).toHaveURL('/onlinecoursedetail/Respira-e-rilassa');
  await expect(page.getByRole('heading', { level: 1, name: 'Respira e rilassa' })).toBeVisible();

  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', onlinecourse.mainVideo ?? '');
  await expect(video).toHaveAttribute('controls', '');

  const lessons = page.locator('.lesson-list > li');
  await expect(lessons).toHaveCount(onlinecourse.lessons.length);
  for (const [index, lesson] of onlinecourse.lessons.entries()) {
    await expect(lessons.nth(index)).toContainText(lesson.title);
  }
  const html = await page.locator('main').innerHTML();
  expect(html.match(/\.mp4/g) ?? []).toHaveLength(1);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Acquista Corso' }).click();
  await expect(page).toHaveURL('/login');
});

test('/calendario starts at the current month and moves across a year boundary both ways', async ({ page }) => {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 2, name: italianMonth(today) })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toContainText('lunedì');

  const next = page.getByRole('button', { name: 'Mese successivo' });
  for (let month = now.getMonth(); month < 12; month += 1) await next.click();
  await expect(page.getByRole('heading', { level: 2, name: `Gennaio ${now.getFullYear() + 1}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mese precedente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Dicembre ${now.getFullYear()}` })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a highlighted calendar day lists its course, and More Info leads to the course', async ({ page }) => {
  const events = (await (await page.request.get('/api/get/courses')).json()) as CalendarResponse;
  const event = events[0];
  if (!event) throw new Error('the demo calendar has events');
  const now = new Date();
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const steps = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());

  await page.goto('/calendario');
  for (let i = 0; i < steps; i += 1) await page.getByRole('button', { name: 'Mese successivo' }).click();
  const monthName = new Date(year, month - 1, 15).toLocaleDateString('it-IT', { month: 'long' });
  const dayButton = page.getByRole('button', { name: new RegExp(` ${day} ${monthName} ${year}, \\d+ percors`) });
  await expect(dayButton).toHaveClass(/month-grid__day--event/);
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');

  const panel = page.getByRole('region', { name: /^Eventi di / });
  await expect(panel.getByRole('heading', { name: event.title })).toBeVisible();
  await expectNoSeriousViolations(page);
  await panel.getByRole('link', { name: new RegExp(`Maggiori informazioni su ${event.title}`) }).click();
  await expect(page).toHaveURL(event.link);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
});

test('the course list speaks English after a click on EN', async ({ page }) => {
  await page.goto('/corsi');
  await expect(page.getByRole('heading', { level: 1, name: 'Percorsi' })).toBeVisible();
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search a course' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Starting month' })).toBeVisible();
  await expect(page.getByText('6 courses')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy Radici e ali/i })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an admin sees the edit and delete icons on the courses', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/corsi');
  await expect(page.getByRole('link', { name: 'Modifica Radici e ali' })).toHaveAttribute(
    'href',
    '/editcorso/Radici-e-ali',
  );
  await expect(page.getByRole('button', { name: 'Elimina Radici e ali' })).toBeVisible();
  // Dismissing the confirmation deletes nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Elimina Radici e ali' }).click();
  await expect(cardTitles(page)).toHaveCount(6);

  await page.goto('/meditazione');
  await expect(page.getByRole('link', { name: 'Modifica Respira e rilassa' })).toHaveAttribute(
    'href',
    '/editmeditazione/Respira-e-rilassa',
  );
});
