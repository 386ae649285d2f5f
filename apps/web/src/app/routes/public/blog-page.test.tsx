import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { type RecordedCall, stubApi, success } from '../../../test/fake-api';
import { headingsIn } from '../../../test/headings';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import BlogPage from './blog-page';

const article = (id: number, title: string, category: string, date: string) => ({
  id,
  title,
  intro: `Introduzione a ${title}.`,
  category,
  fileUrl: `/uploads/seed/articles/${id}.webp`,
  date,
});
const articles = [
  article(1, 'Cinque gesti per la stima di sé', 'AUTOSTIMA', '2026-11-13T10:00:00.000Z'),
  article(2, 'Ascoltare senza interrompere', 'RELAZIONI', '2026-10-27T10:00:00.000Z'),
  article(3, 'Il respiro come àncora', 'BENESSERE', '2026-10-09T10:00:00.000Z'),
];
const topics = ['AUTOSTIMA', 'RELAZIONI', 'BENESSERE'].map((title, index) => ({
  id: index + 1,
  idTopic: index + 1,
  title,
  description: '',
  fileUrl: null,
}));
const privateToken = { body: { token: 'private-token', expiresAt: new Date(Date.now() + 600_000).toISOString() } };

/** The server's rule: title contains `q`, category equals `filter`, any case; then limit and offset. */
function articlesAnswer(all: typeof articles) {
  return (call: RecordedCall) => {
    const params = new URL(call.path, 'http://localhost').searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const filter = (params.get('filter') ?? '').toLowerCase();
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 100);
    const matching = all.filter(
      (item) => item.title.toLowerCase().includes(q) && (!filter || item.category.toLowerCase() === filter),
    );
    return { body: { articles: matching.slice(offset, offset + limit) } };
  };
}

const renderBlog = (path = '/blog') => renderAt(path, [{ path: '/blog', element: <BlogPage /> }]);
const titles = () => headingsIn('Articoli', 2);

