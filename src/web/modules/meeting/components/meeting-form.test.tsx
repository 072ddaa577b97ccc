/** The meeting form's rules in the browser: the contract's messages under the fields, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { meetingBn, meetingEn } from '../meeting.i18n';
import { MeetingForm } from './meeting-form';

beforeAll(() => {
  addModuleTranslations('meeting', { bn: meetingBn, en: meetingEn });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

/** Answers the form's reads (desks, designations, earlier meetings) with nothing, and records every call. */
function renderForm() {
  const fetch = vi.fn(async (url: string) => {
    const data = String(url).includes('/api/meeting/desks') ? [] : { items: [], total: 0 };
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <MeetingForm kind="inter_office" />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const writes = (fetch: ReturnType<typeof renderForm>) =>
  fetch.mock.calls.filter((call) => {
    const init = (call as unknown[])[1] as RequestInit | undefined;
    return init?.method && init.method !== 'GET';
  });

describe('<MeetingForm>', () => {
  it('asks for the subject, the chair, the date and a valid time, and sends nothing without them', async () => {
    const fetch = renderForm();
    fireEvent.change(screen.getByLabelText('শুরুর সময়'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByText('সভার বিষয় লিখুন')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('সভাপতির ডেস্ক নির্বাচন করুন')).toBeTruthy();
    expect(screen.getByText('সভার তারিখ আবশ্যক')).toBeTruthy();
    expect(screen.getByText('সময় ঘণ্টা:মিনিট (যেমন 10:30) আকারে লিখুন')).toBeTruthy();
    expect(screen.getByText('আলোচ্যসূচি লিখুন')).toBeTruthy();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('refuses an online link that is not https', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('অনলাইন লিংক'), { target: { value: 'http://meet.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByText('অনলাইন লিংক https:// দিয়ে শুরু হতে হবে')).toBeTruthy(), {
      timeout: 5000,
    });
  });
});
