/** The compose form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientOption } from '../../../../common/contracts/message.contract';
import { addModuleTranslations } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { errorUnder, field } from '../../../testing/plain-form';
import { messageApi } from '../message.api';
import { messageBn, messageEn } from '../message.i18n';
import NewMessagePage from './new-message.page';

beforeAll(() => {
  addModuleTranslations('message', { bn: messageBn, en: messageEn });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The checks download with the contract on the first send; on a busy machine that takes a while.
const SLOW = { timeout: 10_000 };

const KAMRUL: RecipientOption = {
  kind: 'user',
  id: 12,
  nameBn: 'কামরুল হাসান',
  nameEn: 'Kamrul Hasan',
  designation: { id: 3, nameBn: 'সহকারী কমিশনার', nameEn: 'Assistant Commissioner' },
  office: { id: 7, nameBn: 'জেলা প্রশাসকের কার্যালয়, রাজশাহী', nameEn: 'DC Office, Rajshahi' },
};
const DESK: RecipientOption = {
  kind: 'desk',
  id: 40,
  nameBn: 'অফিস সহকারী',
  nameEn: 'Office assistant',
  designation: null,
  office: null,
};

/** The server lists these recipients for any search. */
function serve(recipients: RecipientOption[] = []) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, data: recipients }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewMessagePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const RECIPIENTS = 'প্রাপক (কর্মকর্তা বা পদ)';
const sendButton = () => fireEvent.click(screen.getByRole('button', { name: /পাঠান/ }));
/** Opens the recipients' list and chooses the option named `name`. */
async function choose(name: RegExp) {
  fireEvent.click(field(RECIPIENTS));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('new message', () => {
  it('asks for a recipient, a subject and the message, and sends nothing without them', async () => {
    serve();
    const send = vi.spyOn(messageApi, 'send');
    renderPage();
    sendButton();
    await waitFor(() => expect(errorUnder('বিষয়')).toBe('বিষয় লিখুন'), SLOW);
    expect(errorUnder('বার্তা')).toBe('বার্তা লিখুন');
    expect(errorUnder(RECIPIENTS)).toBe('অন্তত একজন প্রাপক বা একটি পদ বাছাই করুন');
    expect(send).not.toHaveBeenCalled();
    // The first field with a problem takes the focus.
    // The focus moves in an effect after the messages are drawn.
    await waitFor(() => expect(document.activeElement).toBe(field(RECIPIENTS)));
  });

  it('refuses a subject longer than 300 characters', async () => {
    serve();
    renderPage();
    // The input caps typing at 300; a pasted longer text is still checked by the schema.
    fireEvent.change(field('বিষয়'), { target: { value: 'ক'.repeat(301) } });
    sendButton();
    await waitFor(() => expect(errorUnder('বিষয়')).toBe('লেখাটি অনেক দীর্ঘ'), SLOW);
  });

  it('sends to the officers and desks chosen from the search, each shown as a tag that can be removed', async () => {
    serve([KAMRUL, DESK]);
    const send = vi.spyOn(messageApi, 'send').mockResolvedValue({ id: 5, threadId: 5 });
    renderPage();
    await choose(/কামরুল হাসান/);
    await choose(/পদ: অফিস সহকারী/);
    // A chosen one leaves the list.
    fireEvent.click(field(RECIPIENTS));
    expect(screen.queryByRole('option', { name: /কামরুল হাসান/ })).toBeNull();
    fireEvent.blur(field(RECIPIENTS));
    expect(
      screen.getByRole('button', {
        name: 'কামরুল হাসান, সহকারী কমিশনার, জেলা প্রশাসকের কার্যালয়, রাজশাহী বাদ দিন',
      }),
    ).toBeTruthy();
    // Removed, the desk is not written to.
    fireEvent.click(screen.getByRole('button', { name: 'পদ: অফিস সহকারী বাদ দিন' }));
    fireEvent.change(field('বিষয়'), { target: { value: 'সভার নোটিশ' } });
    fireEvent.change(field('বার্তা'), { target: { value: 'আগামীকাল সকাল দশটায় সভা।' } });
    sendButton();
    await waitFor(() => expect(send).toHaveBeenCalled(), SLOW);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      toUserIds: [12],
      toDeskIds: [],
      subject: 'সভার নোটিশ',
      attachmentIds: [],
    });
  });

  it("shows the server's refusal of the recipients under the recipients", async () => {
    serve([KAMRUL]);
    vi.spyOn(messageApi, 'send').mockRejectedValue(
      new ApiError(400, 'তথ্য সঠিক নয়', [{ field: 'toUserIds', message: 'এই প্রাপককে বার্তা পাঠানো যায় না' }]),
    );
    renderPage();
    await choose(/কামরুল হাসান/);
    fireEvent.change(field('বিষয়'), { target: { value: 'সভার নোটিশ' } });
    fireEvent.change(field('বার্তা'), { target: { value: 'আগামীকাল সভা।' } });
    sendButton();
    await waitFor(() => expect(errorUnder(RECIPIENTS)).toBe('এই প্রাপককে বার্তা পাঠানো যায় না'), SLOW);
  });
});
