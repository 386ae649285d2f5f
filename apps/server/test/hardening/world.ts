import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { selectRows } from '../../src/db/client.js';
import { seedDemoContent } from '../../src/db/seed/seed-demo.js';
import type { Clock } from '../../src/lib/clock.js';
import { insertEarning, insertWithdrawal } from '../fixtures/earnings.fixtures.js';
import { buildTestApp, type TestApp } from '../support/app.js';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../support/factories.js';
import type { TestFile } from '../support/multipart.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { landingPageFields } from './multipart-forms.js';

/** Who sends a request: nobody, a customer, an admin with a login token, an admin with the private token. */
export type Identity = 'visitor' | 'customer' | 'adminLogin' | 'admin';

/** The real app over a fresh database with the demo content, and a logged-in customer and admin. */
export interface World {
  t: TestApp;
  customerEmail: string;
  adminEmail: string;
  tokens: Record<Exclude<Identity, 'visitor'>, string>;
  /** Titles, names, ids and addresses found in the database, for lookups that hit real rows. */
  known: string[];
  ids: {
    topic: number;
    member: number;
    landingPage: number;
    lesson: number;
    document: number;
    withdrawal: number;
    /** The in-person course the customer owns (the one titled `titles.course`). */
    course: number;
  };
  titles: {
    article: string;
    course: string;
    onlineCourse: string;
    /** An online course on sale that the customer has not bought, for a checkout that can open. */
    onlineCourseForSale: string;
    topic: string;
    member: string;
  };
  files: { png: TestFile; mp4: TestFile; docx: TestFile; pdf: TestFile };
  /** Logs in again whoever a request logged out (the fuzzer may call logout or change a password). */
  refreshTokens(): Promise<void>;
  headersOf(identity: Identity): Record<string, string>;
  close(): Promise<void>;
}

const seedMedia = path.join(import.meta.dirname, '..', '..', 'src', 'db', 'seed', 'media');

async function column(t: TestApp, query: string): Promise<string[]> {
  const rows = await selectRows<{ value: unknown }>(t.db, sql.raw(query));
  return rows.map((row) => String(row.value));
}

