import { AFFILIATE_CODE_LENGTH, NO_AFFILIATE_CODES } from '@cammini/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createReadableCode } from '../../lib/tokens.js';
import { findUserIdByAffiliateCode } from './users.repository.js';

/** `123456` (the client's default) and `AAAAAA` ("I have no code") both mean: no code. */
export function isNoCode(code: string | undefined): boolean {
  return !code || (NO_AFFILIATE_CODES as readonly string[]).includes(code);
}

export async function resolveReferrerId(db: Executor, code: string | undefined): Promise<number | null> {
  if (code === undefined || isNoCode(code)) return null;
  const id = await findUserIdByAffiliateCode(db, code);
  if (id === undefined) throw new AppError('UNKNOWN_AFFILIATE_CODE', 'Codice invito non valido');
  return id;
}

export async function createUniqueAffiliateCode(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = createReadableCode(AFFILIATE_CODE_LENGTH);
    if (isNoCode(code)) continue;
    if ((await findUserIdByAffiliateCode(db, code)) === undefined) return code;
  }
  throw new Error('could not find a free affiliate code');
}
