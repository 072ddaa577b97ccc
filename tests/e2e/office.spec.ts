/** Office setup journeys (issue 5): the super admin builds an office; its office admin keeps it up to date. */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the select labelled `label`, types `search` and picks the option whose text is exactly `option`. */
async function choose(page: Page, label: string, search: string, option: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  await openOptions(page)
    .filter({ hasText: new RegExp(`^${option}`) })
    .first()
    .click();
}

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');

describe('office setup by the super admin', () => {
  it('creates an office through the cascade, then adds a section and posts to its organogram', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/new-office`);
    await page.getByLabel('নাম (বাংলা)').waitFor();
    expect(await page.title()).toBe('নতুন অফিস - কার্যালয়');

    await page.getByLabel('নাম (বাংলা)').fill('উপজেলা শিক্ষা অফিসারের কার্যালয়, পুঠিয়া, রাজশাহী');
    await page.getByLabel('নাম (ইংরেজি)').fill('Upazila Education Office, Puthia, Rajshahi');
    await choose(page, 'মন্ত্রণালয়/বিভাগ', 'প্রাথমিক', 'প্রাথমিক ও গণশিক্ষা মন্ত্রণালয়');
    await choose(page, 'অধিদপ্তর/দপ্তর', 'প্রাথমিক', 'প্রাথমিক শিক্ষা অধিদপ্তর');
    await choose(page, 'জেলা', 'রাজশাহী', 'রাজশাহী');
    await choose(page, 'উপজেলা', 'পুঠ', 'পুঠিয়া');
    await choose(page, 'অফিসের স্তর', 'উপজেলা', 'উপজেলা কার্যালয়');
    await choose(page, 'ঊর্ধ্বতন অফিস', 'প্রাথমিক শিক্ষা অফিসারের', 'জেলা প্রাথমিক শিক্ষা অফিসারের কার্যালয়, রাজশাহী');
    await page.getByLabel('অক্ষাংশ').fill('24.3667');
    await page.getByLabel('দ্রাঘিমাংশ').fill('88.8333');
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page
      .getByRole('alertdialog', {
        name: 'আপনি কি "উপজেলা শিক্ষা অফিসারের কার্যালয়, পুঠিয়া, রাজশাহী" সংরক্ষণ করতে চান?',
      })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();

    // A new office goes on to its sections.
    await page.waitForURL(/#\/office-setup\/office-sections\?officeId=\d+/);
    await page.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    await page.getByText('কোনো তথ্য পাওয়া যায়নি').first().waitFor();
    await page.getByRole('button', { name: 'নতুন শাখা' }).click();
    await dialog(page).getByLabel('নাম (বাংলা)').fill('প্রশাসন শাখা');
    await dialog(page).getByLabel('নাম (ইংরেজি)').fill('Administration Section');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    const row = page.locator('.data-table-row', { hasText: 'প্রশাসন শাখা' });
    await row.waitFor();
    expect(await row.textContent()).toContain('০টি পদ');

    await row.getByRole('link', { name: 'অর্গানোগ্রাম' }).click();
    await page.waitForURL(/#\/office-setup\/office-structure\?officeId=\d+/);
    await page.getByRole('button', { name: 'নতুন পদ' }).click();
    await choose(page, 'পদবি', 'উপজেলা শিক্ষা', 'উপজেলা শিক্ষা অফিসার$');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByRole('button', { name: 'উপজেলা শিক্ষা অফিসার এর অধীনে নতুন পদ' }).click();
    await choose(page, 'পদবি', 'সহকারী উপজেলা', 'সহকারী উপজেলা শিক্ষা অফিসার');
    await choose(page, 'শাখা', 'প্রশাসন', 'প্রশাসন শাখা');
    await dialog(page).getByLabel('পদসংখ্যা').fill('2');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();

    // Three posts, all empty, two of them under the upazila education officer.
    await expect.poll(() => page.locator('.organogram-post').count()).toBe(3);
    const summary = await page.getByTestId('organogram-summary').innerText();
    expect(summary).toMatch(/মোট পদ\s*৩/);
    expect(summary).toMatch(/পূরণকৃত পদ\s*০/);
    expect(summary).toMatch(/শূন্য পদ\s*৩/);
    expect(await page.locator('.organogram-post', { hasText: 'সহকারী উপজেলা শিক্ষা অফিসার' }).count()).toBe(2);
    await page.context().close();
  });
});

describe('office list', () => {
  it('downloads the searched list as an Excel file, and keeps the search over a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-list`);
    const search = page.getByRole('searchbox', { name: 'অফিসের নাম লিখে অনুসন্ধান করুন' });
    await search.fill('রাজশাহী');
    await search.press('Enter');
    await page.getByText(/^মোট [০-৯]+টি অফিস$/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'এক্সেল' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^offices-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // The file carries the search: Bangla headers, and only offices whose name matched.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const names = workbook.worksheets[0].getColumn(2).values.slice(1);
    expect(names[0]).toBe('অফিসের নাম (বাংলা)');
    expect(names.length).toBeGreaterThan(1);
    for (const name of names.slice(1)) expect(String(name)).toContain('রাজশাহী');

    // The search lives in the address: a reload (or a shared link) shows the same offices.
    const total = await page.getByText(/^মোট [০-৯]+টি অফিস$/).textContent();
    expect(decodeURIComponent(page.url())).toContain('search=রাজশাহী');
    await page.reload();
    expect(await search.inputValue()).toBe('রাজশাহী');
    await page.getByText(total ?? '', { exact: true }).waitFor();
    await page.context().close();
  });
});

