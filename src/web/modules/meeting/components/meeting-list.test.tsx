/**
 * A meeting list in the browser, drawn without the UI kit: its kind, type and period are the
 * browser's own fields, and each choice goes to the server and stays in the address.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeetingSummary } from '../../../../common/contracts/meeting.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { meetingBn, meetingEn } from '../meeting.i18n';
import { MeetingList } from './meeting-list';

beforeAll(() => {
  addModuleTranslations('meeting', { bn: meetingBn, en: meetingEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const MEETING = {
  id: 41,
  kind: 'inter_office',
  title: 'ই-সেবা সমন্বয় সভা',
  meetingType: 'coordination',
  status: 'invited',
  meetingDate: '2026-12-03',
  startTime: '10:30',
  endTime: '12:00',
  venue: 'সম্মেলন কক্ষ',
  onlineLink: null,
  office: { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT office, Rajshahi' },
  memoNo: null,
  inviteeCount: 2,
} as unknown as MeetingSummary;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderList() {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ success: true, data: { items: [MEETING], total: 1 } })),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MeetingList view="completed" titleKey="completedMeetingListOtherOffice" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const lastRead = (fetch: ReturnType<typeof renderList>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/api/meeting/meetings?'))
    .at(-1) ?? '';

describe('a meeting list', () => {
  it('filters by kind, type and period on the server and keeps them in the address', async () => {
    const fetch = renderList();
    await screen.findByRole('button', { name: MEETING.title });
    expect(screen.getByText(i18n.t('meeting:status_invited'))).toBeTruthy();
    expect(lastRead(fetch)).toContain('view=completed');

    fireEvent.change(screen.getByRole('combobox', { name: meetingBn.allKinds }), {
      target: { value: 'inter_office' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: meetingBn.meetingType }), {
      target: { value: 'coordination' },
    });
    fireEvent.change(screen.getByLabelText(meetingBn.fromDate), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(meetingBn.toDate), { target: { value: '2026-12-31' } });
    await waitFor(() => expect(lastRead(fetch)).toContain('to=2026-12-31'));
    for (const part of ['kind=inter_office', 'meetingType=coordination', 'from=2026-12-01'])
      expect(lastRead(fetch)).toContain(part);
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(address.get('kind')).toBe('inter_office');
    expect(address.get('from')).toBe('2026-12-01');

    // "All kinds" clears the filter again.
    fireEvent.change(screen.getByRole('combobox', { name: meetingBn.allKinds }), { target: { value: '' } });
    await waitFor(() => expect(lastRead(fetch)).not.toContain('kind='));
  });
});
