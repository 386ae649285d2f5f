import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { createUser } from '../../../../test/support/factories.js';
import { orderNumberCounters, orders } from '../../../db/schema/index.js';
import { formatOrderNumber, insertOpenOrder } from './orders.repository.js';

const t = useTestApp();

const openOrder = (userId: number, courseId: number, title: string, now: Date) =>
  insertOpenOrder(
    t.db,
    { userId, courseId, courseTitle: title, amountCents: 1000, provider: 'test', status: 'pending' },
    now,
  );

const numbersOfYear = async (year: number) =>
  (
    await t.db
      .select({ number: orders.number })
      .from(orders)
      .where(like(orders.number, `${year}-%`))
      .orderBy(asc(orders.number))
  ).map((row) => row.number);

describe('order numbers', () => {
  it('reads as the year and four digits at least', () => {
    expect(formatOrderNumber(2026, 42)).toBe('2026-0042');
    expect(formatOrderNumber(2026, 12345)).toBe('2026-12345');
  });

  it('gives concurrent orders consecutive numbers: none skipped, none twice, a lost race gives its number back', async () => {
    const now = new Date('2033-05-10T10:00:00Z');
    const course = await insertCourse(t.db, { title: 'Numeri in fila' });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    // Every buyer opens twice at once: one of each pair wins, the other finds the open order taken.
    const opened = await Promise.all(
      buyers.flatMap((buyer) => [0, 1].map(() => openOrder(buyer.id, course.id, course.title, now))),
    );
    const placed = opened.filter((order) => order !== undefined);
    expect(placed).toHaveLength(12);
    const expected = Array.from({ length: 12 }, (_, i) => formatOrderNumber(2033, i + 1));
    expect(placed.map((order) => order.number).sort()).toEqual(expected);
    expect(await numbersOfYear(2033)).toEqual(expected);
    const [counter] = await t.db.select().from(orderNumberCounters).where(eq(orderNumberCounters.year, 2033));
    expect(counter?.last).toBe(12);
  });

  it('starts again from 1 when the year turns in Rome, not in UTC', async () => {
    const course = await insertCourse(t.db, { title: 'Capodanno' });
    const [late, early] = await Promise.all([createUser(t.db), createUser(t.db)]);
    // 23:30 UTC on 31 December 2034 is already 00:30 on 1 January 2035 in Rome.
    const lastOf2034 = await openOrder(late.id, course.id, course.title, new Date('2034-12-31T22:30:00Z'));
    const firstOf2035 = await openOrder(early.id, course.id, course.title, new Date('2034-12-31T23:30:00Z'));
    expect([lastOf2034?.number, firstOf2035?.number]).toEqual(['2034-0001', '2035-0001']);
  });
});
