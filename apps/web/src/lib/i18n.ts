import type { Language } from '@cammini/contract';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import itCommon from '../locales/it/common.json';
import { isServerRendered } from './page-data';

/** The visitor's choice is kept in local storage and in a cookie of this name, which the server reads. */
export const LANGUAGE_STORAGE_KEY = 'language';
export type { Language };

const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The language the visitor chose here, if any. */
export function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return saved === 'en' || saved === 'it' ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The language of the first render. A page the server rendered was drawn in the language of its
 * `lang` attribute, and hydration must draw the same; otherwise the saved choice, else Italian.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return 'it';
  if (isServerRendered()) return document.documentElement.lang === 'en' ? 'en' : 'it';
  return savedLanguage() ?? 'it';
}

function saveLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit.
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves.
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  }
}

/**
 * Only the layout's Italian texts (common) are bundled: Italian is the first visit's language. Every
 * other namespace, and every English one, is its own small chunk, fetched with the route that needs
 * it (see app/router.tsx) or with the language, so public pages never download the admin's texts and
 * Italian visitors never download the English ones. `i18nReady` settles once the stored language's
 * layout texts are there.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .init({
    partialBundledLanguages: true,
    resources: { it: { common: itCommon } },
    lng: initialLanguage(),
    fallbackLng: 'it',
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

function applyLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyLanguage(i18n.language);

i18n.on('languageChanged', applyLanguage);

/** The visitor picks a language: shown at once and kept for their next visits. */
export async function chooseLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;
