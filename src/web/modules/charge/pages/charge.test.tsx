/**
 * A charge's page in the browser, drawn without the UI kit: the Bangla office order with its days
 * counted, what was done under the charge, and ending it early offered only when the server allows
 * it, in its dialog (a kit part, stood in for here).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChargeAction, ChargeDetail } from '../../../../common/contracts/charge.contract';
import { addModuleTranslations } from '../../../i18n';
import { chargeBn, chargeEn } from '../charge.i18n';
import ChargePage from './charge.page';

vi.mock('../components/charge-parts', () => ({
  ChargeEndPart: ({ open, actingName }: { open: boolean; actingName: string }) => (
    <output data-testid="end-dialog">{open ? actingName : 'closed'}</output>
  ),
}));

beforeAll(() => addModuleTranslations('charge', { bn: chargeBn, en: chargeEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHARGE: ChargeDetail = {
  id: 5,
  desk: {
    deskId: 7,
    roleBn: 'প্রোগ্রামার',
    roleEn: 'Programmer',
    officeBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
    officeEn: 'District ICT Office, Rajshahi',
  },
  holder: { userId: 4, nameBn: 'নুসরাত জাহান', nameEn: 'Nusrat Jahan' },
  acting: { userId: 6, nameBn: 'কামরুল হাসান', nameEn: 'Kamrul Hasan' },
  kind: 'additional',
  fromDate: '2026-11-20',
  toDate: '2026-11-23',
  state: 'running',
  orderNo: '৫৬.০৪.৮১০০.০০০.১১.০০২.২৬-৯৯',
  orderDate: '2026-11-20',
  leaveApplicationId: null,
  endedAt: null,
  reason: 'হঠাৎ অসুস্থতা',
  givenBy: {
    userId: 2,
    nameBn: 'মোঃ রফিকুল ইসলাম',
    nameEn: 'Md. Rafiqul Islam',
    roleBn: 'উপপরিচালক',
    roleEn: null,
  },
  officeHead: null,
  canEnd: true,
};
const ACTIONS: ChargeAction[] = [
  { id: 1, action: 'approve', entity: 'leave', entityId: '12', at: '2026-11-21T05:00:00.000Z' },
];

function renderCharge(charge: ChargeDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/actions') ? ACTIONS : charge;
      return new Response(JSON.stringify({ success: true, data }));
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/charges/${charge.id}`]}>
        <Routes>
          <Route path="/charges/:id" element={<ChargePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a charge's page", () => {
  it('reads the office order in Bangla, lists what was done, and ends the charge in its dialog', async () => {
    renderCharge(CHARGE);
    const order = await screen.findByTestId('charge-order');
    expect(order.textContent).toContain(
      'নুসরাত জাহান, প্রোগ্রামার, জেলা আইসিটি কার্যালয়, রাজশাহী-এর অনুপস্থিতিতে ২০/১১/২০২৬ থেকে ২৩/১১/২০২৬ পর্যন্ত (৪ দিন)',
    );
    expect(within(order).getByText(/হঠাৎ অসুস্থতা/)).toBeTruthy();
    expect(screen.getByText(chargeBn.state_running)).toBeTruthy();
    expect(await screen.findByText('approve · leave #১২ · ২১/১১/২০২৬')).toBeTruthy();

    expect(screen.getByTestId('end-dialog').textContent).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(chargeBn.endEarly) }));
    expect(screen.getByTestId('end-dialog').textContent).toBe('কামরুল হাসান');
  });

  it('offers no early end when the server does not allow it', async () => {
    renderCharge({ ...CHARGE, canEnd: false, state: 'over' });
    await screen.findByTestId('charge-order');
    expect(screen.queryByRole('button', { name: new RegExp(chargeBn.endEarly) })).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(chargeBn.print) })).toBeTruthy();
  });
});
