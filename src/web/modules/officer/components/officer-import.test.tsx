/** The import's table of mistakes: row numbers in the interface's digits, ten to a page. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRowError } from '../../../../common/contracts/officer.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { officerBn, officerEn } from '../officer.i18n';
import { ImportErrorTable, rowErrorsOf } from './officer-import';

beforeAll(() => {
  addModuleTranslations('officer', { bn: officerBn, en: officerEn });
  // jsdom has no ResizeObserver, which antd's table and pagination watch.
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

/** Twelve mistakes: rows 2 to 13 of the file, a bad NID each. */
const errors: ImportRowError[] = Array.from({ length: 12 }, (_, index) => ({
  row: index + 2,
  column: 'জাতীয় পরিচয়পত্র নম্বর',
  field: 'nid',
  message: 'জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে',
}));

/** The table's body rows as [row, column, mistake] text. */
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('<ImportErrorTable>', () => {
  it('lists row, column and mistake with Bangla row numbers, ten to a page', () => {
    render(<ImportErrorTable errors={errors} />);
    const firstPage = bodyRows();
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]).toEqual(['২', 'জাতীয় পরিচয়পত্র নম্বর', 'জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে']);
    expect(screen.getByText('মোট ১২টি ভুল')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }));
    expect(bodyRows().map((row) => row[0])).toEqual(['১২', '১৩']);
  });

  it('writes row numbers in English digits in the English interface', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<ImportErrorTable errors={errors.slice(0, 1)} />);
    expect(screen.getByRole('columnheader', { name: 'Row' })).toBeTruthy();
    expect(bodyRows()[0][0]).toBe('2');
    expect(screen.getByText('Mistakes in all: 1')).toBeTruthy();
  });
});

describe('rowErrorsOf', () => {
  it('takes the row mistakes of a refused file and nothing of other failures', () => {
    const refused = new ApiError(400, 'ভুল আছে', errors.slice(0, 2) as unknown as ApiError['fieldErrors']);
    expect(rowErrorsOf(refused).map((error) => error.row)).toEqual([2, 3]);
    const wrongType = new ApiError(415, 'ফাইলের ধরন সঠিক নয়!', [
      { field: 'file', message: 'ফাইলের ধরন সঠিক নয়!' },
    ]);
    expect(rowErrorsOf(wrongType)).toEqual([]);
    expect(rowErrorsOf(new Error('network'))).toEqual([]);
  });
});
