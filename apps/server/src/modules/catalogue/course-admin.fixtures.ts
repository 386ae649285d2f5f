import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../../../test/support/app.js';
import { multipartPayload, type TestFile } from '../../../test/support/multipart.js';

/** Test helpers of the course forms: real files, multipart requests, and what lies on disk. */

const seedMedia = path.join(import.meta.dirname, '..', '..', 'db', 'seed', 'media');

export async function mp4(name: 'lesson-a' | 'lesson-b' | 'trailer' = 'lesson-a', filename = `${name}.mp4`) {
  return { bytes: await readFile(path.join(seedMedia, `${name}.mp4`)), filename, type: 'video/mp4' } as TestFile;
}

export async function png(filename = 'foto.png', background = '#ffa400'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  return { bytes, filename, type: 'image/png' };
}

/** Text that only claims to be a video. */
export const fakeMp4: TestFile = {
  bytes: Buffer.from('questo non è un video, solo testo'),
  filename: 'lezione.mp4',
  type: 'video/mp4',
};

/** The text fields of a complete in-person course form (a date chosen); override any of them. */
export function courseFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Respiro e radici',
    author: 'giulia  ferrante',
    category: 'autostima',
    intro: 'Un weekend per ritrovare il respiro.',
    location: 'https://www.google.com/maps/search/?api=1&query=Siena',
    description: 'Due giornate insieme.\n\nPranzi inclusi.',
    price: '280',
    affiliatePrice: '28',
    facilitatorPrice: '70,50',
    dateMode: 'scegliData',
    courseStartDate: '2030-05-10',
    courseEndDate: '2030-05-11',
    ...overrides,
  };
}

export type FormParts = Record<string, string | TestFile | (string | TestFile)[]>;

export async function sendForm(t: TestApp, method: 'POST' | 'PUT', url: string, parts: FormParts, token?: string) {
  const { payload, headers } = await multipartPayload(parts);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function filesIn(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** Every file the upload pipeline wrote: public ones as their address, private ones as `private:<key>`. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const publicFiles = (await filesIn(path.join(t.dataDir, 'uploads', 'media'))).map((key) => `/uploads/media/${key}`);
  const privateFiles = (await filesIn(path.join(t.dataDir, 'private', 'media'))).map((key) => `private:media/${key}`);
  return [...publicFiles, ...privateFiles];
}

export const onDisk = async (t: TestApp, url: string) =>
  (await uploadedFiles(t)).includes(url.startsWith('/uploads/') ? url : `private:${url}`);

/** Empties the storage areas between tests. */
export async function clearUploads(t: TestApp): Promise<void> {
  await rm(path.join(t.dataDir, 'uploads', 'media'), { recursive: true, force: true });
  await rm(path.join(t.dataDir, 'private', 'media'), { recursive: true, force: true });
}
