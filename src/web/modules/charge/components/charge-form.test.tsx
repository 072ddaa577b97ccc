/** The give-charge form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { chargeBn, chargeEn } from '../charge.i18n';
import { ChargeForm } from './charge-form';

beforeAll(() => {
  addModuleTranslations('charge', { bn: chargeBn, en: chargeEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

function renderForm() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ChargeForm open onClose={vi.fn()} onGiven={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return fetch;
}

const errorUnder = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

const writes = (fetch: ReturnType<typeof renderForm>) =>
  fetch.mock.calls.filter((call) => {
    const init = (call as unknown[])[1] as RequestInit | undefined;
    return init?.method && init.method !== 'GET';
  });

describe('<ChargeForm>', () => {
  it('asks for the post, the officer, the days and the order number, and sends nothing without them', async () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'দায়িত্ব দিন' }));
    await waitFor(() => expect(errorUnder('পদ')).toBe('যে পদের দায়িত্ব দেবেন তা নির্বাচন করুন'), { timeout: 5000 });
    expect(errorUnder('দায়িত্বপ্রাপ্ত কর্মকর্তা')).toBe('দায়িত্ব গ্রহণকারী কর্মকর্তা নির্বাচন করুন');
    expect(errorUnder('স্মারক নম্বর')).toBe('অফিস আদেশের স্মারক নম্বর লিখুন');
    expect(errorUnder('শুরুর তারিখ')).toBeTruthy();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('refuses a last day before the first day', async () => {
    const fetch = renderForm();
    const from = screen.getByLabelText('শুরুর তারিখ');
    const to = screen.getByLabelText('শেষের তারিখ');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '১০/১২/২০২৬' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    fireEvent.mouseDown(to);
    fireEvent.change(to, { target: { value: '০১/১২/২০২৬' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'দায়িত্ব দিন' }));
    await waitFor(() => expect(errorUnder('শেষের তারিখ')).toBe('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না'), {
      timeout: 5000,
    });
    expect(writes(fetch)).toHaveLength(0);
  });
});
