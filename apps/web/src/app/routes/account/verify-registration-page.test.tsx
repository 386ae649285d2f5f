import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import VerifyRegistrationPage from './verify-registration-page';

const token = 'verify-token-0123456789';
const routes = [{ path: '/verificaRegistrazione/:token', element: <VerifyRegistrationPage /> }];

describe('registration verification page', () => {
  it('confirms only when the button is pressed, then links to the login', async () => {
    const api = stubApi({ 'POST /api/register': success() });
    const user = setupUser();
    renderAt(`/verificaRegistrazione/${token}`, routes);

    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(await screen.findByText(/Il tuo indirizzo e-mail è confermato/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({ token });
  });

  it('says when the link has expired and offers to register again', async () => {
    stubApi({ 'POST /api/register': failure(400, 'TOKEN_EXPIRED', 'Token expired. Please try again') });
    const user = setupUser();
    renderAt(`/verificaRegistrazione/${token}`, routes);

    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Il link è scaduto. Riprova.');
    expect(screen.getByRole('link', { name: 'Ripeti la registrazione' })).toHaveAttribute('href', '/signin');
  });

  it('says when the link is unknown or already used', async () => {
    stubApi({ 'POST /api/register': failure(400, 'TOKEN_INVALID', 'Link di verifica non valido o già usato') });
    const user = setupUser();
    renderAt(`/verificaRegistrazione/${token}`, routes);

    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('non è valido o è già stato usato');
  });

  it('lets the person try again after a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = setupUser();
    renderAt(`/verificaRegistrazione/${token}`, routes);

    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: si è verificato un problema. Riprova.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeEnabled();
  });
});
