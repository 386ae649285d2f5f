import { screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateToken, PrivateTokenError } from '../../lib/admin/private-token';
import { ApiError, getPrivateToken, request } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { failure, stubApi, success } from '../../test/fake-api';
import { pressEscapeOn, stubModalDialogs } from '../../test/modal-dialogs';
import { renderAt } from '../../test/render';
import { setupUser } from '../../test/user';
import { PasswordConfirmationHost } from './password-confirmation';
// Loaded ahead, as a browser has it cached after the first time: the host fetches it when the server asks.
import './password-confirmation-dialog';

stubModalDialogs();
beforeEach(() => {
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
});

const confirmationRequired = failure(403, 'PASSWORD_CONFIRMATION_REQUIRED', 'Conferma la tua password per continuare');
const confirmed = { body: { message: 'Success', token: 'confirmed-token', expiresAt: '2099-01-01T00:00:00.000Z' } };

/** An admin action that needs the private token, as every back-office screen's are. */
function AdminAction() {
  const [outcome, setOutcome] = useState('');
  const run = async () => {
    try {
      await ensurePrivateToken();
      await request('/api/clienti', { auth: 'admin' });
      setOutcome('fatto');
    } catch (error) {
      setOutcome(error instanceof PrivateTokenError ? 'niente token' : 'errore');
    }
  };
  return (
    <>
      <button type="button" onClick={run}>
        Azione
      </button>
      <output>{outcome}</output>
    </>
  );
}

const renderAction = () =>
  renderAt('/pannello', [
    {
      path: '/pannello',
      element: (
        <>
          <AdminAction />
          <PasswordConfirmationHost />
        </>
      ),
    },
  ]);

const dialog = () => screen.findByRole('dialog', { name: 'Conferma la tua password' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });

describe('the password confirmation before a private token', () => {
  it('opens a labelled, described dialog with the focus on the password when the server asks for it', async () => {
    stubApi({ 'GET /api/generate-private-token/': confirmationRequired });
    renderAction();
    await setupUser().click(screen.getByRole('button', { name: 'Azione' }));
    const open = await dialog();
    expect(open).toHaveAttribute('open');
    expect(open).toHaveAccessibleDescription(/chiediamo di nuovo la password/);
    await waitFor(() => expect(passwordBox()).toHaveFocus());
  });

  it('says a wrong password out loud, and lets the admin try again', async () => {
    const api = stubApi({
      'GET /api/generate-private-token/': confirmationRequired,
      'POST /api/confirm-password/': ({ body }) =>
        (body as { password: string }).password === 'quella-giusta'
          ? confirmed
          : failure(400, 'WRONG_PASSWORD', 'La password attuale non è corretta'),
      'GET /api/clienti': success(),
    });
    renderAction();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Azione' }));
    await dialog();
    await user.type(passwordBox(), 'sbagliata{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('La password non è corretta. Riprova.');
    expect(passwordBox()).toHaveValue('');
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(passwordBox(), 'quella-giusta');
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    // The call that waited goes on with the token the confirmation answered.
    expect(await screen.findByText('fatto')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/confirm-password/').map((call) => call.authorization)).toEqual([
      'Bearer login-token',
      'Bearer login-token',
    ]);
    expect(api.callsTo('GET /api/clienti')[0]?.authorization).toBe('Bearer confirmed-token');
    // The token is kept: the next action asks nothing more.
    await user.click(screen.getByRole('button', { name: 'Azione' }));
    await waitFor(() => expect(api.callsTo('GET /api/clienti')).toHaveLength(2));
    expect(api.callsTo('GET /api/generate-private-token/')).toHaveLength(1);
  });

  it('asks for an empty password without calling the server', async () => {
    const api = stubApi({ 'GET /api/generate-private-token/': confirmationRequired });
    renderAction();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Azione' }));
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    expect(await screen.findByText('Scrivi la tua password.')).toBeInTheDocument();
    expect(passwordBox()).toHaveFocus();
    expect(api.callsTo('POST /api/confirm-password/')).toHaveLength(0);
  });

  it('gives up with Escape or Cancel: the action fails as it does without a private token', async () => {
    const api = stubApi({ 'GET /api/generate-private-token/': confirmationRequired });
    renderAction();
    const user = setupUser();
    const action = screen.getByRole('button', { name: 'Azione' });
    await user.click(action);
    pressEscapeOn(await dialog());
    expect(await screen.findByText('niente token')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to where it was.
    expect(action).toHaveFocus();

    await user.click(action);
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/clienti')).toHaveLength(0);
    expect(api.callsTo('POST /api/confirm-password/')).toHaveLength(0);
  });

  it('asks once for the calls that wait together', async () => {
    const api = stubApi({
      'GET /api/generate-private-token/': confirmationRequired,
      'POST /api/confirm-password/': confirmed,
    });
    renderAction();
    const waiting = [getPrivateToken(), getPrivateToken(), getPrivateToken()];
    await dialog();
    await setupUser().type(passwordBox(), 'quella-giusta{Enter}');
    expect(await Promise.all(waiting)).toEqual(['confirmed-token', 'confirmed-token', 'confirmed-token']);
    expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0);
    expect(api.callsTo('GET /api/generate-private-token/')).toHaveLength(1);
    expect(api.callsTo('POST /api/confirm-password/')).toHaveLength(1);
  });

  it('closes when the session ends meanwhile, leaving the refusal', async () => {
    stubApi({ 'GET /api/generate-private-token/': confirmationRequired });
    renderAction();
    const waiting = getPrivateToken().catch((error: unknown) => error);
    await dialog();
    sessionStore.logout();
    const refusal = await waiting;
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('PASSWORD_CONFIRMATION_REQUIRED');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the session ended, in English too, when the server no longer knows the login', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      'GET /api/generate-private-token/': confirmationRequired,
      'POST /api/confirm-password/': failure(401, 'UNAUTHORIZED', 'Accesso richiesto'),
    });
    renderAction();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Azione' }));
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'quella-giusta');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again to continue.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('niente token')).toBeInTheDocument();
  });

  it('leaves the refusal as it is where no dialog is mounted', async () => {
    stubApi({ 'GET /api/generate-private-token/': confirmationRequired });
    await expect(getPrivateToken()).rejects.toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED', status: 403 });
  });
});
