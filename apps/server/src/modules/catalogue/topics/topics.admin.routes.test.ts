import { TopicListResponse } from '@cammini/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  insertArticle,
  insertCourse,
  insertOnlineCourse,
  insertTopic,
} from '../../../../test/fixtures/catalogue.fixtures.js';
import { png, refusedFields, usePictureFormTest } from '../../../../test/fixtures/content-admin.fixtures.js';
import type { TestFile } from '../../../../test/support/multipart.js';
import { articles, courses, onlineCourses, titleRedirects, topics } from '../../../db/schema/index.js';

const form = usePictureFormTest({ table: topics, picture: 'copertina.png' });
const { t } = form;

const post = (parts: Record<string, string | TestFile>, token = t.adminToken) =>
  form.send('POST', '/api/topic/', parts, token);
const put = (parts: Record<string, string | TestFile>, token = t.adminToken) =>
  form.send('PUT', '/api/topic/', parts, token);
const publicList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/get/topics' });
  return TopicListResponse.parse(response.json());
};
const topicRows = () => t.db.select().from(topics).orderBy(asc(topics.id));

describe('POST /api/topic/', () => {
  it('publishes a topic with its picture, shown at once in the public list', async () => {
    await publicList(); // fills the public cache, which the write must invalidate
    const response = await post({
      title: 'Gratitudine',
      description: 'Dire grazie cambia lo sguardo.',
      foto: form.picture,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Success');
    const [listed] = (await publicList()).filter((topic) => topic.id === id);
    expect(listed).toEqual({
      id,
      idTopic: id,
      title: 'Gratitudine',
      description: 'Dire grazie cambia lo sguardo.',
      fileUrl: expect.stringMatching(/^\/uploads\/media\/topics\/\d{4}\/[\w-]+\.webp$/),
    });
    expect(await form.uploads()).toEqual([listed!.fileUrl]);
    const single = await t.app.inject({ method: 'GET', url: `/api/topic/${id}` });
    expect(single.json().topic.title).toBe('Gratitudine');
  });

  it('takes the picture as optional, and trims what was typed', async () => {
    const response = await post({ title: '  Silenzio ', description: ' Stare. ', directory: 'topic' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicList()).toEqual([
      expect.objectContaining({ title: 'Silenzio', description: 'Stare.', fileUrl: null }),
    ]);
  });

  it.each([
    [{ description: 'Testo' }, 'body.title', 'Campo obbligatorio.'],
    [{ title: '   ', description: 'Testo' }, 'body.title', 'Campo obbligatorio.'],
    [{ title: 'Due\nrighe', description: 'Testo' }, 'body.title', 'Non sono ammessi a capo.'],
    [{ title: '--', description: 'Testo' }, 'body.title', 'Il titolo deve contenere lettere o numeri.'],
    [{ title: 'x'.repeat(101), description: 'Testo' }, 'body.title', 'Al massimo 100 caratteri.'],
    [{ title: 'Titolo' }, 'body.description', 'Campo obbligatorio.'],
    [{ title: 'Titolo', description: 'x'.repeat(2001) }, 'body.description', 'Al massimo 2000 caratteri.'],
  ])('refuses %j with a 400 on the field, storing nothing', async (fields, field, message) => {
    const response = await post({ ...(fields as Record<string, string>), foto: form.picture });
    expect(refusedFields(response)).toEqual({ [field]: [message] });
    expect(await topicRows()).toEqual([]);
    expect(await form.uploads()).toEqual([]);
  });

  it('refuses a file that is not a picture with 415', async () => {
    const fake = { bytes: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.png', type: 'image/png' };
    const response = await post({ title: 'Titolo', description: 'Testo', foto: fake });
    expect(response.statusCode).toBe(415);
    expect(await topicRows()).toEqual([]);
    expect(await form.uploads()).toEqual([]);
  });

  it('publishes one of two topics sent at once with the same title; the other gets the 409', async () => {
    const responses = await Promise.all(
      ['Presenza', 'presenza'].map((title) => post({ title, description: 'Testo', foto: form.picture })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await topicRows()).toHaveLength(1);
    expect(await form.uploads()).toHaveLength(1);
  });

  it('refuses a title another topic has, in any case or spelling of its address, with 409', async () => {
    await insertTopic(t.db, { title: 'DOLORE PERDITA' });
    for (const title of ['dolore perdita', 'Dolore-Perdita', ' DOLORE   PERDITA ']) {
      const response = await post({ title, description: 'Testo', foto: form.picture });
      expect(refusedFields(response, 409, 'TITLE_TAKEN'), title).toEqual({
        'body.title': ['Esiste già un argomento con questo titolo.'],
      });
      expect(response.json().message).toBe('Esiste già un argomento con questo titolo.');
    }
    expect(await topicRows()).toHaveLength(1);
    expect(await form.uploads()).toEqual([]);
  });
});

describe('PUT /api/topic/', () => {
  async function published(title = 'Relazioni', withPhoto = true) {
    const response = await post({ title, description: 'Legami.', ...(withPhoto ? { foto: form.picture } : {}) });
    const [row] = await t.db.select().from(topics).where(eq(topics.id, response.json().id));
    return row!;
  }

  it('saves the description by id and keeps the picture when none is sent', async () => {
    const topic = await published();
    await publicList();
    const response = await put({
      id: String(topic.id),
      title: topic.title,
      newTitle: topic.title,
      description: 'Nuovo.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await publicList()).toEqual([expect.objectContaining({ description: 'Nuovo.', fileUrl: topic.fileUrl })]);
    expect(await form.onDisk(topic.fileUrl!)).toBe(true);
  });

  it('finds the topic by its current title when no id is sent (the original client)', async () => {
    const topic = await published('Benessere');
    const response = await put({ title: 'benessere', newTitle: 'Benessere', description: 'Cura.', directory: 'topic' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await topicRows())[0]).toMatchObject({ id: topic.id, description: 'Cura.' });
  });

  it('replaces the picture, deleting the old file', async () => {
    const topic = await published();
    const response = await put({
      id: String(topic.id),
      description: 'Legami.',
      foto: await png('nuova.png', '#123456'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await topicRows();
    expect(saved!.fileUrl).not.toBe(topic.fileUrl);
    expect(await form.uploads()).toEqual([saved!.fileUrl]);
  });

  it('removes the picture when asked, deleting the file', async () => {
    const topic = await published();
    const response = await put({ id: String(topic.id), description: 'Legami.', removeFoto: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await topicRows())[0]!.fileUrl).toBeNull();
    expect(await form.uploads()).toEqual([]);
  });

  it('never deletes a picture it did not upload (the demo seed’s)', async () => {
    const topic = await insertTopic(t.db, { fileUrl: '/uploads/seed/topics/autostima.webp' });
    const response = await put({ id: String(topic.id), description: 'Testo', removeFoto: 'true' });
    expect(response.statusCode).toBe(200);
    expect((await topicRows())[0]!.fileUrl).toBeNull();
  });

  it('renames a topic: its articles and courses follow, and the old title leads to it', async () => {
    const topic = await published('AUTOSTIMA', false);
    const article = await insertArticle(t.db, { category: 'Autostima' });
    const otherArticle = await insertArticle(t.db, { category: 'RELAZIONI' });
    const course = await insertCourse(t.db, { category: 'autostima' });
    const online = await insertOnlineCourse(t.db, { category: 'AUTOSTIMA' }, 0);
    const filtered = async (filter: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/articles?filter=${filter}` })).json().articles;
    expect(await filtered('autostima')).toHaveLength(1);

    const response = await put({ id: String(topic.id), newTitle: 'Stima di sé', description: 'Legami.' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await topicRows())[0]!.title).toBe('Stima di sé');
    expect(await filtered('autostima')).toEqual([]);
    expect((await filtered('stima%20di%20s%C3%A9')).map((item: { id: number }) => item.id)).toEqual([article.id]);
    const category = async (table: typeof articles | typeof courses | typeof onlineCourses, id: number) =>
      (await t.db.select({ category: table.category }).from(table).where(eq(table.id, id)))[0]!.category;
    expect(await category(articles, article.id)).toBe('Stima di sé');
    expect(await category(articles, otherArticle.id)).toBe('RELAZIONI');
    expect(await category(courses, course.id)).toBe('Stima di sé');
    expect(await category(onlineCourses, online.id)).toBe('Stima di sé');
    const courseList = (await t.app.inject({ method: 'GET', url: '/api/courses?filter=stima di sé' })).json();
    expect(JSON.stringify(courseList)).toContain(course.title);
    expect(await t.db.select().from(titleRedirects)).toEqual([
      expect.objectContaining({ kind: 'topic', oldTitleKey: 'autostima', itemId: topic.id }),
    ]);
  });

  it('refuses a new title another topic has with 409, changing nothing', async () => {
    await published('Relazioni');
    const topic = await published('Coppia');
    const before = await topicRows();
    const response = await put({ id: String(topic.id), newTitle: 'RELAZIONI', description: 'x', foto: form.picture });
    expect(refusedFields(response, 409, 'TITLE_TAKEN')).toEqual({
      'body.newTitle': ['Esiste già un argomento con questo titolo.'],
    });
    expect(await topicRows()).toEqual(before);
    expect((await form.uploads()).sort()).toEqual(before.map((row) => row.fileUrl).sort());
  });

  it('answers 404 for an unknown topic, keeping no uploaded file', async () => {
    const targets: Record<string, string>[] = [{ id: '999999' }, { title: 'Nessun argomento' }];
    for (const target of targets) {
      const response = await put({ ...target, description: 'Testo', foto: form.picture });
      expect(response.statusCode, JSON.stringify(target)).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
    }
    expect(await form.uploads()).toEqual([]);
  });

  it('refuses an edit that names no topic, or a bad value, with 400', async () => {
    const topic = await published();
    expect(refusedFields(await put({ description: 'Testo' }))).toEqual({
      'body.title': ['Indica l’elemento da modificare.'],
    });
    expect(Object.keys(refusedFields(await put({ id: 'uno', description: 'Testo' })))).toEqual(['body.id']);
    expect(refusedFields(await put({ id: String(topic.id), newTitle: 'A\nB', description: '' }))).toEqual({
      'body.newTitle': ['Non sono ammessi a capo.'],
      'body.description': ['Campo obbligatorio.'],
    });
    expect((await topicRows())[0]).toMatchObject({ title: 'Relazioni', description: 'Legami.' });
  });
});

describe('deleting a topic', () => {
  it('removes its picture and forgets its old titles', async () => {
    const created = await post({ title: 'Prima', description: 'Testo', foto: form.picture });
    const { id } = created.json();
    await put({ id: String(id), newTitle: 'Dopo', description: 'Testo' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/topic',
      payload: { id },
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(await form.uploads()).toEqual([]);
    expect(await t.db.select().from(titleRedirects)).toEqual([]);
  });
});

describe('who may add or edit topics', () => {
  it('answers 401 without a token and 403 to a customer or an admin’s login token, changing nothing', async () => {
    const topic = await insertTopic(t.db);
    await form.expectRefusedToStrangers(
      { method: 'POST', url: '/api/topic/', parts: { title: 'Nuovo', description: 'Testo', foto: form.picture } },
      topicRows,
    );
    await form.expectRefusedToStrangers(
      {
        method: 'PUT',
        url: '/api/topic/',
        parts: { id: String(topic.id), newTitle: 'Altro', description: 'x', foto: form.picture },
      },
      topicRows,
    );
  });
});
