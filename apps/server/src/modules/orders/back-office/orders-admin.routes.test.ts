import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countQueries, insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, createCustomer } from '../../../../test/fixtures/commerce.fixtures.js';
import {
  expectAdminOnly,
  insertOrder,
  insertPartlyRefundedOrder,
} from '../../../../test/fixtures/customers.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../../test/support/factories.js';
import { earnings, mailOutbox, orderRefunds, orders } from '../../../db/schema/index.js';

const t = useAdminTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
const list = async (query: string) => {
  const response = await get(`/api/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    rows: Array<{ id: string; title: string; status: string; customer: { email: string } }>;
    total: number;
    page: number;
    pageCount: number;
    pageSize: number;
  };
};

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('GET /api/orders', () => {
  it('answers a row per order with its customer, course, amount, payment, status, refund and dates', async () => {
    const user = await createUser(t.db, { name: 'Ottavia', surname: 'Righi' });
    const course = await insertCourse(t.db, { title: 'Respiro e silenzio' });
    // What was refunded is what the recorded refunds add up to.
    const order = await insertPartlyRefundedOrder(
      t.db,
      {
        userId: user.id,
        courseId: course.id,
        courseTitle: course.title,
        amountCents: 8000,
        payment: 'deposit',
        refundedCents: 2550,
        createdAt: new Date('2026-03-02T09:00:00Z'),
        paidAt: new Date('2026-03-02T09:05:00Z'),
      },
      'r-1',
    );
    const answer = await list(`q=${encodeURIComponent(user.email)}`);
    expect(answer).toEqual({
      rows: [
        {
          id: order.id,
          number: order.number,
          customer: { id: user.id, name: 'Ottavia', surname: 'Righi', email: user.email, deleted: false },
          title: 'Respiro e silenzio',
          kind: 'course',
          amount: 80,
          currency: 'EUR',
          payment: 'deposit',
          status: 'paid',
          refunded: 25.5,
          createdAt: '2026-03-02T09:00:00.000Z',
          paidAt: '2026-03-02T09:05:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageCount: 1,
      pageSize: 50,
    });
  });

  it('searches customer name, surname, e-mail and course title, ignoring case, with % and _ taken literally', async () => {
    const user = await createUser(t.db, { name: 'Zeno', surname: 'Quadrifoglio' });
    const online = await insertOnlineCourse(t.db, { title: 'Meditazione 100%_vera' });
    await insertOrder(t.db, { userId: user.id, onlineCourseId: online.id, courseTitle: online.title });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Camminata lenta' });
    expect((await list('q=QUADRIFOGLIO')).total).toBe(2);
    expect((await list('q=zeno%20quadri')).total).toBe(2);
    expect((await list('q=100%25_v')).rows.map((row) => row.title)).toEqual(['Meditazione 100%_vera']);
    expect((await list('q=100_%25v')).total).toBe(0);
    expect((await list('q=camminata%20LENTA')).rows).toHaveLength(1);
  });

  it('filters by status and by business day in Rome, both ends included', async () => {
    const user = await createUser(t.db, { surname: 'Periodica' });
    const at = (iso: string, status: 'paid' | 'failed' = 'paid') =>
      insertOrder(t.db, { userId: user.id, courseTitle: `Periodo ${iso}`, status, createdAt: new Date(iso) });
    await at('2026-07-09T21:59:00Z'); // 23:59 in Rome on 9 July (summer time)
    await at('2026-07-09T22:00:00Z'); // midnight in Rome: 10 July
    await at('2026-07-11T21:59:59Z'); // 23:59 in Rome on 11 July
    await at('2026-07-11T22:00:00Z', 'failed'); // 12 July in Rome
    const titles = async (query: string) =>
      (await list(`q=periodica&${query}`)).rows.map((row) => row.title.replace('Periodo ', ''));
    expect(await titles('from=2026-07-10&to=2026-07-11')).toEqual(['2026-07-11T21:59:59Z', '2026-07-09T22:00:00Z']);
    expect(await titles('from=2026-07-12')).toEqual([]);
    expect(await titles('status=all&from=2026-07-12')).toEqual(['2026-07-11T22:00:00Z']);
    expect(await titles('to=2026-07-09')).toEqual(['2026-07-09T21:59:00Z']);
    expect(await titles('status=failed')).toEqual(['2026-07-11T22:00:00Z']);
    expect(await titles('status=paid&from=2026-07-11')).toEqual(['2026-07-11T21:59:59Z']);
  });

  it('lists the sales by default; checkout attempts, partly refunded and every order are filters of their own', async () => {
    const user = await createUser(t.db, { surname: 'Stagionale' });
    const order = (courseTitle: string, values: Partial<typeof orders.$inferInsert> = {}) =>
      insertOrder(t.db, { userId: user.id, courseTitle, ...values });
    await order('Pagato');
    const partly = await order('In parte');
    await t.db
      .insert(orderRefunds)
      .values({ orderId: partly.id, amountCents: 500, requestedBy: 'admin', reference: 'p' });
    await order('Rimborsato', { status: 'refunded' });
    await order('Doppio', { status: 'duplicate', refundedAt: new Date() });
    await order('Aperto', { status: 'pending', paidAt: null });
    await order('Fallito', { status: 'failed', paidAt: null });
    await order('Annullato', { status: 'cancelled', paidAt: null });
    const titles = async (query = '') =>
      (await list(`q=stagionale${query}`)).rows.map((row) => row.title).sort((a, b) => a.localeCompare(b));

    expect(await titles()).toEqual(['Doppio', 'In parte', 'Pagato', 'Rimborsato']);
    expect(await titles('&status=attempts')).toEqual(['Annullato', 'Aperto', 'Fallito']);
    expect(await titles('&status=partlyRefunded')).toEqual(['In parte']);
    expect(await titles('&status=paid')).toEqual(['Pagato']);
    expect(await titles('&status=all')).toHaveLength(7);
  });

  it('finds an order by its number, as typed or in part', async () => {
    const user = await createUser(t.db);
    const first = await insertOrder(t.db, {
      userId: user.id,
      courseTitle: 'Numerato',
      createdAt: new Date('2031-03-01'),
    });
    const second = await insertOrder(t.db, {
      userId: user.id,
      courseTitle: 'Altro',
      createdAt: new Date('2031-03-02'),
    });
    expect([first.number, second.number]).toEqual(['2031-0001', '2031-0002']);
    expect((await list('q=2031-0002')).rows.map((row) => row.id)).toEqual([second.id]);
    expect((await list('q=%202031-0001%20')).rows.map((row) => row.id)).toEqual([first.id]);
  });

  it('pages by 50, newest first, with the total and page count; a page past the end is empty', async () => {
    const user = await createUser(t.db, { surname: 'Paginata' });
    for (let i = 0; i < 53; i += 1) {
      await insertOrder(t.db, {
        userId: user.id,
        courseTitle: `Pagina ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    const first = await list('q=paginata');
    expect(first).toMatchObject({ total: 53, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.title).toBe('Pagina 52');
    const second = await list('q=paginata&page=2');
    expect(second.rows.map((row) => row.title)).toEqual(['Pagina 02', 'Pagina 01', 'Pagina 00']);
    expect(await list('q=paginata&page=3')).toMatchObject({ rows: [], total: 53, page: 3, pageCount: 2 });
  });

  it('reads a page in the same number of queries however many orders it shows', async () => {
    const user = await createUser(t.db, { surname: 'Contata' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Uno' });
    const before = await countQueries(t.db, () => get('/api/orders?q=contata'));
    for (let i = 0; i < 5; i += 1) await insertOrder(t.db, { userId: user.id, courseTitle: `Altro ${i}` });
    expect(await countQueries(t.db, () => get('/api/orders?q=contata'))).toBe(before);
  });

  it('refuses a bad status, date, page or a search with control characters with 400, the export too', async () => {
    const refused = ['status=rimborsato', 'from=2026-13-01', 'from=2026-02-30', 'to=ieri', 'page=0', 'page=due'];
    for (const query of [...refused, 'q=a%00b', 'q=riga%0Auno']) {
      for (const path of ['/api/orders', '/api/orders/export.xlsx']) {
        if (path.endsWith('xlsx') && query.startsWith('page')) continue;
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ error: 'VALIDATION' });
      }
    }
  });

  it('is for admins only, as are the export and the order page', async () => {
    const tokens = {
      customer: await loginAs(t.app, (await createUser(t.db)).email),
      adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
    };
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/orders' }, tokens);
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/orders/export.xlsx' }, tokens);
    await expectAdminOnly(
      t.app,
      { method: 'GET', url: '/api/orders/00000000-0000-4000-8000-000000000000/details' },
      tokens,
    );
  });
});

