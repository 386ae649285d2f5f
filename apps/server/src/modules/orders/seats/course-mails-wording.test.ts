import { describe, expect, it } from 'vitest';
import { enrol, insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, createCustomer, mailsAbout, mailsTo } from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import type { Clock } from '../../../lib/clock.js';
import { sendCourseReminders } from './course-reminders.service.js';

// Early January 2027: the course of 9–10 January is two days away.
const now = new Date('2027-01-07T08:00:00Z');
const clock: Clock = { now: () => now };
const t = useTestApp({ clock });
const MAP = 'https://maps.app.goo.gl/poggio123';

let made = 0;
const timedCourse = (values: Parameters<typeof insertCourse>[1] = {}) =>
  insertCourse(t.db, {
    title: `Ritiro d’inverno ${++made}`,
    affiliatePriceCents: 0,
    priceCents: 3900,
    facilitatorPriceCents: 0,
    startDate: '2027-01-09',
    endDate: '2027-01-10',
    startTime: '09:30',
    endTime: '17:00',
    location: MAP,
    placeName: 'Agriturismo Il Poggio',
    placeAddress: 'Via Roma 1, 53100 Siena',
    ...values,
  });

/** The reminder a customer speaking `language`, enrolled in a course made of `values`, is sent. */
async function reminderOf(values: Parameters<typeof timedCourse>[0], language: 'it' | 'en') {
  const course = await timedCourse(values);
  const customer = await createCustomer(t.db, t.app, { language });
  await enrol(t.db, customer.user.id, { courseId: course.id });
  await sendCourseReminders(t.db, now, 'http://localhost:3000');
  const [mail] = await mailsTo(t.db, customer.user.email);
  return mail;
}

/** The receipt a customer speaking `language` is sent for buying a course made of `values`. */
async function receiptOf(values: Parameters<typeof timedCourse>[0], language: 'it' | 'en') {
  const course = await timedCourse(values);
  const buyer = await createCustomer(t.db, t.app, { language });
  const orderId = await buyWithTestCard(t.app, buyer, course.title, 'course');
  const [receipt] = await mailsAbout(t.db, buyer.user.email, orderId);
  return receipt;
}

describe('the reminder of an in-person course, as sent', () => {
  it('says the days as a sentence does, the place as typed with the map as a link, and that nothing is left to pay', async () => {
    const mail = await reminderOf({}, 'it');
    expect(mail?.text).toContain(
      'il corso «Ritiro d’inverno 1» si terrà dal 9 al 10 gennaio 2027, inizio alle 09:30, fine alle 17:00.',
    );
    expect(mail?.text).toContain('Dove: Agriturismo Il Poggio, Via Roma 1, 53100 Siena');
    expect(mail?.text).toContain(`Apri la mappa: ${MAP}`);
    expect(mail?.text).toContain('Il corso è pagato per intero: non resta nulla da pagare.');
    expect(mail?.text).not.toContain('non devi portare nulla');
    expect(mail?.text).not.toMatch(/sei iscritt/);
    expect(mail?.html).toContain(
      'Dove: Agriturismo Il Poggio, Via Roma 1, 53100 Siena · <a href="https://maps.app.goo.gl/poggio123"',
    );
    expect(mail?.html).not.toContain(`Dove: ${MAP}`);
  });

  it('in English: "from 9 to 10 January 2027", "nothing left to pay", and one day reads "on"', async () => {
    const mail = await reminderOf({ endDate: null, endTime: null }, 'en');
    expect(mail?.text).toContain('takes place on 9 January 2027, at 09:30.');
    expect(mail?.text).toContain('there is nothing left to pay');
    expect(mail?.text).not.toContain('nothing to bring');
  });

  it('names a place written in words, with a maps search as the link, when no name or address was typed', async () => {
    const mail = await reminderOf({ placeName: null, placeAddress: null, location: 'Bagno Vignoni, Siena' }, 'it');
    expect(mail?.text).toContain('Dove: Bagno Vignoni, Siena');
    expect(mail?.html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Bagno+Vignoni%2C+Siena"');
  });
});

describe('the receipt of an in-person course, as sent', () => {
  it('states its days, times and place; English amounts read €39.00', async () => {
    const receipt = await receiptOf({ startDate: '2027-02-09', endDate: '2027-02-09', endTime: '12:30' }, 'en');
    expect(receipt?.text).toContain('When: on 9 February 2027, from 09:30 to 12:30');
    expect(receipt?.text).toContain('Where: Agriturismo Il Poggio, Via Roma 1, 53100 Siena');
    expect(receipt?.html).toContain('>Open the map</a>');
    expect(receipt?.text).toContain('€39.00');
  });

  it('in Italian reads "il 9 febbraio 2027" and "39,00 €"', async () => {
    const receipt = await receiptOf({ startDate: '2027-02-09', endDate: null, endTime: null }, 'it');
    expect(receipt?.text).toContain('Quando: il 9 febbraio 2027, alle 09:30');
    expect(receipt?.text).toContain('Dove: Agriturismo Il Poggio, Via Roma 1, 53100 Siena');
    expect(receipt?.text).toContain('39,00\u00a0€');
  });
});
