/**
 * Searching the manual in the reader's language: every word of the query must appear in a section
 * (its title or text). Bangla is compared in NFC (ড় and য় have two encodings) with its digits read
 * as digits, and English without case, so "ছুটি", "১০" and "Excel" find what they should.
 */
import type { Lang, ManualChapter } from './content/manual-types';

export interface ManualHit {
  chapterId: string;
  chapterTitle: string;
  sectionKey: string;
  sectionTitle: string;
  /** The sentence around the first match, for the result list. */
  excerpt: string;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The form both sides are compared in. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .toLocaleLowerCase('en');
}

const EXCERPT_RADIUS = 60;

function excerptAround(text: string, word: string): string {
  const at = normaliseForSearch(text).indexOf(word);
  if (at < 0) return text.slice(0, EXCERPT_RADIUS * 2);
  const start = Math.max(0, at - EXCERPT_RADIUS);
  const end = Math.min(text.length, at + word.length + EXCERPT_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export function searchManual(chapters: readonly ManualChapter[], query: string, lang: Lang): ManualHit[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: ManualHit[] = [];
  for (const chapter of chapters) {
    for (const section of chapter.sections) {
      const title = section.title[lang];
      const paragraphs = section.body[lang];
      const haystack = normaliseForSearch([chapter.title[lang], title, ...paragraphs].join('\n'));
      if (!words.every((word) => haystack.includes(word))) continue;
      const paragraph = paragraphs.find((text) => normaliseForSearch(text).includes(words[0])) ?? title;
      hits.push({
        chapterId: chapter.id,
        chapterTitle: chapter.title[lang],
        sectionKey: section.key,
        sectionTitle: title,
        excerpt: excerptAround(paragraph, words[0]),
      });
    }
  }
  return hits;
}
