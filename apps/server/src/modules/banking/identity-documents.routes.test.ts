import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankingCustomer, pdf } from '../../../test/fixtures/banking.fixtures.js';
import { clearUploads, png, sendForm, uploadedFiles } from '../../../test/fixtures/course-admin.fixtures.js';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import type { TestFile } from '../../../test/support/multipart.js';
import { identityDocuments, users } from '../../db/schema/index.js';

let t: TestApp;
let adminToken: string;
const CONTACT = 'titolare@cammini.test';

beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_EMAIL: CONTACT } });
  adminToken = await adminPrivateToken(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearUploads(t);
});

const upload = (token: string | undefined, email: string, files: TestFile[]) =>
  sendForm(t, 'POST', '/api/document/', { email, name: 'Marta Rossi', document: files }, token);
const documentsOf = (userId: number) =>
  t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, userId));
const stateOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).json().user;

describe('POST /api/document/', () => {
  it('stores front and back privately, sets the customer verifying and tells the owner', async () => {
    const { user, token } = await bankingCustomer(t);
    const response = await upload(token, user.email, [await png('fronte.png'), pdf]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    const [document] = await documentsOf(user.id);
    expect(document).toMatchObject({ status: 'pending' });
    expect(document!.frontPath).toMatch(/^media\/documents\/\d{4}\/[\w-]+\.webp$/);
    expect(document!.backPath).toMatch(/\.pdf$/);
    const files = await uploadedFiles(t);
    expect(files).toEqual(expect.arrayContaining([`private:${document!.frontPath}`, `private:${document!.backPath}`]));
    expect(files.some((file) => file.startsWith('/uploads/'))).toBe(false);
    expect(await readFile(path.join(t.dataDir, 'private', document!.backPath))).toEqual(pdf.bytes);
    expect(await stateOf(token)).toMatchObject({ verifying: true, docVerified: false, documentState: 'verifying' });
    expect((await latestMailTo(t.db, CONTACT)).subject).toBe('Documenti da verificare: Marta Rossi');
  });

  it('is never reachable by a public address; the admin previews it with the private token', async () => {
    const { user, token } = await bankingCustomer(t);
    await upload(token, user.email, [await png(), await png('retro.png')]);
    const [document] = await documentsOf(user.id);
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/${document!.frontPath}` });
    expect(direct.statusCode).not.toBe(200);
    const front = `/api/document/${document!.id}/file/front`;
    expect((await t.app.inject({ method: 'GET', url: front, headers: bearer(token) })).statusCode).toBe(403);
    const preview = await t.app.inject({ method: 'GET', url: front, headers: bearer(adminToken) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });

  it('goes from verifying to verified when the admin approves, and to rejected when refused', async () => {
    const { user, token } = await bankingCustomer(t);
    await upload(token, user.email, [await png(), await png('retro.png')]);
    const [document] = await documentsOf(user.id);
    const review = (status: 0 | 1) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/document/',
        headers: bearer(adminToken),
        payload: { id: document!.id, status },
      });
    await review(0);
    expect(await stateOf(token)).toMatchObject({ verifying: false, docVerified: false, documentState: 'rejected' });
    await review(1);
    expect(await stateOf(token)).toMatchObject({ verifying: false, docVerified: true, documentState: 'verified' });
  });

  it('replaces a pending or rejected pair, deleting its files', async () => {
    const { user, token } = await bankingCustomer(t);
    await upload(token, user.email, [await png(), await png('retro.png')]);
    const [first] = await documentsOf(user.id);
    expect((await upload(token, user.email, [await png('nuovo.png'), pdf])).statusCode).toBe(200);
    const rows = await documentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first!.id);
    const files = await uploadedFiles(t);
    expect(files).not.toContain(`private:${first!.frontPath}`);
    expect(files).toHaveLength(2);
  });

  it('refuses a customer whose documents are verified with 409, keeping nothing new', async () => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    const response = await upload(token, user.email, [await png(), await png('retro.png')]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('DOCUMENTS_ALREADY_VERIFIED');
    expect(await uploadedFiles(t)).toEqual([]);
  });

  it('wants both sides: one file is 400 and nothing is kept', async () => {
    const { user, token } = await bankingCustomer(t);
    const response = await upload(token, user.email, [await png()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('fronte e il retro');
    expect(await uploadedFiles(t)).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.verifying).toBe(false);
  });

  it('refuses a file that only claims to be an image or a PDF with 415', async () => {
    const { user, token } = await bankingCustomer(t);
    const fake: TestFile = {
      bytes: Buffer.from('<script>alert(1)</script>'),
      filename: 'fronte.pdf',
      type: 'application/pdf',
    };
    const response = await upload(token, user.email, [fake, await png('retro.png')]);
    expect(response.statusCode).toBe(415);
    expect(await uploadedFiles(t)).toEqual([]);
    expect(await documentsOf(user.id)).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { user, token } = await bankingCustomer(t);
    const big: TestFile = { bytes: Buffer.concat([pdf.bytes, Buffer.alloc(10 * 1024 * 1024)]), filename: 'grande.pdf' };
    const response = await upload(token, user.email, [big, pdf]);
    expect(response.statusCode).toBe(413);
    expect(await uploadedFiles(t)).toEqual([]);
  });

  it('refuses a third file, a JSON body, a visitor and someone else’s e-mail', async () => {
    const { user, token } = await bankingCustomer(t);
    const { user: other } = await bankingCustomer(t);
    expect((await upload(token, user.email, [await png(), pdf, pdf])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/document/',
      headers: bearer(token),
      payload: { email: user.email },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(undefined, user.email, [await png(), pdf])).statusCode).toBe(401);
    expect((await upload(token, other.email, [await png(), pdf])).statusCode).toBe(403);
    expect(await uploadedFiles(t)).toEqual([]);
    expect(await documentsOf(other.id)).toHaveLength(0);
  });

  it('slows a customer who uploads over and over with 429', async () => {
    const { user, token } = await bankingCustomer(t);
    const one = [await png(), pdf];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(token, user.email, one)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
