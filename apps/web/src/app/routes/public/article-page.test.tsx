import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import ArticlePage from './article-page';

const detail = {
  article: {
    id: 2,
    title: 'Ascoltare senza interrompere',
    intro: 'Perché l’ascolto autentico è un regalo raro.',
    category: 'RELAZIONI',
    fileUrl: '/uploads/seed/articles/2.webp',
    date: '2026-10-27T10:00:00.000Z',
    content:
      '<p>Quante volte stiamo già preparando la risposta?</p><h2>Ascoltare davvero</h2><ul><li>Lasciare finire</li></ul>' +
      '<img src="/uploads/a.webp" onerror="window.hacked = true"><script>window.hacked = true</script>' +
      '<a href="javascript:alert(1)">trappola</a>',
  },
  previous: { title: 'Cinque gesti per la stima di sé' },
  next: null,
};

const renderArticle = (slug = 'Ascoltare-senza-interrompere') =>
  renderAt(`/articolo/${slug}`, [{ path: '/articolo/:title', element: <ArticlePage /> }]);

describe('Article page', () => {
  it('shows title, category, the Italian long date, the cover and the content', async () => {
    const api = stubApi({ 'GET /api/article/Ascoltare-senza-interrompere': { body: detail } });
    renderArticle();
    expect(screen.getByText("Caricamento dell'articolo...")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ascoltare senza interrompere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RELAZIONI' })).toHaveAttribute('href', '/blog?filter=relazioni');
    expect(screen.getByText('27 ottobre 2026')).toBeInTheDocument();
    expect(screen.getByText('Quante volte stiamo già preparando la risposta?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ascoltare davvero' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al blog' })).toHaveAttribute('href', '/blog');
    expect(api.calls[0]?.path).toBe('/api/article/Ascoltare-senza-interrompere');
  });

  it('never lets scripts or event handlers from the content run', async () => {
    stubApi({ 'GET /api/article/Ascoltare-senza-interrompere': { body: detail } });
    const { container } = renderArticle();
    await screen.findByRole('heading', { level: 1 });
    const prose = container.querySelector('.prose') as HTMLElement;
    expect(prose.querySelector('script')).toBeNull();
    expect(prose.querySelector('[onerror]')).toBeNull();
    expect(prose.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(prose).getByText('trappola')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links to the previous article and shows the next as disabled when there is none', async () => {
    stubApi({ 'GET /api/article/Ascoltare-senza-interrompere': { body: detail } });
    renderArticle();
    const nav = await screen.findByRole('navigation', { name: 'Altri articoli' });
    expect(within(nav).getByRole('link', { name: /Articolo precedente/ })).toHaveAttribute(
      'href',
      '/articolo/Cinque-gesti-per-la-stima-di-s%C3%A9',
    );
    expect(within(nav).queryByRole('link', { name: /Articolo successivo/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('Nessun articolo successivo').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says the article does not exist on a 404', async () => {
    stubApi({});
    renderArticle('Non-esiste');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al blog' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the server fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/article/Ascoltare-senza-interrompere': () =>
        fail ? { status: 503, body: { message: 'Non disponibile', error: 'UNAVAILABLE' } } : { body: detail },
    });
    renderArticle();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "Non siamo riusciti a caricare l'articolo.",
    );
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Quante volte stiamo già preparando la risposta?')).toBeInTheDocument();
  });

  it('speaks English when English was chosen', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/article/Ascoltare-senza-interrompere': { body: detail } });
    renderArticle();
    expect(await screen.findByText('27 October 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous article/ })).toBeInTheDocument();
    expect(screen.getByText('No next article')).toBeInTheDocument();
  });
});
