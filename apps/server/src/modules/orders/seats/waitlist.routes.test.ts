import { AdminWaitlistResponse, CourseDetailResponse, TEST_CARDS, titleToSlug, WaitlistPlace } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrol, insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { chargeTestCard, mailsTo, openCheckout, startCheckout } from '../../../../test/fixtures/commerce.fixtures.js';
import { useSeatUpkeepTestApp } from '../../../../test/fixtures/seats.fixtures.js';
import { bearer, nextRemoteAddress } from '../../../../test/support/factories.js';
import { courseWaitlist } from '../../../db/schema/index.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { SEAT_HOLD_MINUTES } from './seat-holds.js';
import { offerFreedSeats, WAITLIST_OFFER_HOURS } from './waitlist.service.js';

const { t, time, laterMs, upkeep, customers, callWaitlist, joinWaitlist, waitlistPlaceOf } = useSeatUpkeepTestApp();
const later = (minutes: number) => laterMs(minutes * 60_000);

/** A course with one seat, held by an open checkout nobody pays. */
async function fullCourse(title: string) {
  const course = await insertCourse(t.db, { title, seats: 1 });
  const [holder] = await customers(1);
  await openCheckout(t.app, holder!, course.title);
  return course;
}

describe('the waiting list', () => {
  it('is only for a full course: 409 NOT_FULL while seats are left or there is no limit', async () => {
    const [customer] = await customers(1);
    for (const values of [{ seats: 3 }, { seats: null }]) {
      const course = await insertCourse(t.db, values);
      const response = await callWaitlist('POST', customer!, course.title);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'NOT_FULL' });
    }
  });

  it('lets customers join in line order and leave, once each', async () => {
    const course = await fullCourse('Lista in ordine');
    const [first, second] = await customers(2);
    expect(await joinWaitlist(first!, course.title)).toEqual({ joined: true, position: 1, offerExpiresAt: null });
    expect(await joinWaitlist(second!, course.title)).toMatchObject({ joined: true, position: 2 });
    expect(await joinWaitlist(first!, course.title)).toMatchObject({ position: 1 });
    const left = await callWaitlist('DELETE', first!, course.title);
    expect(WaitlistPlace.parse(left.json())).toEqual({ joined: false, position: null, offerExpiresAt: null });
    expect(await waitlistPlaceOf(second!, course.title)).toMatchObject({ joined: true, position: 1 });
  });

  it.each(["Ritiro d'inverno: il coraggio di fermarsi", 'Libertà', 'Chi sono io? Corpo & mente, insieme'])(
    'reads, joins and leaves the list of "%s" at the address the site builds',
    async (title) => {
      const course = await fullCourse(title);
      const [customer] = await customers(1);
      const url = `/api/course/${titleToSlug(title)}/waitlist`;
      const send = (method: 'GET' | 'POST' | 'DELETE', token = customer!.token) =>
        t.app.inject({ method, url, headers: bearer(token), remoteAddress: nextRemoteAddress() });

      expect((await send('GET')).json()).toEqual({ joined: false, position: null, offerExpiresAt: null });
      expect((await send('POST')).json()).toEqual({ joined: true, position: 1, offerExpiresAt: null });
      expect((await send('GET')).json()).toMatchObject({ joined: true, position: 1 });
      const admin = await t.app.inject({
        method: 'GET',
        url: `/api/admin/course/${titleToSlug(title)}/waitlist`,
        headers: bearer(await t.freshAdminToken()),
      });
      expect(AdminWaitlistResponse.parse(admin.json()).entries.map((entry) => entry.email)).toEqual([
        customer!.user.email,
      ]);

      later(SEAT_HOLD_MINUTES + 1);
      await upkeep();
      const [mail] = await mailsTo(t.db, customer!.user.email);
      expect(mail?.text).toContain(`http://localhost:3000/payment/${titleToSlug(course.title)}`);
      expect(WaitlistPlace.parse((await send('GET')).json()).offerExpiresAt).not.toBeNull();
      expect((await send('DELETE')).json()).toEqual({ joined: false, position: null, offerExpiresAt: null });
    },
  );

  it('wants a login, refuses owners, past courses and unknown titles', async () => {
    const course = await fullCourse('Lista con regole');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/course/${encodeURIComponent(course.title)}/waitlist` }))
        .statusCode,
    ).toBe(401);
    const [owner, customer] = await customers(2);
    await enrol(t.db, owner!.user.id, { courseId: course.id });
    expect((await callWaitlist('POST', owner!, course.title)).json()).toMatchObject({ error: 'ALREADY_OWNED' });
    const past = await insertCourse(t.db, { seats: 0, startDate: addDays(businessDay(time.now), -1), endDate: null });
    expect((await callWaitlist('POST', customer!, past.title)).json()).toMatchObject({ error: 'COURSE_PAST' });
    expect((await callWaitlist('POST', customer!, 'Nessun corso così')).statusCode).toBe(404);
  });

  it('offers a freed seat to the first in line for 24 hours, then to the next', async () => {
    const course = await fullCourse('Posto che si libera');
    const [first, second] = await customers(2);
    await joinWaitlist(first!, course.title);
    await joinWaitlist(second!, course.title);

    later(SEAT_HOLD_MINUTES + 1);
    expect(await upkeep()).toMatchObject({ seatsChanged: true });
    const offer = await waitlistPlaceOf(first!, course.title);
    expect(offer.offerExpiresAt).toBe(new Date(time.now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000).toISOString());
    const [mail] = await mailsTo(t.db, first!.user.email);
    expect(mail?.subject).toBe(`Si è liberato un posto: ${course.title}`);
    expect(mail?.text).toContain('http://localhost:3000/payment/Posto-che-si-libera');
    // The seat is kept: it is not for anyone else, and the course still shows none left.
    const [stranger] = await customers(1);
    expect((await startCheckout(t.app, stranger!, { title: course.title })).json()).toMatchObject({
      error: 'SOLD_OUT',
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/course/${encodeURIComponent(course.title)}` });
    expect(CourseDetailResponse.parse(detail.json())[0]?.seatsLeft).toBe(0);

    expect((await waitlistPlaceOf(second!, course.title)).offerExpiresAt).toBeNull();
    later(WAITLIST_OFFER_HOURS * 60 + 1);
    expect(await upkeep()).toMatchObject({ seatsChanged: true });
    expect(await waitlistPlaceOf(first!, course.title)).toMatchObject({ joined: false });
    expect((await waitlistPlaceOf(second!, course.title)).offerExpiresAt).not.toBeNull();
    expect(await mailsTo(t.db, second!.user.email)).toHaveLength(1);
    // Run again at once, the upkeep finds nothing to do.
    expect(await upkeep()).toEqual({ seatsChanged: false, offered: 0 });
  });

  it('lets the customer the seat is kept for buy it, and takes them off the list', async () => {
    const course = await fullCourse('Posto offerto e preso');
    const [waiting] = await customers(1);
    await joinWaitlist(waiting!, course.title);
    later(SEAT_HOLD_MINUTES + 1);
    await upkeep();
    const checkout = await openCheckout(t.app, waiting!, course.title);
    // Two hours on, the checkout still holds the seat: the offer's time passed to it.
    later(120);
    const charged = await chargeTestCard(t.app, waiting!, checkout.id, TEST_CARDS.success);
    expect(charged.json().order.status).toBe('paid');
    expect(await t.db.select().from(courseWaitlist).where(eq(courseWaitlist.courseId, course.id))).toHaveLength(0);
  });

  it('passes a kept seat to the next in line at once when its customer leaves the list', async () => {
    const course = await fullCourse('Posto lasciato');
    const [first, second] = await customers(2);
    await joinWaitlist(first!, course.title);
    await joinWaitlist(second!, course.title);
    later(SEAT_HOLD_MINUTES + 1);
    await upkeep();
    await callWaitlist('DELETE', first!, course.title);
    expect((await waitlistPlaceOf(second!, course.title)).offerExpiresAt).not.toBeNull();
  });

  it('shows the admin the list in line order, and no one else', async () => {
    const course = await fullCourse('Lista per l’admin');
    const [first, second] = await customers(2);
    await joinWaitlist(first!, course.title);
    await joinWaitlist(second!, course.title);
    const url = `/api/admin/course/${encodeURIComponent(course.title)}/waitlist`;
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(await t.freshAdminToken()) });
    expect(response.statusCode).toBe(200);
    const { entries } = AdminWaitlistResponse.parse(response.json());
    expect(entries.map((entry) => [entry.email, entry.status])).toEqual([
      [first!.user.email, 'waiting'],
      [second!.user.email, 'waiting'],
    ]);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(first!.token) })).statusCode).toBe(403);
  });

  describe('a seat freed around the day the course starts', () => {
    // 15 January 2030 in Rome (UTC+1): the course's first day ends at 23:00 UTC.
    const startDate = '2030-01-15';
    const morningOfTheCourse = new Date('2030-01-15T08:00:00Z');

    /** A one-seat course starting on `startDate`, its seat held by a checkout nobody pays, one customer waiting. */
    async function waitingForTheCourse(title: string) {
      const course = await insertCourse(t.db, { title, seats: 1, startDate, endDate: null });
      const [holder, waiting] = await customers(2);
      await openCheckout(t.app, holder!, course.title);
      await joinWaitlist(waiting!, course.title);
      return { course, waiting: waiting! };
    }

    const offersAt = async (moment: Date, course: { id: number }) => {
      const saved = time.now;
      time.now = moment;
      try {
        return await offerFreedSeats(t.db, moment, 'http://localhost:3000', [course.id]);
      } finally {
        time.now = saved;
      }
    };

    it('is still offered at 23:59 in Rome on the first day of the course', async () => {
      const saved = time.now;
      time.now = morningOfTheCourse;
      const { course, waiting } = await waitingForTheCourse('Offerto fino a mezzanotte').finally(() => {
        time.now = saved;
      });
      expect(await offersAt(new Date('2030-01-15T22:59:00Z'), course)).toBe(1);
      expect(await mailsTo(t.db, waiting.user.email)).toHaveLength(1);
    });

    it('is not offered once the first day has passed in Rome: the course already took place', async () => {
      const saved = time.now;
      time.now = morningOfTheCourse;
      const { course, waiting } = await waitingForTheCourse('Mai offerto dopo la mezzanotte').finally(() => {
        time.now = saved;
      });
      expect(await offersAt(new Date('2030-01-15T23:00:00Z'), course)).toBe(0);
      expect(await mailsTo(t.db, waiting.user.email)).toEqual([]);
      const [entry] = await t.db.select().from(courseWaitlist).where(eq(courseWaitlist.userId, waiting.user.id));
      expect(entry).toMatchObject({ status: 'waiting', offerExpiresAt: null });
    });
  });
});
