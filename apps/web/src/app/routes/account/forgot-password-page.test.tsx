import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import ForgotPasswordPage from './forgot-password-page';

const routes = [{ path: '/forgotpassword', element: <ForgotPasswordPage /> }];

describe('forgot password page', () => {
  it('says an e-mail will come if the address belongs to an account', async () => {
    const api = stubApi({ 'POST /api/reset-password/': success() });
    const user = setupUser();
    renderAt('/forgotpassword', routes);

    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));

    expect(await screen.findByText(/Se l'indirizzo maria@example.com appartiene a un account/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/reset-password/')[0]?.body).toEqual({ email: 'maria@example.com' });
  });

  it('asks for a valid e-mail before sending', async () => {
    const api = stubApi({});
    const user = setupUser();
    renderAt('/forgotpassword', routes);

    await user.type(screen.getByLabelText('E-mail'), 'maria');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));

    expect(await screen.findByText('Inserisci un indirizzo e-mail valido.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows genericError when the request fails', async () => {
    stubApi({ 'POST /api/reset-password/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();
    renderAt('/forgotpassword', routes);

    await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: si è verificato un problema. Riprova.');
  });
});
