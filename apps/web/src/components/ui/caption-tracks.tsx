import { CAPTION_LANGUAGES, type CaptionLanguage } from '@cammini/contract';
import { useTranslation } from 'react-i18next';

/** One captions file a <video> can show: its language and an address the element may load. */
export interface CaptionTrack {
  language: CaptionLanguage;
  src: string;
}

/**
 * A language's name in the page's language ("Italiano", "Inglese"; "Italian", "English"), from the
 * browser's own list of names: no text to translate, nothing added to any page's bundle.
 */
export function languageName(language: CaptionLanguage, pageLanguage: string): string {
  const name = new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(pageLanguage) + name.slice(1);
}

/** The page's language as a caption language: the one whose track starts showing. */
export function usePageCaptionLanguage(): CaptionLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'it';
}

/** The tracks of `languages` (in the order of CAPTION_LANGUAGES) with their addresses. */
export function captionTracks(
  languages: readonly CaptionLanguage[] | undefined,
  src: (language: CaptionLanguage) => string,
) {
  return CAPTION_LANGUAGES.filter((language) => languages?.includes(language)).map((language) => ({
    language,
    src: src(language),
  }));
}

/**
 * The <track kind="captions"> elements of a video (WCAG 1.2.2), one per language, labelled in the
 * page's language. The page's language starts showing; the player's own controls switch to the
 * other or turn them off.
 */
export function CaptionTracks({ tracks }: { tracks: readonly CaptionTrack[] }) {
  const page = usePageCaptionLanguage();
  return (
    <>
      {tracks.map((track) => (
        <track
          key={track.language}
          kind="captions"
          srcLang={track.language}
          label={languageName(track.language, page)}
          src={track.src}
          default={track.language === page}
        />
      ))}
    </>
  );
}
