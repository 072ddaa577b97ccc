/**
 * The store dashboard's adjustments of this fiscal year, with the figures the demo store gives
 * (file covers damaged: 6, sanitiser expired: 2, a box of pens found in a count: 1): in Bangla
 * digits in Bangla, by reason, each figure a link to the inventory where the ledgers are.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDashboard } from '../../../../common/contracts/store.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { storeBn, storeEn } from '../store.i18n';
import { AdjustmentsCard } from './adjustments-card';

beforeAll(() => {
  addModuleTranslations('store', { bn: storeBn, en: storeEn });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

/** GET /api/store/dashboard's adjustments for the demo store of office 10. */
const seeded: StoreDashboard['adjustmentsThisYear'] = {
  count: 3,
  writtenOff: 8,
  added: 1,
  byReason: {
    count: { count: 1, writtenOff: 0, added: 1 },
    damaged: { count: 1, writtenOff: 6, added: 0 },
    expired: { count: 1, writtenOff: 2, added: 0 },
    lost: { count: 0, writtenOff: 0, added: 0 },
    other: { count: 0, writtenOff: 0, added: 0 },
  },
};

const show = () =>
  render(
    <MemoryRouter>
      <AdjustmentsCard adjustments={seeded} inventory="/store-mgt/inventory" />
    </MemoryRouter>,
  );

/** A figure's link, found by its title, with the number it shows. */
function figure(title: string) {
  const link = screen.getByText(title).closest('a');
  if (!link) throw new Error(`no link for ${title}`);
  return { to: link.getAttribute('href'), value: link.querySelector('.figure-value')?.textContent };
}

/** A reason's row of the table as its cells' text. */
const row = (reason: string) =>
  within(screen.getByText(reason).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the adjustments of this fiscal year on the store dashboard', () => {
  it('shows how many, written off and added, in Bangla digits, each linking to the inventory', () => {
    show();
    expect(screen.getByText('এই অর্থবছরে মজুদ সমন্বয়')).toBeTruthy();
    expect(figure('সমন্বয় (সংখ্যা)')).toEqual({ to: '/store-mgt/inventory', value: '৩' });
    expect(figure('মজুদ থেকে বাদ (পরিমাণ)')).toEqual({ to: '/store-mgt/inventory', value: '৮' });
    expect(figure('মজুদে যোগ (পরিমাণ)')).toEqual({ to: '/store-mgt/inventory', value: '১' });
  });

  it('breaks them down by reason', () => {
    show();
    expect(row('নষ্ট')).toEqual(['নষ্ট', '১', '৬', '০']);
    expect(row('মেয়াদোত্তীর্ণ')).toEqual(['মেয়াদোত্তীর্ণ', '১', '২', '০']);
    expect(row('গণনায় পার্থক্য')).toEqual(['গণনায় পার্থক্য', '১', '০', '১']);
    expect(row('হারানো/চুরি')).toEqual(['হারানো/চুরি', '০', '০', '০']);
  });

  it('speaks English with Latin digits', async () => {
    await act(() => i18n.changeLanguage('en'));
    show();
    expect(figure('Taken out of stock (quantity)').value).toBe('8');
    expect(row('Damaged')).toEqual(['Damaged', '1', '6', '0']);
  });
});
