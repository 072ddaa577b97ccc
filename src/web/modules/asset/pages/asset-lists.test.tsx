/**
 * The asset statement screens in the browser, drawn without the UI kit: the dashboard's figures as
 * plain cards linking to the officers behind them, the approval queue's filters in the address and
 * a statement opened in its drawer (a kit part, stood in for here), and the compliance report's
 * officers filtered by filing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssetSummaryRow } from '../../../../common/contracts/asset.contract';
import { addModuleTranslations } from '../../../i18n';
import { assetBn, assetEn } from '../asset.i18n';
import ApprovalPendingPage from './approval-pending.page';
import AssetDashboardPage from './asset-dashboard.page';
import AssetReportsPage from './reports.page';

vi.mock('../components/asset-parts', () => ({
  StatementDrawerPart: ({ id }: { id: number | null }) => <output data-testid="drawer">{String(id)}</output>,
  DeadlineFormPart: () => null,
}));
// The chart's ECharts code is not for jsdom; its figures are the cards'.
vi.mock('../components/filing-chart', () => ({ FilingChart: () => null }));
// An app admin of office 10, who files, reads the compliance of every office and reminds.
vi.mock('../../../lib/use-session', () => ({
  useSubject: () => ({ activeRole: { OfficeId: 10 } }),
  useSession: () => ({ userrole: [{ OfficeId: 10 }] }),
}));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canFileAssetStatements: () => true,
  canSeeAssetCompliance: () => true,
  canSendAssetReminders: () => true,
  isAppAdmin: () => true,
}));

beforeAll(() => addModuleTranslations('asset', { bn: assetBn, en: assetEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFICE = { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT Office, Rajshahi' };
const STATEMENT: AssetSummaryRow = {
  id: 4,
  fiscalYear: '2025-26',
  status: 'submitted',
  declarant: {
    userId: 21,
    nameBn: 'নুসরাত জাহান',
    nameEn: 'Nusrat Jahan',
    designation: { id: 3, nameBn: 'সহকারী প্রোগ্রামার', nameEn: 'Assistant Programmer' },
  },
  office: OFFICE,
  totalAssets: '2540000',
  totalLiabilities: '0',
  submittedAt: '2026-11-20T04:00:00.000Z',
  decidedAt: null,
  updatedAt: '2026-11-20T04:00:00.000Z',
};

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

const lastCall = (fetch: ReturnType<typeof vi.fn>, prefix: string) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(prefix))
    .at(-1) ?? '';

describe('the asset dashboard', () => {
  it('shows the own statement’s state and the office’s figures as links to the officers behind them', async () => {
    renderAt('/emp-asset-mgt/asset-dashboard', <AssetDashboardPage />, {
      '/api/asset/statements/mine': {
        currentFiscalYear: '2025-26',
        deadline: null,
        items: [STATEMENT],
        total: 1,
      },
      '/api/asset/summary': {
        fiscalYear: '2025-26',
        office: OFFICE,
        officers: 12,
        byStatus: { draft: 1, submitted: 2, accepted: 5, returned: 0 },
        notStarted: 4,
        deadline: null,
      },
    });
    const accepted = await screen.findByTestId('figure-accepted');
    expect(accepted.querySelector('.figure-value')?.textContent).toBe('৫');
    expect(accepted.querySelector('a')?.getAttribute('href')).toBe(
      '/emp-asset-mgt/reports?officeId=10&fiscalYear=2025-26&filing=filed',
    );
    expect(screen.getByTestId('figure-not-filed').querySelector('.figure-value')?.textContent).toBe('৫');
    // Her statement is with the receiving authority: it opens as the printable statement.
    expect(document.querySelector('[data-status="submitted"]')?.textContent).toBe(assetBn.status_submitted);
    expect(screen.getByRole('link', { name: assetBn.open }).getAttribute('href')).toBe(
      '/emp-asset-mgt/final-submitted?id=4',
    );
  });
});

describe('the approval queue', () => {
  it('filters through the address and opens a statement in its drawer', async () => {
    const fetch = renderAt('/emp-asset-mgt/approval-pending', <ApprovalPendingPage />, {
      '/api/asset/pending': { items: [STATEMENT], total: 1 },
    });
    const row = (await screen.findByText(/নুসরাত জাহান/)).closest('tr') as HTMLElement;
    expect(lastCall(fetch, '/api/asset/pending')).toContain('status=submitted');

    fireEvent.click(screen.getByRole('button', { name: assetBn.acceptedByMe }));
    await waitFor(() => expect(lastCall(fetch, '/api/asset/pending')).toContain('status=accepted'));
    expect(screen.getByTestId('address').textContent).toContain('status=accepted');

    fireEvent.click(within(row).getByRole('button', { name: /খুলুন/ }));
    expect(screen.getByTestId('drawer').textContent).toBe('4');
  });
});

describe('the compliance report', () => {
  it('lists an office’s officers filtered by filing, kept in the address, with the reminder', async () => {
    const fetch = renderAt('/emp-asset-mgt/reports?officeId=10&fiscalYear=2025-26', <AssetReportsPage />, {
      '/api/asset/compliance/10/officers': { items: [], total: 0 },
      '/api/asset/compliance': {
        items: [{ office: OFFICE, officers: 12, filed: 7, accepted: 5, notFiled: 5 }],
        total: 1,
        fiscalYear: '2025-26',
      },
    });
    await screen.findByText(assetBn.whoFiled.replace('{{office}}', OFFICE.nameBn));
    expect(screen.getByRole('button', { name: new RegExp(assetBn.remind) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: assetBn.notFiled }));
    await waitFor(() =>
      expect(lastCall(fetch, '/api/asset/compliance/10/officers')).toContain('filing=notFiled'),
    );
    expect(screen.getByTestId('address').textContent).toContain('filing=notFiled');
  });
});
