import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signingKeys } from '../../db/schema/learning.js';

/** The secret for a purpose, made on first use; every instance reads the same one from the database. */
export async function loadSigningKey(db: Executor, purpose: string): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.purpose, purpose));
  if (!row) throw new Error(`signing key ${purpose} missing`);
  return Buffer.from(row.secret, 'base64url');
}
