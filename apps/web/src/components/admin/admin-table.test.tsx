import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table';

const columns = [{ label: 'Cliente' }, { label: 'Importo', numeric: true }];
const row = (
  <tr>
    <td data-label="Cliente">Maria Rossi</td>
    <td data-label="Importo">25,00 €</td>
  </tr>
);

describe('AdminTable', () => {
  it('heads every column, numbers aligned right, over the rows it is given', () => {
    render(<AdminTable columns={columns}>{row}</AdminTable>);
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Cliente', 'Importo']);
    expect(headings.map((heading) => heading.className)).toEqual(['', 'numeric']);
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'Maria Rossi' })).toBeInTheDocument();
  });

  it('makes a labelled table a region keyboard users can scroll', () => {
    render(
      <AdminTable label="Ordini" columns={columns} className="orders-table">
        {row}
      </AdminTable>,
    );
    const region = screen.getByRole('region', { name: 'Ordini' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toHaveClass('admin-table', 'business-table--stack', 'orders-table');
  });

  it('puts an unlabelled table in a plain box', () => {
    const { container } = render(<AdminTable columns={columns}>{row}</AdminTable>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('admin-table-wrap');
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
