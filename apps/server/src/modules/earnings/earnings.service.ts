import { ErrorCode, formatMoney, type WithdrawalStatus } from '@cammini/contract';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type CancellationTerms, saleFinalAt } from '../../lib/sale-finality.js';
import { enqueueMail } from '../mail/mail.service.js';
import { creditGrantedMail, referralWithheldMail } from './credit-mails.js';
import { paidOutCreditReversedMail } from './credit-reversal-mails.js';
import {
  findEarner,
  insertEarning,
  lockLedgerOwner,
  RELEASING_STATUS,
  selectCreditsOfOrder,
  selectPendingCredits,
  selectStandingCredits,
  selectWaitingCreditsOfCourse,
  setCreditAvailableAt,
  sumLedger,
} from './earnings.repository.js';

/**
 * The earnings ledger: credits are appended when an order is paid and become available once the sale is
 * final (sale-finality.ts); a refunded sale appends their reversals (negative). The available balance is the
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

/** The sale a credit comes from: when it was paid in full, and the in-person course's terms (null online). */
export interface CreditedSale {
  grantedAt: Date;
  course: CancellationTerms | null;
}

/**
 * When a credit can be withdrawn: once its sale is final, when the buyer can neither withdraw from it
 * nor cancel it for a full refund any more. Before that, money paid out could be asked back of nobody.
 */
export const creditAvailableAt = (sale: CreditedSale) => saleFinalAt(sale.grantedAt, sale.course);

/** Whether a withdrawal request in this status counts against the balance. */
export const holdsMoney = (status: WithdrawalStatus): boolean => status !== RELEASING_STATUS;

/**
 * Credits an earner inside the transaction that pays the order; crediting one order twice credits once.
 * The credit waits until its sale is final (creditAvailableAt): until then the sale may still be refunded.
 */
export async function creditEarning(
  tx: Transaction,
  credit: { userId: number; kind: 'referral' | 'member'; amountCents: number; orderId: string; courseTitle: string },
  sale: CreditedSale,
  accountUrl: string,
): Promise<void> {
  const { courseTitle, ...entry } = credit;
  const availableAt = creditAvailableAt(sale);
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
 * A referral that earns nothing (the two accounts share identifying details: one person invited
 * themselves): no ledger entry, and the referrer and the buyer are each told, in their language, inside
 * the transaction that pays the order. A deleted account is told nothing.
 */
export async function withholdReferralCredit(
  tx: Transaction,
  referral: { userId: number; buyerId: number; courseTitle: string },
  accountUrl: string,
): Promise<void> {
  for (const [userId, role] of [
    [referral.userId, 'referrer'],
    [referral.buyerId, 'buyer'],
  ] as const) {
    const person = await findEarner(tx, userId);
    if (!person || person.deletedAt) continue;
    await enqueueMail(tx, referralWithheldMail(person, role, { courseTitle: referral.courseTitle }, accountUrl));
  }
}

/** A credit reversed by a refund; `withdrawnCents`: how much of it the earner had already withdrawn. */
export interface ReversedCredit {
  userId: number;
  kind: 'referral' | 'member';
  amountCents: number;
  withdrawnCents: number;
}

/**
 * How much of an available credit is already paid out: what the earner's available balance (after
 * the withdrawals that hold money) no longer covers of it. A credit still waiting was never withdrawable.
 */
export const withdrawnPartCents = (amountCents: number, availableCents: number) =>
  Math.min(amountCents, Math.max(0, amountCents - Math.max(0, availableCents)));

/**
 * Reverses the referral and member credits of a refunded order, each with an entry of its own (negative),
 * once per credit. A reversal counts from the moment its credit did: at once for a credit already
 * available (the balance may go below zero if it was withdrawn), and together with its credit for one
 * still waiting, so the two cancel out and the balance never shows a debt for money never available.
 * An earner who had already withdrawn the credit is told at once, with the balance it leaves: the money
 * is gone from their account, and the next withdrawal would otherwise be refused without a word.
 */
export async function reverseCreditsOfOrder(
  tx: Transaction,
  order: { id: string; courseTitle: string },
  now: Date,
  accountUrl: string,
): Promise<ReversedCredit[]> {
  const credits = await selectCreditsOfOrder(tx, order.id);
  const reversed: ReversedCredit[] = [];
  for (const credit of credits) {
    const kind: ReversedCredit['kind'] = credit.kind === 'member' ? 'member' : 'referral';
    const available = credit.availableAt <= now;
    // The earner's row is locked as every debit locks it, so no withdrawal request moves the balance meanwhile.
    const before = available ? (await lockAvailableBalance(tx, credit.userId, now)).availableCents : 0;
    await insertEarning(tx, {
      userId: credit.userId,
      kind: kind === 'member' ? 'memberReversal' : 'referralReversal',
      amountCents: -credit.amountCents,
      orderId: order.id,
      availableAt: available ? now : credit.availableAt,
    });
    const withdrawnCents = available ? withdrawnPartCents(credit.amountCents, before) : 0;
    reversed.push({ userId: credit.userId, kind, amountCents: credit.amountCents, withdrawnCents });
    if (withdrawnCents === 0) continue;
    const earner = await findEarner(tx, credit.userId);
    if (!earner || earner.deletedAt) continue;
    const paidOut = {
      kind,
      amountCents: credit.amountCents,
      courseTitle: order.courseTitle,
      balanceCents: before - credit.amountCents,
    };
    await enqueueMail(tx, paidOutCreditReversedMail(earner, paidOut, accountUrl));
  }
  return reversed;
}

/**
 * An in-person course's cancellation terms changed (its start date moved, or free cancellation was
 * switched): each credit of its sales still waiting takes the day its sale becomes final now, earlier or
 * later. Called inside the transaction that writes the course, which locks the course's row as every sale
 * does, so no credit is granted or paid out on the old day meanwhile. A credit already available stays
 * available: the earner was told the money is theirs and may have withdrawn it; a sale that became
 * reversible again shows in the withdrawal review instead. Answers how many credits moved.
 */
export async function rescheduleCourseCredits(
  tx: Transaction,
  course: { id: number } & CancellationTerms,
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const credit of await selectWaitingCreditsOfCourse(tx, course.id, now)) {
    if (credit.grantedAt === null) continue;
    const availableAt = creditAvailableAt({ grantedAt: credit.grantedAt, course });
    if (availableAt.getTime() === credit.availableAt.getTime()) continue;
    await setCreditAvailableAt(tx, credit.id, availableAt);
    moved += 1;
  }
  return moved;
}

/** The referral and member credits of these customers not reversed (available or not), with their orders. */
export async function listStandingCredits(db: Executor, userIds: number[]) {
  return selectStandingCredits(db, userIds);
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
      `Il saldo è negativo (${formatMoney(availableCents)}): un credito già prelevato è stato stornato per il rimborso di un acquisto. I prelievi riprendono quando nuovi crediti lo coprono.`,
    );
  }
  throw new AppError(
    ErrorCode.INSUFFICIENT_BALANCE,
    `Saldo insufficiente: disponibili ${formatMoney(Math.max(availableCents, 0))}, richiesti ${formatMoney(amountCents)}.`,
  );
}
