/** Bangla / English switch; the choice is remembered on this browser. Plain buttons: the sign-in page has it. */
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'bn';
  const option = (language: Language, label: string) => (
    <button
      type="button"
      className="language-switch-option"
      aria-pressed={current === language}
      onClick={() => changeLanguage(language)}
      lang={language}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('language')}</legend>
      {option('bn', t('languageBangla'))}
      {option('en', t('languageEnglish'))}
    </fieldset>
  );
}
