import { describe, expect, it } from 'vitest';
import { expectAdminOnly, insertDocument, insertOrder } from '../../../test/fixtures/customers.fixtures.js';
import { insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { businessMonth } from '../../lib/business-day.js';
import { countCustomersRegistered } from '../accounts/users.repository.js';
import { selectPaidSales } from '../orders/back-office/sales-figures.repository.js';

const t = useAdminTestApp();

const summary = () => t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: bearer(t.adminToken) });

describe('GET /api/admin/summary', () => {
  it('answers zeros on an empty back office', async () => {
    const response = await summary();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      salesThisMonth: { count: 0, amount: 0 },
      newCustomersThisMonth: 0,
      pendingDocuments: 0,
      pendingWithdrawals: { count: 0, amount: 0 },
    });
  });

  it("counts this month's paid sales and new customers (not admins)", async () => {
    const longAgo = new Date(Date.now() - 62 * 24 * 3600 * 1000);
    const buyer = await createUser(t.db, { createdAt: longAgo });
    await createUser(t.db);
    await createUser(t.db, { group: 'admin' });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'A', amountCents: 28000 });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'B', amountCents: 5990 });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'C', amountCents: 10000, paidAt: longAgo });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'D', status: 'pending', paidAt: null });
    const answer = (await summary()).json();
    expect(answer.salesThisMonth).toEqual({ count: 2, amount: 339.9 });
    expect(answer.newCustomersThisMonth).toBe(1);
  });

  it('counts what waits for the admin: pending documents and withdrawal requests', async () => {
    const user = await createUser(t.db);
    await insertDocument(t.db, { userId: user.id });
    await insertDocument(t.db, { userId: user.id, status: 'rejected' });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 2500 });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 1550 });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 9900, status: 'Completato' });
    const answer = (await summary()).json();
    expect(answer.pendingDocuments).toBe(1);
    expect(answer.pendingWithdrawals).toEqual({ count: 2, amount: 40.5 });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(
      t.app,
      { method: 'GET', url: '/api/admin/summary/' },
      {
        customer: await loginAs(t.app, (await createUser(t.db)).email),
        adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
      },
    );
  });
});

describe('the month of the summary', () => {
  it('is the calendar month in Rome, not in UTC', async () => {
    // 00:30 on 1 April 2030 in Rome (UTC+2), still 31 March in UTC.
    const now = new Date('2030-03-31T22:30:00Z');
    const inApril = new Date('2030-03-31T22:05:00Z');
    const inMarch = new Date('2030-03-31T21:55:00Z');
    const buyer = await createUser(t.db, { createdAt: inMarch });
    await createUser(t.db, { createdAt: inApril });
    await createUser(t.db, { createdAt: new Date('2030-04-30T21:59:00Z') });
    await createUser(t.db, { createdAt: new Date('2030-04-30T22:00:00Z') });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'A', amountCents: 1000, paidAt: inApril });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'B', amountCents: 2000, paidAt: inMarch });
    const month = businessMonth(now);
    expect(await selectPaidSales(t.db, month)).toEqual({ count: 1, cents: 1000 });
    expect(await countCustomersRegistered(t.db, month)).toBe(2);
  });
});
