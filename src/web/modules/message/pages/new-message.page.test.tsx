/** The compose form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addModuleTranslations } from '../../../i18n';
import { messageApi } from '../message.api';
import { messageBn, messageEn } from '../message.i18n';
import NewMessagePage from './new-message.page';

beforeAll(() => {
  addModuleTranslations('message', { bn: messageBn, en: messageEn });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <NewMessagePage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const errorUnder = (label: string) =>
  screen
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('new message', () => {
  it('asks for a recipient, a subject and the message, and sends nothing without them', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: [] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const send = vi.spyOn(messageApi, 'send');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /পাঠান/ }));
    await waitFor(() => expect(errorUnder('বিষয়')).toBe('বিষয় লিখুন'));
    expect(errorUnder('বার্তা')).toBe('বার্তা লিখুন');
    expect(errorUnder('প্রাপক (কর্মকর্তা বা পদ)')).toBe('অন্তত একজন প্রাপক বা একটি পদ বাছাই করুন');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a subject longer than 300 characters', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: [] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderPage();
    const subject = screen.getByLabelText('বিষয়') as HTMLInputElement;
    // The input caps typing at 300; a pasted longer text is still checked by the schema.
    fireEvent.change(subject, { target: { value: 'ক'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: /পাঠান/ }));
    await waitFor(() => expect(errorUnder('বিষয়')).toBe('লেখাটি অনেক দীর্ঘ'));
  });
});
