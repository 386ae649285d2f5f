import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identityDocuments } from '../../db/schema/banking.js';

/** Removes the documents a new upload replaces (never an approved one) and answers their files. */
export async function deleteReplaceableDocuments(db: Executor, userId: number) {
  return db
    .delete(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), inArray(identityDocuments.status, ['pending', 'rejected'])))
    .returning({ frontPath: identityDocuments.frontPath, backPath: identityDocuments.backPath });
}

export async function insertIdentityDocument(
  db: Executor,
  values: { userId: number; frontPath: string; backPath: string; frontSha256: string; backSha256: string },
) {
  await db.insert(identityDocuments).values(values);
}

export async function findLatestDocumentReview(db: Executor, userId: number) {
  const [row] = await db
    .select({ status: identityDocuments.status, rejectionReason: identityDocuments.rejectionReason })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(desc(identityDocuments.createdAt), desc(identityDocuments.id))
    .limit(1);
  return row;
}
