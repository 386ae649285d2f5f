import type { Database } from '../../db/client.js';
import { createUniqueAffiliateCode } from './affiliate-codes.js';
import { expireUserTokens } from './one-time-tokens.repository.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { revokeUserSessions } from './sessions.repository.js';
import { findUserByEmail, insertUserUnlessEmailTaken, updateUser } from './users.repository.js';

/**
 * The admin of a local demo (README): its password is public, so it exists only on a database seeded
 * with demo content, never with NODE_ENV=production nor on a PUBLIC_URL others can reach, and is shut
 * out as soon as ADMIN_EMAIL names a real admin or the site moves to such an address (disableDemoAdmin).
 */
export const DEMO_ADMIN = { email: 'admin@cammini.test', password: 'cammini-admin' } as const;

/**
 * Stored in place of a password hash: not an Argon2 string, so no password verifies against it (a
 * malformed hash fails verification instead of throwing, see password-hashing.ts).
 */
const NO_PASSWORD = '!disabled: demo admin';

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
      await expireUserTokens(tx, 'reset_password', existing.id);
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

/**
 * Shuts the published demo admin out: no longer an admin, no password that logs in, every session and
 * reset link ended. The row stays (orders or ledger entries may point at it), so nothing it did is lost.
 * Answers whether there was anything to shut out.
 */
export async function disableDemoAdmin(db: Database): Promise<boolean> {
  const demo = await findUserByEmail(db, DEMO_ADMIN.email);
  if (!demo || (demo.group !== 'admin' && demo.passwordHash === NO_PASSWORD)) return false;
  await db.transaction(async (tx) => {
    await updateUser(tx, demo.id, { group: 'user', passwordHash: NO_PASSWORD });
    await revokeUserSessions(tx, demo.id);
    await expireUserTokens(tx, 'reset_password', demo.id);
  });
  return true;
}
