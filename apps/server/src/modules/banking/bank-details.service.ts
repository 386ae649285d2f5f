import type { SaveIbanBody, SaveTaxCodeBody } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/app-error.js';
import type { SessionContext } from '../accounts/sessions.repository.js';
import { setIban, setTaxCode } from './banking.repository.js';

/**
 * The banking calls carry the customer's e-mail (specification §7); it must be the caller's own.
 * Nobody, admins included, changes another person's bank details or spends their balance.
 */
export function assertOwnEmail(session: SessionContext, email: string): void {
  if (email !== session.email) throw forbidden('Puoi gestire solo i dati del tuo account');
}

/** PUT /api/iban/: the IBAN arrives checked (ISO 13616) and normalized by the contract. */
export async function saveIban(
  ctx: AppContext,
  session: SessionContext,
  input: z.output<typeof SaveIbanBody>,
): Promise<void> {
  assertOwnEmail(session, input.email);
  await setIban(ctx.db, session.userId, input.iban);
}

/** PUT /api/cf/: the codice fiscale arrives checked (check letter) and upper-cased. */
export async function saveTaxCode(
  ctx: AppContext,
  session: SessionContext,
  input: z.output<typeof SaveTaxCodeBody>,
): Promise<void> {
  assertOwnEmail(session, input.email);
  await setTaxCode(ctx.db, session.userId, input.CF);
}
