import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import FaqPage from './faq-page';

const faqA = {
  idFaq: 1,
  question: 'Come mi iscrivo a un percorso?',
  answer: 'Apri la pagina del percorso e premi Acquista.',
};
const faqB = {
  idFaq: 2,
  question: 'Quali pagamenti accettate?',
  answer: 'Carte di credito e di debito.\nNessun contante.',
};
const faqC = { idFaq: 3, question: 'Posso avere un rimborso?', answer: 'Sì, entro 14 giorni.' };
const faqs = [faqA, faqB, faqC];

const privateToken = { body: { token: 'private-token', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
const renderFaq = () => renderAt('/faq', [{ path: '/faq', element: <FaqPage /> }]);
const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ page', () => {
  it('shows a loading state, then every question closed', async () => {
    stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    expect(screen.getByText('Caricamento delle domande...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: faqA.question })).toBeInTheDocument();
    for (const faq of faqs) expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeInTheDocument();
  });

  it('opens one answer at a time and closes the open one when pressed again', async () => {
    stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    const first = await screen.findByRole('button', { name: faqA.question });
    const second = question(faqB.question);

    await setupUser().click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(firstPanel).toHaveTextContent(faqA.answer);
    expect(firstPanel).not.toHaveAttribute('inert');

    await setupUser().click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel).toHaveAttribute('inert');

    await setupUser().click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each line of an answer as its own paragraph', async () => {
    stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    await setupUser().click(await screen.findByRole('button', { name: faqB.question }));
    expect(screen.getByText('Carte di credito e di debito.').tagName).toBe('P');
    expect(screen.getByText('Nessun contante.').tagName).toBe('P');
  });

  it('says so when there are no questions yet', async () => {
    stubApi({ 'GET /api/faqs': { body: { faqs: [] } } });
    renderFaq();
    expect(await screen.findByText(/Non ci sono ancora domande frequenti/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/faqs': () =>
        fail ? { status: 500, body: { message: 'Errore', error: 'INTERNAL' } } : { body: { faqs } },
    });
    renderFaq();
    expect(await screen.findByText('Non siamo riusciti a caricare le domande frequenti.')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: faqA.question })).toBeInTheDocument();
  });

  it('shows no admin icons to a visitor or a customer', async () => {
    sessionStore.login({ email: 'anna@example.com', token: 't', group: 'user' });
    stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    await screen.findByRole('button', { name: faqA.question });
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Modifica/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi una FAQ' })).not.toBeInTheDocument();
  });

  it('gives an admin edit links to /editfaq/{id} and an add link', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 't', group: 'admin' });
    stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    const edit = await screen.findByRole('link', { name: `Modifica ${faqB.question}` });
    expect(edit).toHaveAttribute('href', '/editfaq/2');
    expect(screen.getByRole('link', { name: 'Aggiungi una FAQ' })).toHaveAttribute('href', '/addfaq');
  });

  it('removes a question only after a 200, with the private token, and loads the list again', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let current = faqs;
    const api = stubApi({
      'GET /api/faqs': () => ({ body: { faqs: current } }),
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/faq/': () => {
        current = faqs.filter((faq) => faq.idFaq !== 2);
        return success();
      },
    });
    renderFaq();
    await setupUser().click(await screen.findByRole('button', { name: `Elimina ${faqB.question}` }));
    await waitFor(() => expect(screen.queryByText(faqB.question)).not.toBeInTheDocument());
    const [call] = api.callsTo('DELETE /api/faq/');
    expect(call?.body).toEqual({ id: 2 });
    expect(call?.authorization).toBe('Bearer private-token');
    await waitFor(() => expect(api.callsTo('GET /api/faqs')).toHaveLength(2));
    expect(screen.getByRole('button', { name: faqA.question })).toBeInTheDocument();
  });

  it('keeps a question when the delete is refused', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /api/faqs': { body: { faqs } },
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/faq/': { status: 404, body: { message: 'Risorsa non trovata', error: 'NOT_FOUND' } },
    });
    renderFaq();
    await setupUser().click(await screen.findByRole('button', { name: `Elimina ${faqA.question}` }));
    expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: faqA.question })).toBeInTheDocument();
  });

  it('lets an admin move a question up or down, with the private token, disabled at the ends', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    let current = faqs;
    const api = stubApi({
      'GET /api/faqs': () => ({ body: { faqs: current } }),
      'GET /api/generate-private-token/': privateToken,
      'PUT /api/faq/move': () => {
        current = [faqC, faqA, faqB];
        return success();
      },
    });
    renderFaq();
    expect(await screen.findByRole('button', { name: `Sposta su ${faqA.question}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Sposta giù ${faqC.question}` })).toBeDisabled();
    await setupUser().click(screen.getByRole('button', { name: `Sposta su ${faqC.question}` }));
    await waitFor(() => expect(api.callsTo('PUT /api/faq/move')).toHaveLength(1));
    const [call] = api.callsTo('PUT /api/faq/move');
    expect(call?.body).toEqual({ idFaq: 3, to: 1 });
    expect(call?.authorization).toBe('Bearer private-token');
    await waitFor(() =>
      expect(
        screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0]?.textContent),
      ).toEqual([faqC.question, faqA.question, faqB.question]),
    );
  });

  it('puts a question back and says so when the move is refused', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    stubApi({
      'GET /api/faqs': { body: { faqs } },
      'GET /api/generate-private-token/': privateToken,
      'PUT /api/faq/move': { status: 404, body: { message: 'FAQ non trovata', error: 'NOT_FOUND' } },
    });
    renderFaq();
    await setupUser().click(await screen.findByRole('button', { name: `Sposta giù ${faqA.question}` }));
    expect(await screen.findByText(/Non siamo riusciti a spostare la domanda/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual([
      faqA.question,
      faqB.question,
      faqC.question,
    ]);
  });

  it('does nothing when the admin cancels the confirmation', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = stubApi({ 'GET /api/faqs': { body: { faqs } } });
    renderFaq();
    await setupUser().click(await screen.findByRole('button', { name: `Elimina ${faqA.question}` }));
    expect(api.callsTo('DELETE /api/faq/')).toHaveLength(0);
  });

  it('speaks English when English was chosen', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/faqs': { body: { faqs: [] } } });
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const more = screen.getByRole('complementary');
    expect(within(more).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contatti');
  });
});
