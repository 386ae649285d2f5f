import type {
  ArticleListResponse,
  CourseListResponse,
  MemberListResponse,
  ReviewListResponse,
  TopicListResponse,
} from '@cammini/contract';
import { expect, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, logIn, scrollThroughPage, slug, switchToEnglish } from './support';

test('the home shows the demo areas, courses, articles, members, reviews and the nine themes', async ({
  page,
  request,
}) => {
  const topics = (await (await request.get('/get/topics')).json()) as TopicListResponse;
  const { courses } = (await (await request.get('/api/courses')).json()) as CourseListResponse;
  const { articles } = (await (await request.get('/api/articles')).json()) as ArticleListResponse;
  const { members } = (await (await request.get('/api/members')).json()) as MemberListResponse;
  const { reviews } = (await (await request.get('/api/reviews')).json()) as ReviewListResponse;
  const [topic, course, article, member, review] = [topics[0], courses[0], articles[0], members[0], reviews[0]];
  if (!topic || !course || !article || !member || !review) throw new Error('the demo content is missing');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ogni cammino comincia da un passo gentile verso te stesso.' }),
  ).toBeVisible();
  const hero = page.getByRole('region', { name: 'Ogni cammino comincia' });
  await expect(hero.getByRole('link', { name: 'Scopri i percorsi' })).toHaveAttribute('href', '/corsi');
  await expect(hero.getByRole('link', { name: 'Esplora le aree' })).toHaveAttribute('href', '/soluzioni');
  await expect(hero.locator('video')).toHaveAttribute('src', '/uploads/seed/videos/hero.mp4');
  await scrollThroughPage(page);

  const areas = page.getByRole('region', { name: 'Da dove vuoi cominciare?' });
  await expect(areas.getByRole('link', { name: topic.title, exact: true })).toHaveAttribute(
    'href',
    `/corsi?filter=${encodeURIComponent(topic.title.toLowerCase())}`,
  );
  await expect(areas.getByRole('listitem')).toHaveCount(topics.length);

  // The course's category is the card's title, with the course's own title below it.
  const latestCourses = page.getByRole('region', { name: 'Ultimi percorsi' });
  const courseCard = latestCourses.getByRole('listitem').filter({ hasText: course.title });
  await expect(courseCard.getByRole('heading', { name: course.category })).toBeVisible();
  await expect(courseCard.getByRole('link')).toHaveAttribute('href', `/courseDetail/${slug(course.title)}`);

  const latestArticles = page.getByRole('region', { name: 'Ultimi articoli' });
  await expect(latestArticles.getByRole('link', { name: article.title })).toHaveAttribute(
    'href',
    `/articolo/${slug(article.title)}`,
  );
  await expect(latestArticles.getByRole('link', { name: 'Vai al blog' })).toHaveAttribute('href', '/blog');

  const team = page.getByRole('region', { name: 'I nostri facilitatori' });
  await expect(team.getByRole('link', { name: `${member.name} ${member.surname}` })).toHaveAttribute(
    'href',
    '/chisono',
  );

  const opinions = page.getByRole('region', { name: 'Cosa dicono di noi' });
  await expect(opinions.getByText(review.review)).toBeAttached();
  await expect(opinions.getByRole('img', { name: `Voto: ${review.rating} su 5` }).first()).toBeAttached();
  if (reviews.some((item) => item.verifiedPurchase)) {
    await expect(opinions.getByText('Acquisto verificato').first()).toBeAttached();
  }
  await expect(opinions.getByRole('link', { name: 'Lascia una recensione' })).toHaveAttribute('href', '/review');

  const solutions = page.getByRole('region', { name: 'Strumenti per ogni fase del cammino' });
  await expect(solutions.getByRole('heading', { level: 3 })).toHaveText([
    'Consapevolezza',
    'Obiettivi',
    'Percorso di crescita',
    'Gratitudine e abbondanza',
    'Felicità interiore',
    'Crea la tua vita',
    'Il momento presente',
    'Pace interiore',
    'Prosperità spirituale',
  ]);
  await expect(solutions.getByText('Presto disponibile')).toHaveCount(9);
  await expect(page.getByRole('heading', { name: 'Vuoi iniziare il tuo cammino?' })).toBeVisible();

  await expectNoSeriousViolations(page);

  await areas.getByRole('link', { name: topic.title, exact: true }).click();
  await expect(page).toHaveURL(`/corsi?filter=${encodeURIComponent(topic.title.toLowerCase())}`);
  await page.goBack();
  await page.getByRole('region', { name: 'Ultimi articoli' }).getByRole('link', { name: 'Vai al blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('the carousels move with their buttons, and the members one by 220 px', async ({ page }) => {
  // Reduced motion: nothing moves by itself and scrolling is instant, so positions can be read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The four demo members (880 px of cards) fit a desktop screen: the window is narrowed to 640 px, so
  // that more than one 220 px step is hidden and the arrows are tried with a mouse too (a phone stays as it is).
  const screen = page.viewportSize() ?? { width: 640, height: 800 };
  await page.setViewportSize({ width: Math.min(screen.width, 640), height: screen.height });
  await page.goto('/');
  await expect(page.locator('video')).toHaveCount(0);
  await scrollThroughPage(page);

  const team = page.getByRole('region', { name: 'I nostri facilitatori' });
  const track = team.getByRole('list', { name: 'I nostri facilitatori' });
  await expect(track.getByRole('listitem').first()).toBeVisible();
  await expect(team.getByRole('button', { name: /Metti in pausa/ })).toHaveCount(0);
  expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(true);

  await team.getByRole('button', { name: 'Avanti: I nostri facilitatori' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeCloseTo(220, -1);
  await team.getByRole('button', { name: 'Indietro: I nostri facilitatori' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('the home speaks English after a click on EN', async ({ page }) => {
  await page.goto('/');
  await scrollThroughPage(page);
  await switchToEnglish(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Every journey begins with a gentle step towards yourself.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover the paths' })).toHaveAttribute('href', '/corsi');
  await expect(page.getByRole('heading', { name: 'Latest paths' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gratitude and abundance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to start your journey?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/review');

  await expectNoSeriousViolations(page);
});

test('a logged-in customer leaves a review, the admin approves it, it shows on the home, and an admin deletes it', async ({
  page,
}) => {
  const text = `Un percorso gentile e concreto: lo consiglio a chi vuole ritrovare calma (${Date.now()}).`;
  page.on('dialog', (dialog) => void dialog.accept());
  // The E2E admin is a customer too; the demo has no other account that can log in without e-mail.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/review');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: 'Lascia una recensione' })).toBeVisible();
  await expect(form.getByRole('radio', { name: '5 stelle' })).toBeChecked();
  // The review is signed with the account's own name, shown and not editable.
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Admin');
  await expect(form.getByLabel('Cognome', { exact: true })).toHaveValue('Cammini');
  await expectNoSeriousViolations(page);

  await form.getByLabel('La tua recensione').fill('Breve');
  await form.getByRole('button', { name: 'Pubblica la recensione' }).click();
  await expect(form.getByText('Scrivi almeno 10 caratteri.')).toBeVisible();

  await form.getByLabel('La tua recensione').fill(text);
  await form.getByRole('radio', { name: '4 stelle' }).check();
  await form.getByRole('button', { name: 'Pubblica la recensione' }).click();
  // New reviews wait for the owner's approval (the default setting).
  await expect(form.getByText('Grazie! La tua recensione apparirà sul sito appena sarà approvata.')).toBeVisible();
  await expect(form.getByLabel('La tua recensione')).toHaveValue('');

  // One review a day: a second one is refused kindly.
  await form.getByLabel('La tua recensione').fill(text);
  await form.getByRole('button', { name: 'Pubblica la recensione' }).click();
  await expect(form.getByText(/Hai già scritto una recensione nelle ultime 24 ore/)).toBeVisible();

  // Not on the home while it waits.
  await page.goto('/');
  await scrollThroughPage(page);
  const opinions = page.getByRole('region', { name: 'Cosa dicono di noi' });
  await expect(opinions.getByText(text)).toHaveCount(0);

  // The admin approves it from the back office.
  await page.goto('/pannello');
  await page.getByRole('link', { name: 'Recensioni da approvare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recensioni da approvare' })).toBeVisible();
  const waiting = page.getByRole('listitem').filter({ hasText: text });
  await expect(waiting.getByText('Admin Cammini')).toBeVisible();
  await waiting.getByRole('button', { name: 'Approva la recensione di Admin Cammini' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  await page.goto('/');
  await scrollThroughPage(page);
  const card = opinions.getByRole('listitem').filter({ hasText: text });
  await expect(card.getByText('Admin Cammini')).toBeAttached();
  await expect(card.getByRole('img', { name: 'Voto: 4 su 5' })).toBeAttached();

  // Deleting it also lets the next run of this journey (the other screen size) post again.
  await card.getByRole('button', { name: 'Elimina la recensione di Admin Cammini' }).click();
  await expect(opinions.getByText(text)).toHaveCount(0);
});
