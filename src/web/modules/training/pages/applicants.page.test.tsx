/**
 * The applicants list drawn plain: the shortlist screen opens on the shortlisted, "all statuses"
 * there stays in the address and is sent as no filter, and a row's decision is sent with the reason
 * typed above the list.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow } from '../../../../common/contracts/training.contract';
import { addModuleTranslations } from '../../../i18n';
import { trainingBn, trainingEn } from '../training.i18n';
import ApplicantsPage from './applicants.page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(() => {
  addModuleTranslations('training', { bn: trainingBn, en: trainingEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: ApplicationRow = {
  id: 77,
  batch: {
    id: 9,
    nameBn: 'ই-গভর্ন্যান্স ব্যাচ',
    kind: 'internal',
    startDate: '2026-12-20',
    endDate: '2026-12-24',
    title: { id: 3, nameBn: 'ই-গভর্ন্যান্স ও উদ্ভাবন', nameEn: 'e-Governance and innovation' },
  },
  person: {
    userId: 115,
    studentId: null,
    nameBn: 'জাহিদুল ইসলাম',
    nameEn: 'Zahidul Islam',
    mobile: null,
    gender: 'male',
    office: null,
    designation: 'সহকারী প্রোগ্রামার',
  },
  source: 'applied',
  status: 'applied',
  rank: 1,
  reason: null,
  createdAt: '2026-11-20T04:00:00.000Z',
};

let address = '';
function Address() {
  address = useLocation().search;
  return null;
}

function renderList(path: string, items: ApplicationRow[]) {
  const fetch = vi.fn(async (url: string) => {
    // The batch picker asks for batches; the list for the entries; a decision is answered with ok.
    const data = url.includes('/applications?')
      ? { items, total: items.length }
      : url.includes('/batches')
        ? { items: [], total: 0 }
        : { id: 77 };
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <ApplicantsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const asked = () =>
    fetch.mock.calls.map((call) => String(call[0])).filter((url) => url.includes('/applications?'));
  return { fetch, asked };
}

describe('the applicants list', () => {
  it('opens the shortlist screen on the shortlisted and keeps "all statuses" in the address', async () => {
    const { asked } = renderList('/training-mgt/applicant-shortlist-internal', []);
    await waitFor(() => expect(asked().at(-1)).toContain('status=shortlisted'));
    expect(asked().at(-1)).toContain('kind=internal');
    const status = screen.getByRole('combobox', { name: 'অবস্থা' }) as HTMLSelectElement;
    expect(status.value).toBe('shortlisted');
    fireEvent.change(status, { target: { value: '' } });
    await waitFor(() => expect(asked().at(-1)).not.toContain('status='));
    expect(address).toBe('?status=');
    expect(status.value).toBe('');
  });

  it("sends a row's decision with the reason typed above the list", async () => {
    const { fetch } = renderList('/training-mgt/applicants', [entry]);
    const shortlist = await screen.findByRole('button', { name: 'সংক্ষিপ্ত তালিকায় নিন: জাহিদুল ইসলাম' });
    // An applied entry cannot be finalised before it is shortlisted.
    expect(screen.queryByRole('button', { name: 'চূড়ান্ত করুন: জাহিদুল ইসলাম' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'কারণ / মন্তব্য' }), {
      target: { value: 'জ্যেষ্ঠতা অনুযায়ী' },
    });
    fireEvent.click(shortlist);
    await waitFor(() =>
      expect(fetch.mock.calls.some((call) => String(call[0]).endsWith('/applications/77/decision'))).toBe(
        true,
      ),
    );
    const [, init] = fetch.mock.calls.find((call) => String(call[0]).endsWith('/decision')) as unknown as [
      string,
      RequestInit,
    ];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ action: 'shortlist', reason: 'জ্যেষ্ঠতা অনুযায়ী' });
  });
});