describe('office information by its office admin', () => {
  it('edits the office info and sees the organogram with filled and empty posts', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/officeinfo`);
    await page.getByTestId('working-office').getByText('জেলা আইসিটি কার্যালয়, রাজশাহী').waitFor();
    expect(await page.title()).toBe('অফিসের তথ্য - কার্যালয়');

    await page.getByRole('button', { name: 'অফিসের তথ্য সম্পাদনা' }).click();
    await page.getByLabel('ঠিকানা').fill('জেলা প্রশাসকের কার্যালয় ভবন (৩য় তলা), রাজশাহী');
    await page.getByLabel('ফোন').fill('০৭২১-৭৭১২৩৪');
    // Coordinates must be typed in English digits (SPEC.md §5).
    await page.getByLabel('অক্ষাংশ').fill('২৪.৩৬৩৫৮৮');
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138)').waitFor();
    await page.getByLabel('অক্ষাংশ').fill('24.363588');
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সফলভাবে হালনাগাদ করা হয়েছে').first().waitFor();

    const info = page.getByTestId('office-info');
    await info.getByText('জেলা প্রশাসকের কার্যালয় ভবন (৩য় তলা), রাজশাহী').waitFor();
    expect(await info.innerText()).toContain('০৭২১-৭৭১২৩৪');
    // Typed in English digits, read in Bangla digits.
    expect(await info.innerText()).toContain('২৪.৩৬৩৫৮৮, ৮৮.৬২৪১৩৮');

    // The organogram: the head and the programmer hold their posts; the others are empty.
    const head = page.locator('.organogram-post', { hasText: 'কামরুল হাসান' });
    await head.waitFor();
    expect(await head.innerText()).toContain('অফিস প্রধান');
    await page.locator('.organogram-post', { hasText: 'নুসরাত জাহান' }).waitFor();
    expect(await page.locator('.organogram-post', { hasText: 'শূন্য পদ' }).count()).toBeGreaterThan(0);
    const summary = await page.getByTestId('organogram-summary').innerText();
    expect(summary).toMatch(/পূরণকৃত পদ\s*[০-৯]+/);
    expect(summary).toMatch(/শূন্য পদ\s*[০-৯]+/);

    await page.context().close();
  });
});

describe('office settings', () => {
  it("sets an office's hours and weekly holidays; hours that end before they start are refused", async () => {
    const page = await newPage(browser);
    // An office no other journey uses: its holidays decide the working days of leave.
    await signIn(page, 'superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/settings?officeId=105`);
    await expect
      .poll(() => page.getByLabel('অফিস', { exact: true }).inputValue())
      .toBe('উপজেলা আইসিটি কার্যালয়, শিবগঞ্জ, বগুড়া');
    const closes = page.getByLabel('অফিস শেষের সময়');
    await closes.waitFor();
    await page.getByLabel('অফিস শুরুর সময়').fill('10:00');
    await closes.fill('09:30');
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /শেষের সময়/ })
      .waitFor();
    expect(await closes.getAttribute('aria-invalid')).toBe('true');

    await closes.fill('16:30');
    const saturday = page.getByRole('checkbox', { name: 'শনিবার' });
    expect(await saturday.isChecked()).toBe(true);
    await saturday.uncheck();
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').waitFor();

    // What was saved is what a reload shows.
    await page.reload();
    await closes.waitFor();
    expect(await page.getByLabel('অফিস শুরুর সময়').inputValue()).toBe('10:00');
    expect(await closes.inputValue()).toBe('16:30');
    expect(await page.getByRole('checkbox', { name: 'শনিবার' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'শুক্রবার' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('the super admin switches meeting management on for an office, and it stays on', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/admin-settings`);
    const search = page.getByRole('searchbox', { name: 'অফিসের নাম লিখে অনুসন্ধান করুন' });
    await search.fill('শিবগঞ্জ');
    await search.press('Enter');
    const meetings = page.getByRole('switch', { name: /^সভা ব্যবস্থাপনা: উপজেলা আইসিটি কার্যালয়, শিবগঞ্জ/ }).first();
    await meetings.waitFor();
    const before = await meetings.getAttribute('aria-checked');
    await meetings.click();
    await page.getByText('সফলভাবে হালনাগাদ করা হয়েছে').waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('switch', { name: /^সভা ব্যবস্থাপনা: উপজেলা আইসিটি কার্যালয়, শিবগঞ্জ/ })
          .first()
          .getAttribute('aria-checked'),
      )
      .toBe(before === 'true' ? 'false' : 'true');
    await page.context().close();
  });
});
