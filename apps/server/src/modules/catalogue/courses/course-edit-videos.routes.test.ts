import { CourseEditView } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertTopic } from '../../../../test/fixtures/catalogue.fixtures.js';
import { fieldCodes } from '../../../../test/fixtures/content-admin.fixtures.js';
import {
  courseFields,
  type FormParts,
  mp4,
  png,
  useFormTest,
} from '../../../../test/fixtures/course-admin.fixtures.js';
import { bearer } from '../../../../test/support/factories.js';
import { courses } from '../../../db/schema/index.js';

/*
 * The saved videos of an in-person course in the admin's edit form: they are private files, so the
 * edit view names them by position, the form previews them through signed addresses asked with the
 * admin's private token, and an edit keeps, reorders or removes them by position.
 */

const { t, send, uploads, onDisk } = useFormTest({ table: courses });

const fields = courseFields();

beforeAll(async () => {
  await insertTopic(t.db, { title: 'AUTOSTIMA' });
  await insertMember(t.db, { name: 'Giulia', surname: 'Ferrante' });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const put = (parts: FormParts) => send('PUT', '/api/course', parts);
const savedRow = async () => (await t.db.select().from(courses).where(eq(courses.title, 'Respiro e radici')))[0];

/** A course published through the form with two videos (lesson-a, then lesson-b). */
async function publishWithTwoVideos() {
  const response = await send('POST', '/api/course', {
    ...fields,
    coverImage: await png('copertina.png'),
    videos: [await mp4('lesson-a'), await mp4('lesson-b')],
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = await savedRow();
  if (!row) throw new Error('not published');
  return row;
}

async function editView() {
  const response = await get('/api/admin/course/Respiro-e-radici', bearer(t.adminToken));
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, view: CourseEditView.parse(response.json()) };
}

/** What the form's preview does: a signed address with the private token, then the video without any header. */
async function previewBytes(courseId: number, position: number): Promise<Buffer> {
  const signed = await get(`/api/courses/${courseId}/videos/${position}/video-url`, bearer(t.adminToken));
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().url).toMatch(new RegExp(`^/api/courses/${courseId}/videos/${position}/video\\?token=`));
  const video = await get(signed.json().url);
  expect(video.statusCode).toBe(200);
  expect(video.headers['content-type']).toBe('video/mp4');
  return video.rawPayload;
}

describe('GET /api/admin/course/{title}: the saved videos', () => {
  it('names them by position, with no storage key or public address, and each plays from a signed address', async () => {
    const row = await publishWithTwoVideos();
    const { body, view } = await editView();
    expect(view.videos).toEqual([
      { position: 1, captions: [] },
      { position: 2, captions: [] },
    ]);
    for (const key of row.videos) expect(body).not.toContain(key);
    expect(body).not.toMatch(/\.mp4/);
    expect(await previewBytes(row.id, 1)).toEqual((await mp4('lesson-a')).bytes);
    expect(await previewBytes(row.id, 2)).toEqual((await mp4('lesson-b')).bytes);
  });
});

describe('PUT /api/course: the saved videos by position', () => {
  it('keeps every video when the form is saved as it was loaded', async () => {
    const before = await publishWithTwoVideos();
    const { view } = await editView();
    // What the form sends when the admin changes only a text.
    const response = await put({
      ...fields,
      title: view.title,
      newTitle: view.title,
      intro: 'Una nuova introduzione.',
      existingImages: view.immaginiRappresentative.join(','),
      existingVideos: view.videos.map((video) => video.position).join(','),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await savedRow();
    expect(after).toMatchObject({ intro: 'Una nuova introduzione.', videos: before.videos });
    for (const key of before.videos) expect(await onDisk(key)).toBe(true);
    expect(await previewBytes(before.id, 2)).toEqual((await mp4('lesson-b')).bytes);
  });

  it('reorders and removes saved videos, deleting only the removed file', async () => {
    const before = await publishWithTwoVideos();
    const [first, second] = before.videos;
    expect((await put({ title: 'Respiro e radici', existingVideos: '2, 1' })).statusCode).toBe(200);
    expect((await savedRow())?.videos).toEqual([second, first]);

    const response = await put({ title: 'Respiro e radici', existingVideos: '2', videos: [await mp4('trailer')] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await savedRow())?.videos).toEqual([first, expect.stringMatching(/^media\/.+\.mp4$/)]);
    expect(await onDisk(second ?? '')).toBe(false);
    expect(await onDisk(first ?? '')).toBe(true);
  });

  it('refuses a list from a stale or old form (a missing position, storage keys), changing nothing', async () => {
    const before = await publishWithTwoVideos();
    const files = await uploads();
    for (const existingVideos of ['3', '1,3', '0', before.videos.join(','), `/uploads/${before.videos[0]}`]) {
      const response = await put({
        title: 'Respiro e radici',
        intro: 'Non salvata.',
        existingVideos,
        videos: [await mp4('trailer')],
      });
      expect(response.statusCode, existingVideos).toBe(400);
      expect(fieldCodes(response.json().fields), existingVideos).toEqual({
        'body.existingVideos': ['videoPositions'],
      });
    }
    expect(await savedRow()).toEqual(before);
    expect(await uploads()).toEqual(files);
  });
});
