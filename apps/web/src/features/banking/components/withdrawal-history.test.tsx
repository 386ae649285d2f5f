import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { withdrawal } from '../testing/banking-fixtures';
import { WithdrawalHistory } from './withdrawal-history';

const renderHistory = () => renderAt('/utente', [{ path: '/utente', element: <WithdrawalHistory /> }]);

describe('the withdrawal history of the banking tab', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('lists each request with its Italian date, amount in euro and status, as the server orders them', async () => {
    const api = stubApi({
      'GET /api/withdrawals/': success({
        withdrawals: [
          withdrawal({ id: 3, requestDate: '2026-12-05T09:30:00.000Z', amount: 125, status: 'In attesa' }),
          withdrawal({ id: 2, requestDate: '2026-11-02T09:30:00.000Z', amount: 20.5, status: 'Completato' }),
          withdrawal({ id: 1, requestDate: '2026-10-01T09:30:00.000Z', amount: 15, status: 'Annullato' }),
        ],
      }),
    });
    renderHistory();

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei prelievi...');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5 dicembre 2026', '125,00\u00a0€', 'In attesa'],
      ['2 novembre 2026', '20,50\u00a0€', 'Completato'],
      ['1 ottobre 2026', '15,00\u00a0€', 'Annullato'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Data richiesta' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/withdrawals/')[0]?.authorization).toBe('Bearer user-token');
  });

  it('translates the statuses in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/withdrawals/': success({ withdrawals: [withdrawal({ status: 'Completato' })] }) });
    renderHistory();

    expect(await screen.findByRole('cell', { name: 'Completed' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Request date' })).toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    stubApi({ 'GET /api/withdrawals/': success({ withdrawals: [] }) });
    renderHistory();

    expect(await screen.findByText('Non hai ancora chiesto prelievi.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and retries', async () => {
    const api = stubApi({ 'GET /api/withdrawals/': failure(500, 'INTERNAL', 'Errore') });
    renderHistory();

    expect(await screen.findByRole('alert')).toHaveTextContent('Non riusciamo a caricare i tuoi prelievi.');
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(api.callsTo('GET /api/withdrawals/')).toHaveLength(2);
  });
});
