import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import RecoveryPasswordPage from './recovery-password-page';

const token = 'reset-token-0123456789';
const routes = [{ path: '/recoverypassword/:token', element: <RecoveryPasswordPage /> }];

describe('password recovery page', () => {
  it('shows the invalid-token message with a link to ask again instead of the form', async () => {
    stubApi({ [`GET /api/check-reset-token/${token}`]: failure(400, 'TOKEN_INVALID', 'Link non valido o già usato') });
    renderAt(`/recoverypassword/${token}`, routes);

    expect(screen.getByRole('status')).toHaveTextContent('Controllo del link in corso...');
    expect(
      await screen.findByText('Questo link per reimpostare la password non è valido o è scaduto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
  });

  it('treats an expired link the same way', async () => {
    stubApi({ [`GET /api/check-reset-token/${token}`]: failure(400, 'TOKEN_EXPIRED', 'Il link è scaduto') });
    renderAt(`/recoverypassword/${token}`, routes);

    expect(
      await screen.findByText('Questo link per reimpostare la password non è valido o è scaduto.'),
    ).toBeInTheDocument();
  });

  it('shows passwordMismatch and sends nothing when the confirmation differs', async () => {
    const api = stubApi({ [`GET /api/check-reset-token/${token}`]: success(), 'PUT /api/reset/': success() });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'nuova-password-1');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'nuova-password-2');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/reset/')).toHaveLength(0);
  });

  it('sets the new password and offers the login', async () => {
    const api = stubApi({ [`GET /api/check-reset-token/${token}`]: success(), 'PUT /api/reset/': success() });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'nuova-password-1');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'nuova-password-1');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByText(/Password modificata con successo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute('href', '/login');
    expect(api.callsTo('PUT /api/reset/')[0]?.body).toEqual({ token, password: 'nuova-password-1' });
  });

  it('rejects a password of 7 characters, one below the minimum, before sending', async () => {
    const api = stubApi({ [`GET /api/check-reset-token/${token}`]: success(), 'PUT /api/reset/': success() });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'cammino');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'cammino');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByText('La password deve avere almeno 8 caratteri.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/reset/')).toHaveLength(0);
  });

  it('sends a password of exactly 8 characters, the minimum', async () => {
    const api = stubApi({ [`GET /api/check-reset-token/${token}`]: success(), 'PUT /api/reset/': success() });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'camminoo');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'camminoo');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByText(/Password modificata con successo/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/reset/')[0]?.body).toEqual({ token, password: 'camminoo' });
  });

  it('shows errorChangingPassword when saving fails', async () => {
    stubApi({
      [`GET /api/check-reset-token/${token}`]: success(),
      'PUT /api/reset/': failure(500, 'INTERNAL', 'Errore interno'),
    });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'nuova-password-1');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'nuova-password-1');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la modifica della password. Riprova.');
  });

  it('shows the invalid-token message when the link runs out before saving', async () => {
    stubApi({
      [`GET /api/check-reset-token/${token}`]: success(),
      'PUT /api/reset/': failure(400, 'TOKEN_EXPIRED', 'Il link è scaduto'),
    });
    const user = setupUser();
    renderAt(`/recoverypassword/${token}`, routes);

    await user.type(await screen.findByLabelText('Nuova password'), 'nuova-password-1');
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'nuova-password-1');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(
      await screen.findByText('Questo link per reimpostare la password non è valido o è scaduto.'),
    ).toBeInTheDocument();
  });
});
