/**
 * Report management (SPEC.md §2 /report-mgt, §4 report flow): the head office defines a monthly
 * report and asks the District ICT Office, Rajshahi for it; the district's office admin names the
 * creator, verifier and approver desks; the officer fills the last month's report, the verifier
 * sends it back with a reason, the officer fixes it, the verifier and approver pass it, and the
 * head office sees the district's report submitted in office-wise reports and the yearly summary.
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
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const openOption = (page: Page, text: string) =>
  openOptions(page)
    .filter({
      hasText: text,
    })
    .first();

const CODE = `EQ-${Date.now().toString(36).slice(-5).toUpperCase()}`;
const TITLE = 'ই-সেবা কেন্দ্রের মাসিক সেবাগ্রহীতা প্রতিবেদন';
const REASON = 'সেবাগ্রহীতার সংখ্যা রেজিস্টারের সাথে মিলছে না';
const RAJSHAHI = 'জেলা আইসিটি কার্যালয়, রাজশাহী';

async function as(email: string, path: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  await page.goto(`${baseUrl()}/#${path}`);
  return page;
}

/** Opens the new report's response from a pending list of the signed-in desk. */
async function openFromList(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${path}`);
  await page
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .click();
  await page.waitForURL(/my-report-details/);
}

describe('a periodic report from the head office to a district office and back', () => {
  it('is defined, assigned, filled, sent back, fixed, verified, approved and seen submitted', {
    timeout: 240_000,
  }, async () => {
    // The head office defines the report and asks Rajshahi for it.
    const hq = await as('superadmin@demo.gov.bd', '/report-mgt/asked-reports');
    await expect.poll(() => hq.title()).toBe('চাহিত প্রতিবেদন - কার্যালয়');
    await hq.getByRole('button', { name: 'নতুন প্রতিবেদন' }).click();
    const form = dialog(hq);
    await form.getByLabel('শিরোনাম (বাংলা)').fill(TITLE);
    await form.getByLabel('শিরোনাম (ইংরেজি)').fill('Monthly e-service centre visitors report');
    await form.getByLabel('কোড').fill(CODE);
    await form.getByLabel('দাখিলের দিন (পরের মাসের)').fill('28');
    await form.getByLabel('কী (ইংরেজি) 1').fill('visitors');
    await form.getByLabel('নাম (বাংলা) 1').fill('সেবাগ্রহীতার সংখ্যা');
    await form.getByLabel('নাম (ইংরেজি) 1').fill('Visitors');
    await form.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await hq.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    const row = hq.locator('.data-table-row', { hasText: CODE });
    await row.getByRole('button', { name: 'অফিস নির্ধারণ' }).click();
    await drawer(hq).getByLabel('অফিসের নাম দিয়ে খুঁজুন').fill('রাজশাহী');
    await drawer(hq).getByLabel('অফিসের নাম দিয়ে খুঁজুন').press('Enter');
    await drawer(hq).getByRole('checkbox', { name: RAJSHAHI, exact: true }).click();
    await hq.getByText('১টি অফিস নির্ধারিত').first().waitFor();
    await hq.context().close();

    // The district's office admin names the desks of the three stages.
    const admin = await as('officeadmin@demo.gov.bd', '/report-mgt/my-reports');
    await admin
      .locator('.data-table-row', { hasText: CODE })
      .getByRole('button', { name: 'অনুমোদিত ডেস্ক' })
      .click();
    for (const [holder, stage] of [
      ['নুসরাত জাহান', 'প্রস্তুতকারী'],
      ['কামরুল হাসান', 'যাচাইকারী'],
      ['কামরুল হাসান', 'অনুমোদনকারী'],
    ] as const) {
      await drawer(admin).getByLabel('ডেস্ক নির্বাচন করুন').click();
      await openOption(admin, holder).click();
      await drawer(admin).getByLabel('ধাপ নির্বাচন করুন').click();
      await openOption(admin, stage).click();
      await drawer(admin).getByRole('button', { name: 'ডেস্ক যোগ করুন' }).click();
      await drawer(admin).locator('.ant-list-item', { hasText: stage }).waitFor();
    }
    await admin.context().close();

    // The officer fills last month's report and sends it for verification.
    const officer = await as('officer@demo.gov.bd', '/report-mgt/creation-pending-reports');
    await officer.getByRole('link', { name: new RegExp(TITLE) }).click();
    await officer.waitForURL(/my-report-details/);
    await officer.getByLabel('সেবাগ্রহীতার সংখ্যা').fill('১২০');
    await officer.getByRole('button', { name: 'যাচাইয়ের জন্য পাঠান' }).click();
    await officer.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    await officer.locator('.panel-head').getByText('যাচাইয়ের অপেক্ষায়').first().waitFor();
    await officer.context().close();

    // The verifier sends it back with a reason.
    const verifier = await as('officeadmin@demo.gov.bd', '/report-mgt/report-dashboard');
    await openFromList(verifier, '/report-mgt/verification-pending-reports');
    await verifier.getByRole('button', { name: 'প্রস্তুতকারীর কাছে ফেরত পাঠান' }).click();
    await dialog(verifier).getByLabel('ফেরত পাঠানোর কারণ').fill(REASON);
    await dialog(verifier).getByRole('button', { name: 'প্রস্তুতকারীর কাছে ফেরত পাঠান' }).click();
    await verifier.getByText('ফেরত এসেছে').first().waitFor();
    await verifier.context().close();

    // The officer reads why, fixes the figure and sends it again.
    const fixer = await as('officer@demo.gov.bd', '/report-mgt/report-dashboard');
    await openFromList(fixer, '/report-mgt/creation-pending-reports');
    await fixer.getByText(`ফেরত পাঠানোর কারণ: ${REASON}`).waitFor();
    await fixer.getByLabel('সেবাগ্রহীতার সংখ্যা').fill('১১৮');
    await fixer.getByRole('button', { name: 'যাচাইয়ের জন্য পাঠান' }).click();
    await fixer.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    await fixer.context().close();

    // Verified and approved: submitted to the head office.
    const approver = await as('officeadmin@demo.gov.bd', '/report-mgt/report-dashboard');
    await openFromList(approver, '/report-mgt/verification-pending-reports');
    await approver.getByRole('button', { name: 'যাচাই করুন' }).click();
    await dialog(approver).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await approver.getByRole('button', { name: 'অনুমোদন ও দাখিল করুন' }).click();
    await dialog(approver).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await approver.locator('.panel-head').getByText('দাখিলকৃত').first().waitFor();
    // Every step is in the log, the send-back with its reason.
    await approver.getByText('অনুমোদন ও দাখিল', { exact: true }).waitFor();
    await approver.getByText(`মন্তব্য: ${REASON}`).waitFor();
    await approver.context().close();

    // The head office sees Rajshahi's report submitted, office-wise and in the yearly summary.
    const back = await as('superadmin@demo.gov.bd', '/report-mgt/asked-reports');
    await back
      .locator('.data-table-row', { hasText: CODE })
      .getByRole('link', { name: 'অফিসভিত্তিক প্রতিবেদন' })
      .click();
    await back.waitForURL(/office-wise-reports\?reportId=\d+/);
    const rajshahi = back.locator('.data-table-row', { hasText: RAJSHAHI });
    await expect.poll(() => rajshahi.innerText()).toMatch(/(যথাসময়ে|বিলম্বে) দাখিল/);
    const summary = back.locator('.panel', { hasText: 'বার্ষিক সারসংক্ষেপ' });
    await summary.getByText('মোট', { exact: true }).waitFor();
    expect(await summary.locator('.data-table-summary').innerText()).toMatch(/১/);
    await back.context().close();
  });

  it('fits a phone: the report screens are no wider than 390 px', { timeout: 90_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of [
      '/report-mgt/report-dashboard',
      '/report-mgt/my-reports',
      '/report-mgt/pending-reports',
      '/report-mgt/verification-pending-reports',
      '/report-mgt/my-report-details/DLAB-M',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.panel').first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
