/**
 * The store's lists in the browser, drawn without the UI kit: the filters go to the server and stay
 * in the address, a state shows as its coloured tag, and the buttons open the forms and drawers,
 * which are the kit parts (store-parts.tsx), stood in for here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductRow, RequisitionRow } from '../../../../common/contracts/store.contract';
import { addModuleTranslations } from '../../../i18n';
import { storeBn, storeEn } from '../store.i18n';
import DeliverGoodsPage from './deliver-goods.page';
import InventoryPage from './inventory.page';

vi.mock('../components/store-parts', () => {
  const shown = (name: string, value: unknown) => <output data-testid={name}>{String(value)}</output>;
  return {
    RequisitionFormPart: ({ open }: { open: boolean }) => shown('form', open),
    RequisitionDrawerPart: ({ id }: { id: number | null }) => shown('drawer', id),
    LedgerDrawerPart: ({ product }: { product: ProductRow | null }) => shown('ledger', product?.id ?? null),
    AdjustmentFormPart: ({ product }: { product: ProductRow | null }) => shown('adjust', product?.id ?? null),
    ProductFormPart: () => null,
  };
});
// A desk of the office, not its admin.
vi.mock('../../../lib/use-session', () => ({ useSession: () => ({ userrole: [{ IsOfficeAdmin: false }] }) }));

beforeAll(() => addModuleTranslations('store', { bn: storeBn, en: storeEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUISITION: RequisitionRow = {
  id: 7,
  status: 'pending',
  purpose: 'সমন্বয় সভার কার্যপত্র',
  requesterBn: 'নুসরাত জাহান',
  requesterEn: 'Nusrat Jahan',
  deskBn: 'সহকারী প্রোগ্রামার',
  deskEn: 'Assistant Programmer',
  lines: 2,
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: null,
  deliveredAt: null,
};

const PAPER: ProductRow = {
  id: 3,
  categoryId: 1,
  categoryBn: 'মনিহারি',
  categoryEn: 'Stationery',
  nameBn: 'এ৪ কাগজ',
  nameEn: 'A4 paper',
  unit: 'ream',
  reorderLevel: 10,
  stock: 4,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Answers every read by the start of its path (the longest prefix that fits). */
function renderAt(path: string, view: ReactElement, data: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const found = Object.keys(data)
      .filter((prefix) => String(url).startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
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

describe('the requisitions (deliver-goods)', () => {
  it('shows the store officer the office’s, filters through the address and opens the form and a requisition', async () => {
    const fetch = renderAt('/store-mgt/deliver-goods', <DeliverGoodsPage />, {
      '/api/store/officer': { officeId: 10, deskId: 10, isStoreOfficer: true },
      '/api/store/requisitions': { items: [REQUISITION], total: 1 },
    });
    const tag = await screen.findByText(storeBn.status_pending, { selector: '.plain-tag' });
    expect(tag.className).toContain('warning');
    expect(
      screen.getByRole('button', { name: storeBn.officeRequisitions }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(lastCall(fetch, '/api/store/requisitions')).toContain('scope=office');

    fireEvent.change(screen.getByRole('combobox', { name: storeBn.status }), {
      target: { value: 'approved' },
    });
    await waitFor(() => expect(lastCall(fetch, '/api/store/requisitions')).toContain('status=approved'));
    expect(screen.getByTestId('address').textContent).toContain('status=approved');
    fireEvent.click(screen.getByRole('button', { name: storeBn.myRequisitions }));
    await waitFor(() => expect(lastCall(fetch, '/api/store/requisitions')).toContain('scope=mine'));
    expect(screen.getByTestId('address').textContent).toContain('scope=mine');

    fireEvent.click(screen.getByRole('button', { name: new RegExp(storeBn.newRequisition) }));
    expect(screen.getByTestId('form').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: `${storeBn.view} ৭` }));
    expect(screen.getByTestId('drawer').textContent).toBe('7');
  });
});

describe('the inventory', () => {
  it('marks stock to reorder, searches through the address and opens a product’s ledger', async () => {
    const fetch = renderAt('/store-mgt/inventory?stock=low', <InventoryPage />, {
      '/api/store/officer': { officeId: 10, deskId: 10, isStoreOfficer: false },
      '/api/store/categories': [{ id: 1, nameBn: 'মনিহারি', nameEn: 'Stationery', products: 5 }],
      '/api/store/products': { items: [PAPER], total: 1 },
    });
    const tag = await screen.findByText(storeBn.lowStock, { selector: '.plain-tag' });
    expect(tag.className).toContain('warning');
    const query = new URLSearchParams(lastCall(fetch, '/api/store/products').split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({ stock: 'low', sort: 'stock' });
    // Only the store officer adjusts stock.
    expect(screen.queryByRole('button', { name: `${storeBn.adjust}: এ৪ কাগজ` })).toBeNull();

    const search = screen.getByRole('searchbox', { name: storeBn.searchProduct });
    fireEvent.change(search, { target: { value: 'কাগজ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastCall(fetch, '/api/store/products')).toContain('search='));
    expect(decodeURIComponent(screen.getByTestId('address').textContent ?? '')).toContain('search=কাগজ');

    fireEvent.click(screen.getByRole('button', { name: `${storeBn.ledger}: এ৪ কাগজ` }));
    expect(screen.getByTestId('ledger').textContent).toBe('3');
  });

  it('keeps both of two filters chosen one after the other before the list is drawn again', async () => {
    const fetch = renderAt('/store-mgt/inventory?sort=name', <InventoryPage />, {
      '/api/store/officer': { officeId: 10, deskId: 10, isStoreOfficer: false },
      '/api/store/categories': [{ id: 1, nameBn: 'মনিহারি', nameEn: 'Stationery', products: 5 }],
      '/api/store/products': { items: [PAPER], total: 1 },
    });
    await screen.findByRole('option', { name: 'মনিহারি' });
    // One act: the second choice is made before the router has put the first in the address.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: storeBn.category }), { target: { value: '1' } });
      fireEvent.change(screen.getByRole('combobox', { name: storeBn.stock }), { target: { value: 'out' } });
    });
    expect(screen.getByTestId('address').textContent).toBe('?sort=name&categoryId=1&stock=out');
    await waitFor(() => {
      const query = new URLSearchParams(lastCall(fetch, '/api/store/products').split('?')[1]);
      expect(Object.fromEntries(query)).toMatchObject({ categoryId: '1', stock: 'out', sort: 'name' });
    });
  });
});
