/**
 * Asset statements (SPEC.md §2 /emp-asset-mgt): the officer finishes her half-filled draft of this
 * fiscal year in the sectioned form (saved automatically, still there after a reload), submits it
 * and prints it in Bangla; the district head finds it in his approval queue, reads it and accepts
 * it; his dashboard counts one more accepted statement. The super admin reminds the head office's
 * non-filers from the compliance report, once a day.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const fromBangla = (text: string) =>
  Number(text.replace(/[০-৯]/g, (digit) => String(BN_DIGITS.indexOf(digit))).replace(/\D/g, ''));
const acceptedFigure = async (page: Page) => {
  await page.goto(`${baseUrl()}/#/emp-asset-mgt/asset-dashboard`);
  const figure = page.getByTestId('figure-accepted').locator('.figure-value');
  await figure.waitFor();
  return fromBangla(await figure.innerText());
};

describe('an asset statement from the officer to the receiving authority', () => {
  it('is filled with autosave, submitted, printed, accepted from the queue and counted', {
    timeout: 150_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    const acceptedBefore = await acceptedFigure(admin);

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/emp-asset-mgt/asset-entry`);
    await officer.getByText('ঙ. আয়ের উৎস').first().waitFor();
    expect(await officer.title()).toBe('সম্পদ বিবরণী দাখিল - কার্যালয়');
    await officer.locator('[data-status="draft"]').waitFor();
    // The seed's draft has her flat in Dhaka and her cash in hand, and no income yet.
    expect(await officer.locator('#asset-immovable-0-location').inputValue()).toContain('মিরপুর');

    await officer.getByRole('button', { name: 'সারি যোগ করুন: ঙ. আয়ের উৎস' }).click();
    await officer.locator('#asset-income-0-description').fill('মূল বেতন ও ভাতাদি');
    await officer.locator('#asset-income-0-annualAmount').fill('540000');
    await officer.getByText('কথায়: পাঁচ লক্ষ চল্লিশ হাজার টাকা মাত্র').waitFor();
    await officer.getByText('স্বয়ংক্রিয়ভাবে সংরক্ষিত', { exact: false }).waitFor();

    // Saved on the server: the row is there after a reload.
    await officer.reload();
    await officer.locator('#asset-income-0-annualAmount').waitFor();
    expect(await officer.locator('#asset-income-0-annualAmount').inputValue()).toBe('540000');

    await officer.getByRole('button', { name: 'চূড়ান্ত দাখিল' }).click();
    await dialog(officer).getByRole('button', { name: 'চূড়ান্ত দাখিল' }).click();
    await officer.getByText('সম্পদ বিবরণী দাখিল করা হয়েছে').first().waitFor();
    await officer.waitForURL(/final-submitted\?id=\d+/);
    const printed = officer.locator('#asset-statement-print');
    await printed.getByText('সম্পদ বিবরণী (গোপনীয়)').waitFor();
    await printed.getByText('নুসরাত জাহান', { exact: false }).first().waitFor();
    await printed.getByText('৫,৪০,০০০', { exact: false }).first().waitFor();
    await printed.getByText('পাঁচ লক্ষ চল্লিশ হাজার টাকা মাত্র', { exact: false }).first().waitFor();
    await officer.getByRole('button', { name: 'প্রিন্ট' }).click();
    await officer.locator('[data-status="submitted"]').first().waitFor();
    await officer.context().close();

    await admin.goto(`${baseUrl()}/#/emp-asset-mgt/approval-pending`);
    const row = admin.locator('tr', { hasText: 'নুসরাত জাহান' });
    await row.first().waitFor();
    await row.first().getByRole('button', { name: /খুলুন/ }).click();
    const drawer = admin.locator('.ant-drawer:visible');
    await drawer.getByText('পাঁচ লক্ষ চল্লিশ হাজার টাকা মাত্র', { exact: false }).first().waitFor();
    await drawer.getByRole('button', { name: 'গ্রহণ করুন' }).click();
    await admin.getByText('বিবরণী গ্রহণ করা হয়েছে').first().waitFor();

    await expect.poll(() => acceptedFigure(admin)).toBe(acceptedBefore + 1);
    await admin.context().close();
  });

  it('reminds an office’s non-filers from the compliance report, once a day', {
    timeout: 120_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/emp-asset-mgt/reports?officeId=2`);
    const remind = admin.getByRole('button', { name: /দাখিলের তাগিদ পাঠান/ });
    await remind.click();
    await dialog(admin).locator('h2', { hasText: 'তাগিদ পাঠাবেন?' }).waitFor();
    await dialog(admin)
      .getByRole('button', { name: /দাখিলের তাগিদ পাঠান/ })
      .click();
    await admin
      .getByText(/[০-৯]+ জনকে তাগিদ পাঠানো হয়েছে/)
      .first()
      .waitFor();
    await expect.poll(() => dialog(admin).count()).toBe(0);
    await remind.click();
    await dialog(admin)
      .getByRole('button', { name: /দাখিলের তাগিদ পাঠান/ })
      .click();
    await admin
      .getByText('এই অফিসে আজ এই অর্থবছরের সম্পদ বিবরণীর তাগিদ একবার পাঠানো হয়েছে', { exact: false })
      .first()
      .waitFor();
    await admin.context().close();
  });

  it('fits a phone: the asset screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of ['draft-submit', 'final-submitted', 'approval-pending', 'reports', 'admin-settings']) {
      await page.goto(`${baseUrl()}/#/emp-asset-mgt/${path}`);
      await page.locator('.data-table-row, .data-table-empty, .ant-empty').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    for (const path of ['asset-entry', 'asset-dashboard', 'office-setup']) {
      await page.goto(`${baseUrl()}/#/emp-asset-mgt/${path}`);
      await page.locator('.panel').first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) await page.screenshot({ path: `/tmp/asset-${path}-390.png`, fullPage: true });
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
