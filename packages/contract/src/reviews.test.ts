import { describe, expect, it } from 'vitest';
import { CreateReviewBody } from './reviews.js';

const review = { name: 'Paola', review: 'Un percorso che mi ha cambiato il modo di vedere le cose.' };

describe('review form', () => {
  it('defaults the rating to 5', () => {
    expect(CreateReviewBody.parse(review).rating).toBe(5);
  });

  it('takes a rating from 1 to 5, as a number or a numeric string', () => {
    expect(CreateReviewBody.parse({ ...review, rating: '3' }).rating).toBe(3);
    for (const rating of [0, 6, 2.5, 'cinque', null]) {
      expect(CreateReviewBody.safeParse({ ...review, rating }).success, String(rating)).toBe(false);
    }
  });

  it('needs a review of 10 to 2000 characters; a name, when sent, is a name', () => {
    expect(CreateReviewBody.safeParse({ ...review, name: ' ' }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...review, review: '   corto   ' }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...review, review: 'x'.repeat(2001) }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...review, review: 'x'.repeat(2000) }).success).toBe(true);
  });
});
