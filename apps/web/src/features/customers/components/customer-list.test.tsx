import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { downloadCustomerSheet } from '../lib/export-customers';
import { customerRow } from '../testing/customer-rows';
import { CustomerList } from './customer-list';

vi.mock('../lib/export-customers', () => ({ downloadCustomerSheet: vi.fn(async () => {}) }));

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
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

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(downloadCustomerSheet).mockReset();
  await i18n.changeLanguage('it');
});

describe('CustomerList', () => {
  it('loads with the private token and shows one row per purchase, dashes for what is missing', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/clienti': { body: [course, noPurchase] } });
    renderList();
    expect(screen.getByText('Caricamento dei clienti...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Cognome', 'Email', 'Telefono', 'Corso', 'Prezzo corso', 'Meditazione', 'Prezzo meditazione']);
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

  it('says Nessun dato disponibile for an empty list, and for an answer that is not a list', async () => {
    stubApi({ ...privateToken, 'GET /api/clienti': { body: { message: 'nothing' } } });
    renderList();
    expect(await screen.findByText('Nessun dato disponibile')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks English in the English interface', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/clienti': { body: [] } });
    renderList();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  });

  it('shows an error with a retry, and keeps the export off until the list is there', async () => {
    let fail = true;
    stubApi({
      ...privateToken,
      'GET /api/clienti': () =>
        fail ? { status: 500, body: { message: 'x', error: 'INTERNAL' } } : { body: [course] },
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i clienti.');
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeDisabled();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeEnabled();
  });

  it('Scarica Excel writes the header and one row per purchase, with formulas neutralised', async () => {
    stubApi({
      ...privateToken,
      'GET /api/clienti': { body: [{ ...course, userName: '=HYPERLINK("http://x")' }, noPurchase] },
    });
    renderList();
    await screen.findByRole('table');
    await setupUser().click(screen.getByRole('button', { name: 'Scarica Excel' }));
    await waitFor(() => expect(downloadCustomerSheet).toHaveBeenCalledTimes(1));
    const rows = vi.mocked(downloadCustomerSheet).mock.calls[0]![0];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Prezzo meditazione');
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[1]?.[5]).toBe(280);
    expect(rows[2]).toEqual(['Bruno', 'Sala', 'bruno@example.com', null, null, null, null, null]);
  });

  it('says so when the file cannot be written', async () => {
    vi.mocked(downloadCustomerSheet).mockRejectedValueOnce(new Error('quota'));
    stubApi({ ...privateToken, 'GET /api/clienti': { body: [course] } });
    renderList();
    await screen.findByRole('table');
    await setupUser().click(screen.getByRole('button', { name: 'Scarica Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile creare il file Excel. Riprova.');
  });
});
