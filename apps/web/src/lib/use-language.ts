import type { LanguageCode } from '@cammini/contract';
import { useTranslation } from 'react-i18next';

/** The interface language as the API names it. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'it';
}
