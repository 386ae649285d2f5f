import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/i18n';

const languages = [
  { code: 'it', label: 'IT', name: 'Italiano' },
  { code: 'en', label: 'EN', name: 'English' },
] as const;

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={i18n.language === language.code}
          title={language.name}
          onClick={() => void chooseLanguage(language.code)}
        >
          {language.label}
        </button>
      ))}
    </fieldset>
  );
}
