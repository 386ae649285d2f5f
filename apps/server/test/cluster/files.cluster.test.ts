import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { pdf } from '../fixtures/banking.fixtures.js';
import { mp4, png } from '../fixtures/course-admin.fixtures.js';
import { createUser, TEST_PASSWORD } from '../support/factories.js';
import { multipartPayload, type TestFile } from '../support/multipart.js';
import { type Cluster, startCluster } from './cluster.js';
import { ADMIN, adminToken, call } from './http.js';

let cluster: Cluster;
let database: DatabaseHandle;
let a: string;
let b: string;
beforeAll(async () => {
  cluster = await startCluster({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  [a, b] = cluster.instances as [string, string];
  database = await openDatabase({ url: cluster.databaseUrl });
});
afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

/** A multipart form sent with fetch, as the browser sends it. */
async function sendForm(
  base: string,
  method: string,
  url: string,
  parts: Record<string, string | TestFile | TestFile[]>,
  token: string,
) {
  const { payload, headers } = await multipartPayload(parts);
  return fetch(`${base}${url}`, { method, body: payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

async function login(base: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await call(base, 'POST', '/api/login/', { body: { email, password } });
  expect(response.status).toBe(200);
  return (await response.json<{ token: string }>()).token;
}

describe('files with two instances and one bucket', () => {
  it('serve the demo pictures one instance seeded from every instance', async () => {
    const topics = await (await call(a, 'GET', '/api/topics')).json<{ fileUrl: string | null }[]>();
    const picture = topics.find((topic) => topic.fileUrl)?.fileUrl;
    expect(picture).toMatch(/^\/uploads\//);
    for (const base of [a, b]) {
      const response = await fetch(`${base}${picture}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('serve a picture uploaded through one from the other, at its /uploads address', async () => {
    const token = await adminToken(a);
    const image = await png('dal-cluster.png');
    const uploaded = await sendForm(a, 'POST', '/api/upload', { file: image }, token);
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('stream a lesson and a trailer uploaded through one from the other, by range', async () => {
    const token = await adminToken(a);
    const lesson = await mp4('lesson-a');
    const created = await sendForm(
      a,
      'POST',
      '/api/onlinecourse/',
      {
        title: 'Respira dal cluster',
        author: 'Davide Conti',
        category: 'AUTOSTIMA',
        intro: 'Una pratica breve.',
        description: 'Una lezione.',
        price: '39',
        facilitatorPrice: '10',
        affiliatePrice: '4',
        lessonTitles: JSON.stringify(['Il respiro quadrato']),
        coverImage: await png('copertina.png'),
        video: await mp4('trailer'),
        videos: [lesson],
      },
      token,
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const tokenB = await adminToken(b);
    const edit = await call(b, 'GET', `/api/admin/onlinecourse/${encodeURIComponent('Respira dal cluster')}`, {
      token: tokenB,
    });
    const { lessons } = await edit.json<{ lessons: { id: number }[] }>();
    const range = await fetch(`${b}/api/lessons/${lessons[0]!.id}/video`, {
      headers: { authorization: `Bearer ${tokenB}`, range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(Buffer.from(lesson.bytes).subarray(0, 100));
    // The public trailer, at its /uploads address, by range too.
    const detail = await call(b, 'GET', `/api/onlinecourse/${encodeURIComponent('Respira dal cluster')}`);
    const { onlinecourse } = await detail.json<{ onlinecourse: { mainVideo: string } }>();
    const trailer = await fetch(`${b}${onlinecourse.mainVideo}`, { headers: { range: 'bytes=0-9' } });
    expect(trailer.status).toBe(206);
    expect(trailer.headers.get('content-type')).toBe('video/mp4');
  });

  it('let the admin read through one an identity document a customer uploaded through the other', async () => {
    const customer = await createUser(database.db);
    const customerToken = await login(a, customer.email);
    const uploaded = await sendForm(
      a,
      'POST',
      '/api/document',
      { email: customer.email, name: customer.name, document: [pdf, pdf] },
      customerToken,
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const token = await adminToken(b);
    const listed = await (await call(b, 'GET', '/api/documents', { token })).json<{ idDoc: number; email: string }[]>();
    const document = listed.find((entry) => entry.email === customer.email);
    expect(document).toBeDefined();
    const file = await fetch(`${b}/api/document/${document!.idDoc}/file/front`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(pdf.bytes));
  });
});
