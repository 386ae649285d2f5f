import { CAPTION_LANGUAGES, type CaptionLanguage } from '@cammini/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { videoCaptions } from '../../db/schema/captions.js';

/** The caption languages of each of `videos` that has any, in the order of CAPTION_LANGUAGES. */
export async function selectCaptionLanguages(
  db: Executor,
  videos: readonly string[],
): Promise<Map<string, CaptionLanguage[]>> {
  const found = new Map<string, CaptionLanguage[]>();
  if (videos.length === 0) return found;
  const rows = await db
    .select({ video: videoCaptions.video, language: videoCaptions.language })
    .from(videoCaptions)
    .where(inArray(videoCaptions.video, [...new Set(videos)]));
  for (const { video, language } of rows) found.set(video, [...(found.get(video) ?? []), language]);
  for (const languages of found.values()) languages.sort((a, b) => rank(a) - rank(b));
  return found;
}
const rank = (language: CaptionLanguage) => CAPTION_LANGUAGES.indexOf(language);

export async function selectCaptionsText(
  db: Executor,
  video: string,
  language: CaptionLanguage,
): Promise<string | undefined> {
  const [row] = await db
    .select({ vtt: videoCaptions.vtt })
    .from(videoCaptions)
    .where(and(eq(videoCaptions.video, video), eq(videoCaptions.language, language)))
    .limit(1);
  return row?.vtt;
}

/** Writes the video's captions in a language, replacing any it had. */
export async function upsertCaptions(db: Executor, video: string, language: CaptionLanguage, vtt: string) {
  await db
    .insert(videoCaptions)
    .values({ video, language, vtt })
    .onConflictDoUpdate({ target: [videoCaptions.video, videoCaptions.language], set: { vtt, updatedAt: sql`now()` } });
}

/** Deletes the video's captions in a language; answers whether there were any. */
export async function deleteCaptions(db: Executor, video: string, language: CaptionLanguage): Promise<boolean> {
  const rows = await db
    .delete(videoCaptions)
    .where(and(eq(videoCaptions.video, video), eq(videoCaptions.language, language)))
    .returning({ video: videoCaptions.video });
  return rows.length > 0;
}

/** Deletes every caption of these videos (videos their owners no longer show). */
export async function deleteCaptionsOfVideos(db: Executor, videos: readonly string[]): Promise<void> {
  if (videos.length === 0) return;
  await db.delete(videoCaptions).where(inArray(videoCaptions.video, [...new Set(videos)]));
}
