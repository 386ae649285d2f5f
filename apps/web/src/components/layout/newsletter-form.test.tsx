import { act, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { failure, stubApi, success } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { setupUser } from '../../test/user';
import { NEWSLETTER_MESSAGE_MS, NewsletterForm } from './newsletter-form';

/** The form's success sentence, then what the visitor must still do: confirm the address from the e-mail. */
const SUCCESS =
  "Iscrizione alla newsletter avvenuta con successo! Ti abbiamo inviato un'e-mail: apri il suo link per confermare l'indirizzo.";
const FAILURE = "Si è verificato un problema durante l'iscrizione.";

const renderForm = () => renderAt('/', [{ path: '/', element: <NewsletterForm /> }]);

async function fillAndSend(user = setupUser()) {
  await user.type(screen.getByLabelText('Nome e cognome'), 'Sara Conti');
  await user.type(screen.getByLabelText('E-mail'), 'sara@example.com');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
}

describe('footer newsletter form', () => {
  it('requires the name, a valid e-mail and the privacy box, and sends nothing without them', async () => {
    const api = stubApi({});
    renderForm();
    await setupUser().click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(2);
    expect(screen.getByText("Per iscriverti devi accettare l'informativa sulla privacy.")).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e cognome')).toHaveFocus();

    await setupUser().type(screen.getByLabelText('Nome e cognome'), 'Sara');
    await setupUser().type(screen.getByLabelText('E-mail'), 'sara@');
    await setupUser().click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(screen.getByText('Inserisci un indirizzo e-mail valido.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the e-mail, the name to greet the subscriber by and the language, with no bearer for a visitor', async () => {
    const api = stubApi({ 'POST /api/subscribe/': success() });
    renderForm();
    await fillAndSend();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/subscribe/');
    expect(call?.body).toEqual({ email: 'sara@example.com', name: 'Sara Conti', language: 'it' });
    expect(call?.authorization).toBeUndefined();
  });

  it('sends the session token as bearer when logged in', async () => {
    sessionStore.login({ email: 'sara@example.com', token: 'login-token', group: 'user' });
    const api = stubApi({ 'POST /api/subscribe/': success() });
    renderForm();
    await fillAndSend();
    await screen.findByText(SUCCESS);
    expect(api.callsTo('POST /api/subscribe/')[0]?.authorization).toBe('Bearer login-token');
  });

  it('clears the form, unticks the box and hides the message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'POST /api/subscribe/': success() });
    renderForm();
    await fillAndSend(setupUser({ advanceTimers: vi.advanceTimersByTime }));
    const message = await screen.findByText(SUCCESS);
    expect(message).toHaveClass('is-success');
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    act(() => {
      vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 200);
    });
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('shows the problem text, styled as an error, for any other answer and keeps the input', async () => {
    stubApi({ 'POST /api/subscribe/': failure(429, 'RATE_LIMITED', 'Troppe richieste') });
    renderForm();
    await fillAndSend();
    const message = await screen.findByText(FAILURE);
    expect(message).toHaveClass('is-error');
    expect(screen.getByLabelText('E-mail')).toHaveValue('sara@example.com');
  });

  it('shows the problem text when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderForm();
    await fillAndSend();
    expect(await screen.findByText(FAILURE)).toHaveClass('is-error');
  });

  it('asks for the English confirmation e-mail in English', async () => {
    await i18n.changeLanguage('en');
    const api = stubApi({ 'POST /api/subscribe/': success() });
    renderForm();
    await setupUser().type(screen.getByLabelText('Name and surname'), 'Sara Conti');
    await setupUser().type(screen.getByLabelText('E-mail'), 'sara@example.com');
    await setupUser().click(screen.getByRole('checkbox'));
    await setupUser().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'You have subscribed to the newsletter! We sent you an e-mail: open its link to confirm your address.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/subscribe/')[0]?.body).toEqual({
      email: 'sara@example.com',
      name: 'Sara Conti',
      language: 'en',
    });
  });
});
