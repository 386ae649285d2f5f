import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.js';
import { identityDocuments, orders } from '../../db/schema/index.js';

// Test-only inserts for purchases and identity documents.

export async function insertOrder(
  db: Database,
  values: Partial<typeof orders.$inferInsert> & { userId: number; courseTitle: string },
) {
  const [row] = await db
    .insert(orders)
    .values({ amountCents: 12000, status: 'paid', provider: 'test', paidAt: new Date(), ...values })
    .returning();
  return row!;
}

export async function insertDocument(
  db: Database,
  values: Partial<typeof identityDocuments.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(identityDocuments)
    .values({ frontPath: `documents/${values.userId}/front`, backPath: `documents/${values.userId}/back`, ...values })
    .returning();
  return row!;
}

export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}

/**
 * The access matrix of an admin-only endpoint: no token 401, a customer's login token 403, and an
 * admin's login token 403 too (admin calls need the short-lived private token).
 */
export async function expectAdminOnly(
  app: FastifyInstance,
  call: AdminCall,
  tokens: { customer: string; adminLogin: string },
): Promise<void> {
  const send = (headers: Record<string, string>) => app.inject({ ...call, headers });
  const anonymous = await send({});
  expect(anonymous.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
  expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  for (const token of [tokens.customer, tokens.adminLogin]) {
    const refused = await send({ authorization: `Bearer ${token}` });
    expect(refused.statusCode, `${call.method} ${call.url} with a login token`).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
  }
}
