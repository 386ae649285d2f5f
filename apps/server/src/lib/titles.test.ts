import { titleKey, titleToSlug } from '@cammini/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/database.js';
import type { DatabaseHandle } from '../db/client.js';
import { titleKeySql } from './titles.js';

describe('titleKey', () => {
  it('gives the spaced and the hyphenated form of a title the same key', () => {
    expect(titleKey('Il respiro che cura')).toBe('il-respiro-che-cura');
    expect(titleKey('Il-respiro-che-cura')).toBe('il-respiro-che-cura');
  });

  it('ignores case, repeated separators and separators at the ends', () => {
    expect(titleKey('  IL  respiro -- che   Cura-  ')).toBe('il-respiro-che-cura');
  });

  it('keeps accents and punctuation other than hyphens', () => {
    expect(titleKey('Perché: la gratitudine è un’àncora')).toBe('perché:-la-gratitudine-è-un’àncora');
  });

  it('matches a title that has real hyphens in either form', () => {
    expect(titleKey('Mente-corpo: un viaggio')).toBe(titleKey('Mente-corpo:-un-viaggio'));
    expect(titleKey('Mente-corpo: un viaggio')).toBe(titleKey('mente corpo: un viaggio'));
  });
});

describe('titleToSlug', () => {
  it('links with hyphens and encodes what a path may not hold', () => {
    expect(titleToSlug('Radici e ali')).toBe('Radici-e-ali');
    expect(titleToSlug('Il respiro: 7 giorni / 2')).toBe('Il-respiro%3A-7-giorni-%2F-2');
    expect(titleToSlug('Perché sì')).toBe('Perch%C3%A9-s%C3%AC');
  });
});

describe('titleKeySql', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('computes in the database the same key as titleKey', async () => {
    const samples = ['Il respiro che cura', ' ÀNCORA  e  radici ', 'Mente-corpo: un viaggio', '--a - b--', 'Perché sì'];
    for (const sample of samples) {
      const [row] = await handle.db.select({ key: sql<string>`${titleKeySql(sample)}` }).from(sql`(select 1) as one`);
      expect(row?.key, sample).toBe(titleKey(sample));
    }
  });
});
