/**
 * The stock adjustment form in the browser: nothing is sent without a reason and a memo number; a
 * count is entered as the quantity counted and sent as its difference from the book stock (shown
 * before saving); damaged goods are sent as stock going down; a count that matches the books is
 * not an adjustment.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductRow } from '../../../../common/contracts/store.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { storeBn, storeEn } from '../store.i18n';
import { AdjustmentForm, changeOf } from './adjustment-form';

beforeAll(() => {
  addModuleTranslations('store', { bn: storeBn, en: storeEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const toner: ProductRow = {
  id: 42,
  categoryId: 1,
  categoryBn: 'মনিহারি',
  categoryEn: 'Stationery',
  nameBn: 'টোনার',
  nameEn: 'Toner',
  unit: 'box',
  reorderLevel: 2,
  stock: 10,
  updatedAt: '2025-11-01T00:00:00.000Z',
};

function open() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <AdjustmentForm product={toner} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));
  return { posts, onClose };
}

const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the stock adjustment form', () => {
  it('asks for the reason and the memo number, and sends nothing without them', async () => {
    const { posts } = open();
    expect(await screen.findByText('খাতায় মজুদ: ১০ বক্স')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(errors()).toContain('সমন্বয়ের কারণ নির্বাচন করুন'));
    expect(errors()).toContain('মেমো নম্বর লিখুন');
    expect(posts()).toEqual([]);
  });

  it('sends a count as its difference from the book stock, shown before saving', async () => {
    const { posts, onClose } = open();
    await choose('সমন্বয়ের কারণ', 'গণনায় পার্থক্য');
    const counted = await screen.findByLabelText('গণনায় পাওয়া পরিমাণ');
    fireEvent.change(counted, { target: { value: '7' } });
    fireEvent.blur(counted);
    expect(await screen.findByText('পরিবর্তন −৩, সমন্বয়ের পর মজুদ ৭')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('মেমো/আদেশ নম্বর'), { target: { value: 'যাচাই-১২' } });
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: '/api/store/products/42/adjustments',
      body: { reason: 'count', quantity: -3, memoNo: 'যাচাই-১২' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a count that matches the books, and sends damaged goods as stock going down', async () => {
    const { posts } = open();
    await choose('সমন্বয়ের কারণ', 'গণনায় পার্থক্য');
    fireEvent.change(await screen.findByLabelText('গণনায় পাওয়া পরিমাণ'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('মেমো/আদেশ নম্বর'), { target: { value: 'যাচাই-১৩' } });
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(errors()).toContain('গণনা খাতার মজুদের সাথে মিলে যায়; সমন্বয়ের প্রয়োজন নেই'));
    expect(posts()).toEqual([]);

    await choose('সমন্বয়ের কারণ', 'নষ্ট');
    fireEvent.change(await screen.findByLabelText('কমানোর পরিমাণ'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ reason: 'damaged', quantity: -2, memoNo: 'যাচাই-১৩' });
  });

  it('turns each reason’s fields into the signed change', () => {
    expect(changeOf({ reason: 'count', counted: 12 }, 10)).toBe(2);
    expect(changeOf({ reason: 'lost', quantity: 4, direction: 'in' }, 10)).toBe(-4);
    expect(changeOf({ reason: 'other', quantity: 4, direction: 'in' }, 10)).toBe(4);
    expect(changeOf({ reason: 'other', quantity: 4, direction: 'out' }, 10)).toBe(-4);
    expect(changeOf({ reason: 'count' }, 10)).toBeNull();
  });
});
