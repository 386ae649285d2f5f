import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { earnings } from '../../db/schema/earnings.js';

export async function selectEarningsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(earnings)
    .where(eq(earnings.userId, userId))
    .orderBy(asc(earnings.createdAt), asc(earnings.id));
}
