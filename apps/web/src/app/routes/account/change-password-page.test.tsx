import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser, type UserEvent } from '../../../test/user';
import ChangePasswordPage from './change-password-page';

const routes = [{ path: '/modificaPassword', element: <ChangePasswordPage /> }];

async function change(user: UserEvent, current: string, next: string, confirmation = next) {
  await user.type(screen.getByLabelText('Password attuale'), current);
  await user.type(screen.getByLabelText('Nuova password'), next);
  await user.type(screen.getByLabelText('Conferma la nuova password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Modifica la password' }));
}

describe('change password page', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'session-token-1234', group: 'user' }));

  it('changes the password with the session token and empties the form', async () => {
    const api = stubApi({ 'PUT /api/user/password/': success() });
    const user = setupUser();
    renderAt('/modificaPassword', routes);

    await change(user, 'vecchia-password', 'nuova-password-1');

    expect(await screen.findByText('Password modificata con successo.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/user/password/');
    expect(call?.body).toEqual({ oldPassword: 'vecchia-password', newPassword: 'nuova-password-1' });
    expect(call?.authorization).toBe('Bearer session-token-1234');
    expect(screen.getByLabelText('Password attuale')).toHaveValue('');
    expect(sessionStore.get().user?.token).toBe('session-token-1234');
  });

  it('shows passwordMismatch and sends nothing', async () => {
    const api = stubApi({ 'PUT /api/user/password/': success() });
    const user = setupUser();
    renderAt('/modificaPassword', routes);

    await change(user, 'vecchia-password', 'nuova-password-1', 'nuova-password-2');

    expect(await screen.findByText('Le password non coincidono.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says when the current password is wrong', async () => {
    stubApi({ 'PUT /api/user/password/': failure(400, 'WRONG_PASSWORD', 'La password attuale non è corretta') });
    const user = setupUser();
    renderAt('/modificaPassword', routes);

    await change(user, 'sbagliata', 'nuova-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('La password attuale non è corretta.');
  });

  it('says when the new password is too common', async () => {
    stubApi({ 'PUT /api/user/password/': failure(400, 'PASSWORD_TOO_COMMON', 'Password troppo comune') });
    const user = setupUser();
    renderAt('/modificaPassword', routes);

    await change(user, 'vecchia-password', 'password1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Questa password è tra le più usate o è comparsa in furti di dati: scegline un'altra, più lunga e personale.",
    );
  });

  it('shows passwordChangeFailed when the server fails', async () => {
    stubApi({ 'PUT /api/user/password/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();
    renderAt('/modificaPassword', routes);

    await change(user, 'vecchia-password', 'nuova-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile modificare la password. Riprova.',
    );
  });
});
