/**
 * Freelancers (SPEC.md §2 /freelancer-mgt, /doict-freelancer-*): the district office admin adds a
 * freelancer with two marketplaces; the freelancer is found by search and by the marketplace
 * filter, counted on the district's dashboard, and seen in full on the details page; the super
 * admin finds them in the DoICT list. The officer sees the own record in the profile. Then the
 * freelancer screens fit a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEnglishDigits } from '../../src/common/validation';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const figure = async (page: Page, key: string) =>
  Number(
    toEnglishDigits(await page.locator(`[data-figure="${key}"] .figure-value`).first().innerText()).replace(
      /\D/g,
      '',
    ),
  );

describe('a freelancer of the district, from the form to the dashboard', () => {
  it('is added with two marketplaces, found by search and filter, counted and shown in full', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/freelancer-mgt/freelancer-dashboard`);
    await admin.getByTestId('freelancer-figures').waitFor();
    const before = await figure(admin, 'total');
    expect(before).toBeGreaterThan(0);

    await admin.goto(`${baseUrl()}/#/freelancer-mgt/freelancer-list`);
    await admin.locator('.data-table-row').first().waitFor();
    await admin.getByRole('button', { name: 'নতুন ফ্রিল্যান্সার' }).click();
    const form = dialog(admin);
    await form.getByLabel('নাম', { exact: true }).fill('তাহমিনা ফেরদৌস');
    await form.getByLabel('মোবাইল').fill('01955123456');
    await form.getByLabel('ইমেইল').fill('tahmina.ferdous@example.com');
    await form.getByLabel('সর্বমোট উপার্জন (ডলার)').fill('18250.50');
    await form.getByLabel('দক্ষতা (কমা দিয়ে আলাদা)').fill('ইউএক্স ডিজাইন, ফিগমা');
    await form.getByRole('button', { name: 'মার্কেটপ্লেস যোগ করুন' }).click();
    await chooseOption(admin, 'marketplaces_0_marketplaceId', 'আপওয়ার্ক');
    await form.locator('#marketplaces_0_earnings').fill('15000');
    await form.getByRole('button', { name: 'মার্কেটপ্লেস যোগ করুন' }).click();
    await chooseOption(admin, 'marketplaces_1_marketplaceId', 'ফাইভার');
    await form.locator('#marketplaces_1_earnings').fill('3250.50');
    await form.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('সংরক্ষণ সফল হয়েছে').first().waitFor();

    // Found by a Bangla search, and by the marketplace filter with the skill.
    const search = admin.getByRole('searchbox', { name: 'নাম, মোবাইল বা ইমেইল দিয়ে খুঁজুন' });
    await search.fill('তাহমিনা');
    await search.press('Enter');
    await admin.locator('.data-table-row', { hasText: 'তাহমিনা ফেরদৌস' }).waitFor();
    await admin.goto(
      `${baseUrl()}/#/freelancer-mgt/freelancer-list?marketplaceId=2&skill=${encodeURIComponent('ফিগমা')}`,
    );
    const row = admin.locator('.data-table-row', { hasText: 'তাহমিনা ফেরদৌস' });
    await row.waitFor();
    expect(await admin.locator('.data-table-row').count()).toBe(1);

    // Counted on the dashboard.
    await admin.goto(`${baseUrl()}/#/freelancer-mgt/freelancer-dashboard`);
    await admin.getByTestId('by-marketplace').waitFor();
    await expect.poll(() => figure(admin, 'total'), { timeout: 15_000 }).toBe(before + 1);

    // Seen in full on the details page.
    await admin.goto(`${baseUrl()}/#/freelancer-mgt/freelancer-list?search=${encodeURIComponent('তাহমিনা')}`);
    await admin.getByRole('link', { name: 'তাহমিনা ফেরদৌস' }).click();
    await admin.waitForURL(/#\/doict-freelancer-details\/\d+/);
    await admin.getByText('tahmina.ferdous@example.com').waitFor();
    await admin.getByText('ফিগমা').first().waitFor();
    await admin.getByRole('cell', { name: 'আপওয়ার্ক' }).waitFor();
    await admin.getByRole('cell', { name: 'ফাইভার' }).waitFor();
    await admin.getByText('$১৮,২৫০.৫').first().waitFor();
    await admin.context().close();

    // The DoICT list has every district; the super admin finds the new freelancer there.
    const doict = await newPage(browser);
    await signIn(doict, 'superadmin@demo.gov.bd');
    await doict.goto(`${baseUrl()}/#/doict-freelancer-list?search=01955123456`);
    await doict.locator('.data-table-row', { hasText: 'তাহমিনা ফেরদৌস' }).waitFor();
    await doict.goto(`${baseUrl()}/#/doict-freelancer-dashboard`);
    await doict.getByTestId('by-district').waitFor();
    await doict.context().close();
  });

  it('shows the officer the own freelancer record in the profile', { timeout: 60_000 }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/profile/freelancer-view`);
    await officer.getByText('নুসরাত জাহান').first().waitFor();
    await officer.getByRole('cell', { name: 'আপওয়ার্ক' }).first().waitFor();
    await officer.context().close();
  });

  it('fits a phone: the freelancer screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of [
      '/freelancer-mgt/freelancer-dashboard',
      '/freelancer-mgt/freelancer-list',
      '/freelancer-mgt/mentor-list',
      '/freelancer-mgt/team-list',
      '/freelancer-mgt/freelancer-categories',
      '/freelancer-mgt/freelancer-roles',
      '/freelancer-mgt/freelancer-marketplaces',
      '/freelancers',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .ant-empty').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
    // The DoICT screens and a details page, as the super admin.
    const wide = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const admin = await newPage(browser, wide);
    await signIn(admin, 'superadmin@demo.gov.bd');
    for (const path of ['/doict-freelancer-list', '/doict-freelancer-dashboard']) {
      await admin.goto(`${baseUrl()}/#${path}`);
      await admin.locator('.data-table-row').first().waitFor();
      const width = await admin.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await admin.goto(`${baseUrl()}/#/doict-freelancer-list`);
    await admin.locator('.data-table-row a').first().click();
    await admin.waitForURL(/#\/doict-freelancer-details\/\d+/);
    await admin.getByTestId('freelancer-facts').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wide.close();
  });
});
