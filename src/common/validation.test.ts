/** The input bounds of MODULES.md "Input": ids, text, dates and empty updates. */
import { describe, expect, test } from 'vitest';
import { userRoleFlagsSchema } from './contracts/office-structure.contract';
import {
  dateSchema,
  idSchema,
  isCalendarDate,
  isStorableText,
  MAX_ID,
  pastDateSchema,
  textSchema,
} from './validation';

describe('input primitives', () => {
  test('ids are integers from 1 to 2,147,483,647, from numbers or query text', () => {
    const id = idSchema();
    expect(id.parse('42')).toBe(42);
    expect(id.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, '2147483648', 2 ** 53, '1e400', 'abc', '', Number.NaN, Infinity]) {
      expect(id.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  test('text refuses NUL and lone surrogates, and has a maximum', () => {
    const text = textSchema(10);
    expect(text.parse('  কার্যালয়  ')).toBe('কার্যালয়');
    expect(text.parse('👍 ok')).toBe('👍 ok');
    expect(isStorableText('a\u200fb')).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'a\udc00b', 'x'.repeat(11)]) {
      expect(text.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(text.safeParse('a\u0000b').error?.issues[0].message).toBe('validation.textInvalid');
  });

  test('dates are real calendar days from 1900 to 2100, in English or Bangla digits', () => {
    const date = dateSchema();
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(date.parse('২০২৪-০২-২৯')).toBe('2024-02-29');
    const message = (value: string) => date.safeParse(value).error?.issues[0].message;
    expect(message('2024-02-31')).toBe('validation.dateInvalid');
    expect(message('2023-02-29')).toBe('validation.dateInvalid');
    expect(message('2024-13-01')).toBe('validation.dateInvalid');
    expect(message('24-02-01')).toBe('validation.dateInvalid');
    expect(message('0000-01-01')).toBe('validation.dateOutOfRange');
    expect(message('1899-12-31')).toBe('validation.dateOutOfRange');
    expect(message('2101-01-01')).toBe('validation.dateOutOfRange');
    expect(isCalendarDate('1900-01-01') && isCalendarDate('2100-12-31')).toBe(true);
    expect(pastDateSchema('validation.dobRequired').safeParse('2099-01-01').error?.issues[0].message).toBe(
      'validation.dateInFuture',
    );
  });

  test('an update with nothing to change is refused', () => {
    expect(userRoleFlagsSchema.safeParse({}).error?.issues[0].message).toBe('validation.nothingToChange');
    expect(userRoleFlagsSchema.safeParse({ isOfficeAdmin: true }).success).toBe(true);
  });
});
