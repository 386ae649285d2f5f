import { ErrorCode, MIN_WITHDRAWAL_EUROS } from '@cammini/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankingCustomer } from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { insertPaidTestCheckout } from '../../../test/fixtures/commerce.fixtures.js';
import { insertEarning, insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { bearer, createUser } from '../../../test/support/factories.js';
import { earnings, mailOutbox } from '../../db/schema/index.js';
import {
  assertBalanceCovers,
  creditEarning,
  getAvailableBalanceCents,
  getBalance,
  holdsMoney,
  lockAvailableBalance,
} from './earnings.service.js';

const t = useTestApp();

const errorCodeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the balance', () => {
  it('is zero for a customer who never earned', async () => {
    const user = await createUser(t.db);
    expect(await getBalance(t.db, user.id, new Date())).toEqual({
      referralCents: 0,
      memberCents: 0,
      withdrawnCents: 0,
      pendingCents: 0,
      availableCents: 0,
    });
  });

  it('is the referral and member credits minus the requests that are not cancelled', async () => {
    const user = await createUser(t.db);
    await insertEarning(t.db, user.id, 3000, 'referral');
    await insertEarning(t.db, user.id, 1250, 'member');
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 1500, status: 'In attesa' });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 1000, status: 'Completato' });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 1700, status: 'Annullato' });
    expect(await getBalance(t.db, user.id, new Date())).toEqual({
      referralCents: 3000,
      memberCents: 1250,
      withdrawnCents: 2500,
      pendingCents: 0,
      availableCents: 1750,
    });
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(1750);
  });

  it("counts only the customer's own ledger", async () => {
    const [mine, theirs] = [await createUser(t.db), await createUser(t.db)];
    await insertEarning(t.db, mine.id, 2000);
    await insertEarning(t.db, theirs.id, 9000);
    await insertWithdrawal(t.db, { userId: theirs.id, amountCents: 1500 });
    expect(await getAvailableBalanceCents(t.db, mine.id, new Date())).toBe(2000);
  });

  it('holds money for pending and completed requests, not for cancelled ones', () => {
    expect(holdsMoney('In attesa')).toBe(true);
    expect(holdsMoney('Completato')).toBe(true);
    expect(holdsMoney('Annullato')).toBe(false);
  });
});

describe('crediting', () => {
  it('credits each kind of an order once, however often the order is confirmed, and tells the earner once', async () => {
    const [buyer, earner] = [await createUser(t.db), await createUser(t.db, { language: 'en' })];
    const orderId = await insertPaidTestCheckout(t.db, buyer.id, await insertCourse(t.db, { title: 'Radici e ali' }));
    const credit = {
      userId: earner.id,
      kind: 'referral' as const,
      amountCents: 800,
      orderId,
      courseTitle: 'Radici e ali',
    };
    // Paid on 1 November: the withdrawal period runs through 15 November, the credit is withdrawable from the 16th.
    const sale = { grantedAt: new Date('2026-11-01T10:00:00Z'), course: null };
    const accountUrl = 'https://cammini.example/utente';
    await t.db.transaction(async (tx) => {
      await creditEarning(tx, credit, sale, accountUrl);
      await creditEarning(tx, credit, sale, accountUrl);
    });
    await t.db.transaction((tx) =>
      creditEarning(tx, { ...credit, kind: 'member', amountCents: 500 }, sale, accountUrl),
    );
    expect(await t.db.select().from(earnings).where(eq(earnings.userId, earner.id))).toHaveLength(2);
    expect(await getAvailableBalanceCents(t.db, earner.id, new Date('2026-11-20T00:00:00Z'))).toBe(1300);

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, earner.email))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'You received a credit of €8.00',
      'You received a credit of €5.00',
    ]);
    expect(mails[0]?.text).toContain('someone you invited bought “Radici e ali”: we credited you €8.00.');
    expect(mails[0]?.text).toContain('You can withdraw it from 16 November 2026');
    expect(mails[1]?.text).toContain('someone bought your course “Radici e ali”');
    expect(mails[0]?.text).toContain(accountUrl);
  });
});

describe('a debit', () => {
  it('is covered up to exactly the balance, and refused one cent above with INSUFFICIENT_BALANCE', () => {
    expect(errorCodeOf(() => assertBalanceCovers(2000, 2000))).toBeUndefined();
    expect(errorCodeOf(() => assertBalanceCovers(2000, 1999))).toBeUndefined();
    expect(errorCodeOf(() => assertBalanceCovers(2000, 2001))).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(errorCodeOf(() => assertBalanceCovers(-100, 1))).toBe(ErrorCode.INSUFFICIENT_BALANCE);
  });

  it('says the amounts the Italian way in its refusal', () => {
    expect(() => assertBalanceCovers(1000, 2550)).toThrow(
      /^Saldo insufficiente: disponibili 10,00\s€, richiesti 25,50\s€\.$/,
    );
    expect(() => assertBalanceCovers(-1234, 1)).toThrow(/^Il saldo è negativo \(-12,34\s€\)/);
  });

  it('locks the balance of a known customer and reads it after the lock', async () => {
    const user = await createUser(t.db, { name: 'Nadia' });
    await insertEarning(t.db, user.id, 4200);
    const locked = await t.db.transaction((tx) => lockAvailableBalance(tx, user.id, new Date()));
    expect(locked).toMatchObject({ availableCents: 4200, owner: { id: user.id, name: 'Nadia', email: user.email } });
  });

  it('cannot lock the balance of an unknown customer', async () => {
    await expect(t.db.transaction((tx) => lockAvailableBalance(tx, 987_654, new Date()))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('is taken one at a time: two debits of the whole balance never both pass', async () => {
    const user = await createUser(t.db);
    await insertEarning(t.db, user.id, 3000);
    const debit = () =>
      t.db.transaction(async (tx) => {
        const { availableCents } = await lockAvailableBalance(tx, user.id, new Date());
        assertBalanceCovers(availableCents, 3000);
        await insertWithdrawal(tx, { userId: user.id, amountCents: 3000 });
      });
    const outcomes = await Promise.allSettled([debit(), debit()]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(0);
  });
});

describe(`the ${MIN_WITHDRAWAL_EUROS} € withdrawal minimum, through POST /api/withdraw/`, () => {
  const readyEarner = (earnedCents: number) => bankingCustomer(t, { earnedCents, ready: true });
  const withdraw = (token: string, email: string, amount: number | string) =>
    t.app.inject({ method: 'POST', url: '/api/withdraw/', headers: bearer(token), payload: { email, amount } });

  it('accepts exactly 15,00 €, typed with a comma or as a number, and lowers the balance by it', async () => {
    const { user, token } = await readyEarner(5000);
    expect((await withdraw(token, user.email, '15,00')).statusCode).toBe(200);
    expect((await withdraw(token, user.email, 15)).statusCode).toBe(200);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(2000);
  });

  it('refuses 14,99 € with 400, leaving the balance whole', async () => {
    const { user, token } = await readyEarner(5000);
    for (const amount of ['14,99', 14.99]) {
      const response = await withdraw(token, user.email, amount);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('15 €');
    }
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(5000);
  });

  it('accepts a balance of exactly 15,00 € withdrawn whole, and nothing more after it', async () => {
    const { user, token } = await readyEarner(1500);
    expect((await withdraw(token, user.email, '15,00')).statusCode).toBe(200);
    const again = await withdraw(token, user.email, '15,00');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(0);
  });
});