describe('Blog page', () => {
  it('shows each article with image, day and Italian month, category, title, intro and its link', async () => {
    stubApi({ 'GET /api/articles': articlesAnswer(articles), 'GET /get/topics': { body: topics } });
    renderBlog();
    expect(screen.getByText('Caricamento degli articoli...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Ascoltare senza interrompere' });
    expect(link).toHaveAttribute('href', '/articolo/Ascoltare-senza-interrompere');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('27')).toBeInTheDocument();
    expect(within(card).getByText('ottobre')).toBeInTheDocument();
    expect(within(card).getByText('RELAZIONI')).toBeInTheDocument();
    expect(within(card).getByText('Introduzione a Ascoltare senza interrompere.')).toBeInTheDocument();
    // The first two cards are the first screen: their pictures load at once, the others lazily.
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const third = screen.getByRole('link', { name: 'Il respiro come àncora' }).closest('article') as HTMLElement;
    expect(third.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Cinque gesti per la stima di sé' })).toHaveAttribute(
      'href',
      '/articolo/Cinque-gesti-per-la-stima-di-s%C3%A9',
    );
  });

  it('filters by the topic given in the address', async () => {
    const api = stubApi({ 'GET /api/articles': articlesAnswer(articles), 'GET /get/topics': { body: topics } });
    renderBlog('/blog?filter=benessere');
    await waitFor(() => expect(titles()).toEqual(['Il respiro come àncora']));
    expect(api.callsTo('GET /api/articles')[0]?.path).toContain('filter=benessere');
    expect(await screen.findByRole('option', { name: 'BENESSERE' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('benessere');
  });

  it('filters by the chosen topic and by the title typed in the search', async () => {
    stubApi({ 'GET /api/articles': articlesAnswer(articles), 'GET /get/topics': { body: topics } });
    renderBlog();
    await screen.findByRole('link', { name: 'Il respiro come àncora' });
    await screen.findByRole('option', { name: 'RELAZIONI' });
    await setupUser().selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'relazioni');
    await waitFor(() => expect(titles()).toEqual(['Ascoltare senza interrompere']));
    await setupUser().selectOptions(screen.getByRole('combobox', { name: 'Area' }), '');
    await setupUser().type(screen.getByRole('searchbox', { name: 'Cerca un articolo' }), 'RESPIRO');
    await waitFor(() => expect(titles()).toEqual(['Il respiro come àncora']));
  });

  it('says when nothing matches and offers the whole list again', async () => {
    stubApi({ 'GET /api/articles': articlesAnswer(articles), 'GET /get/topics': { body: topics } });
    renderBlog('/blog?q=nessuno');
    expect(await screen.findByText('Nessun articolo corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mostra tutti gli articoli' })).toHaveAttribute('href', '/blog');
  });

  it('says articles are coming soon when there are none', async () => {
    stubApi({ 'GET /api/articles': { body: { articles: [] } }, 'GET /get/topics': { body: topics } });
    renderBlog();
    expect(await screen.findByText('Presto disponibili: stiamo scrivendo nuovi articoli.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/articles': (call) =>
        fail ? { status: 500, body: { message: 'Errore interno', error: 'INTERNAL' } } : articlesAnswer(articles)(call),
      'GET /get/topics': { body: topics },
    });
    renderBlog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare gli articoli.');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Ascoltare senza interrompere' })).toBeInTheDocument();
  });

  it('offers "Carica altri" after a full page of 100 and loads the next page', async () => {
    const many = Array.from({ length: 130 }, (_, index) =>
      article(index + 1, `Articolo ${index + 1}`, 'BENESSERE', '2026-10-01T10:00:00.000Z'),
    );
    const api = stubApi({ 'GET /api/articles': articlesAnswer(many), 'GET /get/topics': { body: topics } });
    renderBlog();
    const more = await screen.findByRole('button', { name: 'Carica altri' }, { timeout: 10_000 });
    expect(titles()).toHaveLength(100);
    await setupUser().click(more);
    await waitFor(() => expect(titles()).toHaveLength(130), { timeout: 10_000 });
    expect(api.callsTo('GET /api/articles')[1]?.path).toContain('offset=100');
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
  }, 20_000);

  it('lets an admin edit and delete an article, removing it only after a 200', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = stubApi({
      'GET /api/articles': articlesAnswer(articles),
      'GET /get/topics': { body: topics },
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/article/': success(),
    });
    renderBlog();
    expect(await screen.findByRole('link', { name: 'Modifica Ascoltare senza interrompere' })).toHaveAttribute(
      'href',
      '/editarticolo/Ascoltare-senza-interrompere',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Elimina Ascoltare senza interrompere' }));
    await waitFor(() => expect(titles()).not.toContain('Ascoltare senza interrompere'));
    const [call] = api.callsTo('DELETE /api/article/');
    expect(call?.body).toEqual({ title: 'Ascoltare senza interrompere' });
    expect(call?.authorization).toBe('Bearer private-token');
  });

  it('keeps the article when the server refuses the delete', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /api/articles': articlesAnswer(articles),
      'GET /get/topics': { body: topics },
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/article/': { status: 404, body: { message: 'Articolo non trovato', error: 'NOT_FOUND' } },
    });
    renderBlog();
    await setupUser().click(await screen.findByRole('button', { name: 'Elimina Il respiro come àncora' }));
    expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
    expect(titles()).toContain('Il respiro come àncora');
  });

  it('shows visitors no admin icons, and speaks English when chosen', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/articles': articlesAnswer(articles), 'GET /get/topics': { body: topics } });
    renderAt('/blog', [{ path: '/blog', element: <BlogPage /> }]);
    const link = await screen.findByRole('link', { name: 'Ascoltare senza interrompere' });
    expect(within(link.closest('article') as HTMLElement).getByText('October')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search an article' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
