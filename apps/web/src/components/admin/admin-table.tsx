import type { ReactNode } from 'react';

export interface AdminTableColumn {
  label: string;
  /** Amounts and counts line up on the right, as their cells do. */
  numeric?: boolean;
}

/**
 * The back office's table of records: column headings over the rows it is given, a table on a desktop
 * and stacked rows on a phone (each cell names itself with its `data-label`).
 */
export function AdminTable({
  label,
  columns,
  className,
  children,
}: {
  /**
   * Names the wrapper and makes it a focusable region, so keyboard users can scroll a wide table;
   * without it the table sits in a plain box inside a section that names it already.
   */
  label?: string;
  columns: readonly AdminTableColumn[];
  /** Added to the table's own classes. */
  className?: string;
  /** The body rows. */
  children: ReactNode;
}) {
  const table = (
    <table className={`admin-table business-table business-table--stack${className ? ` ${className}` : ''}`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (label === undefined) return <div className="admin-table-wrap">{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {table}
    </section>
  );
}
