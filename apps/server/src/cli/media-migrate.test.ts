import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.js';
import type { MediaStorage } from '../lib/uploads/media-storage.js';
import { createS3Storage } from '../lib/uploads/s3-storage.js';

const cli = path.join(import.meta.dirname, 'media-migrate.ts');
let dataDir: string;
let s3: TestS3Server;
let bucket: MediaStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Storage({
    bucket: s3.env.S3_BUCKET ?? '',
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-migrate-'));
  const files: Record<string, string> = {
    'uploads/seed/topics/autostima.webp': 'a picture',
    'uploads/media/articles/2026/ab-12.webp': 'another picture',
    'private/lessons/respira/1.mp4': 'a lesson',
    'private/media/documents/2026/cd-34.pdf': '%PDF-1.4 a document',
    'private/media/courses/2026/half.mp4.part': 'half a video',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
    await writeFile(path.join(dataDir, file), content);
  }
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run media:migrate` as an operator runs it: its exit code and what it printed. */
async function runMigrate(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [stdout, stderr, code] = await Promise.all([
    text(child.stdout),
    text(child.stderr),
    new Promise<number | null>((resolve) => child.on('exit', resolve)),
  ]);
  return { code, stdout, stderr };
}

describe('npm run media:migrate', () => {
  it('refuses to run without S3_BUCKET', async () => {
    const run = await runMigrate({});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('set S3_BUCKET');
  });

  it('copies public uploads and private files to the same keys of the bucket, leaving half-written files out', async () => {
    const run = await runMigrate(s3.env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('4 copied, 0 already in bucket');
    expect(await text(bucket.read('public', 'seed/topics/autostima.webp'))).toBe('a picture');
    expect(await text(bucket.read('public', 'media/articles/2026/ab-12.webp'))).toBe('another picture');
    expect(await text(bucket.read('private', 'lessons/respira/1.mp4'))).toBe('a lesson');
    expect(await text(bucket.read('private', 'media/documents/2026/cd-34.pdf'))).toBe('%PDF-1.4 a document');
    expect(await bucket.size('private', 'media/courses/2026/half.mp4.part')).toBeNull();
    expect(await bucket.size('public', 'lessons/respira/1.mp4')).toBeNull();
  });

  it('is safe to repeat: only what is missing or changed is copied again', async () => {
    await writeFile(path.join(dataDir, 'private/lessons/respira/1.mp4'), 'a longer lesson');
    await bucket.remove('public', 'seed/topics/autostima.webp');
    const run = await runMigrate(s3.env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('2 copied, 2 already in bucket');
    expect(await text(bucket.read('private', 'lessons/respira/1.mp4'))).toBe('a longer lesson');
  });
});
