import { describe, expect, it } from 'vitest';
import { SnapshotRateLimitStore } from './rate-limit-store.js';

const count = (store: SnapshotRateLimitStore, key: string, method: 'incr' | 'read' = 'incr') => {
  let answer: { current: number; ttl: number } | undefined;
  store[method](
    key,
    (_error, result) => {
      answer = result;
    },
    60_000,
  );
  return answer;
};

describe('the rate limits’ store', () => {
  it('answers each request with its own count, not a counter shared with later requests', () => {
    const store = new SnapshotRateLimitStore();
    const answers = [1, 2, 3].map(() => count(store, 'a'));
    expect(answers.map((answer) => answer?.current)).toEqual([1, 2, 3]);
    expect(count(store, 'b')?.current).toBe(1);
  });

  it('reads without counting, and starts again when the window is over', () => {
    const store = new SnapshotRateLimitStore();
    count(store, 'a');
    expect(count(store, 'a', 'read')?.current).toBe(1);
    expect(count(store, 'a', 'read')?.current).toBe(1);
    let answer: { current: number } | undefined;
    store.incr(
      'a',
      (_error, result) => {
        answer = result;
      },
      0,
    );
    expect(answer?.current).toBe(1);
  });

  it('forgets the least recently seen keys beyond its bound', () => {
    const store = new SnapshotRateLimitStore(undefined, 2);
    count(store, 'a');
    count(store, 'b');
    count(store, 'c');
    expect(count(store, 'a', 'read')?.current).toBe(0);
    expect(count(store, 'c', 'read')?.current).toBe(1);
  });
});
