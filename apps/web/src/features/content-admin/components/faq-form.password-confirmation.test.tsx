import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordConfirmationHost } from '../../../components/admin/password-confirmation';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { pressEscapeOn, stubModalDialogs } from '../../../test/modal-dialogs';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { FaqForm } from './faq-form';
// Loaded ahead, as a browser has it cached after the first time: the host fetches it when the server asks.
import '../../../components/admin/password-confirmation-dialog';

/*
 * An admin whose login's password was typed more than an hour ago saves a form: the server wants the
 * password before another private token. The form being edited must come through untouched.
 */
stubModalDialogs();
beforeEach(() => {
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
});

const confirmationRequired = failure(403, 'PASSWORD_CONFIRMATION_REQUIRED', 'Conferma la tua password per continuare');
const confirmed = { body: { message: 'Success', token: 'confirmed-token', expiresAt: '2099-01-01T00:00:00.000Z' } };

const renderForm = () =>
  renderAt('/addfaq', [
    {
      path: '/addfaq',
      element: (
        <>
          <FaqForm />
          <PasswordConfirmationHost />
        </>
      ),
    },
    { path: '/faq', element: <p>pagina delle FAQ</p> },
  ]);
const question = () => screen.getByRole('textbox', { name: 'Domanda' });
const answer = () => screen.getByRole('textbox', { name: 'Risposta' });
const publish = () => setupUser().click(screen.getByRole('button', { name: 'Pubblica' }));
const dialog = () => screen.findByRole('dialog', { name: 'Conferma la tua password' });

async function fill() {
  await setupUser().type(question(), 'Come si prenota?');
  await setupUser().type(answer(), 'Dal sito.{Enter}Oppure scrivendoci.');
}

describe('saving a form when the password must be confirmed first', () => {
  it('asks for the password, then sends the form as it was typed with the confirmed token', async () => {
    const api = stubApi({
      'GET /api/generate-private-token/': confirmationRequired,
      'POST /api/confirm-password/': confirmed,
      'POST /api/faq/': success({ id: 8 }),
    });
    const { router } = renderForm();
    await fill();
    await publish();
    await dialog();
    // Nothing was sent yet, and the form behind the dialog is as it was.
    expect(api.callsTo('POST /api/faq/')).toHaveLength(0);
    expect(question()).toHaveValue('Come si prenota?');
    await setupUser().type(screen.getByLabelText('Password', { selector: 'input' }), 'quella-giusta{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('FAQ salvato con successo!');
    expect(api.callsTo('POST /api/confirm-password/')[0]).toMatchObject({
      body: { password: 'quella-giusta' },
      authorization: 'Bearer login-token',
    });
    expect(api.callsTo('POST /api/faq/')).toEqual([
      expect.objectContaining({
        body: { question: 'Come si prenota?', answer: 'Dal sito.\nOppure scrivendoci.' },
        authorization: 'Bearer confirmed-token',
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'), { timeout: 3000 });
  });

  it('keeps the form when the admin cancels, says the private token is missing, and saves on the next try', async () => {
    const api = stubApi({
      'GET /api/generate-private-token/': confirmationRequired,
      'POST /api/confirm-password/': confirmed,
      'POST /api/faq/': success({ id: 9 }),
    });
    const { router } = renderForm();
    await fill();
    await publish();
    pressEscapeOn(await dialog());
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella generazione del private token');
    expect(question()).toHaveValue('Come si prenota?');
    expect(answer()).toHaveValue('Dal sito.\nOppure scrivendoci.');
    expect(router.state.location.pathname).toBe('/addfaq');
    expect(api.callsTo('POST /api/faq/')).toHaveLength(0);

    await publish();
    await dialog();
    await setupUser().type(screen.getByLabelText('Password', { selector: 'input' }), 'quella-giusta{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('FAQ salvato con successo!');
    expect(api.callsTo('POST /api/faq/')[0]?.body).toEqual({
      question: 'Come si prenota?',
      answer: 'Dal sito.\nOppure scrivendoci.',
    });
  });
});
