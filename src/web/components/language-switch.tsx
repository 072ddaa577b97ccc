import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n';

/** Bangla / English switch; the choice is remembered on this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('language')}
      size="small"
      value={i18n.language === 'en' ? 'en' : 'bn'}
      onChange={changeLanguage}
      options={[
        { label: t('languageBangla'), value: 'bn' },
        { label: t('languageEnglish'), value: 'en' },
      ]}
    />
  );
}
