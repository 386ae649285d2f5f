import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.js';

describe('parseByteRange', () => {
  it('sends the whole file without a Range header, or for several ranges', () => {
    expect(parseByteRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1, 5-9', 100)).toEqual({ kind: 'whole' });
  });

  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=50-5000', 100)).toEqual({ kind: 'partial', start: 50, end: 99 });
  });

  it('refuses ranges it cannot satisfy or read', () => {
    for (const header of [
      'bytes=100-',
      'bytes=200-300',
      'bytes=9-3',
      'bytes=-0',
      'bytes=-',
      'items=0-9',
      'bytes=a-b',
      'bytes=',
    ]) {
      expect(parseByteRange(header, 100), header).toEqual({ kind: 'unsatisfiable' });
    }
  });
});
