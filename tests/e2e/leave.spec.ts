/**
 * Leave (SPEC.md §2 /leaveapplications, /leaveapprovals, /leavebalance): the officer applies for a
 * casual leave; the office admin, whose desk approves the office's leave, sees it counted on the
 * dashboard, finds it in the approvals queue and approves it; the officer's casual leave balance
 * drops by the leave's days. Then the leave screens fit a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEnglishDigits } from '../../src/common/validation';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 86_400_000;
const FIXED_HOLIDAYS = ['02-21', '03-26', '04-14', '05-01', '08-15', '12-16', '12-25'];
const dhakaDay = (time: number) => new Date(time + 6 * 3_600_000).toISOString().slice(0, 10);

/** The first working day after tomorrow (no Friday, Saturday or fixed holiday). */
function leaveDay(): string {
  for (let offset = 2; ; offset++) {
    const day = dhakaDay(Date.now() + offset * DAY);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 5 && weekday !== 6 && !FIXED_HOLIDAYS.includes(day.slice(5))) return day;
  }
}

const typed = (day: string) => day.split('-').reverse().join('/');
const numberIn = async (page: Page, testId: string) =>
  Number(toEnglishDigits((await page.getByTestId(testId).locator('.figure-value').innerText()).trim()));
// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');

async function casualAvailable(page: Page, year: string): Promise<number> {
  await page.goto(`${baseUrl()}/#/leavebalance`);
  const select = page.getByLabel('বছর');
  if (year !== String(new Date().getFullYear())) {
    await select.click();
    await openOptions(page)
      .filter({
        hasText: year.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]),
      })
      .click();
  }
  const cell = page.getByTestId('available-casual');
  await cell.waitFor();
  return Number(toEnglishDigits((await cell.innerText()).trim()));
}

describe('a casual leave from the officer to the approving desk', () => {
  it('is applied for, counted on the dashboard, approved, and the balance drops', {
    timeout: 180_000,
  }, async () => {
    const day = leaveDay();
    const year = day.slice(0, 4);

    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/dashboard`);
    await admin.getByTestId('count-leaveOwnOffice').waitFor();
    const before = await numberIn(admin, 'count-leaveOwnOffice');

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    const availableBefore = await casualAvailable(officer, year);
    await officer.goto(`${baseUrl()}/#/leaveapplications`);
    await officer.getByText('মোট ৬টি আবেদন').waitFor();
    await officer.getByRole('button', { name: 'নতুন আবেদন' }).click();
    const form = dialog(officer);
    await form.getByLabel('শুরুর তারিখ').fill(typed(day));
    await form.getByLabel('শুরুর তারিখ').press('Enter');
    await form.getByLabel('শেষের তারিখ').fill(typed(day));
    await form.getByLabel('শেষের তারিখ').press('Enter');
    await form.getByTestId('leave-days').getByText('১ কর্মদিবস').waitFor();
    await form.getByLabel('ছুটির কারণ').fill('চিকিৎসকের সঙ্গে পূর্বনির্ধারিত সাক্ষাৎ');
    await form.getByLabel('ছুটিকালীন ঠিকানা').fill('বাসা ১২, সড়ক ৩, উপশহর, রাজশাহী');
    await form.getByRole('button', { name: 'দাখিল করুন' }).click();
    await officer.getByText('আবেদন দাখিল হয়েছে').first().waitFor();
    const detail = officer.getByTestId('leave-detail');
    await detail.waitFor();
    await officer.locator('.ant-drawer').getByText('অনুমোদনের অপেক্ষায়').first().waitFor();
    const title = await officer.locator('.ant-drawer-title').innerText();
    const id = toEnglishDigits(title).replace(/\D/g, '');

    // The approving desk sees it counted on the dashboard and follows the figure to the queue.
    await admin.reload();
    await expect.poll(() => numberIn(admin, 'count-leaveOwnOffice'), { timeout: 15_000 }).toBe(before + 1);
    await admin.getByTestId('count-leaveOwnOffice').getByRole('link').click();
    await admin.waitForURL(/#\/leaveapprovals/);
    const banglaId = id.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);
    await admin.getByRole('button', { name: `#${banglaId}` }).click();
    await admin.getByTestId('leave-detail').getByText('চিকিৎসকের সঙ্গে পূর্বনির্ধারিত সাক্ষাৎ').waitFor();
    await admin.locator('.ant-drawer').getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await dialog(admin).getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await admin.getByText('আবেদন অনুমোদিত হয়েছে').first().waitFor();
    await admin.goto(`${baseUrl()}/#/dashboard`);
    await admin.reload();
    await expect.poll(() => numberIn(admin, 'count-leaveOwnOffice'), { timeout: 15_000 }).toBe(before);
    await admin.context().close();

    // The officer's casual leave balance has dropped by the leave's one day.
    await expect.poll(() => casualAvailable(officer, year), { timeout: 30_000 }).toBe(availableBefore - 1);
    await officer.goto(`${baseUrl()}/#/leaveapplications?status=approved`);
    await officer.getByRole('button', { name: `#${banglaId}` }).click();
    await officer.getByRole('button', { name: 'প্রিন্ট' }).waitFor();
    await officer.getByText('ছুটি মঞ্জুরির আদেশ').waitFor();
    await officer.context().close();
  });

  it('fits a phone: the leave screens are no wider than 390 px', { timeout: 90_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of [
      '/leaveapplications',
      '/leaveapprovals',
      '/leavebalance',
      '/leavehistory',
      '/leaveapprovers',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .ant-list-item, .ant-empty').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
