/**
 * Innovations (SPEC.md §2 /innovations): an officer records an innovation with a picture and
 * submits it; the office admin finds it in the queue and accepts it for piloting; the list then
 * shows it accepted.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../src/server/testing/file-fixtures';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const TITLE = 'স্কুলে অনলাইন উপস্থিতি নোটিশ বোর্ড';

describe('an innovation from the officer to the office admin', () => {
  it('is recorded with a picture, submitted, accepted from the queue and listed as accepted', {
    timeout: 120_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/innovations`);
    await officer.getByTestId('innovation-figures').waitFor();
    expect(await officer.title()).toBe('উদ্ভাবন - কার্যালয়');
    // The officer's own five demo innovations.
    await officer.getByText('মোট ৫টি উদ্ভাবন').waitFor();

    await officer.getByRole('link', { name: 'নতুন উদ্ভাবন' }).click();
    await officer.waitForURL(/#\/innovations\/new$/);
    await officer.getByLabel('শিরোনাম', { exact: true }).fill(TITLE);
    await officer
      .getByLabel('বিবরণ', { exact: true })
      .fill('বিদ্যালয়ের শিক্ষার্থীদের উপস্থিতি প্রতিদিন অনলাইনে নোটিশ বোর্ডে দেখা যাবে, অভিভাবকরা মোবাইলে দেখবেন।');
    await officer.getByLabel('অর্থবছর').fill('2026-27');
    await officer.getByLabel('বাজেট (টাকা)').fill('175000');
    await officer.getByText('কথায়: এক লক্ষ পঁচাত্তর হাজার টাকা মাত্র').waitFor();
    await officer.locator('input[type="file"]').setInputFiles({
      name: 'নোটিশ বোর্ড.png',
      mimeType: 'image/png',
      buffer: pngBytes(800, 60),
    });
    await officer.getByText('নির্বাচিত ছবি: নোটিশ বোর্ড.png').waitFor();
    await officer.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await officer
      .getByRole('alertdialog', {
        name: `আপনি কি "${TITLE}" সংরক্ষণ করতে চান?`,
      })
      .waitFor();
    await dialog(officer).getByRole('button', { name: 'সংরক্ষণ' }).click();

    await officer.waitForURL(/#\/innovations\/\d+$/);
    await officer.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    await officer.getByRole('img', { name: TITLE }).waitFor();
    await officer.getByText('খসড়া', { exact: true }).waitFor();
    await officer.getByRole('button', { name: 'দাখিল করুন' }).click();
    await dialog(officer).getByRole('button', { name: 'দাখিল করুন' }).click();
    await officer.getByText('উদ্ভাবনটি দাখিল করা হয়েছে').first().waitFor();
    await officer.locator('[data-status="submitted"]').waitFor();
    await officer.context().close();

    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/innovations`);
    const queueFigure = admin.locator('[data-figure="submitted"]');
    // Two submitted in the demo data, and the officer's new one.
    await expect.poll(() => queueFigure.innerText()).toContain('৩');
    await queueFigure.click();
    await admin.waitForURL(/status=submitted/);
    await admin.getByText('মোট ৩টি উদ্ভাবন').waitFor();
    await admin.getByRole('link', { name: TITLE }).click();
    await admin.waitForURL(/#\/innovations\/\d+$/);
    await admin.getByRole('img', { name: TITLE }).waitFor();
    await admin.getByRole('button', { name: 'গ্রহণ করুন' }).click();
    await dialog(admin).getByLabel('মন্তব্য').fill('উপজেলার দুইটি বিদ্যালয়ে পাইলটিং করুন');
    await dialog(admin).getByRole('button', { name: 'গ্রহণ করুন' }).click();
    await admin.getByText('উদ্ভাবনটি পাইলটিংয়ের জন্য গৃহীত হয়েছে').first().waitFor();
    await admin.locator('[data-status="accepted"]').waitFor();

    await admin.getByRole('link', { name: 'তালিকায় ফিরুন' }).click();
    await admin.waitForURL(/#\/innovations$/);
    const row = admin.locator('.data-table-row', { hasText: TITLE });
    await row.waitFor();
    // The list kept from the first visit shows at once and is fetched again behind it.
    await expect.poll(() => row.locator('[data-status]').innerText()).toBe('পাইলটিংয়ের জন্য গৃহীত');
    await admin.context().close();
  });
});
