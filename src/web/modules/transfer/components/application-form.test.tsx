/** The transfer application form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { transferBn, transferEn } from '../transfer.i18n';
import { ApplicationForm } from './application-form';

beforeAll(() => {
  addModuleTranslations('transfer', { bn: transferBn, en: transferEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

/** Answers the offices and districts searches with empty pages; records every call. */
function renderForm() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { items: [], total: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ApplicationForm open onClose={vi.fn()} onApplied={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return fetch;
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter((call) => (call[1] as RequestInit | undefined)?.method === 'POST');

const errorUnder = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('<ApplicationForm>', () => {
  it('asks for the reason and sends nothing without it', async () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'আবেদন দাখিল করুন' }));
    await waitFor(() => expect(errorUnder('বদলির কারণ')).toBe('বদলির কারণ লিখুন'));
    expect(posts(fetch)).toHaveLength(0);
  });

  it('wants a reason of at least ten characters', async () => {
    const fetch = renderForm();
    fireEvent.change(screen.getByLabelText('বদলির কারণ'), { target: { value: 'বদলি চাই' } });
    fireEvent.click(screen.getByRole('button', { name: 'আবেদন দাখিল করুন' }));
    await waitFor(() => expect(errorUnder('বদলির কারণ')).toBe('কারণটি অন্তত ১০ অক্ষরে লিখুন'));
    expect(posts(fetch)).toHaveLength(0);
  });

  it('wants at least one preferred office or district', async () => {
    const fetch = renderForm();
    fireEvent.change(screen.getByLabelText('বদলির কারণ'), {
      target: { value: 'পারিবারিক কারণে নিজ জেলায় বদলি প্রয়োজন।' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'আবেদন দাখিল করুন' }));
    await waitFor(() => expect(screen.getByText('অন্তত একটি পছন্দের অফিস বা জেলা নির্বাচন করুন')).toBeTruthy());
    expect(posts(fetch)).toHaveLength(0);
  });

  it('speaks English in the English interface', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(errorUnder('Reason for transfer')).toBe('Write the reason for the transfer'));
  });
});
