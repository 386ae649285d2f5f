import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UploadLimits } from '@cammini/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVideo } from '../../src/lib/uploads/media-files.js';
import { createLocalStorage } from '../../src/lib/uploads/media-storage.js';
import { uploadedFiles } from '../fixtures/course-admin.fixtures.js';
import { nextRemoteAddress } from '../support/factories.js';
import type { TestFile } from '../support/multipart.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import { recordResult } from './results.js';
import {
  type Attack,
  HOSTILE_NAMES,
  oversized,
  PAYLOAD_MARKERS,
  PDF_WITH_JAVASCRIPT,
  polyglotImages,
  realPng,
  wrongContent,
} from './upload-attacks.js';
import { buildWorld, type World } from './world.js';

/*
 * Upload attacks on every endpoint that takes files: content that is not what it claims, files just
 * over the limit, names that try to leave the upload folder, and polyglots. Each is refused, or
 * accepted only once made harmless (pictures re-encoded, names never used), and a refused upload
 * leaves no file behind.
 */
type Kind = 'image' | 'video' | 'document' | 'docx';

/** A GET written by hand on a socket, so the path reaches the server exactly as given. */
function rawGet(port: number, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

interface Target {
  /** `METHOD /path` of MULTIPART_FORMS. */
  route: string;
  field: string;
  kind: Kind;
}

const TARGETS: Target[] = [
  { route: 'POST /api/upload', field: 'file', kind: 'image' },
  { route: 'POST /api/upload/newsletter', field: 'file', kind: 'image' },
  { route: 'POST /api/convert-docx-to-html', field: 'file', kind: 'docx' },
  { route: 'POST /api/article', field: 'foto', kind: 'image' },
  { route: 'POST /api/topic', field: 'foto', kind: 'image' },
  { route: 'POST /api/member/add', field: 'foto', kind: 'image' },
  { route: 'POST /api/course', field: 'coverImage', kind: 'image' },
  { route: 'POST /api/course', field: 'photos', kind: 'image' },
  { route: 'POST /api/course', field: 'videos', kind: 'video' },
  { route: 'POST /api/onlinecourse', field: 'coverImage', kind: 'image' },
  { route: 'POST /api/onlinecourse', field: 'video', kind: 'video' },
  { route: 'POST /api/onlinecourse', field: 'videos', kind: 'video' },
  { route: 'POST /api/landingpage', field: 'heroLogo', kind: 'image' },
  { route: 'POST /api/landingpage', field: 'heroBgImage', kind: 'image' },
  { route: 'POST /api/landingpage', field: 'photo', kind: 'image' },
  { route: 'POST /api/landingpage', field: 'heroVideoFile', kind: 'video' },
  { route: 'POST /api/landingpage', field: 'video', kind: 'video' },
  { route: 'POST /api/document', field: 'document', kind: 'document' },
];

const LIMITS: Record<Exclude<Kind, 'video'>, number> = {
  image: UploadLimits.imageBytes,
  document: UploadLimits.documentBytes,
  docx: UploadLimits.docxBytes,
};

let world: World;
const figures = { refused: 0, neutralized: 0, hostileNames: 0, oversized: 0, endpoints: 0 };

beforeAll(async () => {
  world = await buildWorld();
});
afterAll(async () => {
  figures.endpoints = new Set(TARGETS.map((target) => target.route)).size;
  await recordResult('uploads', { ...figures, targets: TARGETS.length });
  await world.close();
});

/** The route's good form with `file` in place of the target field's files (identity documents take two). */
function send(target: Target, file: TestFile) {
  const form = MULTIPART_FORMS[target.route];
  if (!form) throw new Error(`no form for ${target.route}`);
  const [method, url] = target.route.split(' ') as ['POST', string];
  const files = { ...form.files(world), [target.field]: target.kind === 'document' ? [file, file] : file };
  const identity = target.route === 'POST /api/document' ? 'customer' : 'admin';
  return world.t.app.inject({
    method,
    url,
    headers: { ...multipartHeaders(), ...world.headersOf(identity) },
    payload: multipartBody({ ...form.fields(world), ...files }),
    remoteAddress: nextRemoteAddress(),
  });
}

/** Every file under the data folder, `.part` leftovers of interrupted writes included. */
async function everyFile(): Promise<string[]> {
  const entries = await readdir(world.t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}db`))
    .map((entry) => path.relative(world.t.dataDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('outbox'))
    .sort();
}

async function expectRefused(target: Target, attack: Attack, status: number) {
  const before = await everyFile();
  const response = await send(target, attack.file);
  expect(response.statusCode, `${target.route} ${target.field}: ${attack.name} → ${response.body}`).toBe(status);
  expect(response.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  expect(await everyFile(), `${target.route} ${target.field}: ${attack.name} left a file`).toEqual(before);
  figures.refused += 1;
}

describe.each(TARGETS)('$route, file field $field ($kind)', (target) => {
  it('refuses content that is not what it claims, leaving nothing on disk', async () => {
    for (const attack of await wrongContent(target.kind)) await expectRefused(target, attack, 415);
  });

  it('never uses the file name: hostile names are stored under a generated key', async () => {
    const good = (world.files as Record<string, TestFile>)[
      { image: 'png', video: 'mp4', document: 'pdf', docx: 'docx' }[target.kind]
    ] as TestFile;
    for (const filename of HOSTILE_NAMES) {
      const response = await send(target, { ...good, filename });
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(200);
      figures.hostileNames += 1;
    }
    for (const file of await everyFile()) {
      if (!file.includes(`media${path.sep}`)) continue;
      expect(path.basename(file)).toMatch(/^[0-9a-f-]{36}\.(webp|jpg|png|mp4|webm|mov|pdf)$/);
    }
    expect(await readdir(path.dirname(world.t.dataDir))).not.toContain('etc');
  });
});

describe.each(TARGETS.filter((target) => target.kind !== 'video'))('$route, file field $field ($kind)', (target) => {
  it('refuses a file one byte over the limit with 413, leaving nothing on disk', async () => {
    const limit = LIMITS[target.kind as Exclude<Kind, 'video'>];
    await expectRefused(target, { name: 'too large', file: oversized(target.kind, limit + 1) }, 413);
    figures.oversized += 1;
  });
});

describe('polyglot pictures', () => {
  const imageTargets = TARGETS.filter((target) => target.kind === 'image' || target.kind === 'document');

  it.each(imageTargets)('are stored re-encoded without their payload: $route $field', async (target) => {
    for (const attack of await polyglotImages()) {
      if (target.kind === 'document' && attack.file.type === 'image/gif') continue; // documents take no GIF
      const before = new Set(await everyFile());
      const response = await send(target, attack.file);
      expect(response.statusCode, `${attack.name}: ${response.body}`).toBe(200);
      // The form's other files (a course's video) are not the picture under test.
      const added = (await everyFile()).filter((file) => !before.has(file) && !/\.(mp4|pdf)$/.test(file));
      expect(added.length, attack.name).toBeGreaterThan(0);
      for (const file of added) {
        const bytes = await readFile(path.join(world.t.dataDir, file));
        // Site pictures become WebP; newsletter pictures JPEG or PNG (mail clients that show no WebP).
        const format =
          bytes.subarray(8, 12).toString('latin1') === 'WEBP'
            ? 'webp'
            : bytes[0] === 0xff && bytes[1] === 0xd8
              ? 'jpeg'
              : bytes.subarray(1, 4).toString('latin1') === 'PNG'
                ? 'png'
                : 'other';
        expect(format, `${file} re-encoded`).toMatch(
          target.route === 'POST /api/upload/newsletter' ? /^(jpeg|png)$/ : /^webp$/,
        );
        for (const marker of PAYLOAD_MARKERS) expect(bytes.includes(marker), `${attack.name}: ${marker}`).toBe(false);
      }
      figures.neutralized += 1;
    }
  });

  it('serves stored pictures as images that a browser will not sniff into HTML', async () => {
    const response = await send(TARGETS[0] as Target, (await polyglotImages())[0]?.file as TestFile);
    const served = await world.t.app.inject({ method: 'GET', url: response.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('identity documents', () => {
  it('keeps a PDF with JavaScript private: no public address, only an admin download never served as HTML', async () => {
    const pdf = { filename: 'documento.pdf', type: 'application/pdf', bytes: PDF_WITH_JAVASCRIPT };
    const front = { filename: 'fronte.png', type: 'image/png', bytes: await realPng() };
    const stored = await world.t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...multipartHeaders(), ...world.headersOf('customer') },
      payload: multipartBody({ email: world.customerEmail, document: [front, pdf] }),
      remoteAddress: nextRemoteAddress(),
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const privateFiles = (await uploadedFiles(world.t)).filter((file) => file.startsWith('private:'));
    const pdfKey = privateFiles.find((file) => file.endsWith('.pdf'))?.slice('private:'.length);
    expect(pdfKey).toBeDefined();
    // Over a real socket: app.inject would normalize `..` away before the server sees it.
    await world.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = world.t.app.server.address() as AddressInfo;
    for (const url of [
      `/uploads/${pdfKey}`,
      `/uploads/../private/${pdfKey}`,
      `/uploads/%2e%2e/private/${pdfKey}`,
      `/uploads/..%2fprivate%2f${pdfKey?.replaceAll('/', '%2f')}`,
      `/uploads/....//private/${pdfKey}`,
      `/uploads/..\\private\\${pdfKey?.replaceAll('/', '\\')}`,
    ]) {
      const answer = await rawGet(port, url);
      expect(answer.split('\r\n')[0], url).toMatch(/^HTTP\/1\.1 40[34] /);
      expect(answer, url).not.toContain('%PDF');
    }
    const list = (
      await world.t.app.inject({ method: 'GET', url: '/api/documents', headers: world.headersOf('admin') })
    ).json() as { idDoc: number; email: string; fileurl: string }[];
    const latest = list.filter((item) => item.email === world.customerEmail).sort((a, b) => b.idDoc - a.idDoc)[0];
    const back = latest?.fileurl.split(',')[1] ?? '';
    expect(back).toMatch(/^\/api\/document\/\d+\/file\/back$/);
    for (const identity of ['visitor', 'customer', 'adminLogin'] as const) {
      const refused = await world.t.app.inject({ method: 'GET', url: back, headers: world.headersOf(identity) });
      expect(refused.statusCode, identity).toBe(identity === 'visitor' ? 401 : 403);
    }
    const served = await world.t.app.inject({ method: 'GET', url: back, headers: world.headersOf('admin') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('no-store');
    figures.neutralized += 1;
  });
});

describe('the video size limit (4 GB, not written in a test)', () => {
  it('is counted while streaming: one byte over a limit ends the upload and removes the partial file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cammini-video-limit-'));
    try {
      const storage = createLocalStorage({ public: path.join(dir, 'public'), private: path.join(dir, 'private') });
      const limit = 2 * 1024 * 1024;
      const video = oversized('video', limit + 1).bytes as Buffer;
      const chunks = Array.from({ length: Math.ceil(video.length / 65_536) }, (_, i) =>
        video.subarray(i * 65_536, (i + 1) * 65_536),
      );
      await expect(
        storeVideo(storage, Readable.from(chunks), { folder: 'courses', limitBytes: limit }),
      ).rejects.toMatchObject({
        statusCode: 413,
      });
      const left = await readdir(dir, { recursive: true, withFileTypes: true });
      expect(left.filter((entry) => entry.isFile())).toEqual([]);
      const exact = await storeVideo(storage, Readable.from([video.subarray(0, limit)]), {
        folder: 'courses',
        limitBytes: limit,
      });
      expect(exact.bytes).toBe(limit);
      figures.oversized += 1;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses the 4 GB of the contract by default', () => {
    expect(UploadLimits.videoBytes).toBe(4 * 1024 ** 3);
  });
});
