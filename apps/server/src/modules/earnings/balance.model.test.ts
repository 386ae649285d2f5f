import { MIN_WITHDRAWAL_EUROS, type WithdrawalStatus } from '@cammini/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse, insertMember } from '../../../test/fixtures/catalogue.fixtures.js';
import { insertPaidTestCheckout } from '../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import type { AppContext } from '../../context.js';
import { earnings } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../../lib/session-context.js';
import { requestWithdrawal } from '../banking/withdrawal-requests.service.js';
import { confirmOrder } from '../orders/checkout/order-confirmation.service.js';
import { createTestProvider } from '../payments/payments.service.js';
import { changeWithdrawalStatus } from '../withdrawal-review/withdrawal-review.service.js';
import { getAvailableBalanceCents } from './earnings.service.js';

/**
 * Money under pressure: random sequences of purchases that credit an earner, their
 * withdrawal requests and an admin's status changes, run through the real services on the real
 * database, against a model of what the balance must be. After every step the balance equals the
 * ledger minus the requests that hold money, and it is never negative.
 */

const t = useTestApp();
let ctx: AppContext;

beforeAll(async () => {
  ctx = t.app.ctx;
});

const STATUSES: WithdrawalStatus[] = ['In attesa', 'Completato', 'Annullato'];

type Step =
  | { kind: 'purchase'; affiliateCents: number; asFacilitator: boolean; confirmations: number }
  | { kind: 'withdraw'; cents: number }
  | { kind: 'status'; pick: number; status: WithdrawalStatus };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    affiliateCents: fc.integer({ min: 0, max: 6000 }),
    asFacilitator: fc.boolean(),
    confirmations: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1000, max: 12000 }) }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat({ max: 20 }),
    status: fc.constantFrom(...STATUSES),
  }),
);

/** An earner ready to withdraw, and a course whose facilitator is that earner. */
async function newEarner() {
  const user = await createUser(t.db, { iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true });
  const member = await insertMember(t.db, { email: user.email });
  const session: SessionContext = {
    sessionId: 0,
    loginSessionId: 0,
    kind: 'login',
    userId: user.id,
    email: user.email,
    group: 'user',
    language: 'it',
  };
  return { user, member, session };
}

const ledgerCents = async (userId: number) =>
  Number(
    (
      await t.db
        .select({ total: sql<number>`coalesce(sum(${earnings.amountCents}), 0)` })
        .from(earnings)
        .where(eq(earnings.userId, userId))
    )[0]?.total ?? 0,
  );

async function refused(action: Promise<unknown>): Promise<boolean> {
  try {
    await action;
    return false;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return true;
    throw error;
  }
}

async function runSequence(steps: Step[]) {
  const earner = await newEarner();
  const model = { ledgerCents: 0, withdrawals: [] as { id: number; cents: number; status: WithdrawalStatus }[] };
  const heldCents = () =>
    model.withdrawals.filter((w) => w.status !== 'Annullato').reduce((sum, w) => sum + w.cents, 0);

  for (const current of steps) {
    if (current.kind === 'purchase') {
      const facilitatorCents = current.asFacilitator ? 1500 : 0;
      const course = await insertCourse(t.db, {
        affiliatePriceCents: current.affiliateCents,
        facilitatorPriceCents: facilitatorCents,
        authorMemberId: current.asFacilitator ? earner.member.id : null,
      });
      const buyer = await createUser(t.db, { referrerId: earner.user.id });
      const orderId = await insertPaidTestCheckout(t.db, buyer.id, course);
      // Confirming again (a webhook after the redirect, say) changes nothing.
      for (let i = 0; i < current.confirmations; i++) await confirmOrder(ctx, createTestProvider(t.db), orderId);
      // The credits wait for the buyer's withdrawal period; the model takes them once it has passed.
      await t.db
        .update(earnings)
        .set({ availableAt: sql`now() - interval '1 second'` })
        .where(eq(earnings.orderId, orderId));
      model.ledgerCents += current.affiliateCents + facilitatorCents;
    } else if (current.kind === 'withdraw') {
      const available = model.ledgerCents - heldCents();
      const allowed = current.cents >= MIN_WITHDRAWAL_EUROS * 100 && current.cents <= available;
      const attempt = requestWithdrawal(ctx, earner.session, { email: earner.user.email, amount: current.cents / 100 });
      if (allowed) model.withdrawals.push({ id: (await attempt).id, cents: current.cents, status: 'In attesa' });
      else expect(await refused(attempt)).toBe(true);
    } else if (model.withdrawals.length > 0) {
      const target = model.withdrawals[current.pick % model.withdrawals.length]!;
      const reinstating = target.status === 'Annullato' && current.status !== 'Annullato';
      // A completed withdrawal is final: the transfer was made.
      const reopening = target.status === 'Completato' && current.status !== 'Completato';
      const allowed = !reopening && (!reinstating || target.cents <= model.ledgerCents - heldCents());
      const attempt = changeWithdrawalStatus(ctx, { id: target.id, status: current.status });
      if (allowed) {
        await attempt;
        target.status = current.status;
      } else expect(await refused(attempt)).toBe(true);
    }

    const balance = await getAvailableBalanceCents(t.db, earner.user.id, new Date());
    expect(await ledgerCents(earner.user.id)).toBe(model.ledgerCents);
    expect(balance).toBe(model.ledgerCents - heldCents());
    expect(balance).toBeGreaterThanOrEqual(0);
  }
}

describe('balances under random purchases, withdrawals and status changes', () => {
  it('always equal the ledger minus the requests that hold money, and never go negative', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), runSequence), {
      numRuns: 500,
      seed: Number(process.env.MODEL_SEED ?? 20261124),
    });
  }, 600_000);
});

describe('fifty simultaneous full-balance withdrawals', () => {
  it('let exactly one through', async () => {
    const earner = await createUser(t.db, { iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true });
    await t.db
      .insert(earnings)
      .values({ userId: earner.id, kind: 'referral', amountCents: 4321, availableAt: new Date(Date.now() - 60_000) });
    const token = await loginAs(t.app, earner.email);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/withdraw/',
          headers: bearer(token),
          payload: { email: earner.email, amount: 43.21 },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await getAvailableBalanceCents(t.db, earner.id, new Date())).toBe(0);
  });
});
