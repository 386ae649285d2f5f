import ExcelJS from 'exceljs';
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

  it('leaves out a deleted account that bought nothing, and keeps the purchases of one that did', async () => {
    const idle = await createUser(t.db);
    const buyer = await createUser(t.db);
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'Radici', status: 'paid' });
    for (const user of [idle, buyer]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/customers/${user.id}`,
        headers: bearer(t.adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = (await list()).json() as Row[];
    expect(rows.filter((row) => row.email === `deleted-${idle.id}@deleted.invalid`)).toEqual([]);
    expect(rows.filter((row) => row.email === `deleted-${buyer.id}@deleted.invalid`)).toMatchObject([
      { userName: buyer.name, userSurname: buyer.surname, courseTitle: 'Radici' },
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

describe('GET /api/clienti with q and page', () => {
  const page = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/clienti?${query}`, headers: bearer(t.adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; total: number; page: number; pageCount: number; pageSize: number };
  };

  it('searches name, surname, e-mail and purchased course, ignoring case, and answers the total', async () => {
    const buyer = await createUser(t.db, { name: 'Ludovica', surname: 'Arcobaleno' });
    const idle = await createUser(t.db, { name: 'Teodoro', surname: 'Arcobaleno' });
    await insertOrder(t.db, { userId: buyer.id, courseTitle: 'Yoga della Risata', amountCents: 4000 });
    expect(await page('q=ARCOBALENO')).toMatchObject({ total: 2, page: 1, pageCount: 1, pageSize: 50 });
    expect((await page('q=risata')).rows).toEqual([
      expect.objectContaining({ email: buyer.email, courseTitle: 'Yoga della Risata', coursePrice: 40 }),
    ]);
    expect((await page(`q=${encodeURIComponent(idle.email.toUpperCase())}`)).rows).toEqual([
      expect.objectContaining({ userName: 'Teodoro', courseTitle: null }),
    ]);
    expect((await page('q=teodoro%20arco')).total).toBe(1);
  });

  it('pages by 50 in the order of the whole list', async () => {
    for (let i = 0; i < 52; i += 1)
      await createUser(t.db, { surname: 'Sfogliato', createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)) });
    const first = await page('q=sfogliato');
    expect(first).toMatchObject({ total: 52, pageCount: 2 });
    expect(first.rows).toHaveLength(50);
    const second = await page('q=sfogliato&page=2');
    expect(second.rows).toHaveLength(2);
    const whole = ((await list()).json() as Row[]).filter((row) => row.userSurname === 'Sfogliato');
    expect([...first.rows, ...second.rows]).toEqual(whole);
    expect((await page('q=sfogliato&page=3')).rows).toEqual([]);
  });

  it('refuses a search with control characters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clienti?q=a%00b', headers: bearer(t.adminToken) });
    expect(response.statusCode).toBe(400);
  });

  it('reads a page in one query, as the whole list is read', async () => {
    expect(await countQueries(t.db, () => page('page=1'))).toBe(await countQueries(t.db, list));
  });
});

describe('GET /api/clienti/export.xlsx', () => {
  it('writes clienti.xlsx, sheet Clienti, with the columns and rows of the list; phones are text, no apostrophe', async () => {
    const user = await createUser(t.db, { name: '=Ciao', surname: 'Esportatore', phoneNumber: '+39 333 7654321' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Corso esportato', amountCents: 9950 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/clienti/export.xlsx',
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="clienti.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clienti')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nome',
      'Cognome',
      'Email',
      'Telefono',
      'Corso',
      'Prezzo corso',
      'Meditazione',
      'Prezzo meditazione',
    ]);
    const rows = (await list()).json() as Row[];
    expect(sheet.rowCount).toBe(rows.length + 1);
    const index = rows.findIndex((row) => row.email === user.email) + 2;
    const row = sheet.getRow(index);
    expect(row.getCell(1).value).toBe('=Ciao');
    expect(row.getCell(4).value).toBe('+39 333 7654321');
    expect(row.getCell(4).numFmt).toBe('@');
    expect([row.getCell(5).value, row.getCell(6).value]).toEqual(['Corso esportato', 99.5]);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(
      t.app,
      { method: 'GET', url: '/api/clienti/export.xlsx' },
      {
        customer: await loginAs(t.app, (await createUser(t.db)).email),
        adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
      },
    );
  });
});
