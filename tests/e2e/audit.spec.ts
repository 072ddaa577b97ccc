/**
 * The audit trail: an officer opens a support ticket; the super admin filters the trail by module
 * and action, finds the officer's change with who made it, and opens the row to see what was
 * written. The trail offers no way to change a row.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const openOption = (page: Page, text: string) =>
  openOptions(page)
    .filter({
      hasText: text,
    })
    .first();
const banglaDigits = (value: number) => String(value).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

const DESCRIPTION = 'নিরীক্ষা লগের যাত্রা: হাজিরা প্রতিবেদনের পাতায় ভুল তারিখ দেখাচ্ছে।';

describe('the audit trail', () => {
  it('shows the super admin a change the officer made, filtered by module and action', {
    timeout: 120_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/support`);
    await officer.getByRole('button', { name: 'নতুন টিকিট' }).click();
    await dialog(officer).getByLabel('বিষয়').click();
    await openOption(officer, 'অন্যান্য').click();
    await dialog(officer).getByLabel('বিবরণ').fill(DESCRIPTION);
    await dialog(officer).getByRole('button', { name: 'টিকিট খুলুন' }).click();
    await officer.waitForURL(/#\/support-details\/\d+$/);
    const id = Number(officer.url().split('/').pop());
    await officer.context().close();

    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/audit-log`);
    await admin.getByText('নিরীক্ষা লগ পরিবর্তন বা মুছে ফেলা যায় না।').waitFor();
    await admin.waitForFunction(() => document.title === 'নিরীক্ষা লগ - কার্যালয়');

    // The filters are the browser's own selects.
    await admin.getByLabel('মডিউল', { exact: true }).selectOption({ label: 'সহায়তা' });
    await admin.getByLabel('কাজ', { exact: true }).selectOption({ label: 'তৈরি' });
    await admin.waitForURL(/module=support/);
    await admin.waitForURL(/action=create/);

    const row = admin.locator('tr.data-table-row', { hasText: `support-ticket #${banglaDigits(id)}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('সহায়তা');
    expect(await row.textContent()).toContain('তৈরি');
    // Opening the row shows what was written.
    await row.click();
    await admin.getByText(DESCRIPTION).first().waitFor();
    // Nothing on the screen changes or removes a row.
    expect(await admin.getByRole('button', { name: /মুছুন|সম্পাদনা/ }).count()).toBe(0);
    await admin.context().close();
  });
});
