/**
 * A desk's pending list drawn plain: the reports nobody has started for the current period as links
 * above the table, each response a row with its status tags, and the fiscal year sent to the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssignedReport, ResponseSummary } from '../../../../common/contracts/report.contract';
import { addModuleTranslations } from '../../../i18n';
import type { PendingPage } from '../report.api';
import { reportBn, reportEn } from '../report.i18n';
import CreationPendingReportsPage from './creation-pending-reports.page';

beforeAll(() => {
  addModuleTranslations('report', { bn: reportBn, en: reportEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const office = { id: 103, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT Office, Rajshahi' };
const returned: ResponseSummary = {
  id: 7,
  report: {
    id: 3,
    code: 'DLAB-M',
    titleBn: 'ডিজিটাল ল্যাবের মাসিক প্রতিবেদন',
    titleEn: 'Digital lab',
    frequency: 'monthly',
  },
  office,
  fiscalYear: 2025,
  periodNo: 4,
  periodEnd: '2025-10-31',
  dueDate: '2025-11-28',
  status: 1,
  returned: true,
  late: false,
  submittedAt: null,
  updatedAt: '2025-11-20T04:00:00.000Z',
};
const notStarted: AssignedReport = {
  report: {
    id: 5,
    code: 'ESC-M',
    titleBn: 'ই-সেবা কেন্দ্রের মাসিক প্রতিবেদন',
    titleEn: 'E-service centre',
    frequency: 'monthly',
    dueDay: 28,
    ownerOffice: { id: 1, nameBn: 'প্রধান কার্যালয়', nameEn: 'Head office' },
  },
  office,
  current: { fiscalYear: 2025, periodNo: 4, due: '2025-11-28', responseId: null, status: null },
  stages: ['creator'],
};

function renderList(page: PendingPage) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: page }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/report-mgt/creation-pending-reports']}>
        <CreationPendingReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => fetch.mock.calls.map((call) => String((call as unknown[])[0]));
}

describe('a pending list of the desk', () => {
  it('links the reports not started and each response, with its status and "sent back"', async () => {
    const asked = renderList({ items: [returned], total: 1, notStarted: [notStarted] });
    const start = await screen.findByRole('link', { name: /ই-সেবা কেন্দ্রের মাসিক প্রতিবেদন/ });
    expect(start.getAttribute('href')).toBe('/report-mgt/my-report-details/ESC-M?fy=2025&period=4');
    screen.getByText('চলতি সময়কালের প্রতিবেদন এখনো শুরু হয়নি');
    const row = screen.getByRole('link', { name: /ডিজিটাল ল্যাবের মাসিক প্রতিবেদন/ });
    expect(row.getAttribute('href')).toBe(
      '/report-mgt/my-report-details/DLAB-M?office=103&fy=2025&response=7',
    );
    const cells = row.closest('.data-table-row')?.textContent ?? '';
    expect(cells).toContain('প্রস্তুত হচ্ছে');
    expect(cells).toContain('ফেরত এসেছে');
    expect(asked().at(-1)).toContain('/api/report-mgt/creation-pending-reports');
  });

  it('says nothing waits when empty, and asks again for the fiscal year chosen', async () => {
    const asked = renderList({ items: [], total: 0, notStarted: [] });
    await screen.findByText('এই ধাপে আপনার ডেস্কে কোনো প্রতিবেদন অপেক্ষায় নেই');
    const year = screen.getByRole('combobox', { name: 'অর্থবছর' }) as HTMLSelectElement;
    expect(year.value).toBe('');
    const choice = year.options[2]?.value as string;
    fireEvent.change(year, { target: { value: choice } });
    await waitFor(() => expect(asked().at(-1)).toContain(`fiscalYear=${choice}`));
  });
});
