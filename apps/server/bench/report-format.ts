/** A Markdown table; it reads well in a terminal too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);

export const percent = (share: number) => `${Math.round(share * 100)} %`;

export const verdict = (missed: string[]) => (missed.length === 0 ? 'pass' : `**MISS**: ${missed.join('; ')}`);

/** The heading of a database's part of a report. */
export const databaseHeading = (database: 'pglite' | 'postgres') =>
  `### ${database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`;
