import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { selectOldestFirst } from '../../db/oldest-first.js';
import { identityDocuments, withdrawals } from '../../db/schema/banking.js';

export async function selectWithdrawalsOf(db: Executor, userId: number) {
  return selectOldestFirst(db, withdrawals, eq(withdrawals.userId, userId), withdrawals.requestedAt);
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
  return selectOldestFirst(db, identityDocuments, eq(identityDocuments.userId, userId), identityDocuments.createdAt);
}

/** Removes the identity documents' rows and answers their files' keys (private area). */
export async function deleteDocumentsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .delete(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .returning({ front: identityDocuments.frontPath, back: identityDocuments.backPath });
  return rows.flatMap((row) => [row.front, row.back]);
}
