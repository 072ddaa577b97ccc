/**
 * The inspection screens drawn without the UI kit: the tour plan's scopes are pressed buttons and its
 * filters go to the server and stay in the address; an office's recommendations open on all under
 * it; a report's period stays in the address; the dashboard's figures are links, with its charts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addModuleTranslations } from '../../../i18n';
import { type Session, useAuthStore } from '../../../lib/auth-store';
import { RecommendationList } from '../components/recommendation-list';
import { inspectionBn, inspectionEn } from '../inspection.i18n';
import InspectionDashboardPage from './inspection-dashboard.page';
import InspectionProgressReportPage from './inspection-progress-report.page';
import TourPlanPage from './tour-plan.page';

// The chart (ECharts on a canvas, which jsdom has not) stands in as its name and its table's rows.
vi.mock('../../../components/chart', () => ({
  Chart: ({ label, table }: { label: string; table?: { rows: unknown[][] } }) => (
    <div data-testid="chart">{`${label}: ${table?.rows.map((row) => row.join(' ')).join(', ')}`}</div>
  ),
}));

/** An officer of an office, not its admin or head: two scopes of plans. */
const officer = {
  token: 'token',
  user: { id: 7, name: 'Officer', email: 'officer@demo.gov.bd' },
  isSuperAdmin: false,
  isSupportAdmin: false,
  profile: [],
  userrole: [
    { ProfileId: 7, DeskId: 40, RoleId: 5, OfficeId: 103, IsOfficeAdmin: false, IsOfficeHead: false },
  ],
  sitePermissions: {},
  fixedData: { isNidVerificationEnabled: false },
  examDeskPermission: null,
} as unknown as Session;

const office = { id: 11, nameBn: 'উপজেলা পরিষদ, পবা', nameEn: 'Upazila Parishad, Paba' };
const PLAN = {
  id: 5,
  status: 'pending',
  visitDate: '2026-12-03',
  purpose: 'ল্যাব পরিদর্শন',
  inspector: { id: 7, nameBn: 'রহিম উদ্দিন', nameEn: 'Rahim Uddin' },
  office,
  targetOffice: office,
  lab: null,
};
const DASHBOARD = {
  fiscalYear: '2026-27',
  plans: { approved: 12 },
  inspections: { submitted: 4, draft: 1 },
  byMonth: [{ month: '2026-07', inspections: 3 }],
  recommendations: { open: 2, in_progress: 1, implemented: 0, closed: 5 },
  overdue: 1,
  topOffices: [{ office, open: 2 }],
  pendingApprovals: 3,
};
const PROGRESS = [
  { userId: 1, nameBn: 'করিম', nameEn: 'Karim', office, target: 2, done: 3, planned: 0 },
  { userId: 2, nameBn: 'সালমা', nameEn: 'Salma', office, target: 4, done: 2, planned: 1 },
];

