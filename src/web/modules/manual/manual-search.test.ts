/** Searching the manual: Bangla words, either encoding of a letter, Bangla or English digits, English. */
import { describe, expect, it } from 'vitest';
import { manualChapters } from './content/chapters';
import { normaliseForSearch, searchManual } from './manual-search';

const places = (query: string, lang: 'bn' | 'en' = 'bn') =>
  searchManual(manualChapters, query, lang).map((hit) => `${hit.chapterId}/${hit.sectionKey}`);

describe('searchManual', () => {
  it('a Bangla word finds the sections that contain it, and only those', () => {
    const found = places('নামঞ্জুর');
    expect(found).toContain('leave/approve');
    expect(found).toContain('transfer/approve');
    for (const place of found) {
      const [chapterId, key] = place.split('/');
      const section = manualChapters
        .find((chapter) => chapter.id === chapterId)
        ?.sections.find((item) => item.key === key);
      const text = [section?.title.bn, ...(section?.body.bn ?? [])].join(' ');
      expect(text).toContain('নামঞ্জুর');
    }
    expect(found).not.toContain('profile/basic');
  });

  it('every word must be there; the result says where it is', () => {
    expect(places('ছুটি কর্মদিবস')).toEqual(['leave/apply']);
    const [hit] = searchManual(manualChapters, 'কর্মদিবস', 'bn');
    expect(hit).toMatchObject({ chapterTitle: 'ছুটি ব্যবস্থাপনা', sectionTitle: 'ছুটির আবেদন' });
    expect(hit.excerpt).toContain('কর্মদিবস');
  });

  it('য় typed as one letter or as য + nukta finds the same sections', () => {
    const single = 'সম\u09DFসীমা';
    const twoPart = 'সম\u09AF\u09BCসীমা';
    expect(single).not.toBe(twoPart);
    expect(places(single).length).toBeGreaterThan(0);
    expect(places(twoPart)).toEqual(places(single));
  });

  it('Bangla and English digits are the same digits', () => {
    expect(normaliseForSearch('উৎসে কর (১০%)')).toBe(normaliseForSearch('উৎসে কর (10%)'));
    expect(places('১০%')).toEqual(['exam/bills']);
    expect(places('10%')).toEqual(['exam/bills']);
  });

  it('English searches the English text, without case', () => {
    expect(places('EFT reference', 'en')).toEqual(['exam/bills']);
    expect(places('ছুটি', 'en')).toEqual([]);
  });

  it('an empty search or one nothing matches finds nothing', () => {
    expect(places('   ')).toEqual([]);
    expect(places('অপ্রাসঙ্গিকশব্দ')).toEqual([]);
  });
});
