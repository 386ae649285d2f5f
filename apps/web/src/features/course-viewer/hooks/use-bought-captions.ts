import { CAPTION_LANGUAGES, type CaptionLanguage } from '@cammini/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { CaptionTrack } from '../../../components/ui/caption-tracks';
import { boughtCaptionsQuery } from '../api/captions';

/**
 * The captions of a bought video: each language's WebVTT text, read with the session (a <track>
 * sends no header), and tracks that play it from blob: addresses, freed when the video changes.
 */
export function useBoughtCaptions(video: string, languages: readonly CaptionLanguage[] = []) {
  const wanted = CAPTION_LANGUAGES.filter((language) => languages.includes(language));
  const results = useQueries({ queries: wanted.map((language) => boughtCaptionsQuery(video, language)) });
  const texts: Partial<Record<CaptionLanguage, string>> = {};
  wanted.forEach((language, index) => {
    const text = results[index]?.data;
    if (typeof text === 'string') texts[language] = text;
  });
  const key = wanted.map((language, index) => `${language}:${results[index]?.dataUpdatedAt ?? 0}`).join();
  // The texts change exactly when the key does (a language's answer arrived or changed).
  const tracks = useMemo<CaptionTrack[]>(
    () =>
      wanted.flatMap((language) => {
        const text = texts[language];
        return text === undefined
          ? []
          : [{ language, src: URL.createObjectURL(new Blob([text], { type: 'text/vtt' })) }];
      }),
    [video, key],
  );
  useEffect(
    () => () => {
      for (const track of tracks) URL.revokeObjectURL(track.src);
    },
    [tracks],
  );
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  return { texts, tracks, loading, failed };
}
