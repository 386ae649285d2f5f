import { OnlineCourseDetailResponse, OnlineCourseEditView } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertMember,
  insertOnlineCourse,
  insertTopic,
  lessonsOf,
} from '../../../../test/fixtures/catalogue.fixtures.js';
import { fieldCodes, strangerCallers } from '../../../../test/fixtures/content-admin.fixtures.js';
import { type FormParts, fakeMp4, mp4, png, useFormTest } from '../../../../test/fixtures/course-admin.fixtures.js';
import { bearer } from '../../../../test/support/factories.js';
import { lessons, onlineCourses } from '../../../db/schema/index.js';

const { t, send, uploads, onDisk } = useFormTest({ table: onlineCourses });
let memberId: number;

const fields = {
  title: 'Respira con me',
  author: 'Davide Conti',
  category: 'benessere',
  intro: 'Tre pratiche brevi.',
  description: 'Tre lezioni.\n\nPer le giornate piene.',
  price: '39',
  facilitatorPrice: '10',
  affiliatePrice: '4',
};

async function onlineForm(overrides: FormParts = {}): Promise<FormParts> {
  return {
    ...fields,
    lessonTitles: JSON.stringify(['Il respiro quadrato', 'Rilassamento, passo per passo']),
    coverImage: await png('copertina.png'),
    video: await mp4('trailer'),
    videos: [await mp4('lesson-a'), await mp4('lesson-b')],
    ...overrides,
  };
}

const post = (parts: FormParts, auth = t.adminToken) => send('POST', '/api/onlinecourse/', parts, auth);
const put = (parts: FormParts, auth = t.adminToken) => send('PUT', '/api/onlinecourse/', parts, auth);
const courseRow = async (title: string) =>
  (await t.db.select().from(onlineCourses).where(eq(onlineCourses.title, title)))[0];
const lessonRows = (onlineCourseId: number) => lessonsOf(t.db, onlineCourseId);
const countCourses = async () => (await t.db.select().from(onlineCourses)).length;

async function publicAnswers(title: string) {
  const segment = encodeURIComponent(title);
  return Promise.all(
    [`/api/onlinecourse/${segment}`, `/api/onlinecoursedetail/${segment}`, '/api/onlinecourses'].map((url) =>
      t.app.inject({ method: 'GET', url }),
    ),
  );
}

async function published() {
  const response = await post(await onlineForm());
  expect(response.statusCode, response.body).toBe(200);
  const course = await courseRow('Respira con me');
  if (!course) throw new Error('not published');
  return { course, lessons: await lessonRows(course.id) };
}

beforeAll(async () => {
  await insertTopic(t.db, { title: 'BENESSERE' });
  memberId = (await insertMember(t.db, { name: 'Davide', surname: 'Conti' })).id;
});

