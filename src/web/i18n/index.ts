/**
 * i18next: Bangla by default, English as fallback (SPEC.md §1). Namespaces: `common` (the shell),
 * `messages` (the catalogue shared with the server: its core at once, the modules' part with the
 * first screen that shows it) and one per module, added by its manifest.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreMessages } from '../../common/core.messages';
import type { Lang } from '../../common/messages';
import { bn } from './bn';
import { en } from './en';

export const LANGUAGE_STORAGE_KEY = 'lang';
export type Language = 'bn' | 'en';

/** One language of a catalogue of the server's messages, as i18n resources. */
function inLanguage(catalogue: Record<string, Record<Lang, string>>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, value[lang]]));
}

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
    bn: { common: bn, messages: inLanguage(coreMessages, 'bn') },
    en: { common: en, messages: inLanguage(coreMessages, 'en') },
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

let serverMessages: Promise<void> | undefined;

/**
 * The modules' part of the server's messages (their checks and states, about 22 KB): not in the
 * first load, where the sign-in page, home and the dashboard need only the core.
 */
export function loadServerMessages(): Promise<void> {
  serverMessages ??= import('../../common/modules.messages').then(({ moduleMessages }) => {
    i18n.addResourceBundle('bn', 'messages', inLanguage(moduleMessages, 'bn'), true, false);
    i18n.addResourceBundle('en', 'messages', inLanguage(moduleMessages, 'en'), true, false);
  });
  // A failed download (a lost connection) is tried again on the next navigation.
  serverMessages.catch(() => {
    serverMessages = undefined;
  });
  return serverMessages;
}

/** Every registered catalogue: for screens that name other modules' pages (app security's registry). */
export const loadAllTranslations = async (): Promise<void> => {
  await Promise.all([loadTranslations(loaders.keys()), loadServerMessages()]);
};

/** The namespace of a 'namespace:key' key, if it has one. */
export const namespaceOf = (key: string): string | undefined =>
  key.includes(':') ? key.slice(0, key.indexOf(':')) : undefined;

export default i18n;
