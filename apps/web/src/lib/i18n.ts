import type { Language } from '@cammini/contract';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import itCommon from '../locales/it/common.json';

export const LANGUAGE_STORAGE_KEY = 'language';
export type { Language };

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'it';
  } catch {
    return 'it';
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
    lng: storedLanguage(),
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

i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit.
  }
});

export default i18n;
