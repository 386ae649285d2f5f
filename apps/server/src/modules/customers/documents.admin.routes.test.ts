import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, insertDocument } from '../../../test/fixtures/customers.fixtures.js';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { identityDocuments, mailOutbox, users } from '../../db/schema/index.js';

let t: TestApp;
let adminToken: string;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await adminPrivateToken(t.app, t.db);
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c2652a' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const review = (payload: object) => asAdmin('PUT', '/api/document/', payload);
const documentRow = async (id: number) =>
  (await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, id)))[0]!;
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

/** A customer waiting for review, with both sides stored privately. */
async function submittedDocument(options: { language?: 'it' | 'en'; back?: Buffer } = {}) {
  const user = await createUser(t.db, {
    verifying: true,
    language: options.language ?? 'it',
    name: 'Luca',
    surname: 'Verdi',
    taxCode: 'VRDLCU85T10A562S',
    birthDate: '1985-12-10',
  });
  const frontPath = `documents/${user.id}/front-${Date.now()}`;
  const backPath = `documents/${user.id}/back-${Date.now()}`;
  await t.app.ctx.storage.write('private', frontPath, png);
  await t.app.ctx.storage.write('private', backPath, options.back ?? pdf);
  const document = await insertDocument(t.db, { userId: user.id, frontPath, backPath });
  return { user, document };
}

