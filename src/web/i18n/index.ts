/**
 * i18next: Bangla by default, English as fallback (SPEC.md §1). Namespaces: `common` (the shell),
 * `messages` (the catalogue shared with the server) and one per module, added by its manifest.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesFor } from '../../common/messages';
import { bn } from './bn';
import { en } from './en';

export const LANGUAGE_STORAGE_KEY = 'lang';
export type Language = 'bn' | 'en';

function initialLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'bn';
  } catch {
    return 'bn';
  }
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'messages'],
  resources: {
    bn: { common: bn, messages: messagesFor('bn') },
    en: { common: en, messages: messagesFor('en') },
  },
  interpolation: { escapeValue: false },
  // Keys contain dots (messages such as 'error.notFound'), so nesting is off.
  keySeparator: false,
  initImmediate: false,
} as Parameters<typeof i18n.init>[0]);

/** Only a deliberate choice is stored, so a fresh sign-in leaves exactly the SPEC.md §9 keys. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function addModuleTranslations(
  namespace: string,
  resources: { bn: Record<string, string>; en: Record<string, string> },
) {
  i18n.addResourceBundle('bn', namespace, resources.bn, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

export default i18n;
