/** The bank branch form's rules in the browser: a routing number of 9 digits, nothing sent otherwise. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { examBn, examEn } from '../exam.i18n';
import { BankBranchForm } from './bank-branch-form';

beforeAll(() => {
  addModuleTranslations('exam', { bn: examBn, en: examEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

function renderForm() {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ success: true, data: { id: 9 } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <BankBranchForm editing={null} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return fetch;
}

const errorUnder = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('<BankBranchForm>', () => {
  it('refuses a routing number that is not 9 digits and sends nothing', async () => {
    const fetch = renderForm();
    fill('রাউটিং নম্বর', '১২৩৪৫৬৭৮');
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(errorUnder('রাউটিং নম্বর')).toBe('রাউটিং নম্বর ৯ অঙ্কের হতে হবে'));
    expect(errorUnder('ব্যাংকের নাম (বাংলা)')).toBe('নাম লিখুন');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a complete branch, its routing number typed in Bangla digits', async () => {
    const fetch = renderForm();
    fill('রাউটিং নম্বর', '২০০৮১১৩৫৮');
    fill('ব্যাংকের নাম (বাংলা)', 'সোনালী ব্যাংক পিএলসি');
    fill('ব্যাংকের নাম (ইংরেজি)', 'Sonali Bank PLC');
    fill('শাখার নাম (বাংলা)', 'রাজশাহী কর্পোরেট শাখা');
    fill('শাখার নাম (ইংরেজি)', 'Rajshahi Corporate');
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/exam/bank-branches');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body)).bankNameEn).toBe('Sonali Bank PLC');
  });
});