export async function buildWorld(options: { clock?: Clock; env?: Record<string, string> } = {}): Promise<World> {
  const t = await buildTestApp(options);
  await seedDemoContent(t.db, { uploadsDir: `${t.dataDir}/uploads`, privateDir: `${t.dataDir}/private` });
  const customer = await createUser(t.db, { name: 'Fuzz', surname: 'Cliente' });
  const admin = await createUser(t.db, { group: 'admin', name: 'Fuzz', surname: 'Admin' });
  const tokens = { customer: '', adminLogin: '', admin: '' };

  async function privateTokenOf(loginToken: string): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/generate-private-token/',
      headers: bearer(loginToken),
    });
    return response.json().token;
  }
  const isValid = async (token: string) =>
    token !== '' &&
    (await t.app.inject({ method: 'GET', url: '/api/check/', headers: bearer(token) })).statusCode === 200;

  async function refreshTokens() {
    const [customerUser] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${customer.id}`,
    );
    const [adminUser] = await selectRows<{ email: string }>(t.db, sql`select email from users where id = ${admin.id}`);
    // A fuzzed profile update may have changed an address or a password: put the known ones back.
    await t.db.execute(
      sql`update users set email = ${customer.email}, password_hash = ${admin.passwordHash}, "group" = 'user' where id = ${customer.id}`,
    );
    await t.db.execute(
      sql`update users set email = ${admin.email}, password_hash = ${admin.passwordHash}, "group" = 'admin' where id = ${admin.id}`,
    );
    if (customerUser?.email !== customer.email || !(await isValid(tokens.customer))) {
      tokens.customer = await loginAs(t.app, customer.email);
    }
    if (adminUser?.email !== admin.email || !(await isValid(tokens.adminLogin)) || !(await isValid(tokens.admin))) {
      tokens.adminLogin = await loginAs(t.app, admin.email);
      tokens.admin = await privateTokenOf(tokens.adminLogin);
    }
  }
  await refreshTokens();

  const png = {
    filename: 'foto.png',
    type: 'image/png',
    bytes: await sharp({ create: { width: 24, height: 16, channels: 3, background: '#a9541f' } })
      .png()
      .toBuffer(),
  };
  const mp4 = {
    filename: 'lezione.mp4',
    type: 'video/mp4',
    bytes: await readFile(path.join(seedMedia, 'lesson-a.mp4')),
  };
  const docx = {
    filename: 'articolo.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: await readFile(
      path.join(import.meta.dirname, '..', '..', 'src', 'modules', 'media', 'fixtures', 'sample.docx'),
    ),
  };
  const pdf = {
    filename: 'documento.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  };

  // A landing page to edit (the demo content has none).
  const page = await t.app.inject({
    method: 'POST',
    url: '/api/landingpage',
    headers: { ...multipartHeaders(), ...bearer(tokens.admin) },
    payload: multipartBody(landingPageFields('pagina-da-modificare')),
  });
  if (page.statusCode !== 200) throw new Error(`landing page not created: ${page.body}`);

  // Identity documents to review and a withdrawal to settle, for the admin routes that act on them.
  const documents = await t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...multipartHeaders(), ...bearer(tokens.customer) },
    payload: multipartBody({ email: customer.email, document: [png, pdf] }),
  });
  if (documents.statusCode !== 200) throw new Error(`documents not uploaded: ${documents.body}`);
  await insertEarning(t.db, customer.id, 50_000);
  // Not verified: the customer may still upload identity documents (the fuzzer and the upload attacks do).
  await t.db.execute(
    sql`update users set iban = 'IT60X0542811101000000123456', tax_code = 'RSSMRA85T10A562S' where id = ${customer.id}`,
  );
  const withdrawal = await insertWithdrawal(t.db, { userId: customer.id });
  // A message in the admin's inbox (id 1: the table is empty), for the routes that mark it read.
  await t.db.execute(
    sql`insert into contact_messages (kind, email, fields) values ('contact', 'visitatore@example.com', '{"nome":"Anna"}'::jsonb)`,
  );
  const [documentId] = await column(t, 'select id as value from identity_documents order by id limit 1');

  const [topicId] = await column(t, 'select id as value from topics order by id limit 1');
  const [memberId] = await column(t, 'select id as value from members order by id limit 1');
  const [article] = await column(t, 'select title as value from articles order by id limit 1');
  const [course] = await column(t, 'select title as value from courses order by id limit 1');
  const [onlineCourse] = await column(t, 'select title as value from online_courses order by id limit 1');
  const [courseId] = await column(t, 'select id as value from courses order by id limit 1');
  const [forSale] = await selectRows<{ title: string }>(
    t.db,
    sql`select title from online_courses where price_cents > 0 and title <> ${onlineCourse ?? ''} order by id limit 1`,
  );
  const onlineCourseForSale = forSale?.title;
  const [topic] = await column(t, 'select title as value from topics order by id limit 1');
  // The customer owns one course of each kind, so the owners' routes have something to show.
  await t.db.execute(
    sql`insert into enrolments (user_id, course_id) select ${customer.id}, id from courses where title = ${course}`,
  );
  await t.db.execute(
    sql`insert into enrolments (user_id, online_course_id) select ${customer.id}, id from online_courses where title = ${onlineCourse}`,
  );
  const [lesson] = await selectRows<{ id: number }>(
    t.db,
    sql`select l.id from lessons l join online_courses c on c.id = l.online_course_id
        order by (c.title = ${onlineCourse}) desc, l.id limit 1`,
  );
  const [member] = await column(t, "select name || ' ' || surname as value from members order by id limit 1");

  const known = [
    ...(await column(t, 'select title as value from articles limit 5')),
    ...(await column(t, 'select title as value from courses limit 5')),
    ...(await column(t, 'select title as value from online_courses limit 5')),
    ...(await column(t, 'select title as value from topics limit 5')),
    ...(await column(t, 'select id as value from members limit 3')),
    ...(await column(t, "select name || '-' || surname as value from members limit 3")),
    ...(await column(t, 'select id as value from faqs limit 3')),
    ...(await column(t, 'select id as value from reviews limit 3')),
    ...(await column(t, 'select id as value from lessons limit 3')),
    customer.email,
    admin.email,
    TEST_PASSWORD,
    '1',
    '2',
    'front',
    'back',
  ];

  return {
    t,
    customerEmail: customer.email,
    adminEmail: admin.email,
    tokens,
    known,
    ids: {
      topic: Number(topicId),
      member: Number(memberId),
      landingPage: page.json().id,
      lesson: Number(lesson?.id),
      document: Number(documentId),
      withdrawal: withdrawal.id,
      course: Number(courseId),
    },
    titles: {
      article: article ?? 'x',
      course: course ?? 'x',
      onlineCourse: onlineCourse ?? 'x',
      onlineCourseForSale: onlineCourseForSale ?? 'x',
      topic: topic ?? 'x',
      member: member ?? 'x',
    },
    files: { png, mp4, docx, pdf },
    refreshTokens,
    headersOf: (identity) => (identity === 'visitor' ? {} : bearer(tokens[identity])),
    close: () => t.close(),
  };
}
