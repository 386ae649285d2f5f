import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeRoutes, reviews } from '../../../features/home/testing/home-fixtures';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import HomePage from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};

const section = (name: string | RegExp) => screen.getByRole('region', { name });
/** The blocks below the first screen come with their own chunk, a moment after the first render. */
const sectionBelow = (name: string | RegExp) => screen.findByRole('region', { name });

describe('home page', () => {
  beforeEach(() => {
    // jsdom has no media playback; the hero only needs the calls not to throw.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it('opens with the motto, a quote and the ways to the courses and the areas', async () => {
    stubApi(homeRoutes);
    renderAt('/', routes);

    const hero = section('Ogni cammino comincia da un passo gentile verso te stesso.');
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByText('Un viaggio di mille miglia comincia con un solo passo.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Scopri i percorsi' })).toHaveAttribute('href', '/corsi');
    expect(within(hero).getByRole('link', { name: 'Esplora le aree' })).toHaveAttribute('href', '/soluzioni');
    const video = hero.querySelector('video');
    expect(video).toHaveAttribute('src', '/uploads/seed/videos/hero.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveProperty('muted', true);
    expect(video).toHaveProperty('loop', true);
  });

  it('asks for the topics, courses, articles, members and reviews at once', async () => {
    const api = stubApi(homeRoutes);
    renderAt('/', routes);

    await screen.findByText('Il respiro che cura');
    const paths = api.calls.map((call) => call.path.split('?')[0]);
    expect(paths).toEqual(
      expect.arrayContaining(['/get/topics', '/api/courses', '/api/articles', '/api/members', '/api/reviews']),
    );
  });

  it('shows each list with links to where it belongs', async () => {
    stubApi(homeRoutes);
    renderAt('/', routes);

    const topics = section('Da dove vuoi cominciare?');
    expect(await within(topics).findByRole('link', { name: 'AUTOSTIMA' })).toHaveAttribute(
      'href',
      '/corsi?filter=autostima',
    );
    expect(within(topics).getByRole('link', { name: 'DOLORE PERDITA' })).toHaveAttribute(
      'href',
      '/corsi?filter=dolore%20perdita',
    );

    const courses = await sectionBelow('Ultimi percorsi');
    // The course's category is the item's title, the course's own title comes below it; the link names both,
    // so each card's link says which course it opens.
    const name = 'BENESSERE: Il respiro che cura';
    expect(await within(courses).findByRole('heading', { name })).toBeInTheDocument();
    expect(within(courses).getByRole('link', { name })).toHaveAttribute('href', '/courseDetail/Il-respiro-che-cura');
    expect(within(courses).getByText('Il respiro che cura')).toBeInTheDocument();
    expect(within(courses).getByText('5 dicembre 2026')).toBeInTheDocument();

    const articles = await sectionBelow('Ultimi articoli');
    expect(await within(articles).findByRole('link', { name: "L'arte di ascoltarsi" })).toHaveAttribute(
      'href',
      "/articolo/L'arte-di-ascoltarsi",
    );
    expect(within(articles).getByRole('link', { name: /Vai al blog/ })).toHaveAttribute('href', '/blog');

    const members = await sectionBelow('I nostri facilitatori');
    expect(await within(members).findByRole('link', { name: 'Giulia Ferri' })).toHaveAttribute('href', '/chisono');
    expect(within(members).getByText('Toscana')).toBeInTheDocument();

    const opinions = await sectionBelow('Cosa dicono di noi');
    expect(await within(opinions).findByText(/regalo che aspettavo da anni/)).toBeInTheDocument();
    expect(within(opinions).getByRole('img', { name: 'Voto: 5 su 5' })).toBeInTheDocument();
    expect(within(opinions).getByRole('img', { name: 'Voto: 4 su 5' })).toBeInTheDocument();
    expect(within(opinions).getAllByText('Acquisto verificato')).toHaveLength(1);
    expect(within(opinions).getByRole('link', { name: 'Lascia una recensione' })).toHaveAttribute('href', '/review');
  });

  it('shows the nine themes with their quotes, each coming soon, and the closing invitation', async () => {
    stubApi(homeRoutes);
    renderAt('/', routes);

    const solutions = await sectionBelow('Strumenti per ogni fase del cammino');
    const themes = within(solutions).getAllByRole('listitem');
    expect(themes.map((theme) => within(theme).getByRole('heading').textContent)).toEqual([
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
    expect(within(solutions).getAllByText('Presto disponibile')).toHaveLength(9);
    expect(within(solutions).getByText('La gratitudine trasforma ciò che abbiamo in abbastanza.')).toBeInTheDocument();
    expect(within(solutions).getByRole('link', { name: 'Scopri le soluzioni' })).toHaveAttribute('href', '/soluzioni');
    expect(await screen.findByRole('heading', { name: 'Vuoi iniziare il tuo cammino?' })).toBeInTheDocument();
  });

  it('shows coming-soon placeholders, never an error, when the lists cannot be loaded', async () => {
    stubApi({});
    renderAt('/', routes);

    expect(await screen.findByText('Presto disponibile: stiamo preparando le aree tematiche.')).toBeInTheDocument();
    expect(await screen.findByText('Presto disponibile: nuovi percorsi sono in arrivo.')).toBeInTheDocument();
    expect(await screen.findByText('Presto disponibile: stiamo scrivendo nuovi articoli.')).toBeInTheDocument();
    expect(
      await screen.findByText('Presto disponibile: a breve conoscerai i nostri facilitatori.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Non ci sono ancora recensioni. La prima potrebbe essere la tua.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there are no reviews yet when the list is empty, and still invites one', async () => {
    stubApi({ ...homeRoutes, 'GET /api/reviews': { body: { reviews: [] } } });
    renderAt('/', routes);

    const opinions = await sectionBelow('Cosa dicono di noi');
    expect(await within(opinions).findByText(/Non ci sono ancora recensioni/)).toBeInTheDocument();
    expect(within(opinions).getByRole('link', { name: 'Lascia una recensione' })).toBeInTheDocument();
  });

  it('gives every carousel previous and next buttons, and a pause button to the moving ones', async () => {
    stubApi(homeRoutes);
    renderAt('/', routes);

    await screen.findByText('Il respiro che cura');
    expect(screen.getByRole('button', { name: 'Avanti: Ultimi percorsi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indietro: Ultimi percorsi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Metti in pausa: Ultimi percorsi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti: Da dove vuoi cominciare?' })).toBeInTheDocument();
    // The topic slider moves only when asked.
    expect(screen.queryByRole('button', { name: 'Metti in pausa: Da dove vuoi cominciare?' })).toBeNull();
  });

  it('hides the review delete icon from visitors', async () => {
    stubApi(homeRoutes);
    renderAt('/', routes);

    await screen.findByText(/regalo che aspettavo da anni/);
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
  });

  it('lets an admin delete a review, which leaves the list once the server answers 200', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'admin-session', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = stubApi({ ...homeRoutes, ...privateToken, 'DELETE /api/review/': success() });
    const user = setupUser();
    renderAt('/', routes);

    await user.click(await screen.findByRole('button', { name: 'Elimina la recensione di Francesca Lodi' }));

    await vi.waitFor(() => expect(screen.queryByText(/regalo che aspettavo da anni/)).not.toBeInTheDocument());
    const [call] = api.callsTo('DELETE /api/review/');
    expect(call?.body).toEqual({ id: reviews[0]?.idReview });
    expect(call?.authorization).toBe('Bearer private-token');
    expect(screen.getByText(/Belle meditazioni/)).toBeInTheDocument();
  });

  it('keeps the review when the delete is refused', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'admin-session', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      ...homeRoutes,
      ...privateToken,
      'DELETE /api/review/': failure(404, 'NOT_FOUND', 'Recensione non trovata'),
    });
    const user = setupUser();
    renderAt('/', routes);

    await user.click(await screen.findByRole('button', { name: 'Elimina la recensione di Francesca Lodi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Eliminazione non riuscita.');
    expect(screen.getByText(/regalo che aspettavo da anni/)).toBeInTheDocument();
  });

  it('speaks English when the visitor chose it', async () => {
    await i18n.changeLanguage('en');
    stubApi(homeRoutes);
    renderAt('/', routes);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Every journey begins with a gentle step towards yourself.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover the paths' })).toHaveAttribute('href', '/corsi');
    expect(await screen.findByRole('heading', { name: 'Ready to start your journey?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gratitude and abundance' })).toBeInTheDocument();
    expect(await screen.findByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getByText('5 December 2026')).toBeInTheDocument();
  });
});
