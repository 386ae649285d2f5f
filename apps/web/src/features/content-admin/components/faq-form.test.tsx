import { fieldProblem } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { privateToken } from '../testing/form-test-kit';
import { FaqForm } from './faq-form';

const saved = { idFaq: 3, question: 'Serve esperienza?', answer: 'No.\nBasta la curiosità.' };

beforeEach(() => {
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
});

const renderForm = (faq?: typeof saved) =>
  renderAt('/form', [
    { path: '/form', element: <FaqForm faq={faq} /> },
    { path: '/faq', element: <p>pagina delle FAQ</p> },
  ]);
const question = () => screen.getByRole('textbox', { name: 'Domanda' });
const answer = () => screen.getByRole('textbox', { name: 'Risposta' });
const publish = () => setupUser().click(screen.getByRole('button', { name: 'Pubblica' }));

async function fill(q: string, a: string) {
  await setupUser().type(question(), q);
  await setupUser().type(answer(), a);
}

describe('the add FAQ form', () => {
  it('requires a question and an answer', async () => {
    const api = stubApi(privateToken);
    renderForm();
    await publish();
    expect(await screen.findAllByText('Campo obbligatorio.')).toHaveLength(2);
    expect(api.callsTo('POST /api/faq/')).toHaveLength(0);
  });

  it('sends question and answer as JSON with the private token, then shows the FAQ page', async () => {
    const api = stubApi({ ...privateToken, 'POST /api/faq/': success({ id: 8 }) });
    const { router } = renderForm();
    await fill('Come si prenota?', 'Dal sito.{Enter}Oppure scrivendoci.');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('FAQ salvato con successo!');
    expect(api.callsTo('POST /api/faq/')[0]).toMatchObject({
      body: { question: 'Come si prenota?', answer: 'Dal sito.\nOppure scrivendoci.' },
      authorization: 'Bearer private-token',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'), { timeout: 3000 });
  });

  it('says the save failed, or that the network did, and stays on the form', async () => {
    stubApi({ ...privateToken, 'POST /api/faq/': failure(500, 'INTERNAL', 'Errore interno del server') });
    const { router } = renderForm();
    await fill('Domanda?', 'Risposta.');
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel salvataggio del FAQ.');

    stubApi({
      ...privateToken,
      'POST /api/faq/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await publish();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Errore di rete durante il salvataggio del FAQ.'),
    );
    expect(router.state.location.pathname).toBe('/form');
  });

  it('shows the server’s field errors on the fields', async () => {
    stubApi({
      ...privateToken,
      'POST /api/faq/': {
        status: 400,
        body: {
          message: 'Dati non validi',
          error: 'VALIDATION',
          fields: { 'body.question': [fieldProblem('oneLine')] },
        },
      },
    });
    renderForm();
    await fill('Domanda?', 'Risposta.');
    await publish();
    expect(await screen.findByText('Non sono ammessi a capo.')).toBeInTheDocument();
    expect(question()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the edit FAQ form', () => {
  it('starts from the saved FAQ, sends it with its idFaq, then shows the FAQ page', async () => {
    const api = stubApi({ ...privateToken, 'PUT /api/faq/': success() });
    const { router } = renderForm(saved);
    expect(question()).toHaveValue('Serve esperienza?');
    expect(answer()).toHaveValue('No.\nBasta la curiosità.');
    await setupUser().type(question(), ' Davvero?');
    await publish();
    expect(await screen.findByRole('status')).toHaveTextContent('Faq pubblicato con successo!');
    expect(api.callsTo('PUT /api/faq/')[0]!.body).toEqual({
      idFaq: 3,
      question: 'Serve esperienza? Davvero?',
      answer: 'No.\nBasta la curiosità.',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'), { timeout: 3000 });
  });

  it('says the edit failed', async () => {
    stubApi({ ...privateToken, 'PUT /api/faq/': failure(404, 'NOT_FOUND', 'FAQ non trovata') });
    renderForm(saved);
    await publish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la pubblicazione del faq.');
  });
});
