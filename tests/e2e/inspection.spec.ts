/**
 * Inspections (SPEC.md §2 /inspection-mgt): the officer plans a visit to Paba upazila office at a
 * digital lab found by its EIIN and sends it to the controlling desk, whose queue names the lab; the
 * office admin approves it; the officer fills the checklist with the GPS position, raises a recommendation for the district office and submits; the office
 * admin reports it implemented; the officer closes it, and the visit report shows it closed. Then
 * the inspection screens fit a phone.
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
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const PURPOSE = `ডিজিটাল ল্যাবের সরেজমিন পরিদর্শন ${Date.now() % 100000}`;
const RECOMMENDATION = `ল্যাবের অকেজো রাউটার বদলে দিন ${Date.now() % 100000}`;

async function pick(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

describe('a tour plan from approval to a closed recommendation', () => {
  it('is planned, approved, inspected and its recommendation followed to closure', {
    timeout: 240_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/tour-plan`);
    await officer.waitForURL(/inspection-mgt\/tour-plan/);
    await officer.getByRole('button', { name: 'নতুন ভ্রমণসূচি' }).click();
    const form = dialog(officer);
    await pick(officer, 'পরিদর্শনের অফিস', 'পবা');
    const tomorrow = new Date(Date.now() + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('/');
    await form.getByLabel('পরিদর্শনের তারিখ').fill(tomorrow);
    await form.getByLabel('পরিদর্শনের তারিখ').press('Enter');
    await form.getByLabel('উদ্দেশ্য').fill(PURPOSE);
    // The visit is to a digital lab, found on the server by its EIIN.
    const lab = officer.getByLabel('পরিদর্শনের ডিজিটাল ল্যাব', { exact: true });
    await lab.click();
    await lab.fill('126543');
    await officer
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয় (১২৬৫৪৩)',
      })
      .click();
    await form.getByRole('button', { name: 'অনুমোদনের জন্য পাঠান' }).click();
    await officer.getByText('ভ্রমণসূচি অনুমোদনের জন্য পাঠানো হয়েছে').first().waitFor();

    // The controlling desk (the office admin's) approves it before the visit.
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/inspection-mgt/tour-plan?scope=approvals`);
    const row = admin.locator('.data-table-row', { hasText: PURPOSE });
    await row.getByText('ল্যাব: রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয় (EIIN ১২৬৫৪৩)').waitFor();
    await row.getByRole('button').first().click();
    await drawer(admin).getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await admin.getByText('ভ্রমণসূচি অনুমোদিত হয়েছে').first().waitFor();

    // The officer starts and fills the inspection on the visit.
    await officer.reload();
    await officer.locator('.data-table-row', { hasText: PURPOSE }).getByRole('button').first().click();
    await drawer(officer).getByRole('button', { name: 'পরিদর্শন শুরু করুন' }).click();
    await officer.getByRole('button', { name: 'পরিদর্শন শুরু করুন' }).click();
    await officer.getByText('ল্যাবের জন্য আলাদা কক্ষ আছে কি?').waitFor();
    const yes = officer.getByRole('radio', { name: 'হ্যাঁ' });
    await yes.nth(0).check();
    await yes.nth(1).check();
    await officer.getByLabel('সচল ল্যাপটপের সংখ্যা').fill('12');
    await officer.getByLabel('অক্ষাংশ').fill('২৪.৪৩');
    await officer.getByLabel('দ্রাঘিমাংশ').fill('88.621');
    await officer.getByText('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন').first().waitFor();
    await officer.getByLabel('অক্ষাংশ').fill('24.4352');
    await officer.getByLabel('সুপারিশ', { exact: true }).fill(RECOMMENDATION);
    await pick(officer, 'দায়িত্বপ্রাপ্ত অফিস', 'জেলা আইসিটি');
    await officer.getByRole('button', { name: 'সুপারিশ যোগ করুন' }).click();
    await officer.getByText('সুপারিশ যোগ হয়েছে').first().waitFor();
    await officer.getByRole('button', { name: 'পরিদর্শন দাখিল' }).click();
    await dialog(officer).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await officer.getByText('পরিদর্শন দাখিল করা হয়েছে').first().waitFor();
    await officer.getByRole('button', { name: 'প্রিন্ট' }).waitFor();

    // The responsible office reports it implemented.
    await admin.goto(`${baseUrl()}/#/visit-feedback-progress`);
    await admin.getByRole('button', { name: RECOMMENDATION }).click();
    await drawer(admin).getByLabel('অবস্থা').click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'বাস্তবায়িত' })
      .click();
    await drawer(admin).getByLabel('বাস্তবায়নের বিবরণ').fill('নতুন রাউটার বসানো হয়েছে');
    await drawer(admin).getByRole('button', { name: 'অগ্রগতি পাঠান' }).click();
    await admin.getByText('অগ্রগতি পাঠানো হয়েছে').first().waitFor();
    await admin.context().close();

    // The inspector closes it; it reads closed.
    await officer.goto(`${baseUrl()}/#/inspection-mgt/visit-feedback-progress`);
    await officer.getByRole('button', { name: 'আমাদের দেওয়া সুপারিশ', exact: true }).click();
    await officer.getByRole('button', { name: RECOMMENDATION }).click();
    await drawer(officer).getByRole('button', { name: 'নিষ্পন্ন হিসেবে বন্ধ করুন' }).click();
    await officer.getByText('সুপারিশটি নিষ্পন্ন হিসেবে বন্ধ হয়েছে').first().waitFor();
    await expect
      .poll(() => drawer(officer).locator('.plain-tag', { hasText: 'নিষ্পন্ন' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await officer.context().close();
  });

  it('fits a phone: the inspection screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'superadmin@demo.gov.bd');
    for (const path of [
      '/inspection-mgt/inspection-dashboard',
      '/inspection-mgt/tour-plan',
      '/inspection-mgt/visit-report',
      '/inspection-mgt/visit-feedback-progress',
      '/inspection-mgt/checklist-template-design',
      '/inspection-mgt/create-checklist-item',
      '/inspection-mgt/target-list',
      '/inspection-mgt/inspection-progress-report',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .dashboard-card, canvas').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
