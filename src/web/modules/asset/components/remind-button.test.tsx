/**
 * The compliance report's reminder button: it asks first (the plain confirmation, lib/confirm.ts),
 * sends only on confirmation, and says how many were reminded.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { assetBn, assetEn } from '../asset.i18n';
import { RemindButton } from './remind-button';

// The toast's host is the app shell's; here the call itself is what the user would see.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

beforeAll(() => {
  addModuleTranslations('asset', { bn: assetBn, en: assetEn });
});
afterEach(async () => {
  cleanup();
  // The question is a <dialog> of the page's body, outside what the test rendered.
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  vi.unstubAllGlobals();
  toast.mockClear();
  await act(() => i18n.changeLanguage('bn'));
});

function renderButton() {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          data: { officeId: 10, fiscalYear: '2025-26', day: '2026-11-26', reminded: 12 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemindButton officeId={10} officeName="জেলা আইসিটি কার্যালয়, রাজশাহী" fiscalYear="2025-26" />
    </QueryClientProvider>,
  );
  return fetch;
}

const posts = (fetch: ReturnType<typeof renderButton>) =>
  fetch.mock.calls.filter((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === 'POST');

describe('<RemindButton>', () => {
  it('asks in Bangla first and sends nothing when cancelled', async () => {
    const fetch = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /দাখিলের তাগিদ পাঠান/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'জেলা আইসিটি কার্যালয়, রাজশাহী-এর যাঁরা ২০২৫-২৬ অর্থবছরের সম্পদ বিবরণী দাখিল করেননি, তাঁদের সবাইকে তাগিদ পাঠাবেন? দিনে একবারই পাঠানো যায়।',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'বাতিল' }));
    // Give a send its chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(fetch)).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on confirmation posts the office and fiscal year once and tells how many were reminded', async () => {
    const fetch = renderButton();
    fireEvent.click(screen.getByRole('button', { name: /দাখিলের তাগিদ পাঠান/ }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'দাখিলের তাগিদ পাঠান' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const [url, init] = posts(fetch)[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/asset/compliance/10/remind');
    expect(JSON.parse(String(init.body))).toEqual({ fiscalYear: '2025-26' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '১২ জনকে তাগিদ পাঠানো হয়েছে'));
  });
});
