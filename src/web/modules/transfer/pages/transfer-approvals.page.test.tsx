/**
 * The deciding desk's queue drawn plain: waiting applications unless the desk chooses otherwise,
 * the choice and the search kept in the address and sent to the server, each row's state as a tag,
 * and an application opened in its drawer (the kit part, stood in for here) over the same page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '../../../../common/contracts/transfer.contract';
import { addModuleTranslations } from '../../../i18n';
import { transferBn, transferEn } from '../transfer.i18n';
import TransferApprovalsPage from './transfer-approvals.page';

vi.mock('../components/transfer-parts', () => ({
  ApplicationViewPart: ({ id }: { id: number | null }) => <output data-testid="drawer">{String(id)}</output>,
}));

beforeAll(() => {
  addModuleTranslations('transfer', { bn: transferBn, en: transferEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const office = { id: 103, nameBn: 'জেলা কার্যালয়, নাটোর', nameEn: 'District Office, Natore' };
const waiting: ApplicationSummary = {
  id: 41,
  status: 1,
  applicant: { userId: 116, nameBn: 'রাশেদুল করিম', nameEn: 'Rashedul Karim' },
  from: {
    deskId: 124,
    role: { id: 9, nameBn: 'অফিস সহকারী', nameEn: 'Office Assistant' },
    section: null,
    office,
  },
  joinedOn: '2021-07-01',
  preferredOffices: [],
  preferredDistricts: [{ id: 69, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' }],
  reasonExcerpt: 'পরিবারের কাছে থাকার জন্য',
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: null,
};

let address = '';
function Address() {
  const location = useLocation();
  address = location.search;
  return null;
}

function renderQueue(items: ApplicationSummary[], total = items.length) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { items, total } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/transferapprovals']}>
        <TransferApprovalsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => fetch.mock.calls.map((call) => String((call as unknown[])[0]));
}

describe('the transfer approvals queue', () => {
  it('asks for the waiting ones first and shows each with its number and state', async () => {
    const asked = renderQueue([waiting]);
    const number = await screen.findByRole('button', { name: '#৪১' });
    expect(number.closest('.data-table-row')?.querySelector('[data-status="1"]')?.textContent).toBe(
      'অনুমোদনের অপেক্ষায়',
    );
    expect(asked().at(-1)).toContain('status=1');
    expect((screen.getByRole('combobox', { name: 'অবস্থা' }) as HTMLSelectElement).value).toBe('1');
  });

  it('keeps "all statuses" and a search in the address and sends them', async () => {
    const asked = renderQueue([]);
    await screen.findByText('অনুমোদনের জন্য কোনো বদলির আবেদন নেই।');
    fireEvent.change(screen.getByRole('combobox', { name: 'অবস্থা' }), { target: { value: 'all' } });
    await waitFor(() => expect(address).toContain('status=all'));
    await waitFor(() => expect(asked().at(-1)).not.toContain('status='));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'রাশেদুল' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form') as HTMLFormElement);
    await waitFor(() => expect(address).toContain(`search=${encodeURIComponent('রাশেদুল')}`));
    await waitFor(() => expect(asked().at(-1)).toContain(`search=${encodeURIComponent('রাশেদুল')}`));
    await screen.findByText('এই অনুসন্ধানে কিছু পাওয়া যায়নি; ফিল্টার বদলে দেখুন।');
  });

  it('opens an application over the page the desk is on, its number in the address', async () => {
    const asked = renderQueue([waiting], 45);
    await screen.findByRole('button', { name: '#৪১' });
    fireEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }));
    await waitFor(() => expect(asked().at(-1)).toContain('page=2'));
    fireEvent.click(await screen.findByRole('button', { name: '#৪১' }));
    expect(screen.getByTestId('drawer').textContent).toBe('41');
    expect(address).toContain('id=41');
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }).getAttribute('aria-current')).toBe('page');
    expect(asked().at(-1)).toContain('page=2');
  });
});
