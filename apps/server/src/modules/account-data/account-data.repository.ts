import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneTimeTokens, sessions, users } from '../../db/schema/accounts.js';
import { identityDocuments, withdrawals } from '../../db/schema/banking.js';
import { courses } from '../../db/schema/catalogue.js';
import { contactMessages } from '../../db/schema/contact.js';
import { earnings } from '../../db/schema/earnings.js';
import { lessonProgress } from '../../db/schema/learning.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { newsletterSubscribers } from '../../db/schema/newsletter.js';
import { courseWaitlist, orderRefunds, orders } from '../../db/schema/orders.js';
import { reviews } from '../../db/schema/reviews.js';

export type AccountRow = typeof users.$inferSelect;

export async function findAccount(db: Executor, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findInviterCode(db: Executor, referrerId: number | null): Promise<string | null> {
  if (referrerId === null) return null;
  const [row] = await db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, referrerId));
  return row?.code ?? null;
}

/** Every order of the customer, whatever its status, oldest first. */
export async function selectOrdersOf(db: Executor, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function selectRefundsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export async function selectEarningsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(earnings)
    .where(eq(earnings.userId, userId))
    .orderBy(asc(earnings.createdAt), asc(earnings.id));
}

export async function selectWithdrawalsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id));
}

export async function hasOpenWithdrawal(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'In attesa')))
    .limit(1);
  return row !== undefined;
}

export async function selectDocumentsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(asc(identityDocuments.createdAt), asc(identityDocuments.id));
}

export async function selectReviewsOf(db: Executor, userId: number) {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** The contact messages the account sent while logged in: those are its own, whatever address they give. */
export async function selectMessagesSentBy(db: Executor, userId: number) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function selectWaitingListsOf(db: Executor, userId: number) {
  return db
    .select({ course: courses.title, status: courseWaitlist.status, createdAt: courseWaitlist.createdAt })
    .from(courseWaitlist)
    .innerJoin(courses, eq(courses.id, courseWaitlist.courseId))
    .where(eq(courseWaitlist.userId, userId))
    .orderBy(asc(courseWaitlist.createdAt));
}

/** Locks the account's row: deletion and every debit of its balance take this lock first. */
export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, group: users.group, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * The profile as the business must keep it: name, surname and tax code, for the orders and ledger
 * entries that point to it. The e-mail becomes an address of the reserved `.invalid` domain (never
 * deliverable, unique through the id), the password hash one that no password matches, the
 * invitation code one that no code typed at registration matches; everything else is emptied.
 */
export async function eraseProfile(db: Executor, userId: number, erasedEmail: string, unusableHash: string) {
  await db
    .update(users)
    .set({
      email: erasedEmail,
      passwordHash: unusableHash,
      phoneNumber: null,
      birthDate: null,
      state: '',
      region: '',
      province: '',
      city: '',
      address: '',
      language: 'it',
      affiliateCode: `deleted-${userId}`,
      referrerId: null,
      iban: null,
      ibanChangedAt: null,
      verifying: false,
      docVerified: false,
      privacyConsentAt: null,
      privacyConsentVersion: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}

/** Removes the identity documents' rows and answers their files' keys (private area). */
export async function deleteDocumentsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .delete(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .returning({ front: identityDocuments.frontPath, back: identityDocuments.backPath });
  return rows.flatMap((row) => [row.front, row.back]);
}

/** Reviews keep their text and rating, under a generic name and no longer tied to the account. */
export async function anonymizeReviewsOf(db: Executor, userId: number, name: string): Promise<void> {
  await db.update(reviews).set({ name, surname: '', userId: null }).where(eq(reviews.userId, userId));
}

/** Removes the waiting-list rows; answers the courses whose seat offers may now go to the next in line. */
export async function deleteWaitingListsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .delete(courseWaitlist)
    .where(eq(courseWaitlist.userId, userId))
    .returning({ courseId: courseWaitlist.courseId });
  return rows.map((row) => row.courseId);
}

/** Open checkouts end as cancelled, releasing any seat they held; answers the courses of those seats. */
export async function cancelOpenOrdersOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled', holdExpiresAt: null })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ courseId: orders.courseId });
  return rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId]));
}

/**
 * What is about the person and nothing the business must keep: progress, mailed links, the messages
 * the account sent while logged in, the subscription. A message someone sent logged out with the
 * account's address is not the account's (anyone can type an address): it stays in the owner's inbox.
 */
export async function deletePersonalTraces(db: Executor, userId: number, email: string): Promise<void> {
  await db.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
  await db.delete(oneTimeTokens).where(or(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.email, email)));
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

/**
 * The account's e-mails in the outbox keep only their subject and counts: bodies go, the address
 * becomes the erased one, and those not yet sent never will be (a mail job that finds its message
 * no longer `queued` sends nothing).
 */
export async function eraseMailsTo(db: Executor, email: string, erasedEmail: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ to: erasedEmail, html: '', text: '', headers: null, attachments: null, ...neverSent })
    .where(eq(mailOutbox.to, email));
}

/**
 * The owner's notices about the account (a sale, a refund, a form it sent logged in, a withdrawal,
 * its documents) keep only a neutral text in place of subject and body: no name, address, phone or
 * words of the person. Those not yet sent never will be.
 */
export async function blankNoticesAbout(
  db: Executor,
  userId: number,
  neutral: { subject: string; html: string; text: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...neutral, headers: null, attachments: null, ...neverSent })
    .where(eq(mailOutbox.aboutUserId, userId));
}

/** A message still waiting is marked failed: a mail job that finds its message no longer `queued` sends nothing. */
const neverSent = {
  status: sql`case when ${mailOutbox.status} in ('pending', 'queued') then 'failed' else ${mailOutbox.status} end`,
  lastError: sql`case when ${mailOutbox.status} in ('pending', 'queued') then 'account deleted' else ${mailOutbox.lastError} end`,
};
