/** Bangla / English switch; the choice is remembered on this browser. Plain buttons: the sign-in page has it. */
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n';
import { OptionGroup } from './option-group';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <OptionGroup<Language>
      legend={t('language')}
      value={i18n.language === 'en' ? 'en' : 'bn'}
      onChange={changeLanguage}
      options={[
        { value: 'bn', label: t('languageBangla'), lang: 'bn' },
        { value: 'en', label: t('languageEnglish'), lang: 'en' },
      ]}
    />
  );
}
