import { describe, expect, it } from 'vitest';
import { bengaliDate, fiscalYearOf, formatBengaliDate, formatDate, formatNumber } from './format';

describe('Bengali calendar (revised 2019)', () => {
  it.each([
    ['2025-04-14', 1, 'বৈশাখ', 1432],
    ['2025-12-16', 1, 'পৌষ', 1432],
    ['2026-02-21', 8, 'ফাল্গুন', 1432],
    ['2026-03-26', 12, 'চৈত্র', 1432],
    ['2026-04-13', 30, 'চৈত্র', 1432],
    ['2026-11-21', 6, 'অগ্রহায়ণ', 1433],
    ['2024-03-14', 30, 'ফাল্গুন', 1430],
    ['2024-03-15', 1, 'চৈত্র', 1430],
  ])('%s is %i %s %i', (iso, day, month, year) => {
    const [y, m, d] = iso.split('-').map(Number);
    expect(bengaliDate(new Date(y, m - 1, d))).toEqual({ day, month, year });
  });

  it('writes the date in Bangla digits with বঙ্গাব্দ', () => {
    expect(formatBengaliDate(new Date(2025, 11, 16))).toBe('১ পৌষ ১৪৩২ বঙ্গাব্দ');
  });
});

describe('numbers and dates', () => {
  it('uses Bangla digits in Bangla and English digits in English', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatDate(new Date(2026, 0, 5), 'bn')).toBe('০৫/০১/২০২৬');
    expect(formatDate(new Date(2026, 0, 5), 'en')).toBe('05/01/2026');
  });

  it('puts July to June in one fiscal year', () => {
    expect(fiscalYearOf(new Date(2024, 6, 1))).toBe('2024-25');
    expect(fiscalYearOf(new Date(2025, 5, 30))).toBe('2024-25');
    expect(fiscalYearOf(new Date(2025, 6, 1))).toBe('2025-26');
  });
});
