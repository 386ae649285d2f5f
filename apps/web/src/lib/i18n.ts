import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccounts from '../locales/en/accounts.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import enForms from '../locales/en/forms.json';
import enHome from '../locales/en/home.json';
import itAccounts from '../locales/it/accounts.json';
import itCommon from '../locales/it/common.json';
import itContent from '../locales/it/content.json';
import itForms from '../locales/it/forms.json';
import itHome from '../locales/it/home.json';

export const LANGUAGE_STORAGE_KEY = 'language';
export type Language = 'it' | 'en';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'it';
  } catch {
    return 'it';
  }
}

void i18n.use(initReactI18next).init({
  resources: {
    it: { common: itCommon, accounts: itAccounts, content: itContent, home: itHome, forms: itForms },
    en: { common: enCommon, accounts: enAccounts, content: enContent, home: enHome, forms: enForms },
  },
  lng: storedLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'accounts', 'content', 'home', 'forms'],
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
