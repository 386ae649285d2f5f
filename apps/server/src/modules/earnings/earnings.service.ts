import { ErrorCode, type WithdrawalStatus } from '@cammini/contract';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import {
  type EarningKind,
  insertEarning,
  lockLedgerOwner,
  RELEASING_STATUS,
  sumLedger,
} from './earnings.repository.js';

/**
 * The earnings ledger: credits are appended when an order is paid, and a balance is those credits
 * minus the withdrawal requests that hold money. Every debit locks the balance first.
 */

export interface Balance {
  referralCents: number;
  memberCents: number;
  withdrawnCents: number;
  /** What the customer may still ask to withdraw. */
  availableCents: number;
}

/** Whether a withdrawal request in this status counts against the balance. */
export const holdsMoney = (status: WithdrawalStatus): boolean => status !== RELEASING_STATUS;

/** Credits an earner inside the transaction that pays the order; crediting one order twice credits once. */
export async function creditEarning(
  tx: Transaction,
  credit: { userId: number; kind: EarningKind; amountCents: number; orderId: string },
): Promise<void> {
  await insertEarning(tx, credit);
}

/** The balance and what it is made of, for display only: it may change right after. */
export async function getBalance(db: Executor, userId: number): Promise<Balance> {
  const sums = await sumLedger(db, userId);
  return { ...sums, availableCents: sums.referralCents + sums.memberCents - sums.withdrawnCents };
}

/** The available balance, for display only: it may change right after. */
export async function getAvailableBalanceCents(db: Executor, userId: number): Promise<number> {
  return (await getBalance(db, userId)).availableCents;
}

/**
 * The one way to spend a balance: inside a transaction, lock the customer's row, then read what is
 * available. Every request, reinstatement or other debit calls this first, so two of them for one
 * customer can never both see the same money.
 */
export async function lockAvailableBalance(tx: Transaction, userId: number) {
  const owner = await lockLedgerOwner(tx, userId);
  if (!owner) throw notFound('Utente non trovato');
  // A separate statement after the lock, so it sees what the previous holder committed.
  const { availableCents } = await getBalance(tx, userId);
  return { owner, availableCents };
}

/** Refuses a debit the balance does not cover; a debit of exactly the balance is allowed. */
export function assertBalanceCovers(availableCents: number, amountCents: number): void {
  if (amountCents <= availableCents) return;
  throw new AppError(
    ErrorCode.INSUFFICIENT_BALANCE,
    `Saldo insufficiente: disponibili ${centsToEuros(Math.max(availableCents, 0)).toFixed(2)} €, richiesti ${centsToEuros(amountCents).toFixed(2)} €.`,
  );
}
