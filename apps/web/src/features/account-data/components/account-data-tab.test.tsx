import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDeletedNotice } from '../../../app/routes/public/home-page';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { AccountDataTab } from './account-data-tab';

const routes = [
  { path: '/utente', element: <AccountDataTab /> },
  // The home's notice, as the home shows it above its blocks.
  { path: '/', element: <AccountDeletedNotice /> },
];

const password = () => screen.getByLabelText('Password attuale');
const deleteButton = () => screen.getByRole('button', { name: "Elimina l'account" });

describe('AccountDataTab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'session-token-1234', group: 'user' }));

  it('downloads the data as a JSON file, fetched with the session token', async () => {
    const api = stubApi({ 'GET /api/user/export': { body: { profile: { email: 'maria@example.com' }, orders: [] } } });
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:dati';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/utente', routes);
    await setupUser().click(screen.getByRole('button', { name: 'Scarica i tuoi dati' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/user/export')[0]).toMatchObject({ authorization: 'Bearer session-token-1234' });
    expect(JSON.parse(await created[0]!.text())).toEqual({ profile: { email: 'maria@example.com' }, orders: [] });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toMatch(
      /^cammini-di-crescita-dati-\d{4}-\d{2}-\d{2}\.json$/,
    );
    click.mockRestore();
  });

  it('explains what is erased and kept, asks for the password, and after deletion lands home with a notice', async () => {
    const api = stubApi({ 'DELETE /api/user/': success() });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAt('/utente', routes);
    expect(screen.getByText(/conservare le scritture contabili per dieci anni/)).toBeInTheDocument();
    expect(screen.getByText(/i documenti d'identità, file compresi/)).toBeInTheDocument();
    await setupUser().click(deleteButton());
    expect(await screen.findByText('Inserisci la tua password per confermare.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/user/')).toHaveLength(0);
    await setupUser().type(password(), 'la-mia-password');
    await setupUser().click(deleteButton());
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Il tuo account è stato eliminato.');
    expect(api.callsTo('DELETE /api/user/')[0]).toMatchObject({
      body: { currentPassword: 'la-mia-password' },
      authorization: 'Bearer session-token-1234',
    });
    expect(sessionStore.get().user).toBeNull();
  });

  it('says what to do first when the server refuses, and keeps the session', async () => {
    stubApi({
      'DELETE /api/user/': failure(409, 'BALANCE_NOT_WITHDRAWN', 'Hai ancora crediti da prelevare'),
    });
    vi.stubGlobal('confirm', () => true);
    renderAt('/utente', routes);
    await setupUser().type(password(), 'la-mia-password');
    await setupUser().click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Hai ancora crediti da prelevare (o in attesa del periodo di recesso): richiedi il prelievo dalla sezione Dati bancari appena possibile, poi potrai eliminare l'account.",
    );
    expect(sessionStore.get().user).not.toBeNull();
  });

  it('names a wrong password, in English too', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'DELETE /api/user/': failure(400, 'WRONG_PASSWORD', 'La password attuale non è corretta') });
    vi.stubGlobal('confirm', () => true);
    renderAt('/utente', routes);
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await setupUser().type(screen.getByLabelText('Current password'), 'sbagliata');
    await setupUser().click(screen.getByRole('button', { name: 'Delete the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
  });

  it('deletes nothing when the customer does not confirm', async () => {
    const api = stubApi({ 'DELETE /api/user/': success() });
    vi.stubGlobal('confirm', () => false);
    renderAt('/utente', routes);
    await setupUser().type(password(), 'la-mia-password');
    await setupUser().click(deleteButton());
    expect(api.callsTo('DELETE /api/user/')).toHaveLength(0);
  });
});
