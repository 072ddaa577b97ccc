/** Who covers whom in the browser: the month's absences and charges in Bangla digits, month paging. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CoverMonth } from '../../../../common/contracts/leave.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { leaveBn, leaveEn } from '../leave.i18n';
import { dayRuns, OfficeCover, shiftMonth } from './leave-cover';

beforeAll(() => {
  addModuleTranslations('leave', { bn: leaveBn, en: leaveEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const november: CoverMonth = {
  month: '2026-11',
  officeId: 103,
  daysInMonth: 30,
  items: [
    {
      applicationId: 7,
      applicant: { userId: 113, nameBn: 'মোঃ আনোয়ার হোসেন', nameEn: 'Md. Anwar Hossain' },
      desk: { deskId: 119, nameBn: 'উপপরিচালক', nameEn: 'Deputy Director' },
      leaveType: 'earned_full',
      fromDate: '2026-11-23',
      toDate: '2026-12-02',
      days: [23, 24, 25, 26, 27, 28, 29, 30],
      covers: [
        {
          chargeId: 3,
          acting: { userId: 114, nameBn: 'মৌসুমী খাতুন', nameEn: 'Mousumi Khatun' },
          kind: 'current',
          fromDate: '2026-11-23',
          toDate: '2026-11-28',
          days: [23, 24, 25, 26, 27, 28],
        },
      ],
      uncovered: [29, 30],
    },
  ],
};

function renderCover() {
  const fetch = vi.fn(async (url: string) => {
    const month = new URL(url, 'http://localhost').searchParams.get('month');
    const data = month === '2026-11' ? november : { ...november, month, items: [] };
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OfficeCover initialMonth="2026-11" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('<OfficeCover>', () => {
  it('shows who is away on which days and who holds the desk, in Bangla digits', async () => {
    renderCover();
    const row = (await screen.findByText('মোঃ আনোয়ার হোসেন')).closest('tr') as HTMLElement;
    expect(within(row).getByText('উপপরিচালক')).toBeTruthy();
    expect(within(row).getByText('২৩–৩০')).toBeTruthy();
    expect(within(row).getByText('মৌসুমী খাতুন')).toBeTruthy();
    expect(within(row).getByText('চলতি দায়িত্ব')).toBeTruthy();
    expect(within(row).getByText('২৩–২৮')).toBeTruthy();
    expect(within(row).getByText('২৯–৩০')).toBeTruthy();
    expect(within(row).getByText('২৩/১১/২০২৬ – ০২/১২/২০২৬')).toBeTruthy();
  });

  it('pages by month, and says when no one is away', async () => {
    const fetch = renderCover();
    await screen.findByText('মোঃ আনোয়ার হোসেন');
    fireEvent.click(screen.getByRole('button', { name: /পরের মাস/ }));
    await waitFor(() => expect(screen.getByText('এ মাসে অফিসের কেউ অনুমোদিত ছুটিতে নেই')).toBeTruthy());
    expect(fetch.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining('month=2026-12'),
    );
  });

  it('counts months and runs of days', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(dayRuns([1, 2, 3, 7, 9, 10])).toBe('1–3, 7, 9–10');
    expect(dayRuns([])).toBe('');
  });
});
