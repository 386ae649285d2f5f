import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { SummaryFigures } from './summary-figures';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const summary = {
  salesThisMonth: { count: 3, amount: 12345.5 },
  newCustomersThisMonth: 7,
  pendingDocuments: 2,
  pendingWithdrawals: { count: 1, amount: 40 },
};
const renderFigures = () => renderAt('/pannello', [{ path: '/pannello', element: <SummaryFigures /> }]);

describe('SummaryFigures', () => {
  it('shows a loading state, then each figure linking to its screen', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/admin/summary': { body: summary } });
    renderFigures();
    expect(screen.getByText('Caricamento dei dati del pannello...')).toBeInTheDocument();
    const sales = await screen.findByRole('link', { name: /Vendite del mese/ });
    expect(sales).toHaveAttribute('href', '/ordini');
    expect(sales).toHaveTextContent(/12\.345,50\s€/);
    expect(sales).toHaveTextContent('3 vendite');
    expect(screen.getByRole('link', { name: /Nuovi clienti del mese/ })).toHaveTextContent('7');
    const documents = screen.getByRole('link', { name: /Documenti da approvare/ });
    expect(documents).toHaveAttribute('href', '/clienti#documenti');
    expect(documents).toHaveAttribute('data-attention', 'true');
    const withdrawals = screen.getByRole('link', { name: /Prelievi in attesa/ });
    expect(withdrawals).toHaveAttribute('href', '/pagamenti');
    expect(withdrawals).toHaveTextContent(/40,00\s€ da pagare/);
    expect(api.callsTo('GET /api/admin/summary')[0]?.authorization).toBe('Bearer private-token');
  });

  it('says one sale in the singular and marks nothing when nothing waits', async () => {
    stubApi({
      ...privateToken,
      'GET /api/admin/summary': {
        body: { ...summary, salesThisMonth: { count: 1, amount: 59.9 }, pendingDocuments: 0 },
      },
    });
    renderFigures();
    expect(await screen.findByText('1 vendita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documenti da approvare/ })).not.toHaveAttribute('data-attention');
  });

  it('shows an error with a retry that loads the figures again', async () => {
    let fail = true;
    stubApi({
      ...privateToken,
      'GET /api/admin/summary': () =>
        fail ? { status: 500, body: { message: 'x', error: 'INTERNAL' } } : { body: summary },
    });
    renderFigures();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati del pannello.');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: /Vendite del mese/ })).toBeInTheDocument();
  });
});
