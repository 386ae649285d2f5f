import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
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
import { customerRow } from '../testing/customer-rows';
import { CustomerList } from './customer-list';

const course = customerRow();
const noPurchase = customerRow({
  userName: 'Bruno',
  userSurname: 'Sala',
  email: 'bruno@example.com',
  phoneNumber: null,
  courseTitle: null,
  coursePrice: null,
});
const renderList = () => renderAt('/clienti', [{ path: '/clienti', element: <CustomerList /> }]);

describe('CustomerList', () => {
  it('loads with the private token and shows one row per purchase, dashes for what is missing', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/clienti': listPage([course, noPurchase]) });
    renderList();
    expect(screen.getByText('Caricamento dei clienti...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(columnHeaderTexts(header!)).toEqual([
      'Nome',
      'Cognome',
      'Email',
      'Telefono',
      'Corso',
      'Prezzo corso',
      'Meditazione',
      'Prezzo meditazione',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(first!)).toEqual([
      'Anna',
      'Neri',
      'anna@example.com',
      '+39 333 1234567',
      'Respiro',
      '280,00 €',
      '—',
      '—',
    ]);
    expect(cells(second!)).toEqual(['Bruno', 'Sala', 'bruno@example.com', '—', '—', '—', '—', '—']);
    expect(screen.getByText('2 righe')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clienti')[0]?.authorization).toBe('Bearer private-token');
  });

  it('says Nessun dato disponibile for an empty list', async () => {
    stubApi({ ...privateToken, 'GET /api/clienti': listPage([]) });
    renderList();
    expect(await screen.findByText('Nessun dato disponibile')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks English in the English interface', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/clienti': listPage([]) });
    renderList();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  });

  it('shows an error with a retry, and keeps the export off until the list is there', async () => {
    const customers = failingUntilRecovered(listPage([course]));
    stubApi({ ...privateToken, 'GET /api/clienti': customers.route });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i clienti.');
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeDisabled();
    customers.recover();
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeEnabled();
  });

  it('searches and pages with q and page, asking the server for page 1 of a new search', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/clienti': (call) => {
        const params = new URL(call.path, 'http://x').searchParams;
        const page = Number(params.get('page'));
        const q = params.get('q') ?? '';
        const row = customerRow({ userName: `${q || 'Tutti'} ${page}` });
        return { body: { rows: [row], total: 120, page, pageCount: 3, pageSize: 50 } };
      },
    });
    renderList();
    expect(await screen.findByText('Tutti 1')).toBeInTheDocument();
    expect(screen.getByText('120 righe')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 3')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Tutti 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cerca un cliente'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('anna 1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clienti').map((call) => call.path)).toEqual([
      '/api/clienti?page=1',
      '/api/clienti?page=2',
      '/api/clienti?page=1&q=anna',
    ]);
  });

  it('says when a search finds nobody', async () => {
    stubApi({
      ...privateToken,
      'GET /api/clienti': (call) => (call.path.includes('q=') ? listPage([]) : listPage([course])),
    });
    renderList();
    await screen.findByRole('table');
    const user = setupUser();
    await user.type(screen.getByLabelText('Cerca un cliente'), 'nessuno');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Nessun cliente corrisponde alla ricerca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra tutti' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('Scarica Excel downloads clienti.xlsx from the server with the private token', async () => {
    const createObjectURL = vi.fn(() => 'blob:clienti');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      ...privateToken,
      'GET /api/clienti': listPage([course]),
      'GET /api/clienti/export.xlsx': { body: 'xlsx' },
    });
    renderList();
    await screen.findByRole('table');
    await setupUser().click(screen.getByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = api.callsTo('GET /api/clienti/export.xlsx');
    expect(call).toMatchObject({ path: '/api/clienti/export.xlsx?lang=it', authorization: 'Bearer private-token' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when the file cannot be downloaded', async () => {
    stubApi({
      ...privateToken,
      'GET /api/clienti': listPage([course]),
      'GET /api/clienti/export.xlsx': { status: 500, body: { message: 'x', error: 'INTERNAL' } },
    });
    renderList();
    await screen.findByRole('table');
    await setupUser().click(screen.getByRole('button', { name: 'Scarica Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile creare il file Excel. Riprova.');
  });
});