beforeAll(() => addModuleTranslations('inspection', { bn: inspectionBn, en: inspectionEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuthStore.setState({ session: null }));
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderScreen(screenElement: ReactNode, start = '/screen') {
  const fetch = vi.fn(async (url: string) => {
    const path = String(url);
    const data = path.includes('/dashboard')
      ? DASHBOARD
      : path.includes('/progress-report')
        ? { items: PROGRESS, total: 2 }
        : path.includes('/plans')
          ? { items: [PLAN], total: 1 }
          : { items: [], total: 0 };
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  act(() => useAuthStore.setState({ session: officer }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="*" element={screenElement} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const lastRead = (fetch: ReturnType<typeof renderScreen>, part: string) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes(part))
    .at(-1) ?? '';
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

describe('the tour plan', () => {
  it('shows its scopes as pressed buttons and keeps scope, status and search in the address', async () => {
    const fetch = renderScreen(<TourPlanPage />);
    await screen.findByRole('button', { name: '#৫' });
    expect(screen.getByRole('button', { name: inspectionBn.myPlans }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Not an office admin or head: no office scope.
    expect(screen.queryByRole('button', { name: inspectionBn.officePlans })).toBeNull();
    expect(lastRead(fetch, '/plans?')).toContain('scope=own');

    fireEvent.click(screen.getByRole('button', { name: inspectionBn.waitingAtMyDesk }));
    fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.status }), {
      target: { value: 'pending' },
    });
    const search = screen.getByRole('searchbox', { name: inspectionBn.searchPlan });
    fireEvent.change(search, { target: { value: 'পবা' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastRead(fetch, '/plans?')).toContain('search='));
    for (const part of ['scope=approvals', 'status=pending'])
      expect(lastRead(fetch, '/plans?')).toContain(part);
    expect(address().get('scope')).toBe('approvals');
    expect(address().get('search')).toBe('পবা');
  });
});

describe('an office’s recommendations', () => {
  it('open on all under the office, and "overdue only" is a pressed button kept in the address', async () => {
    const fetch = renderScreen(<RecommendationList officeId={11} />);
    await waitFor(() => expect(lastRead(fetch, '/recommendations?')).toContain('scope=all'));
    expect(lastRead(fetch, '/recommendations?')).toContain('officeId=11');
    const overdue = screen.getByRole('button', { name: inspectionBn.overdueOnly });
    expect(overdue.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(overdue);
    await waitFor(() => expect(lastRead(fetch, '/recommendations?')).toContain('overdue=yes'));
    expect(screen.getByRole('button', { name: inspectionBn.overdueOnly }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(address().get('overdue')).toBe('yes');
  });
});

describe('the progress report', () => {
  it('keeps a quarter in the address and shows an achievement past its target as its figure', async () => {
    const fetch = renderScreen(<InspectionProgressReportPage />, '/screen?year=2026&month=3');
    await screen.findByText('১৫০%');
    expect(
      screen.getByRole('progressbar', { name: inspectionBn.achievement }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(lastRead(fetch, '/progress-report?')).toContain('month=3');

    fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.period }), {
      target: { value: 'q2' },
    });
    await waitFor(() => expect(lastRead(fetch, '/progress-report?')).toContain('quarter=2'));
    expect(lastRead(fetch, '/progress-report?')).not.toContain('month=');
    expect(address().get('quarter')).toBe('2');
    expect(address().get('year')).toBe('2026');
  });

  it('keeps both a year and a quarter chosen one after the other before the report is drawn again', async () => {
    const fetch = renderScreen(<InspectionProgressReportPage />, '/screen?year=2026&month=3');
    await screen.findByText('১৫০%');
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.year }), {
        target: { value: '2025' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: inspectionBn.period }), {
        target: { value: 'q3' },
      });
    });
    await waitFor(() => expect(lastRead(fetch, '/progress-report?')).toContain('quarter=3'));
    expect(lastRead(fetch, '/progress-report?')).toContain('year=2025');
    expect(address().get('year')).toBe('2025');
    expect(address().get('quarter')).toBe('3');
    expect(address().has('month')).toBe(false);
  });
});

describe('the inspection dashboard', () => {
  it('shows each figure as a link to its list, in Bangla digits, and the charts beside them', async () => {
    renderScreen(<InspectionDashboardPage />);
    const waiting = await screen.findByRole('link', { name: `${inspectionBn.waitingAtMyDesk} ৩` });
    expect(waiting.getAttribute('href')).toBe('/inspection-mgt/tour-plan?scope=approvals');
    expect(screen.getByRole('link', { name: `${inspectionBn.plan_approved} ১২` }).getAttribute('href')).toBe(
      '/inspection-mgt/tour-plan?status=approved',
    );
    expect(screen.getByRole('link', { name: office.nameBn }).getAttribute('href')).toBe(
      '/inspection-mgt/visit-feedback-progress/11',
    );
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(2));
    const [months, recommendations] = screen.getAllByTestId('chart').map((chart) => chart.textContent);
    expect(months).toBe(`${inspectionBn.inspectionsByMonth}: ${inspectionBn.month_7} ৩`);
    expect(recommendations).toContain(`${inspectionBn.rec_closed} ৫`);
  });
});
