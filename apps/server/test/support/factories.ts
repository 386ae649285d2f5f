import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createUniqueAffiliateCode } from '../../src/modules/accounts/affiliate-codes.js';
import { hashPassword } from '../../src/modules/accounts/password-hashing.js';

let sequence = 0;
export const TEST_PASSWORD = 'una-password-sicura';
let cachedHash: Promise<string> | undefined;

/** A verified customer (or admin) inserted directly, for tests that are not about registration. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  sequence += 1;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `cliente${sequence}-${Date.now()}@example.com`,
      passwordHash: await cachedHash,
      name: 'Giulia',
      surname: 'Bianchi',
      birthDate: '1990-04-12',
      state: 'Italia',
      region: 'Toscana',
      province: 'Firenze',
      city: 'Fiesole',
      address: 'Via Roma 1',
      affiliateCode: await createUniqueAffiliateCode(db),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

let address = 0;
/** Each caller gets its own client address, so per-address rate limits do not couple tests. */
export const nextRemoteAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: nextRemoteAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token;
}

export async function adminPrivateToken(app: FastifyInstance, db: Database): Promise<string> {
  const admin = await createUser(db, { group: 'admin' });
  return privateTokenFor(app, await loginAs(app, admin.email));
}

/** A private token minted now (by the app's clock) from a login session's token. */
export async function privateTokenFor(app: FastifyInstance, loginToken: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/generate-private-token/',
    headers: { authorization: `Bearer ${loginToken}` },
  });
  if (response.statusCode !== 200) throw new Error(`private token refused: ${response.body}`);
  return response.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
