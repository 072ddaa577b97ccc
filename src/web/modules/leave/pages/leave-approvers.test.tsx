/**
 * The approvers' screen in the browser, drawn without the UI kit: the chains as a table whose
 * "change" fills the admin's chain form (a kit part, stood in for here), the tabs as pressed buttons
 * kept in the address, and a holiday opened in its form (also stood in for).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApproverChain, Holiday } from '../../../../common/contracts/leave.contract';
import { addModuleTranslations } from '../../../i18n';
import { stubApi } from '../../../testing/api-stub';
import { leaveBn, leaveEn } from '../leave.i18n';
import LeaveApproversPage from './leave-approvers.page';

vi.mock('../components/leave-parts', () => ({
  ChainFormPart: ({ picked }: { picked: { leaveType: string } | null }) => (
    <output data-testid="chain-form">{picked?.leaveType ?? 'none'}</output>
  ),
  HolidayFormPart: ({ editing }: { editing: Holiday | 'new' | null }) => (
    <output data-testid="holiday-form">
      {editing === null ? 'closed' : editing === 'new' ? 'new' : editing.day}
    </output>
  ),
}));
// The office admin of a district office, also a super admin here, who sees all three tabs.
vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({ activeRole: { OfficeId: 10 } }) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canManageLeaveApprovers: () => true,
  canSeeOfficeLeaveHistory: () => true,
  canManageHolidays: () => true,
}));

beforeAll(() => {
  addModuleTranslations('leave', { bn: leaveBn, en: leaveEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHAINS: ApproverChain[] = [
  {
    leaveType: null,
    desks: [
      {
        deskId: 119,
        labelBn: 'উপপরিচালক, জেলা আইসিটি কার্যালয়, নাটোর',
        labelEn: 'Deputy Director, District ICT Office, Natore',
        officeId: 103,
        holder: { userId: 113, nameBn: 'মোঃ আনোয়ার হোসেন', nameEn: 'Md. Anwar Hossain' },
      },
    ],
  },
];
const HOLIDAY: Holiday = { day: '2026-12-16', nameBn: 'বিজয় দিবস', nameEn: 'Victory Day', moving: false };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  const fetch = stubApi((url) =>
    url.startsWith('/api/leave/approvers')
      ? CHAINS
      : url.startsWith('/api/leave/holidays')
        ? [HOLIDAY]
        : { month: '2026-11', officeId: 103, daysInMonth: 30, items: [] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LeaveApproversPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the leave approvers’ screen', () => {
  it('lists the chains in order, and "change" fills the admin’s form with the chain', async () => {
    renderAt('/leaveapprovers');
    const row = (await screen.findByText(/উপপরিচালক, জেলা আইসিটি কার্যালয়, নাটোর/)).closest('tr') as HTMLElement;
    expect(within(row).getByText('১. উপপরিচালক, জেলা আইসিটি কার্যালয়, নাটোর — মোঃ আনোয়ার হোসেন')).toBeTruthy();
    expect(within(row).getByText(leaveBn.chainAllTypes)).toBeTruthy();
    expect(screen.getByTestId('chain-form').textContent).toBe('none');
    fireEvent.click(within(row).getByRole('button', { name: `${leaveBn.edit}: ${leaveBn.chainAllTypes}` }));
    expect(screen.getByTestId('chain-form').textContent).toBe('all');
  });

  it('keeps the tab in the address, and opens a holiday in its form', async () => {
    const fetch = renderAt('/leaveapprovers?tab=cover');
    await screen.findByText(leaveBn.coverEmpty);
    expect(screen.getByRole('button', { name: leaveBn.coverTab }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: leaveBn.holidaysTab }));
    expect(screen.getByTestId('address').textContent).toBe('?tab=holidays');
    const row = (await screen.findByText('বিজয় দিবস')).closest('tr') as HTMLElement;
    expect(within(row).getByText('১৬/১২/২০২৬')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/leave/holidays?year='),
    );
    fireEvent.click(within(row).getByRole('button', { name: leaveBn.edit }));
    expect(screen.getByTestId('holiday-form').textContent).toBe('2026-12-16');
    const next = new Date().getFullYear() + 1;
    fireEvent.change(screen.getByRole('combobox', { name: leaveBn.year }), {
      target: { value: String(next) },
    });
    expect(screen.getByTestId('address').textContent).toBe(`?tab=holidays&year=${next}`);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`/api/leave/holidays?year=${next}`),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: leaveBn.chainsTab }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });
});
