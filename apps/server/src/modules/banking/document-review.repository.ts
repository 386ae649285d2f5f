import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { identityDocuments } from '../../db/schema/banking.js';

type DocumentStatus = (typeof identityDocuments.$inferSelect)['status'];

/** Every document with its customer: pending ones first, then the newest. */
export async function selectDocumentsForReview(db: Executor) {
  return db
    .select({
      id: identityDocuments.id,
      status: identityDocuments.status,
      rejectionReason: identityDocuments.rejectionReason,
      createdAt: identityDocuments.createdAt,
      name: users.name,
      surname: users.surname,
      email: users.email,
      taxCode: users.taxCode,
      birthDate: users.birthDate,
    })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .orderBy(
      desc(sql`${identityDocuments.status} = 'pending'`),
      desc(identityDocuments.createdAt),
      desc(identityDocuments.id),
    );
}

export async function findDocumentFiles(db: Executor, id: number) {
  const [row] = await db
    .select({ frontPath: identityDocuments.frontPath, backPath: identityDocuments.backPath })
    .from(identityDocuments)
    .where(eq(identityDocuments.id, id));
  return row;
}

/** The document and its owner, both locked until the transaction ends. */
export async function lockDocumentWithOwner(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: identityDocuments.id,
      status: identityDocuments.status,
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(eq(identityDocuments.id, id))
    .for('update');
  return row;
}

/** The review's outcome; a reason is kept only with a rejection. */
export async function setDocumentStatus(
  db: Executor,
  id: number,
  status: DocumentStatus,
  rejectionReason: string | null,
): Promise<void> {
  await db
    .update(identityDocuments)
    .set({ status, rejectionReason: status === 'rejected' ? rejectionReason : null, reviewedAt: sql`now()` })
    .where(eq(identityDocuments.id, id));
}