describe('GET /api/documents/', () => {
  it('answers an empty list when nothing was submitted', async () => {
    const response = await asAdmin('GET', '/api/documents/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists each document with its customer and authorized file addresses, pending first', async () => {
    const reviewed = await submittedDocument();
    await t.db
      .update(identityDocuments)
      .set({ status: 'approved' })
      .where(eq(identityDocuments.id, reviewed.document.id));
    const pending = await submittedDocument();
    await t.db
      .update(identityDocuments)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(identityDocuments.id, pending.document.id));
    const items = (await asAdmin('GET', '/api/documents')).json() as { idDoc: number }[];
    expect(items.map((item) => item.idDoc)).toEqual([pending.document.id, reviewed.document.id]);
    expect(items[0]).toEqual({
      idDoc: pending.document.id,
      idDocument: pending.document.id,
      name: 'Luca Verdi',
      email: pending.user.email,
      taxCode: 'VRDLCU85T10A562S',
      birthDate: '1985-12-10',
      valid: 0,
      fileurl: `/api/document/${pending.document.id}/file/front,/api/document/${pending.document.id}/file/back`,
      status: 'pending',
      rejectionReason: null,
      submittedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(items[1]).toMatchObject({ valid: 1, status: 'approved' });
    expect(JSON.stringify(items)).not.toContain('documents/');
  });
});

describe('GET /api/document/{id}/file/{side}', () => {
  it('streams each side with its real type, never to be cached or sniffed', async () => {
    const { document } = await submittedDocument();
    const front = await asAdmin('GET', `/api/document/${document.id}/file/front`);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-store');
    expect(front.headers['x-content-type-options']).toBe('nosniff');
    // A picture, but a private one: unlike public uploads, no other site may embed it.
    expect(front.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(front.rawPayload.equals(png)).toBe(true);
    const back = await asAdmin('GET', `/api/document/${document.id}/file/back/`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toMatch(/^inline; filename="documento-\d+-back\.pdf"$/);
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });

  it('offers anything that is not an image or a PDF only as a download', async () => {
    const { document } = await submittedDocument({ back: Buffer.from('<html><script>alert(1)</script></html>') });
    const back = await asAdmin('GET', `/api/document/${document.id}/file/back`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/octet-stream');
    expect(back.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 404 for an unknown document or a missing file, 400 for a malformed address', async () => {
    expect((await asAdmin('GET', '/api/document/999999/file/front')).statusCode).toBe(404);
    const user = await createUser(t.db);
    const orphan = await insertDocument(t.db, { userId: user.id, frontPath: 'documents/none/front' });
    expect((await asAdmin('GET', `/api/document/${orphan.id}/file/front`)).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/document/${orphan.id}/file/side`)).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/document/abc/file/front')).statusCode).toBe(400);
  });
});

describe('PUT /api/document/', () => {
  it('approves: the document is approved, the customer verified, and told so', async () => {
    const { user, document } = await submittedDocument();
    const response = await review({ id: document.id, status: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await documentRow(document.id)).toMatchObject({ status: 'approved' });
    expect((await documentRow(document.id)).reviewedAt).toBeInstanceOf(Date);
    expect(await userRow(user.id)).toMatchObject({ docVerified: true, verifying: false });
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe('I tuoi documenti sono stati approvati');
    expect(mail.text).toContain('Ciao Luca,');
    expect(mail.text).toContain('http://localhost:3000/utente');
  });

  it('rejects: the document is rejected, the customer not verified, and told so in their language', async () => {
    const { user, document } = await submittedDocument({ language: 'en' });
    await t.db.update(users).set({ docVerified: true }).where(eq(users.id, user.id));
    expect((await review({ id: String(document.id), status: '0' })).statusCode).toBe(200);
    expect(await documentRow(document.id)).toMatchObject({ status: 'rejected' });
    expect(await userRow(user.id)).toMatchObject({ docVerified: false, verifying: false });
    expect((await latestMailTo(t.db, user.email)).subject).toBe('Your documents were not approved');
  });

  it('rejects with the reason the customer reads in the list, their profile and the e-mail; approving clears it', async () => {
    const { user, document } = await submittedDocument();
    const reason = 'Il retro è illeggibile: rifai la foto con più luce.';
    expect((await review({ id: document.id, status: 0, reason: `  ${reason} ` })).statusCode).toBe(200);
    expect(await documentRow(document.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const listed = (await asAdmin('GET', '/api/documents')).json() as { idDoc: number; rejectionReason: string }[];
    expect(listed.find((item) => item.idDoc === document.id)?.rejectionReason).toBe(reason);
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.text).toContain(`Il motivo: ${reason}`);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: bearer(await loginAs(t.app, user.email)),
    });
    expect(profile.json().user).toMatchObject({ documentState: 'rejected', documentRejectionReason: reason });

    expect((await review({ id: document.id, status: 1, reason: 'ignorato' })).statusCode).toBe(200);
    expect(await documentRow(document.id)).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('refuses a reason longer than 500 characters, changing nothing', async () => {
    const { document } = await submittedDocument();
    const response = await review({ id: document.id, status: 0, reason: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(await documentRow(document.id)).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('repeating the same decision changes nothing and mails nobody again', async () => {
    const { user, document } = await submittedDocument();
    await review({ id: document.id, status: 1 });
    expect((await review({ id: document.id, status: 1 })).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('answers 404 for an unknown document', async () => {
    const response = await review({ id: 999999, status: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it.each([
    ['no body', undefined],
    ['no status', { id: 1 }],
    ['status 2', { id: 1, status: 2 }],
    ['status true', { id: 1, status: true }],
    ['status "approved"', { id: 1, status: 'approved' }],
    ['a non-numeric id', { id: 'x', status: 1 }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/document',
      headers: bearer(adminToken),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION' });
  });
});

describe('who may call', () => {
  it('refuses visitors, customers and login tokens, changing and revealing nothing', async () => {
    const { user, document } = await submittedDocument();
    const tokens = {
      customer: await loginAs(t.app, user.email),
      adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
    };
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/documents/' }, tokens);
    await expectAdminOnly(t.app, { method: 'GET', url: `/api/document/${document.id}/file/front` }, tokens);
    await expectAdminOnly(
      t.app,
      { method: 'PUT', url: '/api/document/', payload: { id: document.id, status: 1 } },
      tokens,
    );
    expect(await documentRow(document.id)).toMatchObject({ status: 'pending' });
    expect(await userRow(user.id)).toMatchObject({ docVerified: false, verifying: true });
    expect(await mailsTo(user.email)).toBe(0);
  });
});
