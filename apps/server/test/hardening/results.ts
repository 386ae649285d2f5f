import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where each part of the battery leaves its figures for `write-report.ts` (git-ignored). */
export const RESULTS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', '.tmp', 'hardening');

/** The fixed seed of every generated request; `HARDENING_SEED=… npm run test:hardening` replays another. */
export const HARDENING_SEED = Number(process.env.HARDENING_SEED ?? 20_261_124);

export async function recordResult(name: string, data: unknown): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

export async function readResults(): Promise<Record<string, unknown>> {
  const files = (await readdir(RESULTS_DIR).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const entries = await Promise.all(
    files.map(async (file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(await readFile(path.join(RESULTS_DIR, file), 'utf8')),
    ]),
  );
  return Object.fromEntries(entries);
}

/** A stable 32-bit hash (FNV-1a), to give each route its own seed derived from the battery's. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
