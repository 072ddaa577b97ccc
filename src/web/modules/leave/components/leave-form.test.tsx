/** The leave form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { leaveBn, leaveEn } from '../leave.i18n';
import { LeaveForm } from './leave-form';

beforeAll(() => {
  addModuleTranslations('leave', { bn: leaveBn, en: leaveEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

/** Answers the desk list (the only read the form makes) and records every call. */
function renderForm() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <LeaveForm open onClose={vi.fn()} onSaved={vi.fn()} />
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

describe('<LeaveForm>', () => {
  it('asks for the dates, the reason and the address, and sends nothing without them', async () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'দাখিল করুন' }));
    await waitFor(() => expect(errorUnder('শুরুর তারিখ')).toBe('ছুটি শুরুর তারিখ আবশ্যক'), { timeout: 5000 });
    expect(errorUnder('শেষের তারিখ')).toBe('ছুটি শেষের তারিখ আবশ্যক');
    expect(errorUnder('ছুটির কারণ')).toBe('ছুটির কারণ লিখুন');
    expect(errorUnder('ছুটিকালীন ঠিকানা')).toBe('ছুটিকালীন ঠিকানা লিখুন');
    expect(writes(fetch)).toHaveLength(0);
  });

  it('shows the casual leave rule: at most ten days at a time', async () => {
    renderForm();
    expect(await screen.findByText('একবারে সর্বোচ্চ ১০ দিন')).toBeTruthy();
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
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(errorUnder('শেষের তারিখ')).toBe('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না'), {
      timeout: 5000,
    });
    expect(writes(fetch)).toHaveLength(0);
  });

  it('speaks English in the English interface', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorUnder('Reason')).toBe('Write the reason for the leave'), {
      timeout: 5000,
    });
  });
});
