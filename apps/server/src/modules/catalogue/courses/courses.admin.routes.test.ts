import { CourseDetailResponse, CourseEditView, CourseListResponse, fieldProblem } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrol, insertCourse, insertMember, insertTopic } from '../../../../test/fixtures/catalogue.fixtures.js';
import { fieldCodes, strangerCallers } from '../../../../test/fixtures/content-admin.fixtures.js';
import {
  courseFields,
  type FormParts,
  fakeMp4,
  mp4,
  png,
  useFormTest,
} from '../../../../test/fixtures/course-admin.fixtures.js';
import { bearer, createUser } from '../../../../test/support/factories.js';
import { courses, mailOutbox, titleRedirects } from '../../../db/schema/index.js';

const { t, send, uploads, onDisk } = useFormTest({ table: courses });
let memberId: number;

const fields = courseFields();

async function courseForm(overrides: FormParts = {}): Promise<FormParts> {
  return {
    ...fields,
    coverImage: await png('copertina.png'),
    photos: [await png('uno.png', '#336699'), await png('due.png', '#993366')],
    videos: [await mp4('lesson-a')],
    ...overrides,
  };
}

const post = async (parts: FormParts, auth = t.adminToken) => send('POST', '/api/course', parts, auth);
const put = async (parts: FormParts, auth = t.adminToken) => send('PUT', '/api/course', parts, auth);
const rowByTitle = async (title: string) => (await t.db.select().from(courses).where(eq(courses.title, title)))[0];
const countCourses = async () => (await t.db.select().from(courses)).length;
const adminView = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
const deleteCourse = (title: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/course', headers: bearer(t.adminToken), payload: { title } });
const publicDetail = async (title: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/course/${encodeURIComponent(title)}` });
  return {
    status: response.statusCode,
    body: response.body,
    course: response.statusCode === 200 ? CourseDetailResponse.parse(response.json())[0] : undefined,
  };
};

beforeAll(async () => {
  await insertTopic(t.db, { title: 'AUTOSTIMA' });
  await insertTopic(t.db, { title: 'BENESSERE' });
  memberId = (await insertMember(t.db, { name: 'Giulia', surname: 'Ferrante' })).id;
});

describe('POST /api/course', () => {
  it('publishes a course that the public list, the calendar and the detail show at once', async () => {
    // Warm the public caches first: the write must invalidate them.
    await t.app.inject({ method: 'GET', url: '/api/courses' });
    const response = await post(await courseForm());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });

    const list = CourseListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/courses' })).json());
    expect(list.courses.map((course) => course.title)).toEqual(['Respiro e radici']);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/get/courses' })).json();
    expect(calendar).toMatchObject([{ title: 'Respiro e radici', date: '2030-05-10', dateFine: '2030-05-11' }]);

    const { course, body } = await publicDetail('Respiro-e-radici');
    expect(course).toMatchObject({
      title: 'Respiro e radici',
      author: 'Giulia Ferrante',
      category: 'AUTOSTIMA',
      price: 280,
      affiliatePrice: 28,
      facilitatorPrice: 70.5,
      dateMode: 'scegliData',
      date: '2030-05-10',
      dateFine: '2030-05-11',
      duration: 2,
      facilitators: [{ idMember: memberId, name: 'Giulia', surname: 'Ferrante' }],
    });
    expect(course?.immagineCopertina).toMatch(/^\/uploads\/media\/courses\/\d{4}\/[\w-]+\.webp$/);
    expect(course?.immaginiRappresentative).toHaveLength(2);

    const row = await rowByTitle('Respiro e radici');
    expect(row).toMatchObject({ priceCents: 28000, affiliatePriceCents: 2800, facilitatorPriceCents: 7050 });
    expect(row?.authorMemberId).toBe(memberId);
    // The course videos are for those who bought the course: stored privately, no public address.
    expect(row?.videos).toEqual([expect.stringMatching(/^media\/courses\/\d{4}\/[\w-]+\.mp4$/)]);
    expect(await onDisk(`/uploads/${row?.videos[0]}`)).toBe(false);
    expect(body).not.toContain(row?.videos[0]);
    for (const url of [row?.coverImage, ...(row?.images ?? []), ...(row?.videos ?? [])]) {
      expect(await onDisk(url ?? ''), url ?? '').toBe(true);
    }
  });

  it('takes the lower-case price names of the original form and keeps an author who is not a member', async () => {
    const { affiliatePrice: _a, facilitatorPrice: _f, ...rest } = await courseForm();
    const response = await post({ ...rest, author: 'Ospite Esterno', affiliateprice: '10', facilitatorprice: '50' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({
      author: 'Ospite Esterno',
      authorMemberId: null,
      affiliatePriceCents: 1000,
      facilitatorPriceCents: 5000,
    });
  });

  it.each([
    ['nessuna', { courseStartDate: '2030-05-10', courseEndDate: '2030-05-11' }],
    ['daDefinirsi', { courseStartDate: '', courseEndDate: '' }],
  ])('clears the dates when the choice is %s', async (dateMode, dates) => {
    const response = await post(await courseForm({ dateMode, ...dates }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ dateMode, startDate: null, endDate: null });
    expect((await publicDetail('Respiro e radici')).course).toMatchObject({
      date: null,
      dateFine: null,
      duration: null,
    });
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/get/courses' })).json();
    expect(calendar).toEqual([]);
  });

  it('takes a start date without an end date', async () => {
    expect((await post(await courseForm({ courseEndDate: '' }))).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ startDate: '2030-05-10', endDate: null });
  });

  const refusals: [string, FormParts, string, string][] = [
    ['no title', { title: '  ' }, 'body.title', 'required'],
    ['no author', { author: '' }, 'body.author', 'required'],
    ['no category', { category: '' }, 'body.category', 'required'],
    ['a category that is no topic', { category: 'Cucina' }, 'body.category', 'unknownCategory'],
    ['no intro', { intro: '' }, 'body.intro', 'required'],
    ['no location', { location: '' }, 'body.location', 'required'],
    ['a script as location', { location: 'javascript:alert(1)' }, 'body.location', 'unsafeLocation'],
    ['no description', { description: '' }, 'body.description', 'required'],
    ['no price', { price: '' }, 'body.price', 'required'],
    ['a negative price', { price: '-5' }, 'body.price', 'priceFormat'],
    ['three decimals', { price: '10.999' }, 'body.price', 'priceFormat'],
    [
      'shares above the price',
      { affiliatePrice: '200', facilitatorPrice: '100' },
      'body.facilitatorPrice',
      'sharesOverPrice',
    ],
    ['a date choice without start', { courseStartDate: '' }, 'body.courseStartDate', 'startDateRequired'],
    ['an end before the start', { courseEndDate: '2030-05-01' }, 'body.courseEndDate', 'endBeforeStart'],
    ['an unknown date choice', { dateMode: 'domani' }, 'body.dateMode', 'invalid'],
    ['no cover', { coverImage: [] }, 'body.coverImage', 'coverRequired'],
    ['no video', { videos: [] }, 'body.videos', 'videoRequired'],
  ];

  it.each(refusals)('refuses %s with 400 on the field, storing nothing', async (_case, overrides, field, code) => {
    const response = await post(await courseForm(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe('VALIDATION');
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(fieldCodes(response.json().fields)[field]).toEqual([code]);
    expect(await countCourses()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('names every missing field in one answer', async () => {
    const response = await post({ title: 'Solo il titolo' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['author', 'category', 'coverImage', 'description', 'intro', 'location', 'price', 'videos'].map(
        (f) => `body.${f}`,
      ),
    );
  });

  it('refuses a file that only claims to be a video with 415, keeping none of the files already stored', async () => {
    const response = await post(await courseForm({ videos: [await mp4('lesson-a'), fakeMp4] }));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await countCourses()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a cover that is not a picture with 415', async () => {
    const response = await post(await courseForm({ coverImage: { ...fakeMp4, filename: 'copertina.png' } }));
    expect(response.statusCode).toBe(415);
    expect(await countCourses()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a title another course has, in any case or spelling, with 409', async () => {
    await insertCourse(t.db, { title: 'Respiro e Radici' });
    const response = await post(await courseForm({ title: 'respiro-e-radici' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'TITLE_TAKEN',
      fields: { 'body.title': [fieldProblem('courseTitleTaken')] },
    });
    expect(await countCourses()).toBe(1);
    expect(await uploads()).toEqual([]);
  });

  it('takes back a title a renamed course left behind', async () => {
    expect((await post(await courseForm())).statusCode).toBe(200);
    expect((await put({ title: 'Respiro e radici', newTitle: 'Radici nuove' })).statusCode).toBe(200);
    expect((await publicDetail('Respiro e radici')).course?.title).toBe('Radici nuove');
    expect((await post(await courseForm())).statusCode).toBe(200);
    expect((await publicDetail('Respiro e radici')).course?.title).toBe('Respiro e radici');
  });
});

describe('GET /api/admin/course/{title}', () => {
  it('answers what the edit form shows, videos included, by either spelling or an old title', async () => {
    await post(await courseForm());
    const row = await rowByTitle('Respiro e radici');
    const response = await adminView('/api/admin/course/respiro-e-radici');
    expect(response.statusCode).toBe(200);
    expect(CourseEditView.parse(response.json())).toEqual({
      idCourse: row?.id,
      title: 'Respiro e radici',
      author: 'Giulia Ferrante',
      authorMemberId: memberId,
      category: 'AUTOSTIMA',
      intro: fields.intro,
      location: fields.location,
      description: fields.description,
      price: 280,
      affiliatePrice: 28,
      facilitatorPrice: 70.5,
      dateMode: 'scegliData',
      dataInizio: '2030-05-10',
      dateFine: '2030-05-11',
      freeCancellation: false,
      status: 'published',
      seats: null,
      startTime: null,
      endTime: null,
      placeName: null,
      placeAddress: null,
      enrolled: 0,
      immagineCopertina: row?.coverImage,
      immaginiRappresentative: row?.images,
      // No captions given yet for the course's video.
      videos: [{ position: 1, captions: [] }],
    });
    await put({ title: 'Respiro e radici', newTitle: 'Radici nuove' });
    const renamed = await adminView('/api/admin/course/Respiro-e-radici');
    expect(renamed.json().title).toBe('Radici nuove');
    const unknown = await adminView('/api/admin/course/Nessuno');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/course', () => {
  async function published() {
    expect((await post(await courseForm())).statusCode).toBe(200);
    const row = await rowByTitle('Respiro e radici');
    if (!row) throw new Error('not published');
    return row;
  }

  it('renames and changes the fields; old links keep finding the course', async () => {
    const before = await published();
    const response = await put({
      ...fields,
      title: 'Respiro e radici',
      newTitle: 'Il respiro delle radici',
      category: 'BENESSERE',
      price: '300',
      existingImages: before.images.join(','),
      existingVideos: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await rowByTitle('Il respiro delle radici');
    expect(after).toMatchObject({ id: before.id, category: 'BENESSERE', priceCents: 30000, images: before.images });
    for (const oldLink of ['Respiro-e-radici', 'respiro e radici']) {
      const { course } = await publicDetail(oldLink);
      expect(course?.title, oldLink).toBe('Il respiro delle radici');
    }
    const calendarLink = await t.app.inject({ method: 'GET', url: '/api/get/course/Respiro-e-radici' });
    expect(calendarLink.json()[0].title).toBe('Il respiro delle radici');
    const list = (await t.app.inject({ method: 'GET', url: '/api/courses' })).json();
    expect(list.courses.map((course: { title: string }) => course.title)).toEqual(['Il respiro delle radici']);
  });

  it('keeps the saved media listed, removes the others from disk, and adds the new ones after them', async () => {
    const before = await published();
    const [firstImage, secondImage] = before.images;
    const response = await put({
      title: 'Respiro e radici',
      existingImages: `${secondImage},/uploads/media/courses/2020/someone-else.webp`,
      existingVideos: '1',
      coverImage: await png('nuova.png', '#000000'),
      photos: [await png('tre.png')],
      videos: [await mp4('lesson-b')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await rowByTitle('Respiro e radici');
    expect(after?.images).toEqual([secondImage, expect.stringMatching(/\.webp$/)]);
    expect(after?.videos).toEqual([before.videos[0], expect.stringMatching(/\.mp4$/)]);
    expect(after?.coverImage).not.toBe(before.coverImage);
    expect(await onDisk(firstImage ?? '')).toBe(false);
    expect(await onDisk(before.coverImage ?? '')).toBe(false);
    for (const url of [after?.coverImage, ...(after?.images ?? []), ...(after?.videos ?? [])]) {
      expect(await onDisk(url ?? ''), url ?? '').toBe(true);
    }
    expect(await uploads()).toHaveLength(5);
  });

  it('keeps every saved media when the form does not list them', async () => {
    const before = await published();
    expect((await put({ title: 'Respiro e radici', intro: 'Nuova introduzione.' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({
      intro: 'Nuova introduzione.',
      images: before.images,
      videos: before.videos,
      coverImage: before.coverImage,
    });
  });

  it('saves an edit that leaves the course without videos, as the demo courses are: an edit requires none', async () => {
    const before = await published();
    const response = await put({ title: 'Respiro e radici', existingVideos: '', intro: 'Senza video.' });
    expect(response.statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ intro: 'Senza video.', videos: [] });
    expect(before.videos.length).toBeGreaterThan(0);
    // Saved again as it now is, with no video at all.
    expect((await put({ title: 'Respiro e radici', intro: 'Ancora senza video.' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ intro: 'Ancora senza video.', videos: [] });
  });

  it('moves between the date choices: another choice clears the dates, "Inserisci data" needs a start', async () => {
    await published();
    expect((await put({ title: 'Respiro e radici', dateMode: 'daDefinirsi' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({
      dateMode: 'daDefinirsi',
      startDate: null,
      endDate: null,
    });
    const refused = await put({ title: 'Respiro e radici', dateMode: 'scegliData' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.courseStartDate']);
    // A client that sends dates without a choice means those dates.
    expect((await put({ title: 'Respiro e radici', courseStartDate: '2031-01-02' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ dateMode: 'scegliData', startDate: '2031-01-02' });
  });

  it('sets and clears the free cancellation badge; an edit that leaves it out keeps it', async () => {
    expect((await post(await courseForm({ freeCancellation: 'true' }))).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).course?.freeCancellation).toBe(true);
    const view = CourseEditView.parse((await adminView('/api/admin/course/Respiro-e-radici')).json());
    expect(view.freeCancellation).toBe(true);
    expect((await put({ title: 'Respiro e radici', price: '300' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ priceCents: 30000, freeCancellation: true });
    expect((await put({ title: 'Respiro e radici', freeCancellation: 'false' })).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).course?.freeCancellation).toBe(false);
    const refused = await put({ title: 'Respiro e radici', freeCancellation: 'forse' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.freeCancellation']);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ freeCancellation: false });
  });

  it('saves a draft only admins see, publishes and archives it; an edit that leaves the status out keeps it', async () => {
    expect((await post(await courseForm({ status: 'draft' }))).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).status).toBe(404);
    const view = CourseEditView.parse((await adminView('/api/admin/course/Respiro-e-radici')).json());
    expect(view.status).toBe('draft');
    expect((await put({ title: 'Respiro e radici', price: '300' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ status: 'draft', priceCents: 30000 });
    expect((await put({ title: 'Respiro e radici', status: 'published' })).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).status).toBe(200);
    expect((await put({ title: 'Respiro e radici', status: 'archived' })).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).status).toBe(404);
    const refused = await put({ title: 'Respiro e radici', status: 'nascosto' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.status']);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ status: 'archived' });
  });

  it('publishes a new course when the form sends no status', async () => {
    expect((await post(await courseForm())).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ status: 'published', seats: null });
  });

  it('sets, changes and clears the seats; they must be a whole number', async () => {
    expect((await post(await courseForm({ seats: '12' }))).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).course).toMatchObject({ seats: 12, seatsLeft: 12 });
    expect(CourseEditView.parse((await adminView('/api/admin/course/Respiro-e-radici')).json()).seats).toBe(12);
    expect((await put({ title: 'Respiro e radici', price: '300' })).statusCode).toBe(200);
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ seats: 12 });
    for (const bad of ['-1', '2.5', 'dodici', '10001']) {
      const refused = await put({ title: 'Respiro e radici', seats: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['body.seats']);
    }
    expect(await rowByTitle('Respiro e radici')).toMatchObject({ seats: 12 });
    expect((await put({ title: 'Respiro e radici', seats: '' })).statusCode).toBe(200);
    expect((await publicDetail('Respiro-e-radici')).course).toMatchObject({ seats: null, seatsLeft: null });
  });

  it('tells the enrolled customers, with the new calendar file, when the dates or the place change', async () => {
    expect((await post(await courseForm())).statusCode).toBe(200);
    const course = await rowByTitle('Respiro e radici');
    const enrolled = await createUser(t.db, { language: 'en' });
    await enrol(t.db, enrolled.id, { courseId: course!.id });
    const mailsOf = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, enrolled.email));

    expect((await put({ title: 'Respiro e radici', price: '300' })).statusCode).toBe(200);
    expect(await mailsOf()).toHaveLength(0);
    const moved = await put({ title: 'Respiro e radici', courseStartDate: '2031-03-07', courseEndDate: '2031-03-08' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [told] = await mailsOf();
    expect(told?.subject).toBe('Your course has changed: Respiro e radici');
    expect(told?.text).toContain('When: from 7 to 8 March 2031');
    expect(told?.attachments?.[0]?.content).toContain('DTSTART;VALUE=DATE:20310307');
    expect((await put({ title: 'Respiro e radici', location: 'Pienza, Siena' })).statusCode).toBe(200);
    expect(await mailsOf()).toHaveLength(2);
  });

  it('refuses a new title another course has with 409, and an unknown course with 404', async () => {
    await published();
    await insertCourse(t.db, { title: 'Occupato' });
    const taken = await put({ title: 'Respiro e radici', newTitle: 'OCCUPATO', photos: [await png()] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toHaveProperty(['body.newTitle']);
    expect(await rowByTitle('Respiro e radici')).toBeDefined();
    const unknown = await put({ title: 'Nessun corso', photos: [await png()] });
    expect(unknown.statusCode).toBe(404);
    expect(await uploads()).toHaveLength(4);
  });

  it('validates the merged course like a new one', async () => {
    await published();
    const response = await put({ title: 'Respiro e radici', price: '50' });
    expect(response.statusCode).toBe(400);
    expect(fieldCodes(response.json().fields)['body.facilitatorPrice']).toEqual(['sharesOverPrice']);
  });
});

describe('DELETE /api/course', () => {
  it('removes the course, its files and its old titles', async () => {
    await post(await courseForm());
    await put({ title: 'Respiro e radici', newTitle: 'Radici nuove' });
    expect((await uploads()).length).toBe(4);
    const response = await deleteCourse('Radici nuove');
    expect(response.statusCode).toBe(200);
    expect(await uploads()).toEqual([]);
    expect(await t.db.select().from(titleRedirects)).toEqual([]);
    expect((await publicDetail('Respiro e radici')).status).toBe(404);
  });

  it('leaves every file of a course someone bought', async () => {
    await post(await courseForm());
    const row = await rowByTitle('Respiro e radici');
    const customer = await createUser(t.db);
    await enrol(t.db, customer.id, { courseId: row?.id });
    const files = await uploads();
    const response = await deleteCourse('Respiro e radici');
    expect(response.statusCode).toBe(409);
    expect(await uploads()).toEqual(files);
  });
});

describe('who may write courses', () => {
  it('answers 401 without a token and 403 to a customer or an admin login token, changing nothing', async () => {
    await post(await courseForm());
    const before = await t.db.select().from(courses);
    const files = await uploads();
    const callers = await strangerCallers(t);
    for (const [auth, status] of callers) {
      expect((await post(await courseForm({ title: 'Intruso' }), auth)).statusCode).toBe(status);
      expect(
        (await put({ title: 'Respiro e radici', newTitle: 'Intruso', photos: [await png()] }, auth)).statusCode,
      ).toBe(status);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/course/Respiro-e-radici',
        headers: auth ? bearer(auth) : {},
      });
      expect(read.statusCode).toBe(status);
    }
    expect(await t.db.select().from(courses)).toEqual(before);
    expect(await uploads()).toEqual(files);
  });
});
