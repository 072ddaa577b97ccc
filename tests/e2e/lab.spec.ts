/**
 * Digital labs (SPEC.md §2 /lab-mgt, /srdl-mgt): the district office admin adds a Sheikh Russel
 * Digital Lab in Paba (an empty form asks for the institution and the district; coordinates typed in
 * Bangla digits are refused, then given in English), adds
 * a laptop and logs a class in it; the SRDL list finds the lab with its device and activity, and
 * the SRDL dashboard counts one lab more. A lab entered by mistake loses its contact teacher on an
 * edit, its device and then itself, each confirmed by name, while a lab with a history says why it
 * stays. Then the lab screens fit a phone, where an officer reads that only managers add labs.
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
const CODE = `PB${Date.now() % 1_000_000}`;
const INSTITUTION = `হরিপুর উচ্চ বিদ্যালয় ${Date.now() % 1000}`;

/** A choice of the browser's own select, named by its label (the lab form's district and upazila). */
async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: text });
}

const labFigure = async (page: Page) => {
  await page.goto(`${baseUrl()}/#/srdl-mgt/srdl-dashboard`);
  const figure = page.locator('[data-figure="labs"]');
  await figure.waitFor();
  return (await figure.locator('div').last().innerText()).trim();
};

const BANGLA = '০১২৩৪৫৬৭৮৯';
const fromBangla = (text: string) =>
  Number(text.replace(/[০-৯]/g, (digit) => String(BANGLA.indexOf(digit))).replace(/,/g, ''));

