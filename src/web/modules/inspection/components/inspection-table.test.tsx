/**
 * The inspection lists in the browser, drawn without the UI kit: status and period are the browser's
 * own fields, each choice goes to the server and stays in the address, and a draft of one's own opens
 * the form while any other row opens its visit report.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InspectionSummary } from '../../../../common/contracts/inspection.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { inspectionBn, inspectionEn } from '../inspection.i18n';
import { InspectionTable } from './inspection-table';

beforeAll(() => {
  addModuleTranslations('inspection', { bn: inspectionBn, en: inspectionEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const DRAFT = {
  id: 12,
  planId: 7,
  status: 'draft',
  visitDate: '2026-12-03',
  inspector: { id: 3, nameBn: 'রহিম উদ্দিন', nameEn: 'Rahim Uddin' },
  office: { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT office, Rajshahi' },
  targetOffice: { id: 11, nameBn: 'উপজেলা পরিষদ, পবা', nameEn: 'Upazila Parishad, Paba' },
  lab: null,
  templateName: 'মাসিক পরিদর্শন',
  templateVersion: 1,
  score: null,
  maxScore: null,
  recommendationCount: 2,
  submittedAt: null,
} as unknown as InspectionSummary;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderList(props: Parameters<typeof InspectionTable>[0]) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ success: true, data: { items: [DRAFT], total: 1 } })),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route path="*" element={<InspectionTable {...props} />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const lastRead = (fetch: ReturnType<typeof renderList>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/api/inspection/inspections?'))
    .at(-1) ?? '';

describe('an inspection list', () => {
  it('filters by office, status and period on the server and keeps them in the address', async () => {
    const fetch = renderList({ title: inspectionBn.selfInspectionList, scope: 'own' });
    await screen.findByText(DRAFT.targetOffice.nameBn);
    expect(screen.getByText(inspectionBn.inspection_draft, { selector: '.plain-tag' })).toBeTruthy();
    expect(lastRead(fetch)).toContain('scope=own');

    fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.status }), {
      target: { value: 'submitted' },
    });
    fireEvent.change(screen.getByLabelText(inspectionBn.fromDate), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(inspectionBn.toDate), { target: { value: '2026-12-31' } });
    const search = screen.getByRole('searchbox', { name: inspectionBn.searchOffice });
    fireEvent.change(search, { target: { value: 'পবা' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastRead(fetch)).toContain('to=2026-12-31'));
    await waitFor(() => expect(lastRead(fetch)).toContain('search='));
    for (const part of ['status=submitted', 'from=2026-12-01']) expect(lastRead(fetch)).toContain(part);
    const address = new URLSearchParams((screen.getByTestId('address').textContent ?? '').split('?')[1]);
    expect(address.get('status')).toBe('submitted');
    expect(address.get('search')).toBe('পবা');

    // "All statuses" clears the filter again.
    fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.status }), { target: { value: '' } });
    await waitFor(() => expect(lastRead(fetch)).not.toContain('status='));
  });

  it('opens a draft of one own in the form', async () => {
    renderList({ title: inspectionBn.selfInspectionList, scope: 'own' });
    fireEvent.click(await screen.findByRole('button', { name: '#১২' }));
    expect(screen.getByTestId('address').textContent).toBe('/inspection-mgt/inspection/7/edit');
  });

  it('shows the visit reports submitted only, with no status to choose', async () => {
    const fetch = renderList({ title: inspectionBn.visitReport, scope: 'office', status: 'submitted' });
    await screen.findByText(DRAFT.targetOffice.nameBn);
    expect(lastRead(fetch)).toContain('status=submitted');
    expect(screen.queryByRole('combobox', { name: inspectionBn.status })).toBeNull();
  });
});
