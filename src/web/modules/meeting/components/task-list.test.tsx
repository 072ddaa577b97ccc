/**
 * A task list in the browser, drawn without the UI kit: its search and overdue filter go to the
 * server (and stay in the address), and a task's "complete" opens the kit's dialog, which sends the
 * note with the completion.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeetingTask } from '../../../../common/contracts/meeting.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { meetingBn, meetingEn } from '../meeting.i18n';
import { TaskList } from './task-list';

beforeAll(() => {
  addModuleTranslations('meeting', { bn: meetingBn, en: meetingEn });
  // The kit's dialog measures itself.
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const TASK: MeetingTask = {
  id: 7,
  meetingId: 41,
  meetingTitle: 'ই-সেবা সমন্বয় সভা',
  meetingDate: '2026-12-03',
  agendaNo: 1,
  text: 'উপজেলা পর্যায়ে ই-সেবার তালিকা হালনাগাদ করতে হবে',
  responsibleDesk: {
    deskId: 11,
    labelBn: 'প্রোগ্রামার, জেলা আইসিটি কার্যালয়',
    labelEn: 'Programmer, District ICT office',
    officeId: 10,
    holder: { userId: 11, nameBn: 'নুসরাত জাহান', nameEn: 'Nusrat Jahan' },
  },
  responsibleOffice: null,
  deadline: '2026-12-20',
  status: 'open',
  overdue: false,
  completedAt: null,
  completionNote: null,
  can: { complete: true },
};

/** The address the list keeps its filters in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderList() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const data = init?.method === 'POST' ? { ...TASK, status: 'done' } : { items: [TASK], total: 1 };
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TaskList view="pending" titleKey="allMeetingPendingTaskView" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const reads = (fetch: ReturnType<typeof renderList>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/meeting/tasks?'));

describe('the task list', () => {
  it('searches and filters overdue tasks on the server, keeping both in the address', async () => {
    const fetch = renderList();
    await screen.findByText(TASK.text);
    expect(reads(fetch)[0]).toContain('view=pending');

    const search = screen.getByRole('searchbox', { name: meetingBn.searchTask });
    fireEvent.change(search, { target: { value: ' ই-সেবা ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(reads(fetch).at(-1)).toContain(`search=${encodeURIComponent('ই-সেবা')}`));

    fireEvent.click(screen.getByRole('checkbox', { name: meetingBn.overdueOnly }));
    await waitFor(() => expect(reads(fetch).at(-1)).toContain('overdue=true'));
    expect(reads(fetch).at(-1)).toContain(`search=${encodeURIComponent('ই-সেবা')}`);
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(address.get('search')).toBe('ই-সেবা');
    expect(address.get('overdue')).toBe('true');
  });

  it('completes a task with a note in the dialog the kit draws when first opened', async () => {
    const fetch = renderList();
    await screen.findByText(TASK.text);
    expect(document.querySelector('.ant-modal')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: meetingBn.complete }));
    const note = await screen.findByLabelText(meetingBn.completionNote, {}, { timeout: 10_000 });
    fireEvent.change(note, { target: { value: 'তালিকা হালনাগাদ করা হয়েছে' } });
    const dialog = await screen.findByRole('dialog');
    const ok = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent?.replace(/\s/g, '') === meetingBn.complete.replace(/\s/g, ''),
    );
    fireEvent.click(ok as HTMLButtonElement);

    await waitFor(() => {
      const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[0]).toBe('/api/meeting/tasks/7/complete');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ note: 'তালিকা হালনাগাদ করা হয়েছে' });
    });
  }, 30_000);
});
