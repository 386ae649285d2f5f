import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n, { chooseLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import LoginPage from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>home page</p> },
  { path: '/utente', element: <p>user area</p> },
];

async function logInAs(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

/** Logs in to an account whose language is English, up to the home page. */
async function logInToAnEnglishAccount() {
  stubApi({
    'POST /api/login/': success({ token: 'session-token-1234' }),
    'GET /api/user/current-group/maria@example.com': success({ group: 'user', language: 'en' }),
  });
  renderAt('/login', routes);
  await logInAs('maria@example.com', 'una password lunga');
  expect(await screen.findByText('home page')).toBeInTheDocument();
}

describe('login page', () => {
  it('logs in, stores the session with the group read from the server and goes home', async () => {
    const api = stubApi({
      'POST /api/login/': success({ token: 'session-token-1234' }),
      'GET /api/user/current-group/maria@example.com': success({ group: 'admin' }),
    });
    const { router } = renderAt('/login', routes);

    await logInAs('Maria@Example.com ', 'una password lunga');

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toEqual({
      isLogged: true,
      user: { email: 'maria@example.com', token: 'session-token-1234', group: 'admin' },
    });
    expect(api.callsTo('POST /api/login/')[0]?.body).toEqual({
      email: 'maria@example.com',
      password: 'una password lunga',
    });
    expect(api.callsTo('GET /api/user/current-group/maria@example.com')[0]?.authorization).toBe(
      'Bearer session-token-1234',
    );
  });

  it("switches a device with no language chosen to the account's, and keeps it as a choice made on the device", async () => {
    await logInToAnEnglishAccount();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('keeps the language chosen on this device before the login', async () => {
    await chooseLanguage('it');
    await logInToAnEnglishAccount();
    expect(i18n.language).toBe('it');
    expect(localStorage.getItem('language')).toBe('it');
  });

  it('goes back to the protected page that sent the visitor to log in', async () => {
    stubApi({
      'POST /api/login/': success({ token: 'session-token-1234' }),
      'GET /api/user/current-group/maria@example.com': success({ group: 'user' }),
    });
    const { router } = renderAt('/login', routes);
    await router.navigate('/login', { state: { from: '/utente' } });

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByText('user area')).toBeInTheDocument();
  });

  it('shows loginFailed for a wrong password and stays logged out', async () => {
    stubApi({ 'POST /api/login/': failure(401, 'INVALID_CREDENTIALS', 'Email o password errati') });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'sbagliata');

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: accesso non riuscito.');
    expect(sessionStore.get().user).toBeNull();
  });

  it('shows loginFailed when the answer is not Success', async () => {
    stubApi({ 'POST /api/login/': { body: { message: 'Failure' } } });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: accesso non riuscito.');
  });

  it('shows genericError when the server fails', async () => {
    stubApi({ 'POST /api/login/': failure(500, 'INTERNAL', 'Errore interno') });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: si è verificato un problema. Riprova.');
  });

  it('explains that an account must be confirmed by e-mail first', async () => {
    stubApi({ 'POST /api/login/': failure(403, 'EMAIL_NOT_VERIFIED', 'Account non ancora verificato') });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Il tuo account non è ancora attivo');
  });

  it('asks to wait after too many attempts', async () => {
    stubApi({ 'POST /api/login/': failure(429, 'RATE_LIMITED', 'Troppe richieste') });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi di accesso');
  });

  it('requires e-mail and password and sends nothing without them', async () => {
    const api = stubApi({});
    renderAt('/login', routes);

    await setupUser().click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findAllByText('Questo campo è obbligatorio.')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('sent empty, announces the errors and puts focus on the first invalid field', async () => {
    stubApi({});
    renderAt('/login', routes);

    await setupUser().click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 campi da correggere: il primo è selezionato, sotto ciascuno trovi cosa manca.',
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });

  it('drops the summary once a submit passes the checks', async () => {
    stubApi({ 'POST /api/login/': failure(401, 'INVALID_CREDENTIALS', 'Email o password errati') });
    renderAt('/login', routes);
    await setupUser().click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 campi da correggere');

    await logInAs('maria@example.com', 'sbagliata');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Errore: accesso non riuscito.'));
    expect(screen.queryByText(/campi da correggere/)).not.toBeInTheDocument();
  });

  it('drops the session again when the group cannot be read', async () => {
    stubApi({
      'POST /api/login/': success({ token: 'session-token-1234' }),
      'GET /api/user/current-group/maria@example.com': failure(500, 'INTERNAL', 'Errore interno'),
    });
    renderAt('/login', routes);

    await logInAs('maria@example.com', 'una password lunga');

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore: si è verificato un problema.');
    expect(sessionStore.get().user).toBeNull();
  });

  it('sends a visitor who is already logged in away from the form', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'session-token-1234', group: 'user' });
    renderAt('/login', routes);

    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
  });

  it('links to the password reset and the registration', () => {
    stubApi({});
    renderAt('/login', routes);

    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/signin');
  });
});
