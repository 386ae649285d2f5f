import {
  type AdminWithdrawalItem,
  ErrorCode,
  type UpdateWithdrawalStatusBody,
  type WithdrawalStatus,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { enqueueMail } from '../mail/mail-outbox.repository.js';
import { withdrawalStatusMail } from './withdrawal-mails.js';
import {
  findWithdrawalOwnerId,
  lockBalanceOwner,
  lockWithdrawal,
  selectWithdrawalsWithCustomers,
  setWithdrawalStatus,
  sumAvailableCents,
} from './withdrawals.repository.js';

/** Withdrawals that hold money: every status but this one counts against the balance. */
export const RELEASING_STATUS: WithdrawalStatus = 'Annullato';

const withdrawalNotFound = () => notFound('Richiesta di prelievo non trovata');

/** The available balance, for display only: it may change right after. */
export async function getAvailableBalanceCents(db: Executor, userId: number): Promise<number> {
  return sumAvailableCents(db, userId);
}

/**
 * The one way to spend a balance: inside a transaction, lock the customer's row, then
 * read what is available. Every request, reinstatement or other debit calls this first, so two of
 * them for one customer can never both see the same money.
 */
export async function lockAvailableBalance(tx: Transaction, userId: number) {
  const owner = await lockBalanceOwner(tx, userId);
  if (!owner) throw notFound('Utente non trovato');
  // A separate statement after the lock, so it sees what the previous holder committed.
  const availableCents = await sumAvailableCents(tx, userId);
  return { owner, availableCents };
}

/** Refuses a debit the balance does not cover. */
export function assertBalanceCovers(availableCents: number, amountCents: number): void {
  if (amountCents <= availableCents) return;
  throw new AppError(
    ErrorCode.INSUFFICIENT_BALANCE,
    `Saldo insufficiente: disponibili ${centsToEuros(Math.max(availableCents, 0)).toFixed(2)} €, richiesti ${centsToEuros(amountCents).toFixed(2)} €.`,
  );
}

/** GET /get/withdrawals/ */
export async function listWithdrawals(ctx: AppContext): Promise<AdminWithdrawalItem[]> {
  const rows = await selectWithdrawalsWithCustomers(ctx.db);
  return rows.map((row) => ({
    idWithdraw: row.id,
    name: `${row.name} ${row.surname}`,
    email: row.email,
    iban: row.iban,
    amount: centsToEuros(row.amountCents),
    status: row.status,
    requestDate: row.requestedAt.toISOString(),
  }));
}

/**
 * PUT /api/withdraw/: an admin may set any status at any time, but reinstating a
 * cancelled request spends its amount again, so the balance must still cover it. The customer
 * is told by e-mail; setting the status it already has changes nothing and mails nobody.
 */
export async function changeWithdrawalStatus(
  ctx: AppContext,
  input: z.output<typeof UpdateWithdrawalStatusBody>,
): Promise<void> {
  const ownerId = await findWithdrawalOwnerId(ctx.db, input.id);
  if (ownerId === undefined) throw withdrawalNotFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const { owner, availableCents } = await lockAvailableBalance(tx, ownerId);
    const withdrawal = await lockWithdrawal(tx, input.id);
    if (!withdrawal) throw withdrawalNotFound();
    if (withdrawal.status === input.status) return false;
    if (withdrawal.status === RELEASING_STATUS) assertBalanceCovers(availableCents, withdrawal.amountCents);
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
