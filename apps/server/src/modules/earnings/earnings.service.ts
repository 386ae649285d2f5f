import { CREDIT_WAIT_DAYS, ErrorCode, type WithdrawalStatus } from '@cammini/contract';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { enqueueMail } from '../mail/mail.service.js';
import { creditGrantedMail } from './credit-mails.js';
import {
  findEarner,
  insertEarning,
  lockLedgerOwner,
  RELEASING_STATUS,
  selectCreditsOfOrder,
  selectPendingCredits,
  sumLedger,
} from './earnings.repository.js';

/**
 * The earnings ledger: credits are appended when an order is paid and become available after the
 * withdrawal period; a refunded sale appends their reversals (negative). The available balance is the
 * entries available now minus the withdrawal requests that hold money: this module is its only owner,
 * and every debit locks it first.
 */

export interface Balance {
  /** Referral credits less their reversals, pending or not. */
  referralCents: number;
  memberCents: number;
  withdrawnCents: number;
  /** Credits still in their withdrawal period (net of reversals of such credits). */
  pendingCents: number;
  /** What the customer may still ask to withdraw; below zero when a withdrawn credit was reversed. */
  availableCents: number;
}

const DAY_MS = 86_400_000;

/** When a credit granted at `grantedAt` can be withdrawn: after the buyer's 14-day withdrawal period. */
export const creditAvailableAt = (grantedAt: Date) => new Date(grantedAt.getTime() + CREDIT_WAIT_DAYS * DAY_MS);

/** Whether a withdrawal request in this status counts against the balance. */
export const holdsMoney = (status: WithdrawalStatus): boolean => status !== RELEASING_STATUS;

/**
 * Credits an earner inside the transaction that pays the order; crediting one order twice credits once.
 * The credit waits CREDIT_WAIT_DAYS from `grantedAt`: until then the sale may still be refunded.
 */
export async function creditEarning(
  tx: Transaction,
  credit: { userId: number; kind: 'referral' | 'member'; amountCents: number; orderId: string; courseTitle: string },
  grantedAt: Date,
  accountUrl: string,
): Promise<void> {
  const { courseTitle, ...entry } = credit;
  const availableAt = creditAvailableAt(grantedAt);
  if (!(await insertEarning(tx, { ...entry, availableAt }))) return;
  // The earner hears of it at once, with the day it can be withdrawn.
  const earner = await findEarner(tx, credit.userId);
  if (earner && !earner.deletedAt) {
    await enqueueMail(
      tx,
      creditGrantedMail(
        earner,
        { kind: credit.kind, amountCents: credit.amountCents, courseTitle, availableAt },
        accountUrl,
      ),
    );
  }
}

/**
 * Reverses the referral and member credits of a refunded order, each with an entry of its own (negative),
 * once per credit. A reversal counts from the moment its credit did: at once for a credit already
 * available (the balance may go below zero if it was withdrawn), and together with its credit for one
 * still waiting, so the two cancel out and the balance never shows a debt for money never available.
 */
export async function reverseCreditsOfOrder(tx: Transaction, orderId: string, now: Date) {
  const credits = await selectCreditsOfOrder(tx, orderId);
  for (const credit of credits) {
    await insertEarning(tx, {
      userId: credit.userId,
      kind: credit.kind === 'member' ? 'memberReversal' : 'referralReversal',
      amountCents: -credit.amountCents,
      orderId,
      availableAt: credit.availableAt > now ? credit.availableAt : now,
    });
  }
  return credits.map((credit) => ({ userId: credit.userId, kind: credit.kind, amountCents: credit.amountCents }));
}

/** The balance and what it is made of at `now`, for display only: it may change right after. */
export async function getBalance(db: Executor, userId: number, now: Date): Promise<Balance> {
  const sums = await sumLedger(db, userId, now);
  return {
    referralCents: sums.referralCents,
    memberCents: sums.memberCents,
    withdrawnCents: sums.withdrawnCents,
    pendingCents: sums.pendingCents,
    availableCents: sums.availableEntriesCents - sums.withdrawnCents,
  };
}

/** The available balance, for display only: it may change right after. */
export async function getAvailableBalanceCents(db: Executor, userId: number, now: Date): Promise<number> {
  return (await getBalance(db, userId, now)).availableCents;
}

/** The credits still waiting, with when each becomes available, for the customer's page. */
export async function listPendingCredits(db: Executor, userId: number, now: Date) {
  return selectPendingCredits(db, userId, now);
}

/**
 * The one way to spend a balance: inside a transaction, lock the customer's row, then read what is
 * available. Every request, reinstatement or other debit calls this first, so two of them for one
 * customer can never both see the same money.
 */
export async function lockAvailableBalance(tx: Transaction, userId: number, now: Date) {
  const owner = await lockLedgerOwner(tx, userId);
  if (!owner) throw notFound('Utente non trovato');
  // A separate statement after the lock, so it sees what the previous holder committed.
  const { availableCents } = await getBalance(tx, userId, now);
  return { owner, availableCents };
}

/**
 * Refuses a debit the balance does not cover; a debit of exactly the balance is allowed. A balance below
 * zero (a refunded sale's credit had already been withdrawn) is said so: withdrawals wait until new
 * credits cover it.
 */
export function assertBalanceCovers(availableCents: number, amountCents: number): void {
  if (amountCents <= availableCents) return;
  if (availableCents < 0) {
    throw new AppError(
      ErrorCode.INSUFFICIENT_BALANCE,
      `Il saldo è negativo (${centsToEuros(availableCents).toFixed(2)} €): un credito già prelevato è stato stornato per il rimborso di un acquisto. I prelievi riprendono quando nuovi crediti lo coprono.`,
    );
  }
  throw new AppError(
    ErrorCode.INSUFFICIENT_BALANCE,
    `Saldo insufficiente: disponibili ${centsToEuros(Math.max(availableCents, 0)).toFixed(2)} €, richiesti ${centsToEuros(amountCents).toFixed(2)} €.`,
  );
}
