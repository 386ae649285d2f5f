import { CourseDetailResponse, CourseEditView, CourseUpdateResponse } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrol, insertTopic } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  courseFields,
  type FormParts,
  mp4,
  png,
  useFormTest,
} from '../../../../test/fixtures/course-admin.fixtures.js';
import { bearer, createUser } from '../../../../test/support/factories.js';
import { courses, mailOutbox } from '../../../db/schema/index.js';

const { t, send } = useFormTest({ table: courses });

const TITLE = 'Ritiro d’inverno: il coraggio di fermarsi';
const MAP = 'https://maps.app.goo.gl/poggio123';

async function publish(overrides: Record<string, string> = {}) {
  await insertTopic(t.db, { title: 'AUTOSTIMA' }).catch(() => undefined);
  const response = await send('POST', '/api/course', {
    ...courseFields({
      title: TITLE,
      location: MAP,
      courseStartDate: '2031-01-09',
      courseEndDate: '2031-01-10',
      startTime: '09:30',
      endTime: '17:00',
      placeName: 'Agriturismo Il Poggio',
      placeAddress: 'Via Roma 1, 53100 Siena',
      ...overrides,
    }),
    coverImage: await png('copertina.png'),
    videos: [await mp4('lesson-a')],
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.select().from(courses).where(eq(courses.title, TITLE));
  return row!;
}

const put = (parts: FormParts) => send('PUT', '/api/course', { title: TITLE, ...parts });
const editView = async () =>
  CourseEditView.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/course/${encodeURIComponent(TITLE)}`,
        headers: bearer(t.adminToken),
      })
    ).json(),
  );
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('the times and place of an in-person course', () => {
  it('are saved, shown on its page and in the edit form, and changed or cleared by an edit', async () => {
    await publish();
    const detail = await t.app.inject({ method: 'GET', url: `/api/course/${encodeURIComponent(TITLE)}` });
    expect(CourseDetailResponse.parse(detail.json())[0]).toMatchObject({
      location: MAP,
      startTime: '09:30',
      endTime: '17:00',
      placeName: 'Agriturismo Il Poggio',
      placeAddress: 'Via Roma 1, 53100 Siena',
    });
    expect(await editView()).toMatchObject({ startTime: '09:30', placeName: 'Agriturismo Il Poggio', enrolled: 0 });

    // An edit that leaves them out keeps them; an empty field clears one.
    expect((await put({ price: '300' })).statusCode).toBe(200);
    expect(await editView()).toMatchObject({ startTime: '09:30', endTime: '17:00' });
    expect((await put({ endTime: '', placeName: '' })).statusCode).toBe(200);
    expect(await editView()).toMatchObject({ startTime: '09:30', endTime: null, placeName: null });
  });

  it('refuses a time that is not HH:MM and an end before the start of a one-day course', async () => {
    await publish({ courseEndDate: '' });
    const badTime = await put({ startTime: '9 e mezza' });
    expect(badTime.statusCode).toBe(400);
    expect(Object.keys(badTime.json().fields)).toEqual(['body.startTime']);
    const backwards = await put({ startTime: '18:00', endTime: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['body.endTime']);
  });
});

describe('moving a course with people enrolled', () => {
  async function withEnrolled() {
    const course = await publish();
    const anna = await createUser(t.db, { name: 'Anna', surname: 'Rossi', language: 'it' });
    const john = await createUser(t.db, { name: 'John', surname: 'Smith', language: 'en' });
    await enrol(t.db, anna.id, { courseId: course.id });
    await enrol(t.db, john.id, { courseId: course.id });
    return { anna, john };
  }

  it('lets the edit form count, beforehand, who will be e-mailed', async () => {
    await withEnrolled();
    expect((await editView()).enrolled).toBe(2);
  });

  it('answers who was e-mailed, and each e-mail carries the owner’s message escaped', async () => {
    const { anna, john } = await withEnrolled();
    const moved = await put({
      courseStartDate: '2031-01-16',
      courseEndDate: '2031-01-17',
      changeMessage: 'Ci spostiamo di una settimana <b>per la neve</b> & il resto resta uguale.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = CourseUpdateResponse.parse(moved.json());
    expect(answer.told.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Anna Rossi', email: anna.email },
      { name: 'John Smith', email: john.email },
    ]);

    const [toAnna] = await mailsTo(anna.email);
    expect(toAnna?.subject).toBe(`Il corso è cambiato: ${TITLE}`);
    expect(toAnna?.text).toContain('Quando: dal 16 al 17 gennaio 2031, inizio alle 09:30, fine alle 17:00');
    expect(toAnna?.text).toContain('Dove: Agriturismo Il Poggio, Via Roma 1, 53100 Siena');
    expect(toAnna?.text).toContain('«Ci spostiamo di una settimana <b>per la neve</b> & il resto resta uguale.»');
    expect(toAnna?.html).toContain('&lt;b&gt;per la neve&lt;/b&gt; &amp; il resto');
    expect(toAnna?.html).not.toContain('<b>per la neve');
    // The place as typed, with the map as a link: no raw maps address in the sentence.
    expect(toAnna?.html).toContain(`<a href="${MAP}"`);
    expect(toAnna?.html).toContain('>Apri la mappa</a>');
    expect(toAnna?.html).not.toMatch(/Dove: https?:/);
    expect(toAnna?.attachments?.[0]?.content).toContain('DTSTART;TZID=Europe/Rome:20310116T093000');
    expect(toAnna?.attachments?.[0]?.content).toContain('LOCATION:Agriturismo Il Poggio\\, Via Roma 1\\, 53100 Siena');

    const [toJohn] = await mailsTo(john.email);
    expect(toJohn?.text).toContain('When: from 16 to 17 January 2031, starting at 09:30, ending at 17:00');
    expect(toJohn?.text).toContain('A message for you: “Ci spostiamo');
  });

  it('e-mails no one, and answers so, when nothing they would see changed', async () => {
    const { anna } = await withEnrolled();
    const saved = await put({ price: '300', changeMessage: 'Nessuno lo leggerà' });
    expect(CourseUpdateResponse.parse(saved.json()).told).toEqual([]);
    expect(await mailsTo(anna.email)).toHaveLength(0);
  });

  it('tells them of a new time alone', async () => {
    const { anna } = await withEnrolled();
    const saved = await put({ startTime: '10:00' });
    expect(CourseUpdateResponse.parse(saved.json()).told).toHaveLength(2);
    expect((await mailsTo(anna.email))[0]?.text).toContain('inizio alle 10:00');
  });

  it('refuses a message over 1000 characters, and then neither saves nor e-mails', async () => {
    const { anna } = await withEnrolled();
    const refused = await put({ courseStartDate: '2031-01-16', changeMessage: 'x'.repeat(1001) });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.changeMessage']);
    expect(await mailsTo(anna.email)).toHaveLength(0);
    expect((await editView()).dataInizio).toBe('2031-01-09');
  });
});