describe('a lab added with its equipment and activity', () => {
  it('is added, equipped, used, and counted on the SRDL dashboard', { timeout: 240_000 }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    const before = fromBangla(await labFigure(admin));

    await admin.goto(`${baseUrl()}/#/lab-mgt/new-lab`);
    // Saved empty, the form asks for the institution and takes the focus there.
    const institution = admin.getByLabel('প্রতিষ্ঠানের নাম (বাংলা)');
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('প্রতিষ্ঠানের নাম লিখুন').waitFor();
    await admin.getByText('জেলা নির্বাচন করুন').waitFor();
    await expect.poll(() => institution.evaluate((field) => field === document.activeElement)).toBe(true);
    await institution.fill(INSTITUTION);
    await admin.getByLabel('EIIN / কোড').fill(CODE);
    await choose(admin, 'জেলা', 'রাজশাহী');
    await choose(admin, 'উপজেলা', 'পবা');
    await admin.getByLabel('অক্ষাংশ').fill('২৪.৪১');
    await admin.getByLabel('দ্রাঘিমাংশ').fill('88.63');
    await admin.getByLabel('স্থাপনের সাল').fill('2022');
    await admin.getByLabel('যোগাযোগকারী শিক্ষক').fill('মোছাঃ নাজমা খাতুন');
    await admin.getByLabel('শিক্ষকের মোবাইল').fill('01711998877');
    // Coordinates in Bangla digits are refused under the field, and nothing is saved.
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন').first().waitFor();
    expect(await admin.getByLabel('অক্ষাংশ').getAttribute('aria-invalid')).toBe('true');
    await admin.getByLabel('অক্ষাংশ').fill('24.41');
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('ল্যাবটি সংরক্ষণ করা হয়েছে').first().waitFor();

    // Saved, the lab opens in the list's drawer: a laptop is added and a class logged.
    await drawer(admin).getByTestId('lab-details').waitFor();
    await drawer(admin).getByRole('button', { name: 'সরঞ্জাম যোগ করুন' }).click();
    await dialog(admin).getByLabel('সরঞ্জামের ধরন', { exact: true }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'ল্যাপটপ' }).click();
    await dialog(admin).getByLabel('সিরিয়াল নম্বর').fill(`WLT-${CODE}`);
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('সরঞ্জামটি যোগ করা হয়েছে').first().waitFor();
    await drawer(admin).getByText(`WLT-${CODE}`).waitFor();

    await drawer(admin).getByRole('button', { name: 'কার্যক্রম লিখুন' }).click();
    await dialog(admin).getByLabel('বিবরণ').fill('সপ্তম শ্রেণির আইসিটি ব্যবহারিক ক্লাস');
    await dialog(admin).getByLabel('অংশগ্রহণকারী', { exact: true }).fill('35');
    await dialog(admin).getByLabel('নারী অংশগ্রহণকারী').fill('40');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await dialog(admin).getByText('নারী অংশগ্রহণকারী মোট অংশগ্রহণকারীর বেশি হতে পারে না').waitFor();
    await dialog(admin).getByLabel('নারী অংশগ্রহণকারী').fill('18');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('কার্যক্রমটি সংরক্ষণ করা হয়েছে').first().waitFor();
    await drawer(admin).getByText('সপ্তম শ্রেণির আইসিটি ব্যবহারিক ক্লাস').waitFor();

    // The SRDL list finds it by its code with one working device and one activity.
    await admin.goto(`${baseUrl()}/#/srdl-mgt/srdl-list?search=${CODE}`);
    const row = admin.locator('.data-table-row', { hasText: INSTITUTION });
    await row.waitFor();
    expect(await row.innerText()).toContain('সচল ১');
    expect(await row.innerText()).toContain('পবা');

    // The dashboard counts one lab more.
    await expect.poll(async () => fromBangla(await labFigure(admin)), { timeout: 15_000 }).toBe(before + 1);
    await admin.context().close();
  });

  it('clears an emptied field, and deletes a device and a lab entered by mistake', {
    timeout: 240_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    const code = `DL${Date.now() % 1_000_000}`;
    const name = `ভুলে যোগ করা ল্যাব ${Date.now() % 1000}`;
    await admin.goto(`${baseUrl()}/#/lab-mgt/new-lab`);
    await admin.getByLabel('প্রতিষ্ঠানের নাম (বাংলা)').fill(name);
    await admin.getByLabel('EIIN / কোড').fill(code);
    await choose(admin, 'জেলা', 'রাজশাহী');
    await admin.getByLabel('যোগাযোগকারী শিক্ষক').fill('মোঃ আব্দুল করিম');
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await drawer(admin).getByTestId('lab-details').waitFor();
    await drawer(admin).getByText('মোঃ আব্দুল করিম').waitFor();

    // The contact teacher emptied on an edit is gone after saving.
    await drawer(admin).getByRole('button', { name: 'সম্পাদনা' }).click();
    await dialog(admin).getByLabel('যোগাযোগকারী শিক্ষক').fill('');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('ল্যাবটি সংরক্ষণ করা হয়েছে').first().waitFor();
    await drawer(admin).getByText('মোঃ আব্দুল করিম').waitFor({ state: 'detached' });

    // A device added, then deleted from its row after the confirmation.
    await drawer(admin).getByRole('button', { name: 'সরঞ্জাম যোগ করুন' }).click();
    await dialog(admin).getByLabel('সরঞ্জামের ধরন', { exact: true }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'রাউটার' }).click();
    await dialog(admin).getByLabel('সিরিয়াল নম্বর').fill(`RT-${code}`);
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await drawer(admin).getByText(`RT-${code}`).waitFor();
    await drawer(admin)
      .getByRole('button', { name: `মুছুন: রাউটার (RT-${code})` })
      .click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'মুছুন', exact: true }).click();
    await admin.getByText('সরঞ্জামটি মুছে ফেলা হয়েছে').first().waitFor();
    await drawer(admin).getByText(`RT-${code}`).waitFor({ state: 'detached' });

    // The lab itself goes, and the list no longer finds it.
    await drawer(admin).getByRole('button', { name: 'ল্যাব মুছুন' }).click();
    await admin
      .getByRole('alertdialog', {
        name: name,
      })
      .waitFor();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'মুছুন', exact: true }).click();
    await admin.getByText('ল্যাবটি মুছে ফেলা হয়েছে').first().waitFor();
    await admin.goto(`${baseUrl()}/#/lab-mgt/lab-list?search=${code}`);
    await admin.getByText('কোনো ল্যাব পাওয়া যায়নি').first().waitFor();

    // A lab with logged activities stays, and the toast says why.
    await admin.goto(`${baseUrl()}/#/lab-mgt/lab-list?search=126543`);
    await admin.locator('.data-table-row').first().getByRole('button').first().click();
    await drawer(admin).getByTestId('lab-details').waitFor();
    await drawer(admin).getByRole('button', { name: 'ল্যাব মুছুন' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'মুছুন', exact: true }).click();
    await admin.getByText('ল্যাবটির কার্যক্রমের রেকর্ড আছে, তাই এটি মুছে ফেলা যাবে না').first().waitFor();
    await admin.context().close();
  });

  it('fits a phone: the lab screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officer@demo.gov.bd');
    // An officer may read the labs but not add one: the new-lab page says who does.
    await page.goto(`${baseUrl()}/#/lab-mgt/new-lab`);
    await page.getByText('নতুন ল্যাব যোগ করেন অফিস প্রশাসক').waitFor();
    expect(await page.getByRole('button', { name: 'সংরক্ষণ' }).count()).toBe(0);
    for (const path of [
      '/srdl-mgt/srdl-dashboard',
      '/lab-mgt/lab-list',
      '/lab-mgt/lab-equipment-list',
      '/lab-mgt/lab-activities',
      '/lab-mgt/lab-reports',
      '/lab-mgt/geolocation-lab-inspection-reports',
      '/lab-mgt/recommendation-progress-update',
      '/lab-mgt/recommendation-progress-reports',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .ant-empty, canvas').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
