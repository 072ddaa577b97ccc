/**
 * The asset statement form's rules in the browser: rows added and removed, the contract's messages
 * under each field when the form is checked (as the page does before each autosave and on submit,
 * the focus moving only on submit), amounts in words, and a submitted statement locked.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AssetContent, emptyContent } from '../../../../common/contracts/asset.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { usePlainForm } from '../../../lib/use-plain-form';
import { assetBn, assetEn } from '../asset.i18n';
import { checkStatement, loadStatementRules, StatementForm } from './statement-form';

beforeAll(() => {
  addModuleTranslations('asset', { bn: assetBn, en: assetEn });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

let current: AssetContent | null = null;

/** The form as the entry page holds it; 'check' and 'check and focus' are its autosave's and submit's checks. */
function Harness({
  onChange,
  disabled = false,
  initial = emptyContent(),
}: {
  onChange: () => void;
  disabled?: boolean;
  initial?: AssetContent;
}) {
  const form = usePlainForm<AssetContent>(initial, 'asset');
  current = form.values;
  const check = async (focus: boolean) =>
    checkStatement(form, await loadStatementRules(), form.values, { focus });
  return (
    <>
      <StatementForm form={form} disabled={disabled} onChange={onChange} />
      <button type="button" onClick={() => check(false)}>
        check
      </button>
      <button type="button" onClick={() => check(true)}>
        check and focus
      </button>
    </>
  );
}

const errorOf = (id: string) => document.getElementById(`asset-${id}-error`)?.textContent ?? null;
const field = (id: string) => document.getElementById(`asset-${id}`) as HTMLInputElement | null;
const type = (id: string, value: string) =>
  fireEvent.change(field(id) as HTMLInputElement, { target: { value } });
const check = async (focus = false) => {
  fireEvent.click(screen.getByRole('button', { name: focus ? 'check and focus' : 'check' }));
  await act(() => loadStatementRules());
};

describe('<StatementForm>', () => {
  it('adds a land row, wants its location, and the value in English digits shown in Bangla words', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /সারি যোগ করুন: খ\. স্থাবর সম্পদ/ }));
    expect(field('immovable-0-location')).not.toBeNull();
    type('immovable-0-value', '১২০০০০০');
    await check();
    await waitFor(() => expect(errorOf('immovable-0-location')).toBe('অবস্থান (মৌজা, দাগ বা ঠিকানা) আবশ্যক'));
    expect(errorOf('immovable-0-value')).toBe('টাকার অঙ্ক ইংরেজি অঙ্কে লিখুন (যেমন 2500000 বা 2500000.50)');
    expect(field('immovable-0-value')?.getAttribute('aria-invalid')).toBe('true');
    // The autosave's check leaves the focus where the person is typing.
    expect(document.activeElement).toBe(document.body);
    type('immovable-0-location', 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭');
    type('immovable-0-value', '1200000');
    await screen.findByText('কথায়: বারো লক্ষ টাকা মাত্র');
    expect(errorOf('immovable-0-value')).toBeNull();
    expect(onChange).toHaveBeenCalled();
    expect(current?.immovable[0]).toMatchObject({
      owner: 'self',
      kind: 'land',
      location: 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭',
      value: '1200000',
    });
    await check();
    expect(errorOf('immovable-0-location')).toBeNull();
  });

  it("wants a dependant's name, and a submit's check takes the focus to it", async () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /সারি যোগ করুন: পোষ্যের নাম/ }));
    fireEvent.change(screen.getByLabelText('সম্পর্ক'), { target: { value: 'daughter' } });
    expect(current?.dependants[0]).toEqual({ name: '', relation: 'daughter' });
    await check(true);
    await waitFor(() => expect(errorOf('dependants-0-name')).toBe('নাম আবশ্যক'));
    // The focus moves in an effect after the messages are drawn.
    await waitFor(() => expect(document.activeElement).toBe(field('dependants-0-name')));
  });

  it('removes a row by its named button', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /সারি যোগ করুন: ঙ\. আয়ের উৎস/ }));
    expect(field('income-0-annualAmount')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ঙ. আয়ের উৎস-এর ১ নম্বর সারি মুছুন' }));
    expect(field('income-0-annualAmount')).toBeNull();
    expect(current?.income).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add a row: D\. Liabilities and loans/ }));
    expect(field('liabilities-0-lender')).not.toBeNull();
    await check();
    await waitFor(() => expect(errorOf('liabilities-0-lender')).toBe('The lender is required'));
  });

  it('shows a submitted statement locked: its rows, and no row added or removed', () => {
    const initial = {
      ...emptyContent(),
      movable: [{ owner: 'self', kind: 'cash', description: 'হাতে নগদ', value: '50000' }],
    } satisfies AssetContent;
    render(<Harness onChange={vi.fn()} disabled initial={initial} />);
    expect(field('movable-0-description')?.value).toBe('হাতে নগদ');
    expect(field('movable-0-description')?.matches(':disabled')).toBe(true);
    expect(screen.getByText('কথায়: পঞ্চাশ হাজার টাকা মাত্র')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /সারি যোগ করুন/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /সারি মুছুন/ })).toBeNull();
  });
});
