import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lessonProgress } from '../../db/schema/learning.js';

/** Where the account stopped in each lesson: about the person, nothing the business must keep. */
export async function deleteProgressOf(db: Executor, userId: number): Promise<void> {
  await db.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
}