describe('POST /api/onlinecourse/', () => {
  it('publishes the course; lessons are stored privately and no public answer says where', async () => {
    await t.app.inject({ method: 'GET', url: '/api/onlinecourses' });
    const { course, lessons: saved } = await published();
    expect(course).toMatchObject({ category: 'BENESSERE', authorMemberId: memberId, priceCents: 3900 });
    expect(course.mainVideo).toMatch(/^\/uploads\/media\/online-courses\/\d{4}\/[\w-]+\.mp4$/);
    expect(saved.map(({ position, title }) => ({ position, title }))).toEqual([
      { position: 1, title: 'Il respiro quadrato' },
      { position: 2, title: 'Rilassamento, passo per passo' },
    ]);
    for (const lesson of saved) {
      expect(lesson.videoPath).toMatch(/^media\/lessons\/\d{4}\/[\w-]+\.mp4$/);
      expect(await onDisk(lesson.videoPath)).toBe(true);
    }
    expect((await uploads()).filter((file) => file.startsWith('/uploads/media/lessons'))).toEqual([]);

    const [detail, sameDetail, list] = await publicAnswers('Respira-con-me');
    expect(OnlineCourseDetailResponse.parse(detail?.json()).onlinecourse).toMatchObject({
      title: 'Respira con me',
      mainVideo: course.mainVideo,
      lessonsCount: 2,
      lessons: [{ title: 'Il respiro quadrato' }, { title: 'Rilassamento, passo per passo' }],
      member: { idMember: memberId },
    });
    expect(sameDetail?.json()).toEqual(detail?.json());
    expect(list?.json().onlinecourses.map((item: { title: string }) => item.title)).toEqual(['Respira con me']);
    for (const answer of [detail, sameDetail, list]) {
      expect(answer?.body).not.toMatch(/media\/lessons|private/);
    }
  });

  it('numbers the lessons when no titles come, and takes a course without lessons', async () => {
    const { lessonTitles: _, ...withoutTitles } = await onlineForm();
    expect((await post(withoutTitles)).statusCode).toBe(200);
    const numbered = await courseRow('Respira con me');
    expect((await lessonRows(numbered?.id ?? 0)).map((lesson) => lesson.title)).toEqual(['Lezione 1', 'Lezione 2']);
    expect((await post(await onlineForm({ title: 'Senza lezioni', videos: [], lessonTitles: '[]' }))).statusCode).toBe(
      200,
    );
  });

  const refusals: [string, FormParts, string, string][] = [
    ['no title', { title: '' }, 'body.title', 'required'],
    ['no intro', { intro: '' }, 'body.intro', 'required'],
    ['no description', { description: '' }, 'body.description', 'required'],
    ['no price', { price: '' }, 'body.price', 'required'],
    ['no deposit', { facilitatorPrice: '' }, 'body.facilitatorPrice', 'required'],
    ['no affiliate price', { affiliatePrice: '' }, 'body.affiliatePrice', 'required'],
    ['a price in words', { price: 'trenta' }, 'body.price', 'priceFormat'],
    [
      'shares above the price',
      { facilitatorPrice: '30', affiliatePrice: '10' },
      'body.facilitatorPrice',
      'sharesOverPrice',
    ],
    ['a category that is no topic', { category: 'Cucina' }, 'body.category', 'unknownCategory'],
    ['no cover', { coverImage: [] }, 'body.coverImage', 'coverRequired'],
    ['no main video', { video: [] }, 'body.video', 'mainVideoRequired'],
    ['fewer titles than lessons', { lessonTitles: '["Solo uno"]' }, 'body.lessonTitles', 'lessonTitles'],
    ['titles that are not a list', { lessonTitles: 'uno, due' }, 'body.lessonTitles', 'lessonTitles'],
  ];

  it.each(refusals)('refuses %s with 400 on the field, storing nothing', async (_case, overrides, field, code) => {
    const response = await post(await onlineForm(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldCodes(response.json().fields)[field]).toEqual([code]);
    expect(await countCourses()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a lesson that only claims to be a video with 415, leaving no file in either area', async () => {
    const response = await post(await onlineForm({ videos: [await mp4('lesson-a'), fakeMp4] }));
    expect(response.statusCode).toBe(415);
    expect(await countCourses()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a title another online course has with 409', async () => {
    await insertOnlineCourse(t.db, { title: 'Respira con Me' }, 0);
    const response = await post(await onlineForm({ title: 'respira-con-me' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('TITLE_TAKEN');
    expect(await countCourses()).toBe(1);
    expect(await uploads()).toEqual([]);
  });
});

describe('GET /api/admin/onlinecourse/{title}', () => {
  it('lists the lessons by id, never by where their videos are', async () => {
    const { course, lessons: saved } = await published();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/onlinecourse/respira-con-me',
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(OnlineCourseEditView.parse(response.json())).toEqual({
      id: course.id,
      title: 'Respira con me',
      author: 'Davide Conti',
      authorMemberId: memberId,
      category: 'BENESSERE',
      intro: fields.intro,
      description: fields.description,
      price: 39,
      facilitatorPrice: 10,
      affiliatePrice: 4,
      status: 'published',
      immagineCopertina: course.coverImage,
      mainVideo: course.mainVideo,
      mainVideoCaptions: [],
      lessons: saved.map(({ id, position, title }) => ({ id, position, title, durationSeconds: 7, captions: [] })),
    });
    expect(response.body).not.toContain('media/lessons');
  });
});

describe('PUT /api/onlinecourse/', () => {
  it('keeps the listed lessons in the order sent, adds new ones after them and deletes the dropped video', async () => {
    const { course, lessons: [first, second] = [] } = await published();
    const response = await put({
      title: 'Respira con me',
      existingVideos: `${second?.id}`,
      lessonTitles: JSON.stringify(['Rilassamento (rivisto)', 'Tre minuti per tornare presenti']),
      videos: [await mp4('lesson-a', 'tre-minuti.mp4')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await lessonRows(course.id);
    expect(after.map(({ id, position, title }) => ({ id, position, title }))).toEqual([
      { id: second?.id, position: 1, title: 'Rilassamento (rivisto)' },
      { id: expect.any(Number), position: 2, title: 'Tre minuti per tornare presenti' },
    ]);
    expect(await onDisk(first?.videoPath ?? '')).toBe(false);
    expect(await onDisk(second?.videoPath ?? '')).toBe(true);
    expect(await onDisk(after[1]?.videoPath ?? '')).toBe(true);
  });

  it('renames, replaces the cover and the trailer, and old links keep working', async () => {
    const { course, lessons: saved } = await published();
    const response = await put({
      ...fields,
      title: 'Respira con me',
      newTitle: 'Respirare insieme',
      price: '49',
      existingVideos: saved.map((lesson) => lesson.id).join(','),
      coverImage: await png('nuova.png', '#123456'),
      video: await mp4('lesson-b', 'nuovo-trailer.mp4'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await courseRow('Respirare insieme');
    expect(after).toMatchObject({ id: course.id, priceCents: 4900 });
    expect(after?.coverImage).not.toBe(course.coverImage);
    expect(await onDisk(course.coverImage ?? '')).toBe(false);
    expect(await onDisk(course.mainVideo ?? '')).toBe(false);
    expect(await onDisk(after?.mainVideo ?? '')).toBe(true);
    expect((await lessonRows(course.id)).map((lesson) => lesson.id)).toEqual(saved.map((lesson) => lesson.id));
    const [detail, sameDetail] = await publicAnswers('Respira-con-me');
    expect(detail?.json().onlinecourse.title).toBe('Respirare insieme');
    expect(sameDetail?.json().onlinecourse.title).toBe('Respirare insieme');
  });

  it('keeps every lesson and file when the form lists none of them', async () => {
    const { course, lessons: saved } = await published();
    const files = await uploads();
    expect((await put({ title: 'Respira con me', description: 'Nuova descrizione.' })).statusCode).toBe(200);
    expect(await lessonRows(course.id)).toEqual(saved);
    expect(await uploads()).toEqual(files);
  });

  it('ignores lesson ids of other courses and refuses ids that are not numbers', async () => {
    const { course, lessons: saved } = await published();
    const other = await insertOnlineCourse(t.db, { title: 'Altro corso' }, 1);
    const [foreign] = await lessonRows(other.id);
    const response = await put({ title: 'Respira con me', existingVideos: `${foreign?.id},${saved[0]?.id}` });
    expect(response.statusCode).toBe(200);
    expect((await lessonRows(course.id)).map((lesson) => lesson.id)).toEqual([saved[0]?.id]);
    expect(await lessonRows(other.id)).toHaveLength(1);
    const refused = await put({ title: 'Respira con me', existingVideos: 'media/lessons/x.mp4' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.existingVideos']);
  });

  it('changes nothing and keeps no new file when the edit is refused', async () => {
    const { course, lessons: saved } = await published();
    const files = await uploads();
    const response = await put({
      title: 'Respira con me',
      price: '5',
      existingVideos: '',
      videos: [await mp4('lesson-a')],
      lessonTitles: '["Nuova"]',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldCodes(response.json().fields)['body.facilitatorPrice']).toEqual(['sharesOverPrice']);
    expect(await courseRow('Respira con me')).toEqual(course);
    expect(await lessonRows(course.id)).toEqual(saved);
    expect(await uploads()).toEqual(files);
  });

  it('sets the status; an edit that leaves it out keeps it, and a draft is off the public answers', async () => {
    const { course } = await published();
    expect(course.status).toBe('published');
    expect((await put({ title: 'Respira con me', status: 'draft' })).statusCode).toBe(200);
    expect((await put({ title: 'Respira con me', price: '25' })).statusCode).toBe(200);
    expect(await courseRow('Respira con me')).toMatchObject({ status: 'draft', priceCents: 2500 });
    expect((await t.app.inject({ method: 'GET', url: '/api/onlinecourse/Respira-con-me' })).statusCode).toBe(404);
    const refused = await put({ title: 'Respira con me', status: 'segreto' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['body.status']);
  });

  it("reads each new lesson's length from its file, and a file whose length cannot be read has none", async () => {
    const { course, lessons } = await published();
    expect(lessons.map((lesson) => lesson.durationSeconds)).toEqual(lessons.map(() => 7));
    const cut = await mp4('lesson-b', 'tagliato.mp4');
    const response = await put({
      title: 'Respira con me',
      videos: [{ ...cut, bytes: cut.bytes.subarray(0, 4200) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await lessonRows(course.id);
    expect(after.at(-1)?.durationSeconds).toBeNull();
    const detail = (await t.app.inject({ method: 'GET', url: '/api/onlinecourse/Respira-con-me' })).json();
    expect(detail.onlinecourse.lessons[0].durationSeconds).toBe(7);
  });

  it('answers 404 for an unknown course and 409 for a taken title', async () => {
    await published();
    await insertOnlineCourse(t.db, { title: 'Occupato' }, 0);
    expect((await put({ title: 'Nessuno', videos: [await mp4()] })).statusCode).toBe(404);
    const taken = await put({ title: 'Respira con me', newTitle: 'occupato' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toHaveProperty(['body.newTitle']);
  });
});

describe('DELETE /api/onlinecourse/', () => {
  it('removes the course with its cover, trailer and lesson videos', async () => {
    await published();
    expect(await uploads()).toHaveLength(4);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/onlinecourse/',
      headers: bearer(t.adminToken),
      payload: { title: 'Respira con me' },
    });
    expect(response.statusCode).toBe(200);
    expect(await uploads()).toEqual([]);
    expect(await t.db.select().from(lessons)).toEqual([]);
  });
});

describe('who may write online courses', () => {
  it('answers 401 without a token and 403 to a customer or an admin login token, changing nothing', async () => {
    const { course } = await published();
    const before = { courses: await t.db.select().from(onlineCourses), lessons: await lessonRows(course.id) };
    const files = await uploads();
    const callers = await strangerCallers(t);
    for (const [auth, status] of callers) {
      expect((await post(await onlineForm({ title: 'Intruso' }), auth)).statusCode).toBe(status);
      const edit = await put(
        { title: 'Respira con me', newTitle: 'Intruso', existingVideos: '', videos: [await mp4()] },
        auth,
      );
      expect(edit.statusCode).toBe(status);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/onlinecourse/Respira-con-me',
        headers: auth ? bearer(auth) : {},
      });
      expect(read.statusCode).toBe(status);
    }
    expect({ courses: await t.db.select().from(onlineCourses), lessons: await lessonRows(course.id) }).toEqual(before);
    expect(await uploads()).toEqual(files);
  });
});
