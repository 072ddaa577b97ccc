/**
 * Amounts in Bangla words, as a bill, a memo or a printed record writes money: "দুই লক্ষ পঞ্চাশ
 * হাজার টাকা পঞ্চাশ পয়সা মাত্র". The South Asian scale (শত, হাজার, লক্ষ, কোটি); above 99 crore
 * the crores are themselves counted in words (এক শত তেইশ কোটি).
 */

/** 0 to 99: Bangla number words are not regular enough to build from tens and units. */
const UNDER_HUNDRED = [
  'শূন্য',
  'এক',
  'দুই',
  'তিন',
  'চার',
  'পাঁচ',
  'ছয়',
  'সাত',
  'আট',
  'নয়',
  'দশ',
  'এগারো',
  'বারো',
  'তেরো',
  'চৌদ্দ',
  'পনেরো',
  'ষোলো',
  'সতেরো',
  'আঠারো',
  'উনিশ',
  'বিশ',
  'একুশ',
  'বাইশ',
  'তেইশ',
  'চব্বিশ',
  'পঁচিশ',
  'ছাব্বিশ',
  'সাতাশ',
  'আটাশ',
  'ঊনত্রিশ',
  'ত্রিশ',
  'একত্রিশ',
  'বত্রিশ',
  'তেত্রিশ',
  'চৌত্রিশ',
  'পঁয়ত্রিশ',
  'ছত্রিশ',
  'সাঁইত্রিশ',
  'আটত্রিশ',
  'ঊনচল্লিশ',
  'চল্লিশ',
  'একচল্লিশ',
  'বিয়াল্লিশ',
  'তেতাল্লিশ',
  'চুয়াল্লিশ',
  'পঁয়তাল্লিশ',
  'ছেচল্লিশ',
  'সাতচল্লিশ',
  'আটচল্লিশ',
  'ঊনপঞ্চাশ',
  'পঞ্চাশ',
  'একান্ন',
  'বাহান্ন',
  'তিপ্পান্ন',
  'চুয়ান্ন',
  'পঞ্চান্ন',
  'ছাপ্পান্ন',
  'সাতান্ন',
  'আটান্ন',
  'ঊনষাট',
  'ষাট',
  'একষট্টি',
  'বাষট্টি',
  'তেষট্টি',
  'চৌষট্টি',
  'পঁয়ষট্টি',
  'ছেষট্টি',
  'সাতষট্টি',
  'আটষট্টি',
  'ঊনসত্তর',
  'সত্তর',
  'একাত্তর',
  'বাহাত্তর',
  'তিয়াত্তর',
  'চুয়াত্তর',
  'পঁচাত্তর',
  'ছিয়াত্তর',
  'সাতাত্তর',
  'আটাত্তর',
  'ঊনআশি',
  'আশি',
  'একাশি',
  'বিরাশি',
  'তিরাশি',
  'চুরাশি',
  'পঁচাশি',
  'ছিয়াশি',
  'সাতাশি',
  'অষ্টাশি',
  'ঊননব্বই',
  'নব্বই',
  'একানব্বই',
  'বিরানব্বই',
  'তিরানব্বই',
  'চুরানব্বই',
  'পঁচানব্বই',
  'ছিয়ানব্বই',
  'সাতানব্বই',
  'আটানব্বই',
  'নিরানব্বই',
];

const SCALES: [value: number, word: string][] = [
  [10_000_000, 'কোটি'],
  [100_000, 'লক্ষ'],
  [1_000, 'হাজার'],
  [100, 'শত'],
];

/** A whole number (0 or more, up to Number.MAX_SAFE_INTEGER) in Bangla words. */
export function numberInBanglaWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value < 100) return UNDER_HUNDRED[value];
  const parts: string[] = [];
  let rest = value;
  for (const [scale, word] of SCALES) {
    const count = Math.floor(rest / scale);
    if (count > 0) {
      parts.push(`${numberInBanglaWords(count)} ${word}`);
      rest %= scale;
    }
  }
  if (rest > 0) parts.push(UNDER_HUNDRED[rest]);
  return parts.join(' ');
}

/**
 * Taka and poisha in words from an amount as the API sends it ('250000.50', English digits, at most
 * two decimals): "… টাকা … পয়সা মাত্র". Null for text that is not such an amount.
 */
export function takaInWords(amount: string | number): string | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(String(amount).trim());
  if (!match) return null;
  const taka = Number(match[1]);
  const poisha = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const words = [`${numberInBanglaWords(taka)} টাকা`];
  if (poisha > 0) words.push(`${numberInBanglaWords(poisha)} পয়সা`);
  return `${words.join(' ')} মাত্র`;
}
