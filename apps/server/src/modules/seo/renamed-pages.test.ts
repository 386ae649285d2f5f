import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCourse,
  insertMember,
  insertOnlineCourse,
  insertTopic,
} from '../../../test/fixtures/catalogue.fixtures.js';
import { png } from '../../../test/fixtures/content-admin.fixtures.js';
import { buildSeoTestApp, ORIGIN, readHead, type SeoTestApp } from '../../../test/fixtures/seo.fixtures.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { multipartPayload, type TestFile } from '../../../test/support/multipart.js';
import { courses, onlineCourses } from '../../db/schema/index.js';
import { recordRename } from '../catalogue/shared/title-redirects.repository.js';

/*
 * A renamed item's old address answers 301 to its current one, so links shared before the rename
 * (and what search engines indexed) keep working. Articles and members are renamed through their
 * admin forms; courses and online courses (whose forms live elsewhere) with the same repository call.
 */
let t: SeoTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildSeoTestApp({ seed: false });
  adminToken = await adminPrivateToken(t.app, t.db);
  await insertTopic(t.db, { title: 'BENESSERE' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

async function adminForm(method: 'POST' | 'PUT', url: string, fields: Record<string, string | TestFile>) {
  const { payload, headers } = await multipartPayload(fields);
  const response = await t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(adminToken) } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Renames a course or online course in place, as its edit form's transaction does. */
async function renameDirectly(kind: 'course' | 'onlineCourse', id: number, oldTitle: string, newTitle: string) {
  const table = kind === 'course' ? courses : onlineCourses;
  await t.db.transaction(async (tx) => {
    await tx.update(table).set({ title: newTitle }).where(eq(table.id, id));
    await recordRename(tx, kind, { itemId: id, oldTitle, newTitle });
  });
  t.app.publicCache.invalidate(kind === 'course' ? 'courses' : 'onlineCourses');
}

function expectMoved(response: Awaited<ReturnType<typeof get>>, location: string) {
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-cache');
}

describe('the page of a renamed item', () => {
  it('moves an article’s old address to the new one, keeping the query string', async () => {
    const fields = { intro: 'Intro.', content: '<p>Testo</p>', category: 'BENESSERE' };
    await adminForm('POST', '/api/article/', { ...fields, title: 'Il respiro che cura', foto: await png() });
    expect((await get('/articolo/Il-respiro-che-cura')).statusCode).toBe(200);

    await adminForm('PUT', '/api/article/', {
      ...fields,
      title: 'Il respiro che cura',
      newTitle: 'Respirare è già cura',
    });
    const moved = `/articolo/${encodeURIComponent('Respirare-è-già-cura')}`;
    expectMoved(await get('/articolo/Il-respiro-che-cura'), moved);
    expectMoved(await get('/articolo/il%20respiro%20che%20cura?utm_source=mail'), `${moved}?utm_source=mail`);
    expectMoved(await get('/articolo/Il-respiro-che-cura', 'HEAD'), moved);
    const page = await get(moved);
    expect(page.statusCode).toBe(200);
    expect(readHead(page.body).canonical).toBe(`${ORIGIN}${moved}`);
  });

  it('moves a member’s old name-surname address, and the id address, to the new one', async () => {
    const member = await insertMember(t.db, { name: 'Marta', surname: 'Galli' });
    await adminForm('PUT', '/api/member/', {
      id: String(member.id),
      newName: 'Marta Lucia',
      newSurname: 'Galli',
      description: member.description,
      session: member.territory,
      language: member.language,
      email: member.email,
      phoneNumber: member.phoneNumber,
    });
    expectMoved(await get('/corsi-membro/Marta-Galli'), '/corsi-membro/Marta-Lucia-Galli');
    expect((await get('/corsi-membro/Marta-Lucia-Galli')).statusCode).toBe(200);
    expectMoved(await get(`/corsi-membro/${member.id}`), '/corsi-membro/Marta-Lucia-Galli');
  });

  it('moves an in-person course’s old address under both spellings of the path', async () => {
    const course = await insertCourse(t.db, { title: 'Radici e ali' });
    expect((await get('/courseDetail/Radici-e-ali')).statusCode).toBe(200);
    await renameDirectly('course', course.id, 'Radici e ali', 'Radici, ali e cammino');
    const moved = `/courseDetail/${encodeURIComponent('Radici,-ali-e-cammino')}`;
    expectMoved(await get('/courseDetail/Radici-e-ali'), moved);
    expectMoved(await get('/coursedetail/radici-e-ali'), moved);
    expect((await get(moved)).statusCode).toBe(200);
  });

  it('moves an online course’s old address', async () => {
    const course = await insertOnlineCourse(t.db, { title: 'Abbondanza quotidiana' }, 0);
    await renameDirectly('onlineCourse', course.id, 'Abbondanza quotidiana', 'Abbondanza ogni giorno');
    expectMoved(await get('/onlinecoursedetail/Abbondanza-quotidiana'), '/onlinecoursedetail/Abbondanza-ogni-giorno');
  });

  it('shows the item that now has the title rather than moving away from it', async () => {
    const first = await insertOnlineCourse(t.db, { title: 'Silenzio' }, 0);
    await renameDirectly('onlineCourse', first.id, 'Silenzio', 'Silenzio interiore');
    expectMoved(await get('/onlinecoursedetail/Silenzio'), '/onlinecoursedetail/Silenzio-interiore');
    await insertOnlineCourse(t.db, { title: 'Silenzio' }, 0);
    t.app.publicCache.invalidate('onlineCourses');
    const page = await get('/onlinecoursedetail/Silenzio');
    expect(page.statusCode).toBe(200);
    expect(readHead(page.body).title).toBe('Silenzio · Cammini di Crescita');
  });

  it('answers 404 once the renamed item is deleted', async () => {
    const course = await insertCourse(t.db, { title: 'Per un giorno' });
    await renameDirectly('course', course.id, 'Per un giorno', 'Per due giorni');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/course',
      payload: { title: 'Per due giorni' },
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/courseDetail/Per-un-giorno')).statusCode).toBe(404);
    expect((await get('/courseDetail/Mai-esistito')).statusCode).toBe(404);
  });
});
