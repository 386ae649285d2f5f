import { MemberListResponse, MemberResponse } from '@cammini/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertMember, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { png, refusedFields, usePictureFormTest } from '../../../../test/fixtures/content-admin.fixtures.js';
import { bearer } from '../../../../test/support/factories.js';
import type { TestFile } from '../../../../test/support/multipart.js';
import { courses, members, onlineCourses, titleRedirects } from '../../../db/schema/index.js';

const form = usePictureFormTest({ table: members, picture: 'ritratto.png' });
const { t } = form;

type Parts = Record<string, string | TestFile>;

/** The original add form's fields, `title`, `directory` and `token` included. */
const memberForm = (overrides: Parts = {}): Parts => ({
  name: 'Marta',
  surname: 'Galli',
  title: 'Marta Galli',
  description: 'Accompagna percorsi di consapevolezza corporea.',
  website: 'https://example.com/marta',
  language: 'Italiano, Inglese',
  email: 'Marta.Galli@Example.com',
  phoneNumber: '+39 333 123 4567',
  session: 'Umbria',
  directory: 'member',
  token: 'ignored',
  ...overrides,
});

const add = (parts: Parts) => form.send('POST', '/api/member/add', parts);
const save = (parts: Parts) => form.send('PUT', '/api/member/', parts);
const publicMembers = async () =>
  MemberListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/members' })).json()).members;
const memberRows = () => t.db.select().from(members).orderBy(asc(members.id));

