import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserIdByAffiliateCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.affiliateCode, code)).limit(1);
  return row?.id;
}

export async function findAffiliateCodeOfUser(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, id)).limit(1);
  return row?.code;
}

/** Inserts unless the e-mail is taken; answers the new id, or undefined when it was. */
export async function insertUserUnlessEmailTaken(db: Executor, values: NewUser): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id;
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function isAdmin(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.group, 'admin')));
  return Boolean(row);
}

/** How many customer accounts (not admins) were opened in [from, to). */
export async function countCustomersRegistered(db: Executor, window: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(users)
    .where(and(eq(users.group, 'user'), gte(users.createdAt, window.from), lt(users.createdAt, window.to)));
  return Number(row?.count ?? 0);
}

/** The name and surname of the account, which sign its reviews. */
export async function findUserName(
  db: Executor,
  userId: number,
): Promise<{ name: string; surname: string } | undefined> {
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId));
  return row;
}
