import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import NewsletterConfirmPage from './newsletter-confirm-page';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const renderConfirm = () =>
  renderAt(`/newsletter/conferma/${TOKEN}`, [
    { path: '/newsletter/conferma/:token', element: <NewsletterConfirmPage /> },
  ]);
const confirmButton = () => screen.getByRole('button', { name: "Conferma l'iscrizione" });

describe('newsletter confirmation page', () => {
  it('does not confirm on load: it waits for the button', () => {
    const api = stubApi({});
    renderConfirm();
    expect(screen.getByRole('heading', { name: "Conferma l'iscrizione alla newsletter" })).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('shows progress, then the success state', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = stubApi({
      'POST /api/newsletter/confirm': () => new Promise((resolve) => (answer = resolve)).then(() => success()),
    });
    renderConfirm();
    await setupUser().click(confirmButton());
    expect(await screen.findByRole('button', { name: 'Conferma in corso...' })).toBeDisabled();
    answer(null);
    expect(await screen.findByRole('heading', { name: 'Iscrizione confermata' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/confirm')[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('says when the link has expired', async () => {
    stubApi({ 'POST /api/newsletter/confirm': failure(400, 'TOKEN_EXPIRED', 'Il link di conferma è scaduto') });
    renderConfirm();
    await setupUser().click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Link scaduto' })).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    stubApi({ 'POST /api/newsletter/confirm': failure(400, 'TOKEN_INVALID', 'Link non valido') });
    renderConfirm();
    await setupUser().click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
  });

  it('lets the visitor try again after a failure that is not the link', async () => {
    let fail = true;
    stubApi({
      'POST /api/newsletter/confirm': () => (fail ? failure(503, 'INTERNAL', 'Errore') : success()),
    });
    renderConfirm();
    await setupUser().click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore: non siamo riusciti a confermare/);
    fail = false;
    await setupUser().click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Iscrizione confermata' })).toBeInTheDocument();
  });
});
