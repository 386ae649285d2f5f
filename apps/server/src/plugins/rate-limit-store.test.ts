import { describe, expect, it } from 'vitest';
import { memoryLimiters } from '../lib/limiters.js';
import { limiterStore } from './rate-limit-store.js';

type Count = { current: number; ttl: number };

function storeFor(route: string) {
  const Store = limiterStore(memoryLimiters());
  return new Store().child({ routeInfo: { method: 'POST', url: route } } as never);
}

const count = (store: ReturnType<typeof storeFor>, key: string, method: 'incr' | 'read' = 'incr') =>
  new Promise<Count | undefined>((resolve, reject) =>
    store[method](key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 3),
  );

describe('the rate limits’ store', () => {
  it('answers each request of a burst with its own count, past the limit too', async () => {
    const store = storeFor('/api/login/');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => count(store, 'a')));
    expect(answers.map((answer) => answer?.current).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await count(store, 'b'))?.current).toBe(1);
  });

  it('reads without counting', async () => {
    const store = storeFor('/api/login/');
    expect((await count(store, 'a', 'read'))?.current).toBe(0);
    await count(store, 'a');
    expect((await count(store, 'a', 'read'))?.current).toBe(1);
    expect((await count(store, 'a', 'read'))?.current).toBe(1);
  });

  it('counts each route apart', async () => {
    const login = storeFor('/api/login/');
    const signup = storeFor('/api/signup/');
    await count(login, 'a');
    expect((await count(signup, 'a'))?.current).toBe(1);
  });
});
