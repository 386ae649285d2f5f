import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

const TOKEN = 'dW5zdWJzY3JpYmUtdG9rZW4tMTIzNA';
const INFO = `GET /api/newsletter/unsubscribe/${TOKEN}`;
const renderPage = () =>
  renderAt(`/newsletter/disiscrizione/${TOKEN}`, [
    { path: '/newsletter/disiscrizione/:token', element: <NewsletterUnsubscribePage /> },
  ]);

describe('newsletter unsubscribe page', () => {
  it('loads the masked address and asks before unsubscribing', async () => {
    const api = stubApi({ [INFO]: success({ email: 's***a@example.com', unsubscribed: false }) });
    renderPage();
    expect(screen.getByText('Verifica del link...')).toBeInTheDocument();
    expect(
      await screen.findByText("Vuoi smettere di ricevere la newsletter all'indirizzo s***a@example.com?"),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/unsubscribe')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Continuo a riceverla' })).toHaveAttribute('href', '/');
  });

  it("speaks the subscriber's language, without keeping it as this browser's choice", async () => {
    stubApi({ [INFO]: success({ email: 's***a@example.com', unsubscribed: false, language: 'en' }) });
    renderPage();
    expect(
      await screen.findByText('Do you want to stop receiving the newsletter at s***a@example.com?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm unsubscribing' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('unsubscribes on confirmation and shows the success state', async () => {
    const api = stubApi({
      [INFO]: success({ email: 's***a@example.com', unsubscribed: false }),
      'POST /api/newsletter/unsubscribe': success(),
    });
    renderPage();
    await setupUser().click(await screen.findByRole('button', { name: 'Conferma la disiscrizione' }));
    expect(await screen.findByRole('heading', { name: 'Disiscrizione completata' })).toBeInTheDocument();
    expect(
      screen.getByText("L'indirizzo s***a@example.com non riceverà più la nostra newsletter."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says so at once when the address already left', async () => {
    stubApi({ [INFO]: success({ email: 's***a@example.com', unsubscribed: true }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Disiscrizione completata' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conferma la disiscrizione' })).not.toBeInTheDocument();
  });

  it('shows the invalid state for an unknown link', async () => {
    stubApi({ [INFO]: failure(400, 'TOKEN_INVALID', 'Link di disiscrizione non valido') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
  });

  it('offers a retry when the link cannot be checked', async () => {
    let fail = true;
    stubApi({
      [INFO]: () =>
        fail ? failure(500, 'INTERNAL', 'Errore') : success({ email: 's***a@example.com', unsubscribed: false }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: non siamo riusciti a verificare il link.');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Conferma la disiscrizione' })).toBeInTheDocument();
  });

  it('keeps the question and shows an error when unsubscribing fails', async () => {
    stubApi({
      [INFO]: success({ email: 's***a@example.com', unsubscribed: false }),
      'POST /api/newsletter/unsubscribe': failure(503, 'INTERNAL', 'Errore'),
    });
    renderPage();
    await setupUser().click(await screen.findByRole('button', { name: 'Conferma la disiscrizione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore: non siamo riusciti a completare/);
    expect(screen.getByRole('button', { name: 'Conferma la disiscrizione' })).toBeEnabled();
  });
});
