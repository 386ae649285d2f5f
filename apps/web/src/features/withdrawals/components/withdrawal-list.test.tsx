import type { AdminWithdrawalItem } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { columnHeaderTexts, failingUntilRecovered, privateToken } from '../../../components/admin/testing/admin-api';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { WithdrawalList } from './withdrawal-list';

const withdrawal: AdminWithdrawalItem = {
  idWithdraw: 12,
  name: 'Marta Rossi',
  email: 'marta@example.com',
  taxCode: 'RSSMRA85T10A562S',
  iban: 'IT60X0542811101000000123456',
  amount: 25.5,
  status: 'In attesa',
  requestDate: '2026-11-20T10:30:00.000Z',
  review: { reversible: { amount: 0, available: 0, credits: [] }, sharedDetails: [] },
};
/** A request whose customer's credits come partly from sales that could still be reversed, one of them an invitation to an account sharing an IBAN. */
const atStake: AdminWithdrawalItem = {
  ...withdrawal,
  review: {
    reversible: {
      amount: 56,
      available: 28,
      credits: [
        {
          orderId: 'order-ahead',
          title: 'Respiro e radici',
          kind: 'referral',
          amount: 28,
          availableAt: '2026-11-10T23:00:00.000Z',
          reasons: ['courseNotOver'],
        },
        {
          orderId: 'order-open',
          title: 'Il cerchio',
          kind: 'member',
          amount: 28,
          availableAt: '2026-12-01T23:00:00.000Z',
          reasons: ['cancellationOpen', 'courseNotOver'],
        },
      ],
    },
    sharedDetails: [
      {
        orderId: 'order-ahead',
        title: 'Respiro e radici',
        kind: 'referral',
        amount: 28,
        availableAt: '2026-11-10T23:00:00.000Z',
        buyer: { name: 'Luca', surname: 'Verdi', email: 'luca@example.com' },
        shared: ['iban', 'document'],
      },
    ],
  },
};
const renderList = () => renderAt('/pagamenti', [{ path: '/pagamenti', element: <WithdrawalList /> }]);
const statusSelect = () => screen.getByRole('combobox', { name: 'Stato della richiesta 12' });

