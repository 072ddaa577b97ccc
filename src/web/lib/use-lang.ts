/** The interface language as a hook, for screens that show Bangla or English names and digits. */
import { useTranslation } from 'react-i18next';
import type { UiLang } from './format';

export function useLang(): UiLang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'bn';
}
