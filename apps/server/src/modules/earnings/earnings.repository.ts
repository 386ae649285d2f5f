import type { WithdrawalStatus } from '@cammini/contract';
import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { earnings } from '../../db/schema/earnings.js';
import { customerView } from '../accounts/views/accounts.views.js';
import { withdrawalView } from '../banking/views/banking.views.js';
import { memberView } from '../catalogue/views/catalogue.views.js';
import { saleView } from '../orders/views/orders.views.js';

const customer = customerView();
const withdrawal = withdrawalView();
const member = memberView();
const sale = saleView();

export type EarningKind = (typeof earnings.$inferInsert)['kind'];

/** A cancelled request gives its amount back; every other status keeps it out of the balance. */
export const RELEASING_STATUS: WithdrawalStatus = 'Annullato';

/**
 * Appends a credit to the ledger. An order credits each kind at most once (a unique key), so
 * confirming an order again credits nothing more.
 */
/** Appends an entry; false when the order already has one of this kind (nothing is appended twice). */
export async function insertEarning(
  db: Executor,
  values: { userId: number; kind: EarningKind; amountCents: number; orderId: string; availableAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(earnings).values(values).onConflictDoNothing().returning({ id: earnings.id });
  return inserted.length > 0;
}

/** Whom a credit mail goes to; a deleted account gets none. */
export async function findEarner(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: customer.email, name: customer.name, language: customer.language, deletedAt: customer.deletedAt })
    .from(customer)
    .where(eq(customer.id, userId));
  return row;
}

export interface LedgerSums {
  /** Referral credits less their reversals, pending or not. */
  referralCents: number;
  /** Member credits less their reversals, pending or not. */
  memberCents: number;
  /** Every ledger entry available at `now`: credits past their withdrawal period, and reversals. */
  availableEntriesCents: number;
  /** Every entry still waiting at `now` (a credit, and the reversal of a credit still waiting). */
  pendingCents: number;
  /** Withdrawal requests that hold money: every one not cancelled. */
  withdrawnCents: number;
}

/** The one query every balance is computed from: entries by kind and by availability, and the requests that hold money. */
export async function sumLedger(db: Executor, userId: number, now: Date): Promise<LedgerSums> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      referralCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.kind} in ('referral', 'referralReversal')), 0)`,
      memberCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.kind} in ('member', 'memberReversal')), 0)`,
      availableEntriesCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.availableAt} <= ${at}::timestamptz), 0)`,
      pendingCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.availableAt} > ${at}::timestamptz), 0)`,
      withdrawnCents: sql<string>`coalesce((select sum(${withdrawal.amountCents}) from ${withdrawal} where ${withdrawal.userId} = ${userId} and ${withdrawal.status} <> ${RELEASING_STATUS}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return {
    referralCents: Number(row?.referralCents ?? 0),
    memberCents: Number(row?.memberCents ?? 0),
    availableEntriesCents: Number(row?.availableEntriesCents ?? 0),
    pendingCents: Number(row?.pendingCents ?? 0),
    withdrawnCents: Number(row?.withdrawnCents ?? 0),
  };
}

const reversals = alias(earnings, 'reversals');

/** A credit (referral or member) whose sale was not refunded: no reversal of it was appended. */
const standingCredit = (db: Executor) =>
  and(
    inArray(earnings.kind, ['referral', 'member']),
    notExists(
      db
        .select({ id: reversals.id })
        .from(reversals)
        .where(and(eq(reversals.orderId, earnings.orderId), eq(reversals.kind, sql`${earnings.kind} || 'Reversal'`))),
    ),
  );

/** The customer's credits still waiting for their sale to be final and not reversed, soonest available first. */
export async function selectPendingCredits(db: Executor, userId: number, now: Date) {
  return db
    .select({ kind: earnings.kind, amountCents: earnings.amountCents, availableAt: earnings.availableAt })
    .from(earnings)
    .where(and(eq(earnings.userId, userId), standingCredit(db), gt(earnings.availableAt, now)))
    .orderBy(earnings.availableAt, earnings.id);
}

/** The customers' credits not reversed, available or not, with their orders, soonest available first. */
export async function selectStandingCredits(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: earnings.id,
      userId: earnings.userId,
      kind: earnings.kind,
      amountCents: earnings.amountCents,
      orderId: earnings.orderId,
      availableAt: earnings.availableAt,
    })
    .from(earnings)
    .where(and(inArray(earnings.userId, userIds), standingCredit(db)))
    .orderBy(earnings.availableAt, earnings.id);
  return rows.map((row) => ({ ...row, kind: row.kind as 'referral' | 'member' }));
}

/**
 * The credits of a course's sales still waiting at `now` and not reversed, with the moment each sale was
 * paid in full (a deposit booking's credits are granted when its balance is paid).
 */
export async function selectWaitingCreditsOfCourse(db: Executor, courseId: number, now: Date) {
  return db
    .select({
      id: earnings.id,
      availableAt: earnings.availableAt,
      grantedAt: sql<Date | null>`coalesce(${sale.balancePaidAt}, ${sale.paidAt})`.mapWith(sale.paidAt),
    })
    .from(earnings)
    .innerJoin(sale, eq(sale.id, earnings.orderId))
    .where(and(eq(sale.courseId, courseId), standingCredit(db), gt(earnings.availableAt, now)));
}

/** Moves the day a waiting credit can be withdrawn; its amount never changes. */
export async function setCreditAvailableAt(db: Executor, id: number, availableAt: Date): Promise<void> {
  await db.update(earnings).set({ availableAt }).where(eq(earnings.id, id));
}

/** The referral and member credits an order granted. */
export async function selectCreditsOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(earnings)
    .where(and(eq(earnings.orderId, orderId), inArray(earnings.kind, ['referral', 'member'])));
}

/**
 * Locks the customer's row until the transaction ends. Every change that can lower a balance
 * takes this lock first, so two of them for one customer run one after the other.
 */
export async function lockLedgerOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: customer.id, email: customer.email, name: customer.name, language: customer.language })
    .from(customer)
    .where(eq(customer.id, userId))
    .for('update');
  return row;
}

/**
 * Whether a member (a facilitator) is listed with this e-mail, in any case: a member is linked to an
 * account by its e-mail, as the credit of a sale of the member's course is.
 */
export async function memberWithEmailExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(sql`lower(${member.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}
