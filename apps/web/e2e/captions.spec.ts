import { readFile } from 'node:fs/promises';
import type { TopicListResponse } from '@cammini/contract';
import { type APIRequestContext, expect, type Page, test } from './app-test';
import { COVER, main, person, seedClip } from './course-steps';
import {
  adminPrivateToken,
  axeOn,
  deviceAt,
  E2E_ADMIN,
  logIn,
  payWithTestCard,
  readJson,
  registerVerifiedCustomer,
  screenshotForReview,
  slug,
  switchToEnglish,
} from './support';

/*
 * Captions (WCAG 1.2.2): an admin gives a lesson Italian and English captions from the online
 * course's edit form; its buyer finds them as tracks of the lesson's video, each language's cues
 * readable through the TextTrack API, and the transcript under the player without playing it.
 */

const ITALIAN =
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nBenvenuti, respiriamo insieme.\n\n00:00:03.000 --> 00:00:06.500\nInspira lentamente.\n';
const ENGLISH =
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nWelcome, let us breathe together.\n\n00:00:03.000 --> 00:00:06.500\nBreathe in slowly.\n';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An online course of one lesson (the demo's 7-second clip), published through the admin's API. */
async function publishOnlineCourse(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await adminPrivateToken(request)}` };
  const [topic] = await readJson<TopicListResponse>(request, '/api/topics');
  const file = async (name: string, file: string, mimeType: string) => ({
    name,
    mimeType,
    buffer: await readFile(file),
  });
  const answer = await request.post('/api/onlinecourse', {
    headers,
    multipart: {
      title,
      author: 'Giulia Ferrante',
      category: topic?.title ?? '',
      intro: 'Una pratica breve.',
      description: 'Una lezione per ascoltare il respiro.',
      price: '19',
      facilitatorPrice: '0',
      affiliatePrice: '0',
      lessonTitles: JSON.stringify(['Il respiro']),
      coverImage: await file('copertina.png', COVER, 'image/png'),
      video: await file('anteprima.mp4', seedClip('trailer'), 'video/mp4'),
      videos: await file('lezione.mp4', seedClip('lesson-a'), 'video/mp4'),
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The course leaves the public list once the journey is over (bought, it can only be archived). */
async function archiveOnlineCourse(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await adminPrivateToken(request)}` };
  const answer = await request.put('/api/onlinecourse', { headers, multipart: { title, status: 'archived' } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Shows one language's track (the others off) and answers the text of its cues once they are loaded. */
async function cuesShowing(page: Page, language: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const video = document.querySelector('main video') as HTMLVideoElement;
    const tracks = Array.from(video.textTracks);
    for (const track of tracks) track.mode = track.language === wanted ? 'showing' : 'disabled';
    const track = tracks.find((candidate) => candidate.language === wanted);
    for (let tries = 0; tries < 100 && !(track?.cues && track.cues.length > 0); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Array.from(track?.cues ?? []).map((cue) => (cue as VTTCue).text);
  }, language);
}

test('an admin captions a lesson in Italian and English; its buyer turns them on and reads the transcript', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  const title = `Ascolto del respiro ${Date.now()}`;
  await publishOnlineCourse(request, title);

  // The admin: the lesson's captions are missing, then given in both languages from the edit form.
  const admin = await person(browser);
  await admin.setViewportSize(deviceAt(info.project.name === 'phone' ? 390 : 1280).viewport);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/editmeditazione/${slug(title)}`);
  const lesson = main(admin).getByRole('group', { name: 'Sottotitoli · Lezione 1' });
  await expect(lesson.getByText('Sottotitoli mancanti')).toHaveCount(2);
  await screenshotForReview(admin, 'captions-admin-missing');
  await lesson
    .getByLabel('Carica i sottotitoli in Italiano (.vtt)')
    .setInputFiles({ name: 'respiro.it.vtt', mimeType: 'text/vtt', buffer: Buffer.from(ITALIAN) });
  await expect(lesson.getByText('Sottotitoli in Italiano salvati.')).toBeVisible();
  // A file whose cues run past the 7-second lesson is refused, saying why, and changes nothing.
  await lesson.getByLabel('Carica i sottotitoli in Inglese (.vtt)').setInputFiles({
    name: 'too-long.en.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:09.000\nToo long.\n'),
  });
  await expect(lesson.getByRole('alert')).toHaveText(/finisce dopo la fine del video/);
  await expect(lesson.getByText('Sottotitoli mancanti')).toHaveCount(1);
  await lesson
    .getByLabel('Carica i sottotitoli in Inglese (.vtt)')
    .setInputFiles({ name: 'breath.en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(ENGLISH) });
  await expect(lesson.getByText('Sottotitoli in Inglese salvati.')).toBeVisible();
  await expect(lesson.getByText('Sottotitoli mancanti')).toHaveCount(0);
  await expect(lesson.getByText('Presenti')).toHaveCount(2);
  await screenshotForReview(admin, 'captions-admin-present');
  await admin.context().close();

  // The buyer.
  await registerVerifiedCustomer(page, 'sottotitoli');
  await page.goto(`/payment/${slug(title)}?kind=onlineCourse`);
  const payment = main(page).getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  await payment.getByRole('checkbox', { name: /perdo il diritto di recesso/ }).check();
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\/\?order=/);

  await page.goto(`/corsoonline/${slug(title)}`);
  // The transcript is there without pressing play: the Italian page's, with its times.
  const transcript = main(page).getByRole('region', { name: 'Trascrizione' });
  await expect(transcript).toBeVisible();
  await expect(transcript.getByText('Benvenuti, respiriamo insieme.')).toBeVisible();
  await expect(transcript.getByText('0:03')).toBeVisible();
  const video = main(page).locator('video');
  await expect(video).toHaveJSProperty('paused', true);
  await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
  await expect(video.locator('track[srclang="it"]')).toHaveAttribute('label', 'Italiano');
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute('label', 'Inglese');
  // The page's language is the track that shows by default; the other is there to switch to.
  await expect(video.locator('track[srclang="it"]')).toHaveJSProperty('default', true);
  expect(await cuesShowing(page, 'it')).toEqual(['Benvenuti, respiriamo insieme.', 'Inspira lentamente.']);
  expect(await cuesShowing(page, 'en')).toEqual(['Welcome, let us breathe together.', 'Breathe in slowly.']);
  await screenshotForReview(page, 'captions-lesson-it');

  // Reached from the keyboard, and clean for axe.
  for (let press = 0; press < 80; press += 1) {
    if (await transcript.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(transcript).toBeFocused();
  const checked = await axeOn(page).withTags(WCAG_TAGS).analyze();
  expect(checked.violations.map((violation) => violation.id)).toEqual([]);

  // In English the transcript, the labels and the default track follow the page.
  await switchToEnglish(page);
  const english = main(page).getByRole('region', { name: 'Transcript' });
  await expect(english.getByText('Welcome, let us breathe together.')).toBeVisible();
  await expect(video.locator('track[srclang="it"]')).toHaveAttribute('label', 'Italian');
  await page.reload();
  await expect(main(page).locator('video track[srclang="en"]')).toHaveJSProperty('default', true);
  expect((await axeOn(page).withTags(WCAG_TAGS).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await screenshotForReview(page, 'captions-lesson-en');

  await archiveOnlineCourse(request, title);
  expect(baseURL).toBeTruthy();
});

test('the accessibility statement says what is captioned and why the home hero needs no captions', async ({
  page,
}, info) => {
  await page.setViewportSize(deviceAt(info.project.name === 'phone' ? 390 : 1280).viewport);
  await page.goto('/accessibilita');
  const section = main(page).getByRole('heading', { name: 'Video, sottotitoli e trascrizioni' });
  await expect(section).toBeVisible();
  await expect(main(page).getByText(/Sottotitoli mancanti/)).toBeVisible();
  await expect(main(page).getByText(/si riproduce senza audio/)).toBeVisible();
  await screenshotForReview(page, 'captions-statement-it');
  await switchToEnglish(page);
  await expect(main(page).getByRole('heading', { name: 'Videos, captions and transcripts' })).toBeVisible();
  await expect(main(page).getByText(/plays without sound/)).toBeVisible();
  await screenshotForReview(page, 'captions-statement-en');
});

test('a landing page’s saved videos take their captions in the editor', async ({ page, request }, info) => {
  const headers = { authorization: `Bearer ${await adminPrivateToken(request)}` };
  const slugName = `sottotitoli-${Date.now()}`;
  const created = await request.post('/api/landingpage', {
    headers,
    multipart: {
      urls: 'true',
      title: slugName,
      heroTitle: 'Un ritiro con video',
      heroSubtitle: 'Guarda e ascolta',
      heroCtaText: 'Scrivici',
      heroCtaUrl: '',
      heroBgColor: '#6c757d',
      heroTextColor: '#ffffff',
      heroButtonColor: '#ffa400',
      heroButtonTextColor: '#2f2a26',
      reasons: JSON.stringify([{ icon: 'fas fa-leaf', title: 'Natura', text: 'Silenzio e alberi' }]),
      modules: JSON.stringify([{ moduleTitle: 'Giorno 1', bullets: ['Arrivo'] }]),
      faqs: JSON.stringify([{ question: 'Serve esperienza?', answer: 'No.' }]),
      videosUrls: 'https://cdn.example.com/ritiro.mp4',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  await page.setViewportSize(deviceAt(info.project.name === 'phone' ? 390 : 1280).viewport);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/edit-landing/${id}`);
  const video = main(page).getByRole('group', { name: 'Sottotitoli · Video 1' });
  await expect(video.getByText('Sottotitoli mancanti')).toHaveCount(2);
  await video
    .getByLabel('Carica i sottotitoli in Italiano (.vtt)')
    .setInputFiles({ name: 'ritiro.it.vtt', mimeType: 'text/vtt', buffer: Buffer.from(ITALIAN) });
  await expect(video.getByText('Sottotitoli in Italiano salvati.')).toBeVisible();
  await expect(video.getByText('Sottotitoli mancanti')).toHaveCount(1);
  await video.scrollIntoViewIfNeeded();
  await screenshotForReview(page, 'captions-landing-editor-it');
  // The public page gives the video its Italian track.
  await page.goto(`/${slugName}`);
  await expect(main(page).locator('video track[srclang="it"]')).toHaveAttribute(
    'src',
    `/api/landingpage/${id}/videos/1/captions/it`,
  );
  expect((await request.delete(`/api/landingpage/${id}`, { headers })).status()).toBe(200);
});
