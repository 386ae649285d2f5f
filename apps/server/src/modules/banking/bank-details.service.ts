import { type SaveIbanBody, type SaveTaxCodeBody, WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { SessionContext } from '../../lib/session-context.js';
import { lockAccountHolder, setIban, setTaxCode } from '../accounts/bank-details.service.js';
import { confirmCurrentPassword, type PasswordAttempts } from '../accounts/password-confirmation.service.js';
import { identityLocked } from '../accounts/profile.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getCustomerContactAddress } from '../settings/settings.service.js';
import { type BankDetailChange, ibanSavedMail, taxCodeSavedMail } from './banking-mails.js';

/**
 * The banking calls carry the customer's e-mail; it must be the caller's own.
 * Nobody, admins included, changes another person's bank details or spends their balance.
 */
export function assertOwnEmail(session: SessionContext, email: string): void {
  if (email !== session.email) throw forbidden('Puoi gestire solo i dati del tuo account');
}

/**
 * Until when withdrawals wait after the IBAN was changed, or null when they may be asked now. The
 * hold ends exactly WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE hours after the change.
 */
export function withdrawalsHeldUntil(ibanChangedAt: Date | null, now: Date): Date | null {
  if (!ibanChangedAt) return null;
  const end = addMinutes(ibanChangedAt, WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE * 60);
  return end > now ? end : null;
}

type Owner = NonNullable<Awaited<ReturnType<typeof lockAccountHolder>>>;

const changeNotice = async (
  ctx: AppContext,
  tx: Executor,
  owner: Owner,
  changedAt: Date,
): Promise<BankDetailChange> => ({
  to: owner.email,
  language: owner.language,
  name: owner.name,
  changedAt,
  resetUrl: `${ctx.config.publicUrl}/forgotpassword`,
  contactEmail: await getCustomerContactAddress(ctx, tx),
});

/**
 * PUT /api/iban/: the IBAN arrives checked (ISO 13616) and normalized by the contract. It needs the
 * current password, the owner is e-mailed in the same transaction, and a change (not the first IBAN
 * entered) holds withdrawals, so that a stolen session cannot quietly redirect the next one.
 */
export const saveIban = bankDetailSaver<z.output<typeof SaveIbanBody>>(async ({ ctx, tx, owner, input, userId }) => {
  if (owner.iban === input.iban) return false;
  const now = ctx.clock.now();
  const changedAt = owner.iban === null ? null : now;
  await setIban(tx, userId, input.iban, changedAt);
  await enqueueMail(
    tx,
    ibanSavedMail({
      ...(await changeNotice(ctx, tx, owner, now)),
      iban: input.iban,
      previousIban: owner.iban,
      heldUntil: withdrawalsHeldUntil(changedAt, now),
    }),
  );
  return true;
});

/**
 * PUT /api/cf/: the codice fiscale arrives checked (check letter) and upper-cased. It needs the
 * current password and the owner is e-mailed; once documents are verified it can be entered if it
 * was missing, never changed.
 */
export const saveTaxCode = bankDetailSaver<z.output<typeof SaveTaxCodeBody>>(
  async ({ ctx, tx, owner, input, userId }) => {
    if (owner.taxCode === input.CF) return false;
    if (owner.docVerified && owner.taxCode !== null) throw identityLocked();
    await setTaxCode(tx, userId, input.CF);
    await enqueueMail(
      tx,
      taxCodeSavedMail({ ...(await changeNotice(ctx, tx, owner, ctx.clock.now())), taxCode: input.CF }),
    );
    return true;
  },
);

/**
 * What every change of bank details goes through: the caller's own e-mail, the current password, the
 * owner's row locked for the transaction, and the mail worker nudged after the commit when `change`
 * wrote something (it answers false when the value sent is the one saved).
 */
function bankDetailSaver<Input extends { email: string; currentPassword: string }>(
  change: (step: { ctx: AppContext; tx: Transaction; owner: Owner; input: Input; userId: number }) => Promise<boolean>,
) {
  return async (
    ctx: AppContext,
    passwordAttempts: PasswordAttempts,
    session: SessionContext,
    input: Input,
  ): Promise<void> => {
    assertOwnEmail(session, input.email);
    await confirmCurrentPassword(ctx, passwordAttempts, { userId: session.userId, password: input.currentPassword });
    const changed = await ctx.db.transaction(async (tx) => {
      const owner = await lockAccountHolder(tx, session.userId);
      if (!owner) throw notFound('Utente non trovato');
      return change({ ctx, tx, owner, input, userId: session.userId });
    });
    if (changed) ctx.mail.nudge();
  };
}
