import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestFile } from '../../../test/support/multipart.js';

/** A real (tiny) PNG, so the upload pipeline's content checks and re-encoding run for real. */
export const pngFile = async (color = '#a9541f'): Promise<TestFile> => ({
  filename: 'immagine.png',
  type: 'image/png',
  bytes: await sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** One of the demo seed's short clips: a real MP4. */
export const mp4File = async (): Promise<TestFile> => ({
  filename: 'video.mp4',
  type: 'video/mp4',
  bytes: await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4')),
});

/** The files of a form by field name; a gallery field takes a list. */
export type LandingTestFiles = Record<string, TestFile | TestFile[]>;

/** The builder's text fields for a complete page in URL mode; override any of them. */
export function landingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    urls: 'true',
    title: 'ritiro-di-primavera',
    logourl: 'https://cdn.example.com/logo.png',
    showsocialicons: 'true',
    socialIcons: JSON.stringify([
      { icon: 'fab fa-facebook-f', url: 'https://www.facebook.com/cammini' },
      { icon: 'fab fa-instagram', url: 'https://www.instagram.com/cammini' },
    ]),
    heroTitle: 'Ritiro di primavera',
    heroSubtitle: 'Tre giorni nel bosco',
    heroCtaText: 'Prenota',
    heroBgColor: '#6c757d',
    heroBgImageUrl: 'https://cdn.example.com/bosco.jpg',
    heroVideoUrl: '',
    heroTextColor: '#ffffff',
    heroButtonColor: '#ffa400',
    heroButtonTextColor: '#fff',
    reasons: JSON.stringify([{ icon: 'fas fa-leaf', title: 'Natura', text: 'Silenzio e alberi' }]),
    modules: JSON.stringify([{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio'] }]),
    faqs: JSON.stringify([{ question: 'Serve esperienza?', answer: 'No.' }]),
    photosUrl: 'https://cdn.example.com/1.jpg,https://cdn.example.com/2.jpg',
    videosUrls: 'https://cdn.example.com/v.mp4',
    ...overrides,
  };
}

/** The builder's uploads on disk, as their public addresses. */
export async function landingUploads(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(path.join(root, 'media', 'landing'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/uploads/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .sort();
}
