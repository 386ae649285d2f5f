import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, success } from '../../../test/fake-api';
import { setupUser } from '../../../test/user';
import { customer, readyCustomer, renderBankingTab, withdrawal } from '../testing/banking-fixtures';

const requestSection = () => screen.getByRole('region', { name: 'Richiedi un prelievo' });
const amountInput = () => screen.findByLabelText('Importo da prelevare (€)');
const submit = () => screen.getByRole('button', { name: 'Richiedi il prelievo' });
const noData =
  "Per chiedere un prelievo devi aver salvato il codice fiscale e l'IBAN e aver fatto verificare i tuoi documenti d'identità.";

describe('the withdrawal request of the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('hides the form without a tax code and verified documents, and says what is missing', async () => {
    renderBankingTab({ profile: customer({ iban: 'IT60X0542811101000000123456', documentState: 'verifying' }) });

    expect(await screen.findByText(noData)).toBeInTheDocument();
    const items = within(requestSection()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Codice fiscale (da completare)',
      'IBAN (fatto)',
      "Documenti d'identità verificati (in verifica)",
    ]);
    expect(screen.queryByLabelText('Importo da prelevare (€)')).not.toBeInTheDocument();
  });

  it('hides the form while the documents are not verified, even with a tax code', async () => {
    renderBankingTab({ profile: readyCustomer({ docVerified: false, documentState: 'rejected' }) });

    expect(await screen.findByText(noData)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Richiedi il prelievo' })).not.toBeInTheDocument();
  });

  it('says why and until when withdrawals are held after an IBAN change, without the form', async () => {
    renderBankingTab({ profile: readyCustomer({ withdrawalsHeldUntil: '2099-03-04T09:00:00.000Z' }) });

    await screen.findByRole('heading', { name: 'Richiedi un prelievo' });
    expect(within(requestSection()).getByRole('status')).toHaveTextContent(
      "Hai cambiato l'IBAN di recente: per la tua sicurezza potrai chiedere un prelievo dal 4 marzo 2099 alle ore 10:00 CET.",
    );
    expect(screen.queryByLabelText('Importo da prelevare (€)')).not.toBeInTheDocument();
  });

  it('says it in English too, with the date and time', async () => {
    await i18n.changeLanguage('en');
    renderBankingTab({ profile: readyCustomer({ withdrawalsHeldUntil: '2099-07-04T16:30:00.000Z' }) });

    const section = await screen.findByRole('region', { name: 'Request a withdrawal' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'You changed your IBAN recently: for your safety you can request a withdrawal from 4 July 2099 at 18:30 CEST.',
    );
  });

  it('shows the form again once the hold is over', async () => {
    renderBankingTab({ profile: readyCustomer({ withdrawalsHeldUntil: '2020-01-01T00:00:00.000Z' }) });

    expect(await amountInput()).toBeInTheDocument();
    expect(screen.queryByText(/Hai cambiato l'IBAN/)).not.toBeInTheDocument();
  });

  it('explains a hold the server answers (the IBAN changed on another device)', async () => {
    renderBankingTab(
      { profile: readyCustomer() },
      { 'POST /api/withdraw/': failure(409, 'WITHDRAWALS_HELD', "Hai cambiato l'IBAN di recente") },
    );
    const user = setupUser();

    await user.type(await amountInput(), '20');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "I prelievi sono sospesi per qualche giorno perché l'IBAN è stato cambiato di recente.",
    );
  });

  it('shows that the minimum is 15 euro for a smaller amount, and sends nothing', async () => {
    const { api } = renderBankingTab({ profile: readyCustomer() });
    const user = setupUser();

    await user.type(await amountInput(), '14,99');
    await user.click(submit());

    expect(await amountInput()).toHaveAccessibleDescription(
      expect.stringContaining("L'importo minimo per un prelievo è 15 €."),
    );
    expect(api.callsTo('POST /api/withdraw/')).toHaveLength(0);
  });

  it('sends a request of exactly 15,00 €, the minimum', async () => {
    const { api } = renderBankingTab(
      { profile: readyCustomer({ balance: 100 }) },
      { 'POST /api/withdraw/': success({ withdrawal: withdrawal({ id: 3, amount: 15 }) }) },
    );
    const user = setupUser();

    await user.type(await amountInput(), '15,00');
    await user.click(submit());

    expect(await within(requestSection()).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo di 15,00 € inviata.',
    );
    expect(api.callsTo('POST /api/withdraw/').map((call) => call.body)).toEqual([
      { email: 'maria@example.com', amount: 15 },
    ]);
  });

  it('says "Troppo" for an amount above the available balance, and sends nothing', async () => {
    const { api } = renderBankingTab({ profile: readyCustomer({ balance: 100.5 }) });
    const user = setupUser();

    await user.type(await amountInput(), '100,51');
    await user.click(submit());

    expect(
      within(requestSection()).getByText("Troppo: l'importo supera il saldo disponibile (100,50 €)."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/withdraw/')).toHaveLength(0);
  });

  it('refuses an amount that is not a sum of euros', async () => {
    renderBankingTab({ profile: readyCustomer() });
    const user = setupUser();

    await user.type(await amountInput(), '20,505');
    await user.click(submit());

    expect(
      within(requestSection()).getByText(
        'Scrivi un importo in euro con al massimo due decimali, per esempio 25 o 25,50.',
      ),
    ).toBeInTheDocument();
  });

  it('sends the amount in euros, confirms, and refreshes the balance and the history', async () => {
    const state = { profile: readyCustomer({ balance: 100.5 }), withdrawals: [] as ReturnType<typeof withdrawal>[] };
    const { api } = renderBankingTab(state, {
      'POST /api/withdraw/': ({ body }) => {
        const amount = (body as { amount: number }).amount;
        const request = withdrawal({ id: 9, amount, requestDate: '2026-12-05T09:30:00.000Z' });
        state.profile = { ...state.profile, balance: state.profile.balance - amount };
        state.withdrawals = [request];
        return success({ withdrawal: request });
      },
    });
    const user = setupUser();

    expect(await screen.findByText('Non hai ancora chiesto prelievi.')).toBeInTheDocument();
    await user.type(await amountInput(), '20,50');
    await user.click(submit());

    expect(await within(requestSection()).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo di 20,50 € inviata.',
    );
    const [call] = api.callsTo('POST /api/withdraw/');
    expect(call?.body).toEqual({ email: 'maria@example.com', amount: 20.5 });
    expect(call?.authorization).toBe('Bearer user-token');
    expect(await amountInput()).toHaveValue('');
    const balance = screen.getByRole('region', { name: 'Il tuo saldo' });
    expect(await within(balance).findByText('80,00 €')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'I tuoi prelievi' });
    expect(await within(history).findByRole('cell', { name: '5 dicembre 2026' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: /^20,50\s€$/ })).toBeInTheDocument();
  });

  it("explains the server's 'No Data' answer", async () => {
    renderBankingTab(
      { profile: readyCustomer() },
      { 'POST /api/withdraw/': { status: 409, body: { message: 'No Data', error: 'BANKING_DATA_MISSING' } } },
    );
    const user = setupUser();

    await user.type(await amountInput(), '20');
    await user.click(submit());

    expect(await within(requestSection()).findByRole('alert')).toHaveTextContent(noData);
  });

  it('says "Troppo" when the server finds the balance too low', async () => {
    renderBankingTab(
      { profile: readyCustomer({ balance: 50 }) },
      { 'POST /api/withdraw/': failure(409, 'INSUFFICIENT_BALANCE', 'Saldo insufficiente') },
    );
    const user = setupUser();

    await user.type(await amountInput(), '40');
    await user.click(submit());

    expect(
      await within(requestSection()).findByText("Troppo: l'importo supera il saldo disponibile (50,00 €)."),
    ).toBeInTheDocument();
  });

  it('asks to retry after any other failure', async () => {
    renderBankingTab({ profile: readyCustomer() }, { 'POST /api/withdraw/': failure(500, 'INTERNAL', 'Errore') });
    const user = setupUser();

    await user.type(await amountInput(), '20');
    await user.click(submit());

    expect(await within(requestSection()).findByRole('alert')).toHaveTextContent(
      'Si è verificato un problema con la richiesta di prelievo. Riprova.',
    );
  });

  it('says when the connection failed', async () => {
    renderBankingTab({ profile: readyCustomer() });
    const user = setupUser();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/withdraw/' ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
    );

    await user.type(await amountInput(), '20');
    await user.click(submit());

    expect(await within(requestSection()).findByRole('alert')).toHaveTextContent(
      'Errore di connessione: non riusciamo a raggiungere il server.',
    );
  });

  it('speaks English, "Too much" included', async () => {
    await i18n.changeLanguage('en');
    renderBankingTab({ profile: readyCustomer({ balance: 30 }) });
    const user = setupUser();

    await user.type(await screen.findByLabelText('Amount to withdraw (€)'), '31');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    expect(screen.getByText('Too much: the amount is more than your available balance (€30.00).')).toBeInTheDocument();
  });
});
