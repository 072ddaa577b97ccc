/**
 * The honorarium bills in the browser, drawn without the UI kit: the status filter goes to the server
 * and stays in the address, and an approval is asked by the bill's number before it is sent. The
 * forms and the bill's dialog are the kit parts (exam-parts.tsx), stood in for here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExamBill } from '../../../../common/contracts/exam.contract';
import { addModuleTranslations } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { examBn, examEn } from '../exam.i18n';
import { BillList } from './bill-list';

vi.mock('./exam-parts', () => ({
  CreateBillPart: () => null,
  PayBillPart: () => null,
  BillViewPart: ({ bill }: { bill: ExamBill | null }) => (
    <output data-testid="viewing">{bill?.billNo ?? ''}</output>
  ),
}));
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
// The exam desk that approves bills but makes none.
vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({}) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canApproveExamBills: () => true,
  canCreateExamBills: () => false,
  canPayExamBills: () => false,
}));

beforeAll(() => addModuleTranslations('exam', { bn: examBn, en: examEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const person = { userId: 1, nameBn: 'রহিম', nameEn: 'Rahim' };
const BILL = {
  id: 7,
  billNo: 'EB-2025-0007',
  exam: { id: 1, nameBn: 'অফিস সহায়ক নিয়োগ পরীক্ষা', nameEn: 'Office assistant exam' },
  expert: {
    id: 3,
    nameBn: 'সাবরিনা হক',
    nameEn: 'Sabrina Haque',
    designation: 'প্রভাষক',
    institution: 'রাজশাহী কলেজ',
    mobile: '01711000000',
  },
  subject: { id: 2, code: '101', nameBn: 'গণিত', nameEn: 'Mathematics' },
  lines: [],
  gross: 4200,
  tax: 420,
  stamp: 10,
  net: 3770,
  status: 'created',
  createdBy: person,
  createdAt: '2025-06-01T00:00:00Z',
  approvedBy: null,
  approvedAt: null,
  paidBy: null,
  paidOn: null,
  paymentRef: null,
  bank: {
    id: 4,
    routingNo: '200811358',
    bankNameBn: 'সোনালী ব্যাংক',
    bankNameEn: 'Sonali Bank',
    branchNameBn: 'রাজশাহী',
    branchNameEn: 'Rajshahi',
    district: 'রাজশাহী',
  },
  accountName: 'সাবরিনা হক',
  accountNo: '1234567890',
} satisfies ExamBill;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderBills(mode: 'all' | 'approval') {
  const fetch = vi.fn(async (url: string) => {
    const data = String(url).startsWith('/api/exam/bills')
      ? { items: [BILL], total: 1 }
      : { items: [], total: 0 };
    return new Response(JSON.stringify({ success: true, data }));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/exam-mgt/exam-bills']}>
        <BillList mode={mode} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const billCalls = (fetch: ReturnType<typeof vi.fn>, method = 'GET') =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith('/api/exam/bills') && (init?.method ?? 'GET') === method)
    .map(([url]) => String(url));

describe('<BillList>', () => {
  it('filters by status on the server and keeps it in the address', async () => {
    const fetch = renderBills('all');
    await screen.findByText('সাবরিনা হক');
    expect(screen.getByText('৩,৭৭০')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: examBn.status }), { target: { value: 'paid' } });
    await waitFor(() => expect(billCalls(fetch).at(-1)).toContain('status=paid'));
    expect(screen.getByTestId('address').textContent).toContain('status=paid');
    fireEvent.click(screen.getByRole('button', { name: examBn.view }));
    expect(screen.getByTestId('viewing').textContent).toBe(BILL.billNo);
  });

  it('asks before an approval, then sends it', async () => {
    const fetch = renderBills('approval');
    await waitFor(() => expect(billCalls(fetch)[0]).toContain('status=created'));
    fireEvent.click(await screen.findByRole('button', { name: examBn.approve }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('EB-২০২৫-০০০৭');
    expect(billCalls(fetch, 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(billCalls(fetch, 'POST')).toEqual(['/api/exam/bills/7/approve']));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', examBn.approved));
  });
});
