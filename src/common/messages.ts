/**
 * Messages the server sends and the browser shows, in Bangla (default) and English.
 * Contracts use these keys as zod messages, so one catalogue serves both sides (SPEC.md §5, §8).
 */

import { coreMessages } from './core.messages';
import { toBanglaDigits } from './digits';
import { moduleMessages } from './modules.messages';

export type Lang = 'bn' | 'en';

const catalogue = { ...moduleMessages, ...coreMessages };

export type MessageKey = keyof typeof catalogue;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue, value);
}

/** Translates a key, filling {{name}} placeholders; unknown keys are returned unchanged. */
export function translate(
  key: string,
  lang: Lang = 'bn',
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? catalogue[key][lang] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    // Numbers read in the message's own digits: ৫ মিনিট in Bangla, 5 minutes in English.
    return typeof value === 'number' && lang === 'bn' ? toBanglaDigits(value) : String(value);
  });
}
