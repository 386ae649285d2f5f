import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../test/fixtures/catalogue.fixtures.js';
import { expectAdminOnly } from '../../../test/fixtures/customers.fixtures.js';
import { insertEarning, insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { latestMailTo, useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { mailOutbox, withdrawals } from '../../db/schema/index.js';
import { getAvailableBalanceCents } from '../earnings/earnings.service.js';

const t = useAdminTestApp();
let tokens: { customer: string; adminLogin: string };

beforeAll(async () => {
  tokens = {
    customer: await loginAs(t.app, (await createUser(t.db)).email),
    adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
  };
});

const list = () => t.app.inject({ method: 'GET', url: '/get/withdrawals/', headers: bearer(t.adminToken) });
const setStatus = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/withdraw/', headers: bearer(t.adminToken), payload });
const statusOf = async (id: number) =>
  (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

/** A customer with this much earned and one withdrawal request. */
async function customerWithWithdrawal(
  earnedCents: number,
  withdrawal: { amountCents: number; status?: 'In attesa' | 'Completato' | 'Annullato' },
) {
  const user = await createUser(t.db, { name: 'Marta', surname: 'Rossi' });
  if (earnedCents > 0) await insertEarning(t.db, user.id, earnedCents);
  const row = await insertWithdrawal(t.db, { userId: user.id, ...withdrawal });
  return { user, withdrawal: row };
}

describe('GET /get/withdrawals/', () => {
  it('lists every request with its customer, newest first, amounts in euros', async () => {
    const older = await customerWithWithdrawal(10000, { amountCents: 2550 });
    const newer = await customerWithWithdrawal(10000, { amountCents: 1500, status: 'Completato' });
    await t.db
      .update(withdrawals)
      .set({ requestedAt: new Date('2026-01-10T09:00:00Z') })
      .where(eq(withdrawals.id, older.withdrawal.id));
    const response = await list();
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { idWithdraw: number }[];
    const ids = rows.map((row) => row.idWithdraw);
    expect(ids.indexOf(newer.withdrawal.id)).toBeLessThan(ids.indexOf(older.withdrawal.id));
    expect(rows.find((row) => row.idWithdraw === older.withdrawal.id)).toEqual({
      idWithdraw: older.withdrawal.id,
      name: 'Marta Rossi',
      email: older.user.email,
      taxCode: null,
      iban: 'IT60X0542811101000000123456',
      amount: 25.5,
      status: 'In attesa',
      requestDate: '2026-01-10T09:00:00.000Z',
      // A credit with no sale behind it (inserted by hand) can never be reversed.
      review: { reversible: { amount: 0, available: 0, credits: [] }, sharedDetails: [] },
    });
    expect(rows.find((row) => row.idWithdraw === newer.withdrawal.id)).toMatchObject({ review: null });
  });

  it('reads the list in the same number of queries however long it is', async () => {
    const before = await countQueries(t.db, list);
    for (let i = 0; i < 4; i += 1) await customerWithWithdrawal(5000, { amountCents: 1600 });
    expect(await countQueries(t.db, list)).toBe(before);
  });
});

describe('PUT /api/withdraw/', () => {
  it('sets the status, answers success and message, and mails the customer', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 2000 });
    const response = await setStatus({ id: withdrawal.id, status: 'Completato' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Success' });
    expect(await statusOf(withdrawal.id)).toBe('Completato');
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe('Aggiornamento della tua richiesta di prelievo');
    expect(mail.text).toContain('20,00');
    expect(mail.text).toContain('completata');
    expect(mail.text).toContain('…3456');
    expect(mail.text).not.toContain('IT60X0542811101000000123456');
  });

  it('writes to the customer in their language', async () => {
    const user = await createUser(t.db, { language: 'en', name: 'Emma' });
    await insertEarning(t.db, user.id, 5000);
    const withdrawal = await insertWithdrawal(t.db, { userId: user.id, amountCents: 3000 });
    expect((await setStatus({ id: String(withdrawal.id), status: 'Annullato' })).statusCode).toBe(200);
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe('Update on your withdrawal request');
    expect(mail.text).toContain('Hello Emma,');
    expect(mail.text).toContain('cancelled');
  });

  it('answers 200 and mails nobody when the status is already the one asked for', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 2000 });
    const response = await setStatus({ id: withdrawal.id, status: 'In attesa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Success' });
    expect(await mailsTo(user.email)).toBe(0);
  });

  it('gives the amount back to the balance when a request is cancelled', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 2000 });
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(3000);
    await setStatus({ id: withdrawal.id, status: 'Annullato' });
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(5000);
  });

  it('reinstates a cancelled request while the balance still covers it', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 2000, status: 'Annullato' });
    expect((await setStatus({ id: withdrawal.id, status: 'Completato' })).statusCode).toBe(200);
    expect(await statusOf(withdrawal.id)).toBe('Completato');
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(3000);
  });

  it('refuses to reinstate a cancelled request the balance no longer covers, changing nothing', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 4000, status: 'Annullato' });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000 });
    for (const status of ['In attesa', 'Completato']) {
      const response = await setStatus({ id: withdrawal.id, status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
      expect(response.json().message).toMatch(/disponibili 30,00\s€/);
    }
    expect(await statusOf(withdrawal.id)).toBe('Annullato');
    expect(await mailsTo(user.email)).toBe(0);
  });

  it('lets only one of two simultaneous reinstatements through when the balance covers one', async () => {
    const user = await createUser(t.db);
    await insertEarning(t.db, user.id, 3000);
    await insertEarning(t.db, user.id, 2000, 'member');
    const first = await insertWithdrawal(t.db, { userId: user.id, amountCents: 3000, status: 'Annullato' });
    const second = await insertWithdrawal(t.db, { userId: user.id, amountCents: 3000, status: 'Annullato' });
    const answers = await Promise.all([
      setStatus({ id: first.id, status: 'In attesa' }),
      setStatus({ id: second.id, status: 'Completato' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(2000);
    const statuses = await t.db
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.userId, user.id))
      .orderBy(asc(withdrawals.id));
    expect(statuses.filter((row) => row.status === 'Annullato')).toHaveLength(1);
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('answers 404 for an unknown request', async () => {
    const response = await setStatus({ id: 987654, status: 'Completato' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it.each([
    ['no body', undefined],
    ['no status', { id: 1 }],
    ['an unknown status', { id: 1, status: 'Pagato' }],
    ['a lower-case status', { id: 1, status: 'completato' }],
    ['a non-numeric id', { id: 'uno', status: 'Completato' }],
    ['a negative id', { id: -1, status: 'Completato' }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/withdraw',
      headers: bearer(t.adminToken),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION' });
  });
});

describe('who may call', () => {
  it('refuses visitors, customers and login tokens without changing anything', async () => {
    const { user, withdrawal } = await customerWithWithdrawal(5000, { amountCents: 2000 });
    await expectAdminOnly(t.app, { method: 'GET', url: '/get/withdrawals' }, tokens);
    await expectAdminOnly(
      t.app,
      { method: 'PUT', url: '/api/withdraw/', payload: { id: withdrawal.id, status: 'Completato' } },
      tokens,
    );
    expect(await statusOf(withdrawal.id)).toBe('In attesa');
    expect(await mailsTo(user.email)).toBe(0);
  });
});
