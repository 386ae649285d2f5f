import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress } from '../../../test/support/factories.js';
import { courses, enrolments, reviews } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const review = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paola',
  review: 'Un percorso che mi ha cambiato il modo di vedere le cose.',
  rating: 4,
  ...overrides,
});
const postReview = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/review/',
    payload: payload as object,
    headers,
    remoteAddress: nextRemoteAddress(),
  });
const reviewsOf = (userId: number) => t.db.select().from(reviews).where(eq(reviews.userId, userId));

async function customer() {
  const user = await createUser(t.db);
  return { user, token: await loginAs(t.app, user.email) };
}

let courseNumber = 0;
async function enrol(userId: number) {
  const [course] = await t.db
    .insert(courses)
    .values({
      title: `Percorso ${++courseNumber}`,
      category: 'Benessere',
      intro: 'Intro',
      description: 'Descrizione',
      author: 'Giulia Bianchi',
      priceCents: 4990,
      location: 'https://maps.example/firenze',
    })
    .returning();
  await t.db.insert(enrolments).values({ userId, courseId: course!.id });
}

describe('publishing a review (POST /api/review/)', () => {
  it('needs a logged-in customer', async () => {
    for (const headers of [{}, bearer('token-ben-formato-che-non-esiste-affatto-xx')]) {
      const response = await postReview(review(), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 before looking at the body', async () => {
    expect((await postReview({ rating: 9 })).statusCode).toBe(401);
  });

  it('stores the review under the user, signed with the account’s name, waiting for approval', async () => {
    const { user, token } = await customer();
    const response = await postReview(review({ surname: 'Neri', name: '  Paola ' }), bearer(token));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Success',
      status: 'pending',
      review: { name: 'Giulia', surname: 'Bianchi', rating: 4, verifiedPurchase: false },
    });
    expect(body.review.idReview).toEqual(expect.any(Number));
    expect(Date.parse(body.review.date)).not.toBeNaN();
    const [stored] = await reviewsOf(user.id);
    expect(stored).toMatchObject({
      id: body.review.idReview,
      name: 'Giulia',
      surname: 'Bianchi',
      rating: 4,
      verifiedPurchase: false,
      status: 'pending',
    });
  });

  it('takes a review without any name: the account signs it', async () => {
    const { token } = await customer();
    const { name: _name, ...withoutName } = review();
    const response = await postReview(withoutName, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().review).toMatchObject({ name: 'Giulia', surname: 'Bianchi' });
  });

  it('gives 5 stars when the rating is missing', async () => {
    const { token } = await customer();
    const { rating: _rating, ...withoutRating } = review();
    expect((await postReview(withoutRating, bearer(token))).json().review.rating).toBe(5);
  });

  it('marks the review as a verified purchase only when the author owns a course', async () => {
    const { user, token } = await customer();
    await enrol(user.id);
    expect((await postReview(review(), bearer(token))).json().review.verifiedPurchase).toBe(true);
    const other = await customer();
    expect((await postReview(review(), bearer(other.token))).json().review.verifiedPurchase).toBe(false);
  });

  it('refuses a rating out of 1 to 5 or a short review with 400, storing nothing', async () => {
    const { user, token } = await customer();
    for (const body of [
      review({ rating: 0 }),
      review({ rating: 6 }),
      review({ rating: 3.5 }),
      review({ review: 'Bello!' }),
    ]) {
      const response = await postReview(body, bearer(token));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
    expect(await reviewsOf(user.id)).toHaveLength(0);
  });

  it('allows one review per customer every 24 hours', async () => {
    const { user, token } = await customer();
    expect((await postReview(review(), bearer(token))).statusCode).toBe(200);
    const second = await postReview(review({ review: 'Ci ripenso e aggiungo una riflessione in più.' }), bearer(token));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringContaining('24 ore') });
    expect(await reviewsOf(user.id)).toHaveLength(1);
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(reviews.userId, user.id));
    expect((await postReview(review(), bearer(token))).statusCode).toBe(200);
  });

  it('stores one review of two sent at the same moment', async () => {
    const { user, token } = await customer();
    const answers = await Promise.all([postReview(review(), bearer(token)), postReview(review(), bearer(token))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(await reviewsOf(user.id)).toHaveLength(1);
  });

  it('keeps the cached public list while the new review waits for approval', async () => {
    const { token } = await customer();
    t.app.publicCache.set('reviews:list', ['reviews'], '{"reviews":[]}');
    expect((await postReview(review(), bearer(token))).json().status).toBe('pending');
    expect(t.app.publicCache.get('reviews:list')).toBeDefined();
  });
});
