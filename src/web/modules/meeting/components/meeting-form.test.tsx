/**
 * The meeting form in the browser: its rules (the contract's messages under the fields, nothing sent),
 * and its edit mode (a draft's values filled in, saved with the update).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeetingDetail } from '../../../../common/contracts/meeting.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { meetingBn, meetingEn } from '../meeting.i18n';
import { MeetingForm } from './meeting-form';

beforeAll(() => {
  addModuleTranslations('meeting', { bn: meetingBn, en: meetingEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const desk = (deskId: number, labelBn: string, holder: string) => ({
  deskId,
  labelBn,
  labelEn: labelBn,
  officeId: 10,
  holder: { userId: deskId, nameBn: holder, nameEn: holder },
});
const DESKS = [
  desk(10, 'অফিস প্রধান, জেলা আইসিটি কার্যালয়', 'কামরুল হাসান'),
  desk(11, 'প্রোগ্রামার, জেলা আইসিটি কার্যালয়', 'নুসরাত জাহান'),
];
const DISTRICT = { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT office, Rajshahi' };
const HEAD_OFFICE = { id: 2, nameBn: 'প্রধান কার্যালয়', nameEn: 'Head office' };

/** A draft of the district office: its own desk 11 and the head office invited. */
const DRAFT = {
  id: 41,
  kind: 'inter_office',
  title: 'ই-সেবা সমন্বয় সভা',
  meetingType: 'coordination',
  status: 'draft',
  meetingDate: '2026-12-03',
  startTime: '10:30',
  endTime: '12:00',
  venue: 'সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়',
  onlineLink: null,
  office: DISTRICT,
  chair: DESKS[0],
  memoNo: null,
  inviteeCount: 2,
  seriesId: 41,
  previousMeetingId: null,
  papers: [],
  agenda: [
    { no: 1, title: 'ই-সেবার অগ্রগতি পর্যালোচনা', discussion: null, carried: [] },
    { no: 2, title: 'বিবিধ', discussion: null, carried: [] },
  ],
  invitees: [
    {
      id: 1,
      kind: 'desk',
      desk: DESKS[1],
      office: DISTRICT,
      role: null,
      nominee: null,
      substitute: null,
      nominatedAt: null,
      attended: false,
    },
    {
      id: 2,
      kind: 'office',
      desk: null,
      office: HEAD_OFFICE,
      role: null,
      nominee: null,
      substitute: null,
      nominatedAt: null,
      attended: false,
    },
  ],
  decisions: [],
  finalisedAt: null,
  reminderSentAt: null,
  can: {
    edit: true,
    invite: true,
    hold: false,
    minutes: false,
    finalise: false,
    archive: false,
    remind: false,
    attach: true,
    nominate: [],
  },
} as unknown as MeetingDetail;

/** Answers the form's reads (the desks; designations and earlier meetings empty), and records every call. */
function renderForm(meeting?: MeetingDetail, onDone?: () => void) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const data =
      init?.method === 'PUT'
        ? meeting
        : String(url).includes('/api/meeting/desks')
          ? DESKS
          : { items: [], total: 0 };
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MeetingForm kind="inter_office" meeting={meeting} onDone={onDone} />
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
  it('asks for the subject, the chair, the date and a start time, and sends nothing without them', async () => {
    const fetch = renderForm();
    // The browser's time field gives no value while its time is cleared or half entered.
    fireEvent.change(screen.getByLabelText('শুরুর সময়'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByText('সভার বিষয় লিখুন')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('সভাপতির ডেস্ক নির্বাচন করুন')).toBeTruthy();
    expect(screen.getByText('সভার তারিখ আবশ্যক')).toBeTruthy();
    expect(screen.getByText('সভার সময় আবশ্যক')).toBeTruthy();
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

  it('edits a draft: its values filled in, the change saved with the update', async () => {
    const onDone = vi.fn();
    const fetch = renderForm(DRAFT, onDone);
    expect(screen.getByText('খসড়া সভা সম্পাদনা')).toBeTruthy();
    const title = screen.getByLabelText('সভার বিষয়') as HTMLInputElement;
    expect(title.value).toBe('ই-সেবা সমন্বয় সভা');
    const start = screen.getByLabelText('শুরুর সময়') as HTMLInputElement;
    const end = screen.getByLabelText('শেষের সময়') as HTMLInputElement;
    // The browser's own time fields: a phone's number keypad often has no ':' to type.
    expect([start.type, start.value, end.type, end.value]).toEqual(['time', '10:30', 'time', '12:00']);
    expect((screen.getByLabelText('সভার স্থান') as HTMLInputElement).value).toBe('সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়');
    expect((screen.getByLabelText('আলোচ্যসূচি ২') as HTMLInputElement).value).toBe('বিবিধ');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'অফিস' }) as HTMLInputElement).value).toBe('প্রধান কার্যালয়'),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /নুসরাত জাহান/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('combobox', { name: 'সভাপতি' }) as HTMLInputElement).value).toContain('কামরুল হাসান');
    fireEvent.change(title, { target: { value: 'ই-সেবা ও ই-নথি সমন্বয় সভা' } });
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1), { timeout: 5000 });
    const [url, init] = writes(fetch)[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/meeting/meetings/41');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      kind: 'inter_office',
      title: 'ই-সেবা ও ই-নথি সমন্বয় সভা',
      meetingType: 'coordination',
      chairDeskId: 10,
      meetingDate: '2026-12-03',
      startTime: '10:30',
      endTime: '12:00',
      agenda: ['ই-সেবার অগ্রগতি পর্যালোচনা', 'বিবিধ'],
      invitees: [
        { kind: 'desk', deskId: 11 },
        { kind: 'office', officeId: 2 },
      ],
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks for a venue or an online link, and an end after the start, before sending', async () => {
    const fetch = renderForm();
    fireEvent.change(screen.getByLabelText('সভার বিষয়'), { target: { value: 'মাসিক সমন্বয় সভা' } });
    fireEvent.change(screen.getByLabelText('তারিখ'), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText('শেষের সময়'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('আলোচ্যসূচি ১'), { target: { value: 'বিবিধ' } });
    const chair = screen.getByRole('combobox', { name: 'সভাপতি' });
    fireEvent.change(chair, { target: { value: 'কামরুল' } });
    fireEvent.click(await screen.findByRole('option', { name: /কামরুল হাসান/ }));
    fireEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByText('সভার স্থান অথবা অনলাইন লিংক দিন')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByText('শেষের সময় শুরুর সময়ের পরে হতে হবে')).toBeTruthy();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('adds and removes agenda items and offices, each remove button named by its row', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'আলোচ্যসূচি যোগ করুন' }));
    expect(screen.getByLabelText('আলোচ্যসূচি ২')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'আলোচ্যসূচি ১ বাদ দিন' }));
    expect(screen.queryByLabelText('আলোচ্যসূচি ২')).toBeNull();
    expect(screen.queryByRole('button', { name: 'আলোচ্যসূচি ১ বাদ দিন' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'অফিস যোগ করুন' }));
    expect(screen.getAllByRole('combobox', { name: 'অফিস' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'অফিস ২ বাদ দিন' }));
    expect(screen.getAllByRole('combobox', { name: 'অফিস' })).toHaveLength(1);
  });
});
