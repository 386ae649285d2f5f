import { describe, expect, it } from 'vitest';
import { PageNumber, pagePosition, rowsBefore } from './pagination.js';

describe('pages', () => {
  it('count a page for every started pageful, none for no rows', () => {
    expect(pagePosition(1, 50, 0).pageCount).toBe(0);
    expect(pagePosition(1, 50, 50).pageCount).toBe(1);
    expect(pagePosition(1, 50, 51).pageCount).toBe(2);
    expect(pagePosition(2, 50, 51)).toEqual({ total: 51, page: 2, pageCount: 2, pageSize: 50 });
  });

  it('skip the rows of the pages before', () => {
    expect(rowsBefore(1, 50)).toBe(0);
    expect(rowsBefore(3, 50)).toBe(100);
  });

  it('are asked for by a whole number from 1 to a million', () => {
    expect(PageNumber.parse('2')).toBe(2);
    expect(PageNumber.parse('1000000')).toBe(1_000_000);
    for (const bad of ['0', '-1', '1.5', '1000001', 'due']) expect(PageNumber.safeParse(bad).success, bad).toBe(false);
  });
});
