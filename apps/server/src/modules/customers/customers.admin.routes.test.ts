import { describe, expect, it } from 'vitest';
import { countQueries, insertCourse, insertOnlineCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { expectAdminOnly, insertOrder } from '../../../test/fixtures/customers.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';

const t = useAdminTestApp();

const list = () => t.app.inject({ method: 'GET', url: '/api/clienti', headers: bearer(t.adminToken) });
type Row = Record<string, unknown> & { email: string };
const rowsOf = async (email: string) => ((await list()).json() as Row[]).filter((row) => row.email === email);

describe('GET /api/clienti', () => {
  it('answers an empty list when nobody has registered (the admin is not a customer)', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('gives one row per paid purchase: course fields for in-person, meditation fields for online', async () => {
    const user = await createUser(t.db, { name: 'Sara', surname: 'Neri', phoneNumber: '+39 333 1234567' });
    const course = await insertCourse(t.db);
    const online = await insertOnlineCourse(t.db);
    await insertOrder(t.db, {
      userId: user.id,
      courseId: course.id,
      courseTitle: course.title,
      amountCents: 28000,
      paidAt: new Date('2026-02-01T10:00:00Z'),
    });
    await insertOrder(t.db, {
      userId: user.id,
      onlineCourseId: online.id,
      courseTitle: online.title,
      amountCents: 5990,
      paidAt: new Date('2026-03-01T10:00:00Z'),
    });
    await insertOrder(t.db, { userId: user.id, courseId: course.id, courseTitle: course.title, status: 'pending' });
    await insertOrder(t.db, { userId: user.id, courseId: course.id, courseTitle: course.title, status: 'failed' });
    expect(await rowsOf(user.email)).toEqual([
      {
        userName: 'Sara',
        userSurname: 'Neri',
        email: user.email,
        phoneNumber: '+39 333 1234567',
        courseTitle: null,
        coursePrice: null,
        meditationTitle: online.title,
        meditationPrice: 59.9,
      },
      {
        userName: 'Sara',
        userSurname: 'Neri',
        email: user.email,
        phoneNumber: '+39 333 1234567',
        courseTitle: course.title,
        coursePrice: 280,
        meditationTitle: null,
        meditationPrice: null,
      },
    ]);
  });

  it('gives a customer without paid purchases one row with empty course fields', async () => {
    const user = await createUser(t.db, { phoneNumber: null });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Mai pagato', status: 'cancelled' });
    expect(await rowsOf(user.email)).toEqual([
      {
        userName: 'Giulia',
        userSurname: 'Bianchi',
        email: user.email,
        phoneNumber: null,
        courseTitle: null,
        coursePrice: null,
        meditationTitle: null,
        meditationPrice: null,
      },
    ]);
  });

  it('puts the newest first: purchases by payment, customers without purchases by registration', async () => {
    const earlyBuyer = await createUser(t.db, { createdAt: new Date('2025-01-01T00:00:00Z') });
    await insertOrder(t.db, {
      userId: earlyBuyer.id,
      courseTitle: 'Recente',
      paidAt: new Date('2031-01-01T00:00:00Z'),
    });
    const lateRegistered = await createUser(t.db, { createdAt: new Date('2030-06-01T00:00:00Z') });
    const emails = ((await list()).json() as Row[]).map((row) => row.email);
    expect(emails.slice(0, 2)).toEqual([earlyBuyer.email, lateRegistered.email]);
  });

  it('reads the table in the same number of queries however many customers there are', async () => {
    const before = await countQueries(t.db, list);
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(t.db);
      await insertOrder(t.db, { userId: user.id, courseTitle: `Corso ${i}` });
    }
    expect(await countQueries(t.db, list)).toBe(before);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(
      t.app,
      { method: 'GET', url: '/api/clienti/' },
      {
        customer: await loginAs(t.app, (await createUser(t.db)).email),
        adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
      },
    );
  });
});
