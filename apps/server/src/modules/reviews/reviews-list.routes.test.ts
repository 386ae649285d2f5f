import { ReviewListResponse } from '@cammini/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertReview } from '../../../test/fixtures/catalogue.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';

const t = useTestApp();

beforeAll(async () => {
  await insertReview(t.db, { name: 'Luca', surname: 'Rossi', rating: 4, createdAt: new Date('2026-01-02T10:00:00Z') });
  await insertReview(t.db, { name: 'Anna', verifiedPurchase: true, createdAt: new Date('2026-03-04T10:00:00Z') });
});

describe('reviews', () => {
  it('lists the reviews newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews/' });
    expect(response.statusCode).toBe(200);
    const { reviews } = ReviewListResponse.parse(response.json());
    expect(reviews).toEqual([
      {
        idReview: expect.any(Number),
        name: 'Anna',
        surname: 'Neri',
        rating: 5,
        review: 'Un percorso che mi ha cambiato.',
        verifiedPurchase: true,
        date: '2026-03-04T10:00:00.000Z',
      },
      expect.objectContaining({ name: 'Luca', surname: 'Rossi', rating: 4, verifiedPurchase: false }),
    ]);
  });

  it('answers only the newest when asked for a few (the home), and refuses a limit out of range', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews?limit=1' });
    expect(response.json().reviews.map((review: { name: string }) => review.name)).toEqual(['Anna']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/reviews?limit=0' });
    expect(refused.statusCode).toBe(400);
  });

  it('never shows who wrote a review by account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(response.json().reviews[0]).not.toHaveProperty('userId');
  });
});
