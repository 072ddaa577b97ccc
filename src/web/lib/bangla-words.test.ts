import { describe, expect, it } from 'vitest';
import { numberInBanglaWords, takaInWords } from './bangla-words';

describe('numbers in Bangla words', () => {
  it.each([
    [0, 'শূন্য'],
    [7, 'সাত'],
    [19, 'উনিশ'],
    [45, 'পঁয়তাল্লিশ'],
    [99, 'নিরানব্বই'],
    [100, 'এক শত'],
    [105, 'এক শত পাঁচ'],
    [1_000, 'এক হাজার'],
    [2_550, 'দুই হাজার পাঁচ শত পঞ্চাশ'],
    [100_000, 'এক লক্ষ'],
    [250_000, 'দুই লক্ষ পঞ্চাশ হাজার'],
    [10_000_000, 'এক কোটি'],
    [12_34_56_789, 'বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাত শত ঊননব্বই'],
    [1_23_00_00_000, 'এক শত তেইশ কোটি'],
  ])('%d is %s', (value, words) => {
    expect(numberInBanglaWords(value)).toBe(words);
  });

  it('refuses what is not a whole amount', () => {
    expect(() => numberInBanglaWords(-1)).toThrow(RangeError);
    expect(() => numberInBanglaWords(1.5)).toThrow(RangeError);
  });
});

describe('taka in words', () => {
  it.each([
    ['250000.50', 'দুই লক্ষ পঞ্চাশ হাজার টাকা পঞ্চাশ পয়সা মাত্র'],
    ['850000.00', 'আট লক্ষ পঞ্চাশ হাজার টাকা মাত্র'],
    ['45000', 'পঁয়তাল্লিশ হাজার টাকা মাত্র'],
    ['12.5', 'বারো টাকা পঞ্চাশ পয়সা মাত্র'],
    ['0', 'শূন্য টাকা মাত্র'],
    [1200, 'এক হাজার দুই শত টাকা মাত্র'],
  ])('%s is %s', (amount, words) => {
    expect(takaInWords(amount)).toBe(words);
  });

  it('gives null for text that is not an amount', () => {
    expect(takaInWords('১২০০')).toBeNull();
    expect(takaInWords('12,000')).toBeNull();
    expect(takaInWords('1.234')).toBeNull();
  });
});
