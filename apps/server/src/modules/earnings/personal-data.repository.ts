import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { selectOldestFirst } from '../../db/oldest-first.js';
import { earnings } from '../../db/schema/earnings.js';

export async function selectEarningsOf(db: Executor, userId: number) {
  return selectOldestFirst(db, earnings, eq(earnings.userId, userId), earnings.createdAt);
}
