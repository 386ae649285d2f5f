import { describe, expect, it } from 'vitest';
import { FailedLoginLimiter } from './failed-login-limiter.js';

function limiter(maxKeys?: number) {
  let now = 0;
  const instance = new FailedLoginLimiter({ maxFailures: 3, windowMs: 1000, now: () => now, maxKeys });
  return { instance, advance: (ms: number) => (now += ms) };
}

describe('failed login limiter', () => {
  it('lets a key try until it has failed the maximum number of times in the window', () => {
    const { instance } = limiter();
    for (let i = 0; i < 3; i++) {
      expect(instance.retryAfterMs('a')).toBe(0);
      instance.recordFailure('a');
    }
    expect(instance.retryAfterMs('a')).toBe(1000);
    expect(instance.retryAfterMs('b')).toBe(0);
  });

  it('forgets the failures when the window is over', () => {
    const { instance, advance } = limiter();
    for (let i = 0; i < 3; i++) instance.recordFailure('a');
    advance(400);
    expect(instance.retryAfterMs('a')).toBe(600);
    advance(600);
    expect(instance.retryAfterMs('a')).toBe(0);
    instance.recordFailure('a');
    expect(instance.retryAfterMs('a')).toBe(0);
  });

  it('counts an attempt as it begins, and takes it back when it was not a wrong password', () => {
    const { instance } = limiter();
    expect([1, 2, 3, 4].map(() => instance.beginAttempt('a'))).toEqual([0, 0, 0, 1000]);
    instance.forgive('a');
    expect(instance.beginAttempt('a')).toBe(0);
    expect(instance.beginAttempt('a')).toBe(1000);
  });

  it('clears the count after a success', () => {
    const { instance } = limiter();
    for (let i = 0; i < 3; i++) instance.recordFailure('a');
    instance.clear('a');
    expect(instance.retryAfterMs('a')).toBe(0);
  });

  it('never holds more keys than its bound', () => {
    const { instance } = limiter(2);
    instance.recordFailure('a');
    instance.recordFailure('b');
    instance.recordFailure('c');
    for (let i = 0; i < 3; i++) instance.recordFailure('c');
    expect(instance.retryAfterMs('c')).toBe(1000);
    expect(instance.retryAfterMs('a')).toBe(0);
  });
});