describe('WithdrawalList', () => {
  it('shows ID, Nome, Email, Dati Bancari, Importo, Data Richiesta (date only) and the status', async () => {
    const api = stubApi({ ...privateToken, 'GET /get/withdrawals/': { body: [withdrawal] } });
    renderList();
    expect(screen.getByText('Caricamento delle richieste di prelievo...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(columnHeaderTexts(table)).toEqual([
      'ID',
      'Nome',
      'Email',
      'Dati Bancari',
      'Importo',
      'Data Richiesta',
      'Verifiche',
      'Azioni',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(0, 7)).toEqual([
      '12',
      'Marta Rossi',
      'marta@example.com',
      // The payee's name, codice fiscale and IBAN together, as the transfer needs them.
      'Intestatario: Marta RossiCF RSSMRA85T10A562SIT60 X054 2811 1010 0000 0123 456',
      '25,50 €',
      '20/11/2026',
      'Nessun credito stornabile né invito sospetto',
    ]);
    expect(statusSelect()).toHaveValue('In attesa');
    expect(
      within(statusSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In attesa', 'Completato', 'Annullato']);
    expect(api.callsTo('GET /get/withdrawals/')[0]?.authorization).toBe('Bearer private-token');
  });

  it('changes the status once the server answers success', async () => {
    let answer: () => void = () => {};
    const api = stubApi({
      ...privateToken,
      'GET /get/withdrawals/': { body: [withdrawal] },
      'PUT /api/withdraw/': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { success: true, message: 'Success' } });
        }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderList();
    await screen.findByRole('table');
    await setupUser().selectOptions(statusSelect(), 'Completato');
    expect(confirm).toHaveBeenCalledWith(
      "Segnare come Completato il prelievo 12 di 25,50\u00a0€ a Marta Rossi? È definitivo: lo stato non si potrà più cambiare e il cliente riceve subito un'e-mail che il bonifico è partito.",
    );
    // Until the server answers, the list keeps what the server last said.
    expect(statusSelect()).toHaveValue('In attesa');
    expect(statusSelect()).toBeDisabled();
    answer();
    expect(await screen.findByText('Richiesta 12: stato aggiornato.')).toBeInTheDocument();
    // Completed is final: the select gives way to the status, with no other status offered.
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(screen.getByText('Definitivo: il bonifico è partito, lo stato non si cambia più.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/withdraw/')[0]?.body).toEqual({ id: 12, status: 'Completato' });
  });

  it('asks before Completato, which is final and e-mails the customer: declined, nothing is sent', async () => {
    const api = stubApi({ ...privateToken, 'GET /get/withdrawals/': { body: [withdrawal] } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderList();
    await screen.findByRole('table');
    await setupUser().selectOptions(statusSelect(), 'Completato');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(statusSelect()).toHaveValue('In attesa');
    expect(api.callsTo('PUT /api/withdraw/')).toHaveLength(0);
    // Annullato can be undone (the request may be reinstated): it is sent without asking.
    confirm.mockClear();
    await setupUser().selectOptions(statusSelect(), 'Annullato');
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('PUT /api/withdraw/')).toHaveLength(1));
  });

  it("keeps the status and shows the server's message when it refuses", async () => {
    stubApi({
      ...privateToken,
      'GET /get/withdrawals/': { body: [{ ...withdrawal, status: 'Annullato' }] },
      'PUT /api/withdraw/': {
        status: 409,
        body: {
          message: 'Saldo insufficiente: disponibili 10,00 €, richiesti 25,50 €.',
          error: 'INSUFFICIENT_BALANCE',
        },
      },
    });
    renderList();
    await screen.findByRole('table');
    await setupUser().selectOptions(statusSelect(), 'In attesa');
    expect(
      await screen.findByText(
        'Richiesta 12: stato non aggiornato. Saldo insufficiente: disponibili 10,00 €, richiesti 25,50 €.',
      ),
    ).toBeInTheDocument();
    expect(statusSelect()).toHaveValue('Annullato');
  });

  it('says the refusal in English in the English interface, and tells a network failure apart', async () => {
    await i18n.changeLanguage('en');
    const api = stubApi({
      ...privateToken,
      'GET /get/withdrawals/': { body: [{ ...withdrawal, status: 'Annullato' }] },
      'PUT /api/withdraw/': { status: 409, body: { message: 'Saldo insufficiente', error: 'INSUFFICIENT_BALANCE' } },
    });
    renderList();
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Status of request 12' });
    expect(within(select).getByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
    await setupUser().selectOptions(select, 'In attesa');
    expect(
      await screen.findByText("Request 12: status not updated. The customer's balance no longer covers this amount."),
    ).toBeInTheDocument();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return api.fetchMock(input, init);
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await setupUser().selectOptions(select, 'Completato');
    expect(
      await screen.findByText('Request 12: status not updated. Network error: status not updated.'),
    ).toBeInTheDocument();
  });

  it('says Nessuna richiesta di prelievo disponibile when there is none', async () => {
    stubApi({ ...privateToken, 'GET /get/withdrawals/': { body: [] } });
    renderList();
    expect(await screen.findByText('Nessuna richiesta di prelievo disponibile')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const withdrawals = failingUntilRecovered({ body: [withdrawal] });
    stubApi({ ...privateToken, 'GET /get/withdrawals/': withdrawals.route });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare le richieste di prelievo.');
    withdrawals.recover();
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers no other status for a completed withdrawal, and says so in English too', async () => {
    stubApi({ ...privateToken, 'GET /get/withdrawals/': { body: [{ ...withdrawal, status: 'Completato' }] } });
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(table).getByText('Completato')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(
      await within(table).findByText('Final: the transfer was made, the status no longer changes.'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Tax code RSSMRA85T10A562S')).toBeInTheDocument();
  });

  it('shows the refusal of a withdrawal already completed elsewhere in the screen language', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      ...privateToken,
      'GET /get/withdrawals/': { body: [withdrawal] },
      'PUT /api/withdraw/': {
        status: 409,
        body: { message: 'Questo prelievo è già stato completato', error: 'WITHDRAWAL_FINAL' },
      },
    });
    renderList();
    await screen.findByRole('table');
    await setupUser().selectOptions(screen.getByRole('combobox', { name: 'Status of request 12' }), 'Annullato');
    expect(
      await screen.findByText(
        'Request 12: status not updated. The withdrawal is already completed: its status can no longer change.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the credits whose sale could still be reversed, with their orders and why, and invitations sharing details', async () => {
    stubApi({
      ...privateToken,
      'GET /get/withdrawals/': {
        body: [atStake, { ...withdrawal, idWithdraw: 13, status: 'Completato', review: null }],
      },
    });
    renderList();
    const table = await screen.findByRole('table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/Ancora stornabili: 56,00\s€/);
    expect(row).toHaveTextContent(/28,00\s€ già nel saldo · 2 ordini/);
    const reversible = within(row!).getByRole('list', { name: 'Crediti ancora stornabili della richiesta 12' });
    const [ahead, open] = within(reversible).getAllByRole('listitem');
    expect(within(ahead!).getByRole('link', { name: 'Respiro e radici' })).toHaveAttribute(
      'href',
      '/ordini/order-ahead',
    );
    expect(ahead).toHaveTextContent('Invito · prelevabile dal 11/11/2026');
    expect(ahead).toHaveTextContent('corso non ancora concluso');
    expect(open).toHaveTextContent('Facilitatore · prelevabile dal 02/12/2026');
    expect(open).toHaveTextContent('annullamento gratuito ancora aperto · corso non ancora concluso');
    const shared = within(row!).getByRole('list', { name: 'Inviti con dati in comune della richiesta 12' });
    expect(row).toHaveTextContent('1 invito tra account con dati in comune');
    expect(within(shared).getByRole('listitem')).toHaveTextContent('Acquirente: Luca Verdi (luca@example.com)');
    expect(within(shared).getByRole('listitem')).toHaveTextContent("In comune: IBAN, documento d'identità");

    await i18n.changeLanguage('en');
    expect(await within(row!).findByText('Still reversible: €56.00')).toBeInTheDocument();
    expect(row).toHaveTextContent('€28.00 already in the balance · 2 orders');
    expect(row).toHaveTextContent('free cancellation still open · course not over yet');
    expect(row).toHaveTextContent('In common: IBAN, identity document');
    expect(row).toHaveTextContent('1 invitation between accounts sharing details');
  });
});
