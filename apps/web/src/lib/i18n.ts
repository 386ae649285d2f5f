import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enForms from '../locales/en/forms.json';
import itCommon from '../locales/it/common.json';
import itForms from '../locales/it/forms.json';

export const LANGUAGE_STORAGE_KEY = 'language';
export type Language = 'it' | 'en';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'it';
  } catch {
    return 'it';
  }
}

/**
 * The layout's texts (common, and forms for the footer's newsletter form) are bundled; every other
 * namespace is its own small chunk, fetched with the route that needs it (see app/router.tsx), so
 * public pages never download the admin's texts.
 */
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .init({
    partialBundledLanguages: true,
    resources: {
      it: { common: itCommon, forms: itForms },
      en: { common: enCommon, forms: enForms },
    },
    lng: storedLanguage(),
    fallbackLng: 'it',
    defaultNS: 'common',
    ns: ['common', 'forms'],
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
