import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identityDocuments } from '../../db/schema/banking.js';
import { customerNameColumns, customerView, mailRecipientColumns } from '../accounts/views/accounts.views.js';

const customer = customerView();

type DocumentStatus = (typeof identityDocuments.$inferSelect)['status'];

/** Every document with its customer: pending ones first, then the newest. */
export async function selectDocumentsForReview(db: Executor) {
  return db
    .select({
      id: identityDocuments.id,
      status: identityDocuments.status,
      rejectionReason: identityDocuments.rejectionReason,
      createdAt: identityDocuments.createdAt,
      ...customerNameColumns(customer),
      taxCode: customer.taxCode,
      birthDate: customer.birthDate,
    })
    .from(identityDocuments)
    .innerJoin(customer, eq(customer.id, identityDocuments.userId))
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

/**
 * The document and its owner, both locked until the transaction ends (a lock on a joined subquery locks
 * the rows of its table).
 */
export async function lockDocumentWithOwner(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: identityDocuments.id,
      status: identityDocuments.status,
      ...mailRecipientColumns(customer),
    })
    .from(identityDocuments)
    .innerJoin(customer, eq(customer.id, identityDocuments.userId))
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
