/**
 * The approval dialog at the last desk: it names the desk the applicant proposed for the charge,
 * searches the office's desks on the server, sends a changed choice with the approval, and when the
 * server refuses the choice shows its message and keeps the dialog open (nothing was approved).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeaveDetail } from '../../../../common/contracts/leave.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { leaveBn, leaveEn } from '../leave.i18n';
import { LeaveDetailDrawer } from './leave-detail';

beforeAll(() => {
  addModuleTranslations('leave', { bn: leaveBn, en: leaveEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const person = (userId: number, nameBn: string) => ({ userId, nameBn, nameEn: nameBn });
const desk = (deskId: number, labelBn: string, holder: ReturnType<typeof person>) => ({
  deskId,
  labelBn,
  labelEn: labelBn,
  officeId: 103,
  holder,
});

const application: LeaveDetail = {
  id: 7,
  leaveType: 'casual',
  status: 'pending',
  fromDate: '2030-03-10',
  toDate: '2030-03-11',
  days: 2,
  applicant: person(115, 'জাহিদুল ইসলাম'),
  office: { id: 103, nameBn: 'জেলা আইসিটি কার্যালয়, নাটোর', nameEn: 'District ICT Office, Natore' },
  currentDesk: desk(119, 'উপপরিচালক', person(113, 'সাইফুল ইসলাম')),
  step: 1,
  steps: 1,
  submittedAt: '2030-03-01T04:00:00.000Z',
  decidedAt: null,
  createdAt: '2030-03-01T04:00:00.000Z',
  reason: 'বিবাহ অনুষ্ঠান',
  addressDuringLeave: 'নাটোর',
  chargeDesk: desk(124, 'অফিস সহায়ক', person(116, 'রাশেদুল ইসলাম')),
  decisionNote: null,
  chain: [desk(119, 'উপপরিচালক', person(113, 'সাইফুল ইসলাম'))],
  actions: [],
  attachments: [],
  applicantBalance: null,
  can: { edit: false, submit: false, cancel: false, attach: false, decide: ['approve', 'return', 'reject'] },
};

const choice = (deskId: number, roleBn: string, holder: ReturnType<typeof person>) => ({
  deskId,
  roleBn,
  roleEn: roleBn,
  officeBn: 'নাটোর',
  officeEn: 'Natore',
  holder,
});

/** Answers the application, the server's choices, and the decision (`decision` decides how). */
function renderDrawer(decision: () => Response) {
  const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/decision') && init?.method === 'POST') return decision();
    if (url.includes('/charge-desks'))
      return json(
        url.includes('search=')
          ? [choice(120, 'প্রোগ্রামার', person(114, 'মৌসুমী খাতুন'))]
          : [choice(124, 'অফিস সহায়ক', person(116, 'রাশেদুল ইসলাম'))],
      );
    return json(application);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <LeaveDetailDrawer id={7} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof renderDrawer>) => {
  const call = fetch.mock.calls.find(
    ([url, init]) => String(url).includes('/decision') && init?.method === 'POST',
  );
  return call ? JSON.parse(String(call[1]?.body)) : null;
};

async function openApproval() {
  fireEvent.click(await screen.findByRole('button', { name: 'অনুমোদন' }));
  const title = await screen.findByText('আবেদন #৭: অনুমোদন?');
  return title.closest('.ant-modal') as HTMLElement;
}

describe('the approval dialog at the last desk', () => {
  it('names the proposed desk, searches on the server, and approves with the changed choice', async () => {
    const fetch = renderDrawer(() => new Response(JSON.stringify({ success: true, data: application })));
    const dialog = await openApproval();
    expect(within(dialog).getByTestId('charge-named').textContent).toContain('অফিস সহায়ক — রাশেদুল ইসলাম');
    const select = within(dialog).getByLabelText('দায়িত্ব পালনকারী ডেস্ক');
    fireEvent.change(select, { target: { value: 'মৌসুমী' } });
    await waitFor(
      () =>
        expect(fetch.mock.calls.some(([url]) => String(url).includes('charge-desks?search=%E0%A6%AE'))).toBe(
          true,
        ),
      { timeout: 3000 },
    );
    fireEvent.click(await screen.findByText('প্রোগ্রামার — মৌসুমী খাতুন'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন' }));
    await waitFor(() => expect(bodyOf(fetch)).toEqual({ action: 'approve', chargeDeskId: 120 }));
  });

  it('shows the charge rule’s message and stays open when the server refuses the choice', async () => {
    const message = 'দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন';
    const fetch = renderDrawer(
      () => new Response(JSON.stringify({ success: false, message }), { status: 409 }),
    );
    const dialog = await openApproval();
    fireEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(bodyOf(fetch)).toEqual({ action: 'approve' });
    expect(screen.getByText('আবেদন #৭: অনুমোদন?')).toBeTruthy();
  });
});
