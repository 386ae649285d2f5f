import type { AdminWithdrawalItem, UpdateWithdrawalStatusBody } from '@cammini/contract';
import { centsToEuros, ErrorCode } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findWithdrawalOwnerId, lockWithdrawal, setWithdrawalStatus } from '../banking/withdrawal-requests.service.js';
import { assertBalanceCovers, holdsMoney, lockAvailableBalance } from '../earnings/earnings.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { reviewCreditsOf } from './credits-at-stake.js';
import { selectWithdrawalsWithCustomers } from './withdrawal-review.repository.js';
import { withdrawalStatusMail } from './withdrawal-status-mails.js';

const withdrawalNotFound = () => notFound('Richiesta di prelievo non trovata');

/**
 * GET /get/withdrawals/: each request waiting for the admin carries the review of its customer's credits
 * (credits-at-stake.ts), read for all of them at once; a completed or cancelled one has nothing left to
 * decide.
 */
export async function listWithdrawals(ctx: AppContext): Promise<AdminWithdrawalItem[]> {
  const rows = await selectWithdrawalsWithCustomers(ctx.db);
  const waiting = [...new Set(rows.filter((row) => row.status === 'In attesa').map((row) => row.userId))];
  const reviews = await reviewCreditsOf(ctx.db, waiting, ctx.clock.now());
  return rows.map((row) => ({
    idWithdraw: row.id,
    name: `${row.name} ${row.surname}`,
    email: row.email,
    taxCode: row.taxCode,
    iban: row.iban,
    amount: centsToEuros(row.amountCents),
    status: row.status,
    requestDate: row.requestedAt.toISOString(),
    review: row.status === 'In attesa' ? (reviews.get(row.userId) ?? null) : null,
  }));
}

/** Completato is final: the transfer was made, so no change of status may put its money back on the balance. */
const withdrawalFinal = () =>
  new AppError(
    ErrorCode.WITHDRAWAL_FINAL,
    'Questo prelievo è già stato completato: il bonifico è partito e lo stato non si può più cambiare.',
  );

/**
 * PUT /api/withdraw/: an admin moves a request between In attesa, Annullato and Completato, but
 * Completato is final (409 WITHDRAWAL_FINAL), and reinstating a cancelled request spends its amount
 * again, so the balance must still cover it. The customer is told by e-mail; setting the status it
 * already has changes nothing and mails nobody.
 */
export async function changeWithdrawalStatus(
  ctx: AppContext,
  input: z.output<typeof UpdateWithdrawalStatusBody>,
): Promise<void> {
  const ownerId = await findWithdrawalOwnerId(ctx.db, input.id);
  if (ownerId === undefined) throw withdrawalNotFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const { owner, availableCents } = await lockAvailableBalance(tx, ownerId, ctx.clock.now());
    const withdrawal = await lockWithdrawal(tx, input.id);
    if (!withdrawal) throw withdrawalNotFound();
    if (withdrawal.status === input.status) return false;
    if (withdrawal.status === 'Completato') throw withdrawalFinal();
    if (!holdsMoney(withdrawal.status)) assertBalanceCovers(availableCents, withdrawal.amountCents);
    await setWithdrawalStatus(tx, withdrawal.id, input.status);
    await enqueueMail(
      tx,
      withdrawalStatusMail({
        to: owner.email,
        language: owner.language,
        name: owner.name,
        status: input.status,
        amountCents: withdrawal.amountCents,
        requestedAt: withdrawal.requestedAt,
        iban: withdrawal.iban,
        userAreaUrl: `${ctx.config.publicUrl}/utente`,
      }),
    );
    return true;
  });
  if (changed) ctx.mail.nudge();
}
