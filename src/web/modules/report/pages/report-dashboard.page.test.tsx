/**
 * The report dashboard drawn without the UI kit: each figure a plain card linking to its list, in
 * Bangla digits; the fiscal year chosen goes to the server and stays in the address; the asking
 * office's chart is separate code (stood in for here) beside the offices late most often.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportDashboard, YearlySummary } from '../../../../common/contracts/report.contract';
import { addModuleTranslations } from '../../../i18n';
import { type Session, useAuthStore } from '../../../lib/auth-store';
import { reportBn, reportEn } from '../report.i18n';
import ReportDashboardPage from './report-dashboard.page';

// The chart (ECharts on a canvas) stands in as its name: the dashboard loads it on its own.
vi.mock('../components/period-chart', () => ({
  PeriodChart: ({ label }: { label: string }) => <div data-testid="period-chart">{label}</div>,
}));

/** An officer of an office (no admin role), as the dashboard reads the session. */
const officer = {
  token: 'token',
  user: { id: 7, name: 'Officer', email: 'officer@demo.gov.bd' },
  isSuperAdmin: false,
  isSupportAdmin: false,
  profile: [],
  userrole: [
    {
      ProfileId: 7,
      DeskId: 40,
      RoleId: 5,
      OfficeId: 103,
      GEOCode: null,
      IsOfficeAdmin: false,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      OfficeName: '',
      OfficeNameEn: '',
      RoleName: '',
      RoleNameEn: '',
      SectionId: null,
      SectionName: null,
      SectionNameEn: null,
      ControllingOfficeId: null,
      OfficeLevelId: null,
      MinistryId: null,
    },
  ],
  sitePermissions: {},
  fixedData: { isNidVerificationEnabled: false },
  examDeskPermission: null,
} as unknown as Session;

beforeAll(() => addModuleTranslations('report', { bn: reportBn, en: reportEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuthStore.setState({ session: null }));
});

const REPORT = { id: 3, code: 'DLAB-M', titleBn: 'ডিজিটাল ল্যাবের মাসিক প্রতিবেদন', titleEn: 'Digital lab' };
const DASHBOARD: ReportDashboard = {
  fiscalYear: 2025,
  own: { creation: 2, verification: 1, approval: 0, submitted: 14, notStarted: 3 },
  desk: { creation: 1, verification: 0, approval: 0 },
  asked: {
    report: REPORT,
    reports: [REPORT],
    assigned: 8,
    byPeriod: [{ periodNo: 1, onTime: 5, late: 2, inProgress: 1, missing: 0 }],
    lateOffices: [{ office: { id: 103, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'Rajshahi' }, late: 2 }],
  },
};
const TOTALS = { assigned: 8, submitted: 7, onTime: 5, late: 2, inProgress: 1, missing: 0 };
const SUMMARY: YearlySummary = {
  report: { ...REPORT, frequency: 'yearly' },
  fiscalYear: 2025,
  assigned: 8,
  periods: [{ periodNo: 1, start: '2025-07-01', end: '2026-06-30', due: '2026-07-10', ...TOTALS }],
  totals: TOTALS,
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderDashboard() {
  const fetch = vi.fn(async (url: string) => {
    const data = String(url).includes('yearly-report-summary') ? SUMMARY : DASHBOARD;
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  act(() => useAuthStore.setState({ session: officer }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/report-mgt/report-dashboard']}>
        <ReportDashboardPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => fetch.mock.calls.map((call) => String((call as unknown[])[0]));
}

describe('the report dashboard', () => {
  it('links each figure to its list, in Bangla digits, with the chart and the late offices', async () => {
    renderDashboard();
    const sent = await screen.findByRole('link', { name: /দাখিলকৃত/ });
    expect(sent.getAttribute('href')).toBe('/report-mgt/sent-reports');
    expect(sent.textContent).toContain('১৪');
    const waiting = screen.getByRole('link', { name: /প্রস্তুতের অপেক্ষায়/ });
    expect(waiting.getAttribute('href')).toBe('/report-mgt/creation-pending-reports');
    expect(await screen.findByTestId('period-chart')).toBeTruthy();
    screen.getByText('জেলা আইসিটি কার্যালয়, রাজশাহী');
    const officeWise = screen.getByRole('link', { name: 'অফিসভিত্তিক প্রতিবেদন' });
    expect(officeWise.getAttribute('href')).toBe('/report-mgt/office-wise-reports?reportId=3');
    // The year's summary below, with its totals row.
    await screen.findByRole('rowheader', { name: 'মোট' });
  });

  it('asks again for the fiscal year chosen and keeps it in the address', async () => {
    const asked = renderDashboard();
    const year = (await screen.findByRole('combobox', { name: 'অর্থবছর' })) as HTMLSelectElement;
    expect(year.value).toBe('2025');
    fireEvent.change(year, { target: { value: '2024' } });
    await waitFor(() => expect(asked().some((url) => url.includes('fiscalYear=2024'))).toBe(true));
    expect(screen.getByTestId('address').textContent).toBe('?fy=2024');
  });
});
