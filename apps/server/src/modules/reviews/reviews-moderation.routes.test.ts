import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress } from '../../../test/support/factories.js';
import { reviews, siteSettings } from '../../db/schema/index.js';

const t = useAdminTestApp();

const text = 'Un percorso che mi ha cambiato il modo di vedere le cose.';

async function writeReview(overrides: { name?: string; surname?: string } = {}) {
  const user = await createUser(t.db, { name: 'Marta', surname: 'Gialli' });
  const token = await loginAs(t.app, user.email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/review/',
    payload: { review: text, rating: 5, ...overrides },
    headers: bearer(token),
    remoteAddress: nextRemoteAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { status: string; review: { idReview: number; name: string; surname: string } };
}

const publicNames = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/reviews' }))
    .json()
    .reviews.map((r: { idReview: number }) => r.idReview);

const moderate = (id: number, status: string, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { status }, headers: bearer(token) });

const saveApproval = (reviewsNeedApproval: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: { businessName: 'Cammini di Crescita', reviewsNeedApproval },
    headers: bearer(t.adminToken),
  });

beforeEach(async () => {
  await t.db.delete(reviews);
  await t.db.delete(siteSettings);
  expect((await saveApproval(true)).statusCode).toBe(200);
});

describe('reviews the owner stands behind', () => {
  it('a new review waits (pending) and is not shown until the admin approves it', async () => {
    const { status, review } = await writeReview();
    expect(status).toBe('pending');
    expect(await publicNames()).not.toContain(review.idReview);

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=pending',
      headers: bearer(t.adminToken),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      total: 1,
      reviews: [{ idReview: review.idReview, status: 'pending', name: 'Marta' }],
    });

    const approved = await moderate(review.idReview, 'published');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().review.status).toBe('published');
    expect(await publicNames()).toContain(review.idReview);
  });

  it('a rejected review is never shown, and leaves the pending list', async () => {
    const { review } = await writeReview();
    expect((await moderate(review.idReview, 'rejected')).statusCode).toBe(200);
    expect(await publicNames()).not.toContain(review.idReview);
    const pending = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(t.adminToken) });
    expect(pending.json().total).toBe(0);
    const rejected = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=rejected',
      headers: bearer(t.adminToken),
    });
    expect(rejected.json().reviews.map((r: { idReview: number }) => r.idReview)).toEqual([review.idReview]);
  });

  it('with approval turned off a new review is published at once', async () => {
    expect((await saveApproval(false)).statusCode).toBe(200);
    const { status, review } = await writeReview();
    expect(status).toBe('published');
    expect(await publicNames()).toContain(review.idReview);
  });

  it('signs the review with the account’s name, whatever name the body gives', async () => {
    const { review } = await writeReview({ name: 'Mario', surname: 'Draghi' });
    expect(review).toMatchObject({ name: 'Marta', surname: 'Gialli' });
  });

  it('answers 404 for an unknown review and 400 for an unknown status', async () => {
    expect((await moderate(999_999, 'published')).statusCode).toBe(404);
    const { review } = await writeReview();
    expect((await moderate(review.idReview, 'visible')).statusCode).toBe(400);
  });

  it('lets only the admin list and moderate', async () => {
    const { review } = await writeReview();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const token = await loginAs(t.app, customer.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await moderate(review.idReview, 'published', token)).statusCode).toBe(403);
    expect(await publicNames()).not.toContain(review.idReview);
  });
});
