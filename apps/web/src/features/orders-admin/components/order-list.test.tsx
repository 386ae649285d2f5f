import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import OrdersPage from '../../../app/routes/admin/orders-page';
import {
  columnHeaderTexts,
  failingUntilRecovered,
  listPage,
  privateToken,
} from '../../../components/admin/testing/admin-api';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { orderRow } from '../testing/orders';

const renderPage = (path = '/ordini') =>
  renderAt(path, [
    { path: '/ordini', element: <OrdersPage /> },
    { path: '/ordini/:id', element: <p>order page</p> },
  ]);

describe('/ordini', () => {
  it('shows each order with its customer, course, payment, amounts and status, with the private token', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/orders': listPage([
        orderRow(),
        orderRow({
          id: '22222222-2222-4222-8222-222222222222',
          kind: 'onlineCourse',
          title: 'Ascolto',
          payment: 'deposit',
          status: 'refunded',
          refunded: 49.9,
        }),
      ]),
    });
    renderPage();
    expect(screen.getByText('Caricamento degli ordini...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(columnHeaderTexts(header!)).toEqual([
      'Numero',
      'Data',
      'Cliente',
      'Corso',
      'Pagamento',
      'Importo',
      'Rimborsato',
      'Stato',
    ]);
    expect(first).toHaveTextContent('2026-0042');
    expect(first).toHaveTextContent('Anna Nerianna@example.com');
    expect(first).toHaveTextContent('RespiroIn presenza');
    expect(first).toHaveTextContent('Intero');
    expect(first).toHaveTextContent('Pagato');
    expect(second).toHaveTextContent('AscoltoOnline');
    expect(second).toHaveTextContent('Acconto');
    expect(second).toHaveTextContent(/49,90\s€/);
    expect(within(second!).getByText('Rimborsato')).toHaveAttribute('data-status', 'refunded');
    expect(screen.getByText('2 ordini')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders')[0]).toMatchObject({
      path: '/api/orders',
      authorization: 'Bearer private-token',
    });
  });

  it('opens the order page from its date', async () => {
    stubApi({ ...privateToken, 'GET /api/orders': listPage([orderRow()]) });
    const { router } = renderPage();
    await setupUser().click(await screen.findByRole('link', { name: /^Apri l'ordine del/ }));
    expect(router.state.location.pathname).toBe('/ordini/11111111-1111-4111-8111-111111111111');
  });

  it('searches, filters by status and period and pages, each change starting from page 1', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/orders': (call) => {
        const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);
        return listPage([orderRow({ title: `Pagina ${page}` })], 120, page);
      },
    });
    const { router } = renderPage();
    expect(await screen.findByText('Pagina 1')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 3')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ordine, cliente o corso'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await user.selectOptions(screen.getByLabelText('Stato'), 'refunded');
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna%40example.com&status=refunded'));
    const paths = api.callsTo('GET /api/orders').map((call) => call.path);
    expect(paths).toEqual([
      '/api/orders',
      '/api/orders?page=2',
      '/api/orders?q=anna@example.com',
      '/api/orders?q=anna@example.com&status=refunded',
    ]);
  });

  it('lists the sales by default, offers the checkout attempts apart and reads a partial refund as such', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/orders': listPage([orderRow({ refunded: 30 })]),
    });
    const { router } = renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Rimborsato in parte')).toHaveAttribute('data-status', 'partlyRefunded');
    const status = screen.getByLabelText('Stato');
    expect(status).toHaveDisplayValue('Vendite (pagati e rimborsati)');
    await setupUser().selectOptions(status, 'Tentativi di pagamento non conclusi');
    await waitFor(() => expect(router.state.location.search).toBe('?status=attempts'));
    expect(api.callsTo('GET /api/orders').map((call) => call.path)).toEqual([
      '/api/orders',
      '/api/orders?status=attempts',
    ]);
  });

  it('reads its filters from the address, leaving out a status it does not know', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/orders': listPage([]) });
    renderPage('/ordini?from=2026-01-01&to=2026-01-31&page=2&status=bogus');
    expect(await screen.findByText('Nessun ordine corrisponde ai filtri.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dal')).toHaveValue('2026-01-01');
    expect(api.callsTo('GET /api/orders')[0]?.path).toBe('/api/orders?from=2026-01-01&to=2026-01-31&page=2');
    expect(screen.getByRole('button', { name: 'Esporta in Excel' })).toBeDisabled();
  });

  it('says so when there are no orders, and shows an error with a retry', async () => {
    const orders = failingUntilRecovered(listPage([]));
    stubApi({ ...privateToken, 'GET /api/orders': orders.route });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare gli ordini.');
    orders.recover();
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessun ordine trovato.')).toBeInTheDocument();
  });

  it('exports the filtered orders as ordini.xlsx from the server, with the private token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      ...privateToken,
      'GET /api/orders': listPage([orderRow()], 1),
      'GET /api/orders/export.xlsx': { body: 'xlsx' },
    });
    renderPage('/ordini?status=paid&page=1');
    await screen.findByRole('table');
    await setupUser().click(screen.getByRole('button', { name: 'Esporta in Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /api/orders/export.xlsx')[0]).toMatchObject({
      path: '/api/orders/export.xlsx?status=paid&lang=it',
      authorization: 'Bearer private-token',
    });
    click.mockRestore();
  });

  it('speaks English in the English interface', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/orders': listPage([orderRow({ status: 'refunded', payment: 'balance' })]) });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Balance');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});
