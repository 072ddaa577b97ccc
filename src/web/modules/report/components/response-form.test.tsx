/** The response form's rules in the browser: each field checked as the server checks it, and what is sent. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportField } from '../../../../common/contracts/report.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { reportBn, reportEn } from '../report.i18n';
import { fieldProblem, ResponseForm } from './response-form';

beforeAll(() => {
  addModuleTranslations('report', { bn: reportBn, en: reportEn });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

const FIELDS: ReportField[] = [
  { key: 'visits', labelBn: 'পরিদর্শনের সংখ্যা', labelEn: 'Visits', type: 'number', required: true },
  { key: 'held_on', labelBn: 'সভার তারিখ', labelEn: 'Meeting date', type: 'date', required: false },
  { key: 'note', labelBn: 'অন্যান্য তথ্য', labelEn: 'Other', type: 'text', required: false },
];

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <App>
      <ResponseForm fields={FIELDS} onSubmit={onSubmit} />
    </App>,
  );
  return onSubmit;
}

const errorUnder = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('the response form', () => {
  it('checks values as the server does', () => {
    expect(fieldProblem(FIELDS[0], '')).toBe('validation.report.valueRequired');
    expect(fieldProblem(FIELDS[0], 'বারো')).toBe('validation.report.valueNumber');
    expect(fieldProblem(FIELDS[0], '১২')).toBeNull();
    expect(fieldProblem(FIELDS[1], '2025-02-30')).toBe('validation.report.valueDate');
    expect(fieldProblem(FIELDS[1], '')).toBeNull();
  });

  it('shows the Bangla message under a missing or wrong field and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: reportBn.forward }));
    await waitFor(() => expect(errorUnder('পরিদর্শনের সংখ্যা')).toContain('পরিদর্শনের সংখ্যা আবশ্যক'));
    fireEvent.change(screen.getByLabelText('পরিদর্শনের সংখ্যা'), { target: { value: 'অনেক' } });
    fireEvent.change(screen.getByLabelText('সভার তারিখ'), { target: { value: '2025-13-01' } });
    fireEvent.click(screen.getByRole('button', { name: reportBn.forward }));
    await waitFor(() => expect(errorUnder('পরিদর্শনের সংখ্যা')).toContain('সংখ্যায় লিখুন'));
    expect(errorUnder('সভার তারিখ')).toContain('তারিখ');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values in English digits, with the comment, as a draft or forwarded', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('পরিদর্শনের সংখ্যা'), { target: { value: '১২' } });
    fireEvent.change(screen.getByLabelText('অন্যান্য তথ্য'), { target: { value: 'সব ল্যাব সচল' } });
    fireEvent.click(screen.getByRole('button', { name: reportBn.saveDraft }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      [
        { key: 'visits', value: '12' },
        { key: 'held_on', value: '' },
        { key: 'note', value: 'সব ল্যাব সচল' },
      ],
      false,
      undefined,
    ]);
  });
});
