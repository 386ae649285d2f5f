import { TEST_CARDS } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrol, insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { chargeTestCard, createCustomer, mailsTo, startCheckout } from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { enrolments } from '../../../db/schema/index.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import type { Clock } from '../../../lib/clock.js';
import { sendCourseReminders } from './course-reminders.service.js';

let now = new Date();
const clock: Clock = { now: () => now };
const t = useTestApp({ clock });
const PUBLIC_URL = 'http://localhost:3000';
const remind = () => sendCourseReminders(t.db, now, PUBLIC_URL);
const daysLater = (days: number) => {
  now = new Date(now.getTime() + days * 24 * 3_600_000);
};

describe('course reminders', () => {
  it('reminds a deposit booking of its balance a week before, and everyone two days before, once each', async () => {
    const course = await insertCourse(t.db, {
      title: 'Il cammino del sabato',
      priceCents: 28000,
      facilitatorPriceCents: 7000,
      startDate: addDays(businessDay(now), 20),
      endDate: addDays(businessDay(now), 21),
      location: 'Bagno Vignoni, Siena',
    });
    const booked = await createCustomer(t.db, t.app, { language: 'en' });
    const checkout = await startCheckout(t.app, booked, { title: course.title, payment: 'deposit' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await chargeTestCard(t.app, booked, checkout.json().id, TEST_CARDS.success);
    const paidInFull = await createCustomer(t.db, t.app);
    await enrol(t.db, paidInFull.user.id, { courseId: course.id });
    const mailCount = async (email: string) => (await mailsTo(t.db, email)).length;
    const before = { booked: await mailCount(booked.user.email), paid: await mailCount(paidInFull.user.email) };

    // Three weeks ahead: nothing yet.
    await remind();
    expect(await mailCount(booked.user.email)).toBe(before.booked);

    daysLater(14);
    await remind();
    const balanceMails = (await mailsTo(t.db, booked.user.email)).slice(before.booked);
    expect(balanceMails.map((mail) => mail.subject)).toEqual([`The balance of your course: ${course.title}`]);
    expect(balanceMails[0]?.text).toContain('€210.00');
    expect(balanceMails[0]?.text).toContain(`${PUBLIC_URL}/utente`);
    expect(await mailCount(paidInFull.user.email)).toBe(before.paid);
    await remind();
    expect(await mailCount(booked.user.email)).toBe(before.booked + 1);

    daysLater(4);
    expect(await remind()).toMatchObject({ courseReminders: 2 });
    const [toBooked] = (await mailsTo(t.db, booked.user.email)).slice(-1);
    expect(toBooked?.subject).toBe(`See you soon: ${course.title}`);
    expect(toBooked?.text).toContain('The balance of €210.00 is still to pay');
    expect(toBooked?.text).toContain('https://www.google.com/maps/search/?api=1&query=Bagno+Vignoni%2C+Siena');
    const [calendar] = toBooked?.attachments ?? [];
    expect(calendar?.filename).toBe('corso.ics');
    expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${course.startDate?.replaceAll('-', '')}`);
    expect(calendar?.content).toContain(`SUMMARY:${course.title}`);
    const [toPaid] = (await mailsTo(t.db, paidInFull.user.email)).slice(-1);
    expect(toPaid?.subject).toBe(`Ci vediamo presto: ${course.title}`);
    expect(toPaid?.text).toContain('Il corso è pagato per intero');

    expect(await remind()).toEqual({ balanceReminders: 0, courseReminders: 0 });
    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.userId, booked.user.id));
    expect(enrolment?.remindedAt).not.toBeNull();
  });

  it('leaves alone courses that are undated, further off or already begun', async () => {
    const customer = await createCustomer(t.db, t.app);
    const today = businessDay(now);
    for (const startDate of [null, addDays(today, 3), addDays(today, -1)]) {
      const course = await insertCourse(t.db, { startDate, endDate: null });
      await enrol(t.db, customer.user.id, { courseId: course.id });
    }
    const before = (await mailsTo(t.db, customer.user.email)).length;
    await remind();
    expect(await mailsTo(t.db, customer.user.email)).toHaveLength(before);
  });
});
