/** The requisition form's rules in the browser: a purpose, a product and a whole quantity per line. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requisitionInputSchema } from '../../../../common/contracts/store.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { storeBn, storeEn } from '../store.i18n';
import { RequisitionForm } from './requisition-form';

beforeAll(() => {
  addModuleTranslations('store', { bn: storeBn, en: storeEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const errorsIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('the new requisition form', () => {
  it('asks for the purpose, the product and the quantity, and sends nothing without them', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: { items: [], total: 0 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <RequisitionForm open onClose={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(errorsIn(dialog)).toContain('চাহিদার উদ্দেশ্য লিখুন'), { timeout: 5000 });
    expect(errorsIn(dialog)).toEqual(
      expect.arrayContaining(['পণ্য নির্বাচন করুন', 'পরিমাণ ১ থেকে ১০,০০,০০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে']),
    );
    const posts = fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(posts).toEqual([]);
  });

  it('refuses the same product twice and a quantity of zero, as the API does', () => {
    const line = { productId: 4, quantity: 2 };
    expect(requisitionInputSchema.safeParse({ purpose: 'সভা', lines: [line] }).success).toBe(true);
    expect(
      requisitionInputSchema.safeParse({ purpose: 'সভা', lines: [line, line] }).error?.issues[0].message,
    ).toBe('validation.store.duplicateProduct');
    expect(
      requisitionInputSchema.safeParse({ purpose: 'সভা', lines: [{ ...line, quantity: 0 }] }).error?.issues[0]
        .message,
    ).toBe('validation.store.quantityInvalid');
    expect(requisitionInputSchema.safeParse({ purpose: 'সভা', lines: [] }).error?.issues[0].message).toBe(
      'validation.store.linesRequired',
    );
  });
});
