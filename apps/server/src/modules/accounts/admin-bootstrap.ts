import type { Database } from '../../db/client.js';
import { createUniqueAffiliateCode } from './affiliate-codes.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { revokeUserSessions } from './sessions.repository.js';
import { findUserByEmail, insertUserUnlessEmailTaken, updateUser } from './users.repository.js';

/** Creates the admin account, or makes an existing account admin with this password. */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  // Restarting with the same settings must not log the admin out.
  if (existing?.group === 'admin' && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (existing) {
      await updateUser(tx, existing.id, { group: 'admin', passwordHash });
      await revokeUserSessions(tx, existing.id);
      return 'updated';
    }
    await insertUserUnlessEmailTaken(tx, {
      email: normalized,
      passwordHash,
      group: 'admin',
      name: 'Admin',
      surname: 'Cammini',
      affiliateCode: await createUniqueAffiliateCode(tx),
    });
    return 'created';
  });
}
