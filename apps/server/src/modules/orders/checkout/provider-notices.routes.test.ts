import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  type Customer,
  confirmPayment,
  createCustomer,
  effectsOf,
  openCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/support/app.js';
import { createScratchDatabase } from '../../../../test/support/database.js';
import { nextRemoteAddress } from '../../../../test/support/factories.js';
import type { FakeSumUp } from '../../../../test/support/fake-sumup.js';
import { startSumUpStandIn, sumUpEnv } from '../../../../test/support/sumup-test-app.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { NOTICE_LOOKUP_INTERVAL_MS } from './provider-notices.service.js';

let fake: FakeSumUp;
beforeAll(async () => {
  fake = await startSumUpStandIn();
});
afterAll(() => fake.close());
// The limiters count windows on the wall clock: the tests move Date (only Date) across them.
afterEach(() => {
  vi.useRealTimers();
});

/** Freezes Date now; `at(ms)` then moves it to that many milliseconds later. Timers keep running. */
function frozenClock() {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return { at: (ms: number) => vi.setSystemTime(start + ms) };
}

const notice = (t: TestApp, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sumup/webhook',
    payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id },
    remoteAddress: nextRemoteAddress(),
  });
const lookupsOf = (id: string) =>
  fake.requests.filter((request) => request.method === 'GET' && request.url === `/v0.1/checkouts/${id}`).length;

describe('notices of one pending SumUp checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: sumUpEnv(fake) });
  });
  afterAll(() => t.close());

  async function pendingCheckout(): Promise<{ id: string; orderId: string; customer: Customer }> {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await openCheckout(t.app, customer, course.title);
    return { id, orderId, customer };
  }

  it('ask SumUp once for ten notices at once and ten more one after the other, refusing the later ones with 429', async () => {
    const clock = frozenClock();
    const { id, orderId } = await pendingCheckout();
    const before = lookupsOf(id);

    const atOnce = await Promise.all(Array.from({ length: 10 }, () => notice(t, id)));
    // Those arriving while the one look-up is under way share it (204); those arriving after it, 429.
    expect(atOnce.filter((answer) => answer.statusCode === 204).length).toBeGreaterThan(0);
    expect(atOnce.filter((answer) => answer.statusCode !== 204).map((answer) => answer.statusCode)).toEqual(
      Array(atOnce.filter((answer) => answer.statusCode !== 204).length).fill(429),
    );
    clock.at(1_000);
    for (let i = 0; i < 10; i += 1) {
      const answer = await notice(t, id);
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBe(29);
    }
    expect(lookupsOf(id) - before).toBe(1);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
  });

  it('asks again once the interval has passed, not a moment before', async () => {
    const clock = frozenClock();
    const { id } = await pendingCheckout();
    const before = lookupsOf(id);
    expect((await notice(t, id)).statusCode).toBe(204);
    clock.at(NOTICE_LOOKUP_INTERVAL_MS - 1);
    const early = await notice(t, id);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(lookupsOf(id) - before).toBe(1);

    clock.at(NOTICE_LOOKUP_INTERVAL_MS);
    expect((await notice(t, id)).statusCode).toBe(204);
    expect(lookupsOf(id) - before).toBe(2);
    clock.at(NOTICE_LOOKUP_INTERVAL_MS + 1_000);
    expect((await notice(t, id)).statusCode).toBe(429);
    expect(lookupsOf(id) - before).toBe(2);
  });

  it("keeps each checkout's interval its own", async () => {
    frozenClock();
    const first = await pendingCheckout();
    const second = await pendingCheckout();
    expect((await notice(t, first.id)).statusCode).toBe(204);
    expect((await notice(t, second.id)).statusCode).toBe(204);
    expect([lookupsOf(first.id), lookupsOf(second.id)]).toEqual([1, 1]);
  });

  it("confirms a paid checkout at once on the buyer's return, whatever notices came before", async () => {
    const clock = frozenClock();
    const { id, orderId, customer } = await pendingCheckout();
    await Promise.all(Array.from({ length: 10 }, () => notice(t, id)));
    const before = lookupsOf(id);
    fake.settle(id, 'PAID');
    clock.at(1_000);
    // SumUp's own notice of the payment falls in the interval: refused, to be repeated a minute later.
    expect((await notice(t, id)).statusCode).toBe(429);
    const confirmed = await confirmPayment(t.app, customer, orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.status).toBe('paid');
    expect(lookupsOf(id) - before).toBe(1);
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
    // Settled: later notices are answered without asking SumUp, and without a wait.
    expect((await notice(t, id)).statusCode).toBe(204);
    expect(lookupsOf(id) - before).toBe(1);
  });

  it("never hands the buyer the answer of a notice's look-up already under way", async () => {
    frozenClock();
    const { id, orderId, customer } = await pendingCheckout();
    const before = lookupsOf(id);
    // A stranger's notice asks SumUp while the checkout is still pending, and its answer is slow to come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.delayRetrievals(() => held);
    const stranger = notice(t, id);
    while (lookupsOf(id) === before) await sleep(5);
    fake.delayRetrievals(null);
    // Meanwhile the buyer pays and comes back: asked afresh, not from the stranger's look-up.
    fake.settle(id, 'PAID');
    setTimeout(release, 300);
    const confirmed = await confirmPayment(t.app, customer, orderId);
    expect(confirmed.json().order.status).toBe('paid');
    expect(lookupsOf(id) - before).toBe(2);
    expect((await stranger).statusCode).toBe(204);
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
  });

  it('settles a paid checkout from the first notice after the interval, as SumUp repeats a refused one', async () => {
    const clock = frozenClock();
    const { id, orderId } = await pendingCheckout();
    expect((await notice(t, id)).statusCode).toBe(204);
    fake.settle(id, 'PAID');
    expect((await notice(t, id)).statusCode).toBe(429);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
    // SumUp's first repeat comes a minute later.
    clock.at(60_000);
    expect((await notice(t, id)).statusCode).toBe(204);
    const settled = await effectsOf(t.db, orderId);
    expect(settled.order.status).toBe('paid');
    expect(settled.enrolments).toHaveLength(1);
  });
});

// The embedded database is one process; PostgreSQL serves several instances, which share the interval.
describe.skipIf(!process.env.TEST_DATABASE_URL)('notices of one checkout to two instances on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let databases: DatabaseHandle[];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    scratch = await createScratchDatabase('notices');
    databases = [await scratch.open(), await scratch.open()];
    await databases[0]!.migrate();
    a = await buildTestApp({ database: databases[0], env: sumUpEnv(fake) });
    b = await buildTestApp({ database: databases[1], env: sumUpEnv(fake) });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await Promise.all(databases.map((database) => database.close()));
    await scratch.drop();
  });

  it('ask SumUp once in the interval, whichever instance each notice reaches', async () => {
    const clock = frozenClock();
    const customer = await createCustomer(a.db, a.app);
    const course = await insertCourse(a.db);
    const { id } = await openCheckout(a.app, customer, course.title);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => notice(i % 2 === 0 ? a : b, id)));
    expect(answers.filter((answer) => answer.statusCode === 204).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.statusCode === 204 || answer.statusCode === 429)).toBe(true);
    for (const app of [a, b, a, b]) expect((await notice(app, id)).statusCode).toBe(429);
    expect(lookupsOf(id)).toBe(1);
    clock.at(NOTICE_LOOKUP_INTERVAL_MS);
    expect((await notice(b, id)).statusCode).toBe(204);
    expect((await notice(a, id)).statusCode).toBe(429);
    expect(lookupsOf(id)).toBe(2);
  });
});