describe('GET /api/orders/{id}/details', () => {
  it('shows a real purchase with its receipt, waiver and the credits it granted, reversals included', async () => {
    const referrer = await createUser(t.db, { name: 'Bruno', surname: 'Invitante' });
    const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.id });
    const online = await insertOnlineCourse(t.db, { title: 'Ascolto profondo', affiliatePriceCents: 900 });
    const orderId = await buyWithTestCard(t.app, buyer, online.title, 'onlineCourse');
    const [credit] = await t.db.select().from(earnings).where(eq(earnings.orderId, orderId));
    await t.db.insert(earnings).values({ userId: referrer.id, kind: 'referralReversal', amountCents: -900, orderId });
    await t.db.insert(orderRefunds).values({ orderId, amountCents: 1000, requestedBy: 'admin', reference: 'test-r-1' });

    const response = await get(`/api/orders/${orderId}/details`);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      id: orderId,
      title: 'Ascolto profondo',
      kind: 'onlineCourse',
      status: 'paid',
      payment: 'full',
      customer: { email: buyer.user.email },
      refunds: [{ amount: 10, requestedBy: 'admin', reference: 'test-r-1' }],
      credits: [
        { id: credit!.id, kind: 'referral', amount: 9, beneficiary: { name: 'Bruno', surname: 'Invitante' } },
        { kind: 'referralReversal', amount: -9, beneficiary: { id: referrer.id } },
      ],
      receipt: { to: buyer.user.email },
    });
    expect(order.withdrawalWaiverAt).toEqual(expect.any(String));
    expect(order.payments).toEqual([expect.objectContaining({ id: orderId })]);
    expect(order.refundable).toBe(order.amount);
    expect(order.receipt.subject).toMatch(/^Ricevuta del tuo acquisto: Ascolto profondo/);
    const [row] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    expect(order.number).toBe(row!.number);
    expect(order.receipt.text).toContain(`Numero d'ordine: ${row!.number}`);
  });

  it('lists a deposit booking with its balance orders as its payments', async () => {
    const user = await createUser(t.db);
    const course = await insertCourse(t.db);
    const deposit = await insertOrder(t.db, {
      userId: user.id,
      courseId: course.id,
      courseTitle: course.title,
      payment: 'deposit',
      amountCents: 5000,
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const balance = await insertOrder(t.db, {
      userId: user.id,
      courseId: course.id,
      courseTitle: course.title,
      payment: 'balance',
      amountCents: 15000,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const { order } = (await get(`/api/orders/${deposit.id}/details`)).json();
    expect(order.payments.map((payment: { id: string }) => payment.id)).toEqual([deposit.id, balance.id]);
    expect(order).toMatchObject({ refunds: [], credits: [], receipt: null, withdrawalWaiverAt: null });
  });

  it('still names the receipt once retention has cleared its text, by its subject and date', async () => {
    const user = await createUser(t.db);
    const paidAt = new Date('2026-01-10T10:00:00Z');
    const order = await insertOrder(t.db, { userId: user.id, courseTitle: 'Corso antico', paidAt });
    const receipt = (sentAt: Date, subject = 'Ricevuta del tuo acquisto: Corso antico') => ({
      to: user.email,
      subject,
      html: '',
      text: '',
      status: 'sent' as const,
      createdAt: sentAt,
      sentAt,
    });
    await t.db.insert(mailOutbox).values([
      receipt(new Date('2026-01-09T10:00:00Z')), // before this payment: another order's
      receipt(new Date('2026-01-10T10:00:01Z'), 'Rimborso per il corso: Corso antico'),
      receipt(new Date('2026-01-10T10:00:02Z')),
    ]);
    const { order: detail } = (await get(`/api/orders/${order.id}/details`)).json();
    expect(detail.receipt).toMatchObject({ subject: 'Ricevuta del tuo acquisto: Corso antico', text: '' });
    expect(detail.receipt.createdAt).toBe('2026-01-10T10:00:02.000Z');
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    expect((await get('/api/orders/00000000-0000-4000-8000-000000000000/details')).statusCode).toBe(404);
    expect((await get('/api/orders/nope/details')).statusCode).toBe(400);
  });
});

describe('GET /api/orders/export.xlsx', () => {
  it('writes every matching order, in the filters of the list, as ordini.xlsx with its header', async () => {
    const user = await createUser(t.db, { name: 'Ester', surname: 'Esportata', phoneNumber: '+39 333 0000000' });
    const exported = await insertPartlyRefundedOrder(
      t.db,
      {
        userId: user.id,
        courseTitle: '=SOMMA(1;2)',
        amountCents: 12345,
        refundedCents: 345,
        createdAt: new Date('2026-05-05T08:00:00Z'),
        paidAt: new Date('2026-05-05T08:01:00Z'),
      },
      'r-2',
    );
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Fallito', status: 'failed' });
    const response = await get('/api/orders/export.xlsx?q=esportata&status=partlyRefunded');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ordini.xlsx"');
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Ordini')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Ordine',
      'Creato il',
      'Pagato il',
      'Nome',
      'Cognome',
      'E-mail',
      'Corso',
      'Tipo',
      'Pagamento',
      'Stato',
      'Importo',
      'Rimborsato',
      'ID interno',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    // A title that looks like a formula stays text; times are Rome's wall clock (10:00 in May).
    expect(row.getCell(7).value).toBe('=SOMMA(1;2)');
    expect((row.getCell(2).value as Date).toISOString()).toBe('2026-05-05T10:00:00.000Z');
    expect([row.getCell(8).value, row.getCell(9).value, row.getCell(10).value]).toEqual([
      'In presenza',
      'Intero',
      'Rimborsato in parte',
    ]);
    expect([row.getCell(11).value, row.getCell(12).value]).toEqual([123.45, 3.45]);
    expect([row.getCell(1).value, row.getCell(13).value]).toEqual([exported.number, exported.id]);
    expect(exported.number).toMatch(/^2026-\d{4}$/);
  });

  it('leaves the money cells of checkout attempts empty, so the columns add up to what was sold', async () => {
    const user = await createUser(t.db, { surname: 'Sommata' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Venduto', amountCents: 4000 });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Tentato', amountCents: 72000, status: 'failed' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Lasciato', amountCents: 9000, status: 'cancelled' });
    const sheetOf = async (query: string) =>
      (await readWorkbook((await get(`/api/orders/export.xlsx?q=sommata${query}`)).rawPayload)).getWorksheet('Ordini')!;

    const sales = await sheetOf('');
    expect(sales.rowCount).toBe(2);
    expect(sales.getRow(2).getCell(11).value).toBe(40);
    const all = await sheetOf('&status=all');
    const rows = [2, 3, 4].map((index) => all.getRow(index));
    const byTitle = Object.fromEntries(rows.map((row) => [row.getCell(7).value, row]));
    expect(byTitle.Venduto!.getCell(11).value).toBe(40);
    for (const title of ['Tentato', 'Lasciato']) {
      expect([byTitle[title]!.getCell(11).value, byTitle[title]!.getCell(12).value]).toEqual([null, null]);
    }
    expect(byTitle.Tentato!.getCell(10).value).toBe('Non riuscito');
  });

  it('puts an autofilter over the header and every row', async () => {
    const user = await createUser(t.db, { surname: 'Filtrata' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Uno' });
    await insertOrder(t.db, { userId: user.id, courseTitle: 'Due' });
    const sheet = (await readWorkbook((await get('/api/orders/export.xlsx?q=filtrata')).rawPayload)).getWorksheet(
      'Ordini',
    )!;
    expect(sheet.autoFilter).toBe('A1:M3');
  });

  it('says "Partly refunded" in English', async () => {
    const user = await createUser(t.db, { surname: 'Inglese' });
    const order = await insertOrder(t.db, { userId: user.id, courseTitle: 'Partly' });
    await t.db
      .insert(orderRefunds)
      .values({ orderId: order.id, amountCents: 100, requestedBy: 'admin', reference: 'e' });
    const sheet = (
      await readWorkbook((await get('/api/orders/export.xlsx?lang=en&q=inglese')).rawPayload)
    ).getWorksheet('Orders')!;
    expect(sheet.getRow(2).getCell(10).value).toBe('Partly refunded');
    expect(sheet.getRow(1).getCell(13).value).toBe('Internal ID');
  });

  it('writes the headers in English when asked', async () => {
    const response = await get('/api/orders/export.xlsx?lang=en&q=nessuno-si-chiama-cosi');
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Orders')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order');
    expect(sheet.rowCount).toBe(1);
  });

  it('streams thousands of orders in batches: the file parses and holds each one once, in order', async () => {
    const user = await createUser(t.db, { surname: 'Moltitudine' });
    const total = 2_600;
    // Same creation instant for runs of orders: the batches must not skip or repeat ties.
    const values = Array.from({ length: total }, (_, i) => ({
      userId: user.id,
      courseTitle: `Massa ${i}`,
      amountCents: 100 + i,
      provider: 'test',
      status: 'paid' as const,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(i / 7), 123)),
    }));
    for (let start = 0; start < total; start += 500) {
      await t.db.insert(orders).values(values.slice(start, start + 500));
    }
    const response = await get('/api/orders/export.xlsx?q=moltitudine');
    expect(response.statusCode).toBe(200);
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Ordini')!;
    expect(sheet.rowCount).toBe(total + 1);
    const titles = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) titles.add(String(row.getCell(7).value));
    });
    expect(titles.size).toBe(total);
    expect(sheet.getRow(2).getCell(12).value).toBe(0);
  }, 120_000);
});
