/** The decision in a transfer application's view: who decided, under which desk, and "as acting" when under a charge. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../common/contracts/transfer.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { transferBn, transferEn } from '../transfer.i18n';
import { ApplicationView } from './application-view';

beforeAll(() => {
  addModuleTranslations('transfer', { bn: transferBn, en: transferEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const headDesk = {
  deskId: 119,
  role: { id: 5, nameBn: 'উপপরিচালক', nameEn: 'Deputy Director' },
  section: null,
  office: { id: 103, nameBn: 'জেলা কার্যালয়, নাটোর', nameEn: 'District Office, Natore' },
};

const application = (acting: boolean): ApplicationDetail => ({
  id: 41,
  status: 2,
  applicant: { userId: 116, nameBn: 'রাশেদুল করিম', nameEn: 'Rashedul Karim' },
  from: {
    deskId: 124,
    role: { id: 9, nameBn: 'অফিস সহকারী', nameEn: 'Office Assistant' },
    section: null,
    office: headDesk.office,
  },
  joinedOn: '2021-07-01',
  preferredOffices: [{ id: 10, nameBn: 'জেলা কার্যালয়, রাজশাহী', nameEn: 'District Office, Rajshahi' }],
  preferredDistricts: [],
  reasonExcerpt: 'পরিবারের কাছে থাকার জন্য',
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: '2026-11-24T05:00:00.000Z',
  reason: 'পরিবারের কাছে থাকার জন্য রাজশাহীতে বদলি প্রয়োজন।',
  decisionNote: null,
  decidedBy: { userId: 114, nameBn: 'মৌসুমী খাতুন', nameEn: 'Mousumi Khatun', desk: headDesk, acting },
  to: null,
  orderNo: null,
  orderDate: null,
  attachments: [],
  can: { withdraw: false, decide: false, attach: false },
});

function renderView(detail: ApplicationDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: detail }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ApplicationView id={detail.id} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
}

// The drawer's first opening loads antd's parts, which takes a while in jsdom.
const decidedBy = async () =>
  (await screen.findByTestId('transfer-decided-by', {}, { timeout: 5000 })).textContent;

describe('<ApplicationView> decision', () => {
  it('names the acting officer and the desk, "ভারপ্রাপ্ত হিসেবে", when decided under a charge', async () => {
    renderView(application(true));
    expect(await decidedBy()).toBe('মৌসুমী খাতুন (উপপরিচালক, জেলা কার্যালয়, নাটোর) ভারপ্রাপ্ত হিসেবে');
  });

  it('says "as acting" in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderView(application(true));
    expect(await decidedBy()).toBe('Mousumi Khatun (Deputy Director, District Office, Natore) as acting');
  });

  it('is not marked when the desk’s holder decided', async () => {
    renderView(application(false));
    expect(await decidedBy()).toBe('মৌসুমী খাতুন (উপপরিচালক, জেলা কার্যালয়, নাটোর)');
  });
});
