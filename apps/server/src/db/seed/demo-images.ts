import { avatarSvg, type HairStyle, landscapeSvg } from './demo-art.js';
import type { SeedMediaWriter } from './demo-media.js';
import { randomFrom } from './demo-random.js';

export type ImageKind = 'topics' | 'articles' | 'courses' | 'online-courses' | 'members';

/** One picture to draw: where it goes and what seeds its look. */
export type ImageJob =
  | { kind: ImageKind; fileName: string; seed: string; art: 'landscape' }
  | { kind: 'members'; fileName: string; seed: string; art: 'avatar'; hair: HairStyle };

const COVER = { width: 1200, height: 800 } as const;
const AVATAR_SIZE = 600;
/** A few renders at a time keep two cores busy without piling up decoded bitmaps in memory. */
const CONCURRENCY = 3;

/** The address the site serves a seeded image under (/uploads/<key> of the public storage area). */
export const seedImageUrl = (kind: ImageKind, fileName: string) => `/uploads/seed/${kind}/${fileName}`;

export function coverJob(kind: ImageKind, slug: string, seed: string): ImageJob {
  return { kind, fileName: `${slug}.webp`, seed, art: 'landscape' };
}

export function avatarJob(slug: string, seed: string, hair: HairStyle): ImageJob {
  return { kind: 'members', fileName: `${slug}.webp`, seed, art: 'avatar', hair };
}

export const jobUrl = (job: ImageJob) => seedImageUrl(job.kind, job.fileName);

function svgFor(job: ImageJob): string {
  const random = randomFrom(job.seed);
  return job.art === 'avatar'
    ? avatarSvg(random, job.hair, AVATAR_SIZE)
    : landscapeSvg(random, COVER.width, COVER.height);
}

async function renderImage(job: ImageJob, storage: SeedMediaWriter): Promise<void> {
  // Loaded when there is a picture to draw: a server started on seeded data never loads libvips.
  const { default: sharp } = await import('sharp');
  const webp = await sharp(Buffer.from(svgFor(job)))
    .webp({ quality: 70, effort: 3 })
    .toBuffer();
  await storage.write('public', `seed/${job.kind}/${job.fileName}`, webp);
}

/** Runs the jobs with a small pool of workers; rejects on the first failure. */
async function runPooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Draws every picture into the public storage area, under `seed/<kind>/`. */
export async function writeDemoImages(jobs: readonly ImageJob[], storage: SeedMediaWriter): Promise<void> {
  await runPooled(jobs, CONCURRENCY, (job) => renderImage(job, storage));
}
