/**
 * Store (SPEC.md §2 /store-mgt): the officer asks for paper from the office store; the office
 * admin, who is the store officer, approves it and delivers it from stock; the officer sees the
 * requisition delivered and the paper's stock less by that much in the inventory. The store officer
 * writes off damaged file covers and sees the adjustment in the ledger. Then the store screens fit
 * a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../../src/common/validation';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const PURPOSE = `উপজেলা সমন্বয় সভার কার্যপত্র ${Date.now() % 100000}`;

/** The stock shown for a product in the inventory, as its Bangla digits. */
async function stockOf(page: Page, name: string): Promise<string> {
  await page.goto(`${baseUrl()}/#/store-mgt/inventory`);
  const search = page.getByRole('searchbox', { name: 'পণ্যের নাম লিখে খুঁজুন' });
  await search.fill(name);
  await search.press('Enter');
  const row = page.locator('.data-table-row', { hasText: name });
  await expect.poll(() => page.locator('.data-table-row').count(), { timeout: 15_000 }).toBe(1);
  const cells = row.locator('td');
  return ((await cells.nth(4).innerText()).match(/[০-৯]+/) ?? [''])[0];
}
const paperStock = (page: Page) => stockOf(page, 'এ৪ কাগজ');
const digits = (value: string) => Number(value.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))));

describe('a requisition delivered from stock', () => {
  it('is asked for by a desk, approved and delivered by the store officer, and seen delivered by the desk', {
    timeout: 240_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    const before = await paperStock(officer);

    await officer.goto(`${baseUrl()}/#/store-mgt/deliver-goods`);
    await officer.getByRole('button', { name: 'নতুন চাহিদাপত্র' }).click();
    const form = dialog(officer);
    await form.getByLabel('উদ্দেশ্য').fill(PURPOSE);
    const product = form.getByLabel('পণ্য', { exact: true });
    await product.click();
    await product.fill('এ৪');
    await officer
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'এ৪ কাগজ' })
      .first()
      .click();
    await form.getByLabel('পরিমাণ', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await officer.getByText('চাহিদাপত্র পাঠানো হয়েছে').first().waitFor();
    await drawer(officer).locator('.plain-tag', { hasText: 'অপেক্ষমাণ' }).first().waitFor();

    // The store officer (the office admin's desk) approves and delivers it from stock.
    const keeper = await newPage(browser);
    await signIn(keeper, 'officeadmin@demo.gov.bd');
    await keeper.goto(`${baseUrl()}/#/store-mgt/deliver-goods?status=pending`);
    await keeper.locator('.data-table-row', { hasText: PURPOSE }).getByRole('button').click();
    await drawer(keeper).getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await keeper.getByText('চাহিদাপত্র অনুমোদিত হয়েছে').first().waitFor();
    await drawer(keeper).getByRole('button', { name: 'মজুদ থেকে বিতরণ' }).click();
    await keeper.getByText('মালামাল বিতরণ করা হয়েছে').first().waitFor();
    await keeper.context().close();

    // What the requester sees: the requisition delivered, and three reams fewer in stock.
    await officer.goto(`${baseUrl()}/#/store-mgt/deliver-goods`);
    await officer.reload();
    const row = officer.locator('.data-table-row', { hasText: PURPOSE });
    await row.locator('.plain-tag', { hasText: 'বিতরণ করা হয়েছে' }).waitFor();
    await row.getByRole('button').click();
    await drawer(officer).getByText('বিতরণের তারিখ').waitFor();
    await drawer(officer).getByRole('button', { name: 'প্রিন্ট' }).waitFor();
    const after = await paperStock(officer);
    expect(after).toBe(toBanglaDigits(digits(before) - 3));
    await officer.context().close();
  });

  it('lets the store officer write off damaged goods, seen in the ledger with the reason and memo', {
    timeout: 180_000,
  }, async () => {
    const keeper = await newPage(browser);
    await signIn(keeper, 'officeadmin@demo.gov.bd');
    const before = await stockOf(keeper, 'ফাইল কভার');
    const memo = `স্টোর/নষ্ট/${Date.now() % 100000}`;
    await keeper.getByRole('button', { name: 'সমন্বয়: ফাইল কভার' }).click();
    const form = dialog(keeper);
    await form.getByText(`খাতায় মজুদ: ${before} টি`).waitFor();
    await chooseOption(keeper, 'reason', 'নষ্ট');
    await form.getByLabel('কমানোর পরিমাণ').fill('2');
    await form.getByText(`পরিবর্তন −২, সমন্বয়ের পর মজুদ ${toBanglaDigits(digits(before) - 2)}`).waitFor();
    await form.getByLabel('মেমো/আদেশ নম্বর').fill(memo);
    await form.getByLabel('মন্তব্য').fill('ছাদ চুঁইয়ে পানি পড়ে ভিজে গেছে');
    await form.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await keeper.getByText('মজুদ সমন্বয় করা হয়েছে').first().waitFor();

    expect(await stockOf(keeper, 'ফাইল কভার')).toBe(toBanglaDigits(digits(before) - 2));
    await keeper.getByRole('button', { name: 'মজুদ খতিয়ান: ফাইল কভার' }).click();
    const first = drawer(keeper).locator('.data-table-row').first();
    await first.getByText(`নষ্ট, মেমো ${memo}`).waitFor();
    await first.getByText('ছাদ চুঁইয়ে পানি পড়ে ভিজে গেছে').waitFor();
    expect(await first.locator('.ant-tag').innerText()).toBe('সমন্বয় −২');
    expect(await first.locator('td').last().innerText()).toBe(toBanglaDigits(digits(before) - 2));
    await keeper.context().close();
  });

  it('fits a phone: the store screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of [
      '/store-mgt/store-dashboard',
      '/store-mgt/inventory',
      '/store-mgt/inventory/product-category',
      '/store-mgt/inventory/product-list',
      '/store-mgt/fixed-assets',
      '/store-mgt/receive-goods',
      '/store-mgt/deliver-goods',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .ant-empty, canvas').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
