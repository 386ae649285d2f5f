/** What to send of a file of `size` bytes for a Range header (RFC 9110 §14). */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range: `a-b`, `a-` or the last `-n` bytes. No header, or several ranges (which media
 * players never ask for), gets the whole file; a range that is malformed or starts past the end
 * gets 416.
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match?.[1]) return { kind: 'unsatisfiable' };
  const specs = match[1].split(',').map((spec) => spec.trim());
  if (specs.length > 1) return { kind: 'whole' };
  const range = /^(\d*)-(\d*)$/.exec(specs[0] ?? '');
  if (!range) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = range;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
