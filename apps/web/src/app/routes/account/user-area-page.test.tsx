import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { customer } from '../../../features/banking/testing/banking-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, geoRoutes, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import UserAreaPage from './user-area-page';

const routes = [
  { path: '/utente', element: <UserAreaPage /> },
  { path: '/', element: <p>home page</p> },
];

const maria = customer({ earnings: 12.5, memberEarnings: 1234.5, balance: 1247 });

const profileRoutes = { ...geoRoutes, 'GET /api/user/': success({ user: maria }) };
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('user area', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'session-token-1234', group: 'user' }));

  it('shows the profile with the saved place preset in the selects and the earnings in euro', async () => {
    stubApi(profileRoutes);
    renderAt('/utente', routes);

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei tuoi dati...');
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ciao, Maria');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Codice invito')).toHaveValue('MR4K2Q');
    expect(screen.getByText('12,50 €')).toBeInTheDocument();
    expect(screen.getByText(/1\.?234,50 €/)).toBeInTheDocument();
    await waitFor(() => expect(select('Città').selectedOptions[0]?.textContent).toBe('Fiesole'));
    expect(select('Paese').selectedOptions[0]?.textContent).toBe('Italia');
    expect(select('Regione').selectedOptions[0]?.textContent).toBe('Toscana');
    expect(select('Provincia').selectedOptions[0]?.textContent).toBe('Firenze');
    expect(screen.getByRole('link', { name: 'Modifica la password' })).toHaveAttribute('href', '/modificaPassword');
  });

  it('shows facilitator earnings only to members: a customer the server sends none has no such line', async () => {
    const { memberEarnings: _notAMember, ...notAMember } = maria;
    stubApi({ ...profileRoutes, 'GET /api/user/': success({ user: notAMember }) });
    renderAt('/utente', routes);

    expect(await screen.findByText('12,50 €')).toBeInTheDocument();
    expect(screen.getByText('Guadagni da inviti')).toBeInTheDocument();
    expect(screen.queryByText('Guadagni come facilitatore')).not.toBeInTheDocument();
  });

  it('saves the changed personal data', async () => {
    const api = stubApi({
      ...profileRoutes,
      'PUT /api/user/': ({ body }) => success({ user: { ...maria, ...(body as object) } }),
    });
    const user = setupUser();
    renderAt('/utente', routes);

    const address = await screen.findByLabelText('Indirizzo');
    await user.clear(address);
    await user.type(address, 'Piazza Mino 1');
    await user.type(screen.getByLabelText('Telefono (facoltativo)'), '+39 055 123456');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByText('Modifiche salvate.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/user/');
    expect(call?.authorization).toBe('Bearer session-token-1234');
    expect(call?.body).toEqual({
      name: 'Maria',
      surname: 'Rossi',
      phoneNumber: '+39 055 123456',
      birth_date: '1985-04-12',
      state: 'Italia',
      region: 'Toscana',
      province: 'Firenze',
      city: 'Fiesole',
      address: 'Piazza Mino 1',
    });
  });

  it('shows name and surname read-only once documents are verified, saying why, and still saves the rest', async () => {
    const verified = { ...maria, docVerified: true, documentState: 'verified' as const };
    const api = stubApi({
      ...geoRoutes,
      'GET /api/user/': success({ user: verified }),
      'PUT /api/user/': ({ body }) => success({ user: { ...verified, ...(body as object) } }),
    });
    const user = setupUser();
    renderAt('/utente', routes);

    const name = await screen.findByLabelText('Nome');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Cognome')).toHaveAttribute('readonly');
    const why = 'Nome e cognome sono verificati con i tuoi documenti: per correggerli scrivici.';
    expect(name).toHaveAccessibleDescription(why);
    expect(screen.getByLabelText('Cognome')).toHaveAccessibleDescription(why);
    await user.type(name, 'X');
    expect(name).toHaveValue('Maria');

    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/')[0]?.body).toMatchObject({ name: 'Maria', surname: 'Rossi' });
  });

  it('leaves name and surname editable before documents are verified', async () => {
    stubApi(profileRoutes);
    renderAt('/utente', routes);

    expect(await screen.findByLabelText('Nome')).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/verificati con i tuoi documenti/)).not.toBeInTheDocument();
  });

  it('sent with fields emptied, announces the errors and puts focus on the first invalid field', async () => {
    const api = stubApi({ ...profileRoutes, 'PUT /api/user/': success({ user: maria }) });
    const user = setupUser();
    renderAt('/utente', routes);

    await user.clear(await screen.findByLabelText('Indirizzo'));
    await user.clear(screen.getByLabelText('Cognome'));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 campi da correggere: il primo è selezionato, sotto ciascuno trovi cosa manca.',
    );
    // The surname comes before the address on the page, though both were emptied the other way round.
    await waitFor(() => expect(screen.getByLabelText('Cognome')).toHaveFocus());
    expect(api.callsTo('PUT /api/user/')).toHaveLength(0);
  });

  it('says when the changes could not be saved', async () => {
    stubApi({ ...profileRoutes, 'PUT /api/user/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();
    renderAt('/utente', routes);

    await user.click(await screen.findByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a salvare le modifiche. Riprova.');
  });

  it('says when the profile could not be loaded and lets the user retry', async () => {
    let attempts = 0;
    stubApi({
      ...geoRoutes,
      'GET /api/user/': () =>
        ++attempts === 1 ? failure(500, 'INTERNAL', 'Errore interno') : success({ user: maria }),
    });
    const user = setupUser();
    renderAt('/utente', routes);

    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare i tuoi dati.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
  });

  it('copies the invitation code', async () => {
    stubApi(profileRoutes);
    const user = setupUser();
    renderAt('/utente', routes);

    await user.click(await screen.findByRole('button', { name: 'Copia' }));

    expect(await navigator.clipboard.readText()).toBe('MR4K2Q');
    expect(screen.getByRole('button', { name: 'Codice copiato' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    stubApi(profileRoutes);
    const user = setupUser();
    const { router } = renderAt('/utente', routes);

    const profileTab = screen.getByRole('tab', { name: 'Profilo' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profilo');

    profileTab.focus();
    await user.keyboard('{ArrowRight}');

    const coursesTab = screen.getByRole('tab', { name: 'Percorsi in presenza' });
    expect(coursesTab).toHaveAttribute('aria-selected', 'true');
    expect(coursesTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=courses');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('I tuoi percorsi in presenza');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'I tuoi dati' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=data');

    await user.keyboard('{ArrowRight}');
    expect(profileTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it('opens the tab named in the address', () => {
    stubApi(profileRoutes);
    renderAt('/utente?tab=online-courses', routes);

    expect(screen.getByRole('tab', { name: 'Corsi online' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('I tuoi corsi online');
  });

  it('opens the banking tab with the balance available to withdraw', async () => {
    stubApi({ ...profileRoutes, 'GET /api/withdrawals/': success({ withdrawals: [] }) });
    renderAt('/utente?tab=banking', routes);

    expect(screen.getByRole('tab', { name: 'Dati bancari' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Dati bancari e prelievi' })).toBeInTheDocument();
    expect(screen.getByText(/1\.?247,00 €/)).toBeInTheDocument();
    expect(await screen.findByText('Non hai ancora chiesto prelievi.')).toBeInTheDocument();
  });

  it('logs out on the server, forgets the session and goes home', async () => {
    const api = stubApi({ ...profileRoutes, 'POST /api/forcelogout/': success() });
    const user = setupUser();
    const { router } = renderAt('/utente', routes);

    await user.click(screen.getByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/forcelogout/')[0]?.authorization).toBe('Bearer session-token-1234');
    expect(sessionStore.get().user).toBeNull();
  });

  it('logs out in the browser even when the server cannot be reached', async () => {
    stubApi({ ...profileRoutes, 'POST /api/forcelogout/': failure(503, 'UNAVAILABLE', 'Servizio non disponibile') });
    const user = setupUser();
    renderAt('/utente', routes);

    await user.click(screen.getByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStore.get().user).toBeNull();
  });
});
