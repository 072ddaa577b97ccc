/**
 * A message read without the UI kit: its body, the reply as a link to the compose form, the sender's
 * read receipts, and an unread copy marked read once opened.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageDetail } from '../../../../common/contracts/message.contract';
import { addModuleTranslations } from '../../../i18n';
import { messageBn, messageEn } from '../message.i18n';
import MessageViewPage from './message-view.page';

beforeAll(() => addModuleTranslations('message', { bn: messageBn, en: messageEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENDER = { userId: 12, nameBn: 'নুসরাত জাহান', nameEn: 'Nusrat Jahan', designation: null };
const MESSAGE: MessageDetail = {
  id: 5,
  threadId: 5,
  subject: 'এপিএ-র অগ্রগতি',
  body: 'প্রথম প্রান্তিকের প্রতিবেদন প্রস্তুত।',
  link: null,
  sender: SENDER,
  recipients: [
    {
      kind: 'user',
      id: 3,
      nameBn: 'কামরুল হাসান',
      nameEn: 'Kamrul Hasan',
      designation: null,
      office: null,
      readAt: null,
      readBy: null,
    },
  ],
  attachments: [],
  thread: [],
  mine: true,
  unread: true,
  createdAt: '2025-11-20T04:00:00.000Z',
};

function renderView() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data: MESSAGE }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/messages/view/5']}>
        <Routes>
          <Route path="/messages/view/:id" element={<MessageViewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('a message opened', () => {
  it('shows the body, a reply link to the compose form and the unread receipt, and marks it read', async () => {
    const fetch = renderView();
    await screen.findByText('প্রথম প্রান্তিকের প্রতিবেদন প্রস্তুত।');
    const reply = screen.getByRole('link', { name: /উত্তর দিন/ });
    expect(reply.getAttribute('href')).toBe('/messages/new-message?replyTo=5');
    expect(screen.getByTestId('receipt-unread').textContent).toBe('এখনো পড়েননি');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/message/messages/5/read'))).toBe(
        true,
      ),
    );
  });
});
