import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs, nextRemoteAddress } from '../support/factories.js';

/*
 * A review is signed by the account that writes it. Before, any logged-in customer could publish
 * under any name (the body's name and surname were stored as sent): an impersonation of a
 * facilitator, a famous name or another customer, shown on the home page.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Published at once, so the test sees exactly what visitors would see.
  const admin = await adminPrivateToken(t.app, t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: { businessName: 'Cammini di Crescita', reviewsNeedApproval: false },
    headers: bearer(admin),
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('a review cannot be published under another name', () => {
  it('stores and shows the account’s name and surname, whatever the body says', async () => {
    const author = await createUser(t.db, { name: 'Chiara', surname: 'Serafini' });
    const token = await loginAs(t.app, author.email);
    const forged = [
      { name: 'Giulia', surname: 'Bianchi' },
      { name: 'Amministratore', surname: 'Cammini di Crescita' },
      { name: 'Chiara' },
      {},
    ];
    for (const [index, names] of forged.entries()) {
      await t.db.delete(reviews).where(eq(reviews.userId, author.id));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/review/',
        payload: { ...names, review: `Un percorso che consiglio davvero, prova ${index}.`, rating: 5 },
        headers: bearer(token),
        remoteAddress: nextRemoteAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().review).toMatchObject({ name: 'Chiara', surname: 'Serafini' });
      const [stored] = await t.db.select().from(reviews).where(eq(reviews.userId, author.id));
      expect(stored).toMatchObject({ name: 'Chiara', surname: 'Serafini' });
      const shown = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json().reviews;
      expect(shown.find((review: { idReview: number }) => review.idReview === stored!.id)).toMatchObject({
        name: 'Chiara',
        surname: 'Serafini',
      });
    }
  });
});
