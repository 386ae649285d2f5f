import { SHARED_DETAILS, type SharedDetail } from '@cammini/contract';
import type { Executor } from '../../db/client.js';
import { selectSharedDetails } from './shared-identity.repository.js';

/** The key of a pair of accounts in the answer of findSharedDetails, whichever comes first. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Which identifying details each pair of accounts shares now: an IBAN (a current one or one a withdrawal
 * was sent to), the codice fiscale, or an identity document (the same file, by its SHA-256 as uploaded).
 * Two accounts sharing one are taken for one person: a referral between them earns nothing. Pairs
 * sharing none (and an account paired with itself) are left out; the map is keyed by `pairKey`.
 */
export async function findSharedDetails(
  db: Executor,
  pairs: ReadonlyArray<readonly [number, number]>,
): Promise<Map<string, SharedDetail[]>> {
  const distinct = new Map(pairs.filter(([a, b]) => a !== b).map(([a, b]) => [pairKey(a, b), [a, b] as const]));
  const rows = await selectSharedDetails(db, [...distinct.values()]);
  return new Map(rows.map((row) => [pairKey(...row.pair), SHARED_DETAILS.filter((detail) => row[detail])]));
}
