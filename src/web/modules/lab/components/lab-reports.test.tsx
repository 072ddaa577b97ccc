/**
 * The lab dashboard and the recommendations' list in the browser, drawn without the UI kit: the
 * figures are links with Bangla digits and the charts are separate code; the state filter goes to the
 * server and stays in the address, and a row's "report progress" opens the progress dialog (a kit
 * part, lab-parts.tsx, stood in for here).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LabDashboard, LabRecommendation } from '../../../../common/contracts/lab.contract';
import { addModuleTranslations } from '../../../i18n';
import { labBn, labEn } from '../lab.i18n';
import { LabDashboardView } from './lab-dashboard-view';
import { RecommendationUpdateView } from './lab-inspection-views';

vi.mock('./lab-parts', () => ({
  ProgressDialogPart: ({ item }: { item: LabRecommendation | null }) => (
    <output data-testid="progress-dialog">{item ? item.text : ''}</output>
  ),
}));
// The charts (ECharts on a canvas) stand in as their names: the dashboard loads them on its own.
vi.mock('./lab-charts', () => ({
  DistrictChart: () => <div data-testid="district-chart" />,
  ConditionChart: () => <div data-testid="condition-chart" />,
  MonthChart: () => <div data-testid="month-chart" />,
}));

beforeAll(() => addModuleTranslations('lab', { bn: labBn, en: labEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RAJSHAHI = { id: 1, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' };

const DASHBOARD = {
  fiscalYear: 2025,
  totals: {
    labs: 12,
    equipment: 40,
    working: 35,
    faulty: 4,
    lost: 1,
    activities: 7,
    participants: 210,
    inspectedLabs: 5,
    openRecommendations: 3,
  },
  byType: [{ type: 'srdl', labs: 12 }],
  byDistrict: [
    {
      district: RAJSHAHI,
      labs: 12,
      equipment: 40,
      working: 35,
      faulty: 4,
      lost: 1,
      activities: 7,
      participants: 210,
      inspectedLabs: 5,
    },
  ],
  activityByMonth: [{ month: '2025-07', activities: 7, participants: 210 }],
} satisfies LabDashboard;

const RECOMMENDATION = {
  id: 4,
  lab: { id: 5, institutionBn: 'হরিপুর উচ্চ বিদ্যালয়', institutionEn: '', code: '126543', type: 'srdl' },
  text: 'প্রজেক্টর মেরামত করুন',
  responsibleOffice: RAJSHAHI,
  deadline: '2025-12-31',
  status: 'in_progress',
  progress: 40,
  canUpdate: true,
} satisfies LabRecommendation;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Answers every read by the start of its path. */
function renderAt(path: string, view: ReactElement, data: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const found = Object.keys(data).find((prefix) => String(url).startsWith(prefix));
    return new Response(JSON.stringify({ success: true, data: found ? data[found] : null }));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {view}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the lab dashboard', () => {
  it('shows each figure as a link to its list, in Bangla digits, beside its charts', async () => {
    renderAt('/srdl-mgt/srdl-dashboard', <LabDashboardView type="srdl" base="/srdl-mgt" />, {
      '/api/reports/showSrdlDashBoard': DASHBOARD,
    });
    const labs = await screen.findByRole('link', { name: `${labBn.figureLabs} ১২` });
    expect(labs.getAttribute('href')).toBe('/srdl-mgt/srdl-list');
    expect(screen.getByRole('link', { name: `${labBn.figureFaulty} ৪` }).getAttribute('href')).toBe(
      '/lab-mgt/lab-equipment-list?condition=faulty',
    );
    expect(screen.getByText('২০২৫-২৬', { exact: false })).toBeTruthy();
    expect(await screen.findByTestId('district-chart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'রাজশাহী' }).getAttribute('href')).toBe(
      '/srdl-mgt/srdl-list?districtId=1',
    );
  });
});

describe('the recommendations to report on', () => {
  it('filters by state through the address and opens the progress dialog from a row', async () => {
    const fetch = renderAt(
      '/lab-mgt/recommendation-progress-update',
      <RecommendationUpdateView title="সুপারিশ" />,
      { '/api/lab/recommendations': { items: [RECOMMENDATION], total: 1 } },
    );
    const tag = await screen.findByText(labBn.status_in_progress, { selector: '.plain-tag' });
    expect(tag.className).toContain('warning');
    expect(screen.getByRole('progressbar', { name: labBn.progress }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    fireEvent.change(screen.getByRole('combobox', { name: labBn.status }), { target: { value: 'open' } });
    await waitFor(() =>
      expect(
        fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('status=open')),
      ).not.toHaveLength(0),
    );
    expect(screen.getByTestId('address').textContent).toContain('status=open');

    fireEvent.click(screen.getByRole('button', { name: labBn.reportProgress }));
    expect(screen.getByTestId('progress-dialog').textContent).toBe(RECOMMENDATION.text);
  });
});
