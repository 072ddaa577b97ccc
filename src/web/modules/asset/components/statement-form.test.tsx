/** The asset statement form's rules in the browser: the contract's messages under each field, and amounts in words. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AssetContent, emptyContent } from '../../../../common/contracts/asset.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { assetBn, assetEn } from '../asset.i18n';
import { StatementForm } from './statement-form';

beforeAll(() => {
  addModuleTranslations('asset', { bn: assetBn, en: assetEn });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

let formRef: ReturnType<typeof Form.useForm<AssetContent>>[0] | null = null;

function Harness({ onChange, disabled = false }: { onChange: () => void; disabled?: boolean }) {
  const [form] = Form.useForm<AssetContent>();
  formRef = form;
  return (
    <App>
      <StatementForm form={form} initial={emptyContent()} disabled={disabled} onChange={onChange} />
    </App>
  );
}

const errorOf = (id: string) =>
  document.getElementById(id)?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')
    ?.textContent ?? null;
const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('<StatementForm>', () => {
  it('adds a land row, wants its location, and the value in English digits shown in Bangla words', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /সারি যোগ করুন: খ\. স্থাবর সম্পদ/ }));
    await waitFor(() => expect(document.getElementById('immovable_0_location')).not.toBeNull());
    type('immovable_0_value', '১২০০০০০');
    await act(async () => {
      await formRef?.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(errorOf('immovable_0_location')).toBe('অবস্থান (মৌজা, দাগ বা ঠিকানা) আবশ্যক'));
    expect(errorOf('immovable_0_value')).toBe('টাকার অঙ্ক ইংরেজি অঙ্কে লিখুন (যেমন 2500000 বা 2500000.50)');
    type('immovable_0_location', 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭');
    type('immovable_0_value', '1200000');
    await screen.findByText('কথায়: বারো লক্ষ টাকা মাত্র');
    await waitFor(() => expect(errorOf('immovable_0_value')).toBeNull());
    expect(onChange).toHaveBeenCalled();
    expect(formRef?.getFieldsValue(true).immovable[0]).toMatchObject({
      owner: 'self',
      kind: 'land',
      location: 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭',
      value: '1200000',
    });
  });

  it('removes a row by its named button', async () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /সারি যোগ করুন: ঙ\. আয়ের উৎস/ }));
    await waitFor(() => expect(document.getElementById('income_0_annualAmount')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ঙ. আয়ের উৎস-এর 1 নম্বর সারি মুছুন' }));
    await waitFor(() => expect(document.getElementById('income_0_annualAmount')).toBeNull());
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add a row: D\. Liabilities and loans/ }));
    await waitFor(() => expect(document.getElementById('liabilities_0_lender')).not.toBeNull());
    await act(async () => {
      await formRef?.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(errorOf('liabilities_0_lender')).toBe('The lender is required'));
  });
});