async function added(overrides: Parts = {}) {
  const response = await add(memberForm({ foto: form.picture, ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.select().from(members).where(eq(members.id, response.json().id));
  return row!;
}

describe('POST /api/member/add', () => {
  it('adds a member with a photo, shown at once on the members page and ready for the edit form', async () => {
    await publicMembers(); // fills the public cache, which the write must invalidate
    const response = await add(memberForm({ foto: form.picture }));
    expect(response.statusCode, response.body).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Success');
    const expected = {
      idMember: id,
      name: 'Marta',
      surname: 'Galli',
      title: 'Marta Galli',
      description: 'Accompagna percorsi di consapevolezza corporea.',
      fileUrl: expect.stringMatching(/^\/uploads\/media\/members\/\d{4}\/[\w-]+\.webp$/),
      session: 'Umbria',
      language: 'Italiano, Inglese',
      email: 'marta.galli@example.com',
      phoneNumber: '+39 333 123 4567',
      website: 'https://example.com/marta',
    };
    expect(await publicMembers()).toEqual([expected]);
    const single = await t.app.inject({ method: 'GET', url: `/api/member/${id}` });
    expect(MemberResponse.parse(single.json()).member).toEqual(expected);
    expect(await form.uploads()).toEqual([(await memberRows())[0]!.fileUrl]);
    const territories = await t.app.inject({ method: 'GET', url: '/api/members/territories' });
    expect(territories.json().territories).toEqual(['Umbria']);
  });

  it('takes the website and the photo as optional', async () => {
    const response = await add(memberForm({ website: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicMembers()).toEqual([expect.objectContaining({ website: null, fileUrl: null })]);
  });

  it.each([
    [{ name: '' }, 'body.name', 'Campo obbligatorio.'],
    [{ name: '1234' }, 'body.name', 'Il nome deve contenere lettere.'],
    [{ surname: 'Galli\nRossi' }, 'body.surname', 'Non sono ammessi a capo.'],
    [{ description: ' ' }, 'body.description', 'Campo obbligatorio.'],
    [{ session: '' }, 'body.session', 'Campo obbligatorio.'],
    [{ language: '' }, 'body.language', 'Campo obbligatorio.'],
    [{ email: '' }, 'body.email', 'Campo obbligatorio.'],
    [{ email: 'marta@' }, 'body.email', 'Indirizzo e-mail non valido.'],
    [{ phoneNumber: '' }, 'body.phoneNumber', 'Campo obbligatorio.'],
    [{ phoneNumber: 'chiamami' }, 'body.phoneNumber', 'Numero di telefono non valido.'],
    [{ phoneNumber: '12-34' }, 'body.phoneNumber', 'Numero di telefono non valido.'],
    [
      { website: 'javascript:alert(1)' },
      'body.website',
      'Inserisci un indirizzo web completo che inizi con http:// o https://.',
    ],
    [
      { website: 'ftp://example.com' },
      'body.website',
      'Inserisci un indirizzo web completo che inizi con http:// o https://.',
    ],
    [
      { website: 'example.com' },
      'body.website',
      'Inserisci un indirizzo web completo che inizi con http:// o https://.',
    ],
  ])('refuses %j with a 400 on the field, storing nothing', async (overrides, field, message) => {
    const response = await add(memberForm({ ...overrides, foto: form.picture }));
    expect(refusedFields(response)).toEqual({ [field]: [message] });
    expect(await memberRows()).toEqual([]);
    expect(await form.uploads()).toEqual([]);
  });

  it('refuses a name and surname another member has, however the address spells it, with 409', async () => {
    await insertMember(t.db, { name: 'Anna Maria', surname: 'Rossi' });
    for (const person of [
      { name: 'anna maria', surname: 'ROSSI' },
      { name: 'Anna', surname: 'Maria Rossi' },
    ]) {
      const response = await add(memberForm({ ...person, foto: form.picture }));
      expect(refusedFields(response, 409, 'TITLE_TAKEN')).toEqual({
        'body.name': ['Esiste già un membro con questo nome e cognome.'],
      });
    }
    expect(await memberRows()).toHaveLength(1);
    expect(await form.uploads()).toEqual([]);
  });
});

describe('PUT /api/member/', () => {
  it('saves the details by id, keeping the photo when none is sent', async () => {
    const member = await added();
    await publicMembers();
    const response = await save(
      memberForm({ id: String(member.id), description: 'Nuova descrizione.', session: 'Marche', website: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await publicMembers()).toEqual([
      expect.objectContaining({
        description: 'Nuova descrizione.',
        session: 'Marche',
        website: null,
        fileUrl: member.fileUrl,
      }),
    ]);
    expect(await form.onDisk(member.fileUrl!)).toBe(true);
  });

  it('finds the member by current name and surname when no id is sent (the original client)', async () => {
    const member = await added();
    const response = await save(memberForm({ name: 'marta', surname: 'GALLI', language: 'Francese' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberRows())[0]).toMatchObject({ id: member.id, name: 'Marta', language: 'Francese' });
  });

  it('replaces the photo, deleting the old file, or removes it when asked', async () => {
    const member = await added();
    const replaced = await save(memberForm({ id: String(member.id), foto: await png('nuova.png', '#224466') }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [saved] = await memberRows();
    expect(saved!.fileUrl).not.toBe(member.fileUrl);
    expect(await form.uploads()).toEqual([saved!.fileUrl]);

    const removed = await save(memberForm({ id: String(member.id), removeFoto: 'true' }));
    expect(removed.statusCode).toBe(200);
    expect((await memberRows())[0]!.fileUrl).toBeNull();
    expect(await form.uploads()).toEqual([]);
  });

  it('renames a member: the old name-surname address still finds them, and their courses show the new name', async () => {
    const member = await added();
    const course = await insertCourse(t.db, { author: 'Marta Galli', authorMemberId: member.id });
    const online = await insertOnlineCourse(t.db, { author: 'Marta Galli', authorMemberId: member.id }, 0);
    const coursesAt = (ref: string) => t.app.inject({ method: 'GET', url: `/api/members/${ref}/courses` });
    expect((await coursesAt('Marta-Galli')).json()).toHaveLength(2);

    const response = await save(memberForm({ id: String(member.id), newName: 'Marta Lucia', newSurname: 'Galli' }));
    expect(response.statusCode, response.body).toBe(200);
    for (const ref of ['Marta-Galli', 'Marta-Lucia-Galli', String(member.id)]) {
      const answer = await coursesAt(ref);
      expect(answer.statusCode, ref).toBe(200);
      expect(
        answer
          .json()
          .map((item: { title: string }) => item.title)
          .sort(),
        ref,
      ).toEqual([course.title, online.title].sort());
    }
    const author = async (table: typeof courses | typeof onlineCourses, id: number) =>
      (await t.db.select({ author: table.author }).from(table).where(eq(table.id, id)))[0]!.author;
    expect(await author(courses, course.id)).toBe('Marta Lucia Galli');
    expect(await author(onlineCourses, online.id)).toBe('Marta Lucia Galli');
    const detail = await t.app.inject({ method: 'GET', url: `/api/course/${encodeURIComponent(course.title)}` });
    expect(detail.json()[0].author).toBe('Marta Lucia Galli');
    expect((await publicMembers())[0]).toMatchObject({ name: 'Marta Lucia', title: 'Marta Lucia Galli' });
  });

  it('lets a new member take a name someone was renamed from', async () => {
    const member = await added();
    await save(memberForm({ id: String(member.id), newName: 'Martina' }));
    const newcomer = await add(memberForm({ email: 'altra@example.com' }));
    expect(newcomer.statusCode, newcomer.body).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: '/api/members/Marta-Galli/courses' });
    expect(answer.statusCode).toBe(200);
    expect(await t.db.select().from(titleRedirects)).toEqual([]);
  });

  it('refuses a new name another member has with 409, changing nothing', async () => {
    await added({ name: 'Luca', surname: 'Neri', email: 'luca@example.com' });
    const member = await added();
    const before = await memberRows();
    const response = await save(
      memberForm({ id: String(member.id), newName: 'luca', newSurname: 'neri', foto: form.picture }),
    );
    expect(refusedFields(response, 409, 'TITLE_TAKEN')).toEqual({
      'body.newName': ['Esiste già un membro con questo nome e cognome.'],
    });
    expect(await memberRows()).toEqual(before);
    expect((await form.uploads()).sort()).toEqual(before.map((row) => row.fileUrl).sort());
  });

  it('answers 404 for an unknown member, keeping no uploaded file', async () => {
    const targets: Parts[] = [{ id: '999999' }, { name: 'Nessuno', surname: 'Sconosciuto' }];
    for (const target of targets) {
      const response = await save(memberForm({ ...target, foto: form.picture }));
      expect(response.statusCode, JSON.stringify(target)).toBe(404);
    }
    expect(await form.uploads()).toEqual([]);
  });

  it('refuses an edit that names nobody, or bad details, with 400, changing nothing', async () => {
    const member = await added();
    const before = await memberRows();
    expect(refusedFields(await save(memberForm({ name: '', surname: '' })))).toEqual({
      'body.name': ['Indica l’elemento da modificare.'],
    });
    expect(refusedFields(await save(memberForm({ id: String(member.id), email: 'no', newSurname: '42' })))).toEqual({
      'body.email': ['Indirizzo e-mail non valido.'],
      'body.newSurname': ['Il nome deve contenere lettere.'],
    });
    expect(await memberRows()).toEqual(before);
  });
});

describe('deleting a member', () => {
  it('removes their photo and forgets their old names', async () => {
    const member = await added();
    await save(memberForm({ id: String(member.id), newName: 'Martina' }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/member',
      payload: { name: 'Martina', surname: 'Galli' },
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await form.uploads()).toEqual([]);
    expect(await t.db.select().from(titleRedirects)).toEqual([]);
    const old = await t.app.inject({ method: 'GET', url: '/api/members/Marta-Galli/courses' });
    expect(old.statusCode).toBe(404);
  });
});

describe('who may add or edit members', () => {
  it('answers 401 without a token and 403 to a customer or an admin’s login token, changing nothing', async () => {
    const member = await insertMember(t.db);
    await form.expectRefusedToStrangers(
      { method: 'POST', url: '/api/member/add', parts: memberForm({ foto: form.picture }) },
      memberRows,
    );
    await form.expectRefusedToStrangers(
      { method: 'PUT', url: '/api/member/', parts: memberForm({ id: String(member.id), foto: form.picture }) },
      memberRows,
    );
  });
});
