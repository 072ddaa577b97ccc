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

export type Catalogue = { bn: Record<string, string>; en: Record<string, string> };
export type CatalogueLoader = () => Promise<Catalogue>;

export function addModuleTranslations(namespace: string, resources: Catalogue) {
  i18n.addResourceBundle('bn', namespace, resources.bn, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

/*
 * Module catalogues are not part of the app's first load: each module registers a loader, and a
 * route loads the namespaces it shows (its own, its breadcrumb's and its side menu's) before it
 * renders (app/router.tsx).
 */
const loaders = new Map<string, CatalogueLoader>();
const loading = new Map<string, Promise<void>>();

export function registerModuleTranslations(namespace: string, loader: CatalogueLoader): void {
  loaders.set(namespace, loader);
}

/** Loads the registered catalogues of `namespaces` not loaded yet; unknown namespaces are skipped. */
export async function loadTranslations(namespaces: Iterable<string>): Promise<void> {
  const pending = [...new Set(namespaces)].flatMap((namespace) => {
    const loader = loaders.get(namespace);
    if (!loader || i18n.hasResourceBundle('bn', namespace)) return [];
    let promise = loading.get(namespace);
    if (!promise) {
      promise = loader().then((catalogue) => addModuleTranslations(namespace, catalogue));
      // A failed download (a lost connection) is tried again on the next navigation.
      promise.catch(() => loading.delete(namespace));
      loading.set(namespace, promise);
    }
    return [promise];
  });
  await Promise.all(pending);
}

/** Every registered catalogue: for screens that name other modules' pages (app security's registry). */
export const loadAllTranslations = (): Promise<void> => loadTranslations(loaders.keys());

/** The namespace of a 'namespace:key' key, if it has one. */
export const namespaceOf = (key: string): string | undefined =>
  key.includes(':') ? key.slice(0, key.indexOf(':')) : undefined;

export default i18n;
