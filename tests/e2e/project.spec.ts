/**
 * Projects (SPEC.md §2 /project-mgt): the office admin adds a site to the digital-lab project,
 * typing the coordinates (Bangla digits are refused, as SPEC.md §5 asks for English ones); the
 * officer of the office finds the site with its position shown in Bangla digits, and the project
 * in the project list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const SITE = `পুঠিয়া পাইলট বালিকা বিদ্যালয় ${Date.now() % 100000}`;

async function pick(page: Page, label: string, text: string) {
  const box = dialog(page).getByLabel(label, { exact: true });
  await box.click();
  await box.fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

describe('a project site', () => {
  it('is added by the office admin and found by the officer with its coordinates', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/project-mgt/project-sites`);
    await admin.getByRole('button', { name: 'নতুন সাইট' }).click();
    await pick(admin, 'প্রকল্প', 'RAJ-DL-2023');
    await dialog(admin).getByLabel('নাম (বাংলা)').fill(SITE);
    await pick(admin, 'জেলা', 'রাজশাহী');
    await pick(admin, 'উপজেলা', 'পুঠিয়া');
    await dialog(admin).getByLabel('অক্ষাংশ').fill('২৪.৩৬৫৮');
    await dialog(admin).getByLabel('দ্রাঘিমাংশ').fill('88.7802');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await dialog(admin).getByText('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন').first().waitFor();
    await dialog(admin).getByLabel('অক্ষাংশ').fill('24.3658');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    await admin.context().close();

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/project-mgt/project-sites`);
    // The plain list's search field (a search landmark around it carries the same name).
    const search = officer.getByRole('searchbox', { name: 'সাইটের নাম লিখে খুঁজুন' });
    await search.fill(SITE);
    await search.press('Enter');
    const row = officer.locator('.data-table-row', { hasText: SITE });
    await row.getByText('২৪.৩৬৫৮, ৮৮.৭৮০২').waitFor();
    await row.getByText('পুঠিয়া', { exact: true }).waitFor();
    await officer.goto(`${baseUrl()}/#/project-mgt/project-list`);
    await officer.locator('.data-table-row', { hasText: 'RAJ-DL-2023' }).getByText('চলমান').waitFor();
    await officer.context().close();
  });
});
