/**
 * Training (issue 15): the super admin creates an internal batch; the officer applies for it; the
 * admin shortlists and finalises the officer (naming who takes her desk's charge for the batch's
 * days), takes her attendance and completes her alone (her
 * certificate printable), opens the batch's feedback and a trainer's profile; the officer then sees
 * the seat on 'my trainings'; the admin adds a trainer from outside. The school account imports
 * students (a file with a bad row is refused row by row, a clean one added), types one in, builds a
 * batch of its own and adds students to it. The forms say a wrong or missing field in Bangla under
 * it before anything is sent. Then the training screens fit a phone.
 */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const bangla = (text: string) => text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The batch form is plain HTML: the browser's own select, date and number fields. */
async function newBatch(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/training-mgt/new-batch-internal`);
  const title = page.getByLabel('প্রশিক্ষণের বিষয়', { exact: true });
  // Saved with nothing chosen: the first missing field says so in Bangla and takes the focus.
  await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await page.getByText('প্রশিক্ষণের বিষয় নির্বাচন করুন').waitFor();
  await page.getByText('ব্যাচের নাম লিখুন').waitFor();
  expect(await title.getAttribute('aria-invalid')).toBe('true');
  expect(await title.evaluate((field) => field === document.activeElement)).toBe(true);
  await title.selectOption({ label: 'ই-নথি ব্যবস্থাপনা' });
  await page.getByLabel('ব্যাচের নাম', { exact: true }).fill(name);
  await page.getByLabel('স্থান', { exact: true }).fill('আইসিটি টাওয়ার, আগারগাঁও, ঢাকা');
  // An end before the start is refused under the end date.
  await page.getByLabel('শুরুর তারিখ', { exact: true }).fill(iso(12));
  await page.getByLabel('শেষের তারিখ', { exact: true }).fill(iso(10));
  await page.getByLabel('আসন', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await page.getByText('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না').waitFor();
  await page.getByLabel('শেষের তারিখ', { exact: true }).fill(iso(14));
  await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await page.waitForURL(/batchlist-internal/);
  await page.getByRole('button', { name }).waitFor();
}

/** The lists' batch picker is a plain combobox, searched on the server as the person types. */
async function chooseBatch(page: Page, name: string): Promise<void> {
  await page.getByLabel('ব্যাচ নির্বাচন করুন', { exact: true }).click();
  await page.getByLabel('ব্যাচ নির্বাচন করুন', { exact: true }).fill(name);
  await openOptions(page).filter({ hasText: name }).first().click();
}

describe('an internal batch from the admin to the officer', () => {
  it('is created, applied for, shortlisted and finalised, and the officer sees the seat', {
    timeout: 240_000,
  }, async () => {
    const name = `জার্নি ব্যাচ ${Date.now() % 100000}`;
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await newBatch(admin, name);

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/training-mgt-internal/training-application-internal`);
    const search = officer.getByRole('searchbox', { name: 'নাম বা স্থান লিখে খুঁজুন' });
    await search.fill(name);
    await search.press('Enter');
    await officer.getByRole('button', { name: `আবেদন করুন: ${name}` }).click();
    await officer.getByText('আবেদন জমা হয়েছে').first().waitFor();
    await officer.locator('.data-table-row', { hasText: name }).getByText('আবেদনকৃত').waitFor();

    await admin.goto(`${baseUrl()}/#/training-mgt/applicants-internal`);
    await chooseBatch(admin, name);
    const row = admin.locator('.data-table-row', { hasText: name });
    await row.getByRole('button', { name: 'সংক্ষিপ্ত তালিকায় নিন: নুসরাত জাহান' }).click();
    await admin.getByText('সিদ্ধান্ত সংরক্ষিত হয়েছে').first().waitFor();
    await row.getByRole('button', { name: 'চূড়ান্ত করুন: নুসরাত জাহান' }).click();
    // Made final, she is away for the batch's days: the first desk she holds goes to a colleague.
    const finalising = admin.locator('.ant-modal', { hasText: 'চূড়ান্ত করুন: নুসরাত জাহান' });
    await finalising.getByText(/পর্যন্ত প্রশিক্ষণে থাকবেন/).waitFor();
    await finalising
      .getByLabel(/^দায়িত্ব পালনকারী: /)
      .first()
      .click();
    await dropdown(admin).locator('.ant-select-item-option').first().click();
    await finalising.getByRole('button', { name: 'চূড়ান্ত করুন', exact: true }).click();
    await admin.getByText('সিদ্ধান্ত সংরক্ষিত হয়েছে').first().waitFor();
    await row.getByText('প্রশিক্ষণার্থী').waitFor();

    await admin.goto(`${baseUrl()}/#/training-mgt/trainee-list-internal`);
    await chooseBatch(admin, name);
    // Her row in this batch (the list may still show every batch's trainees for a moment).
    await admin.locator('.data-table-row', { hasText: 'নুসরাত জাহান' }).filter({ hasText: name }).waitFor();
    await admin.getByRole('button', { name: 'হাজিরা শিট' }).click();
    const sheet = admin.locator('.ant-modal', { hasText: 'হাজিরা সংরক্ষণ' });
    await sheet.getByText(`হাজিরা শিট: ই-নথি ব্যবস্থাপনা, ${name}`).waitFor();
    // Her first day ticked and saved, then she alone is completed, with her certificate number.
    await sheet.getByLabel('দিন', { exact: true }).click();
    await dropdown(admin)
      .getByText(bangla(iso(12)), { exact: true })
      .click();
    await sheet.getByLabel('উপস্থিত: নুসরাত জাহান').check();
    await sheet.getByRole('button', { name: 'হাজিরা সংরক্ষণ' }).click();
    await admin.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    await admin.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    const her = admin.locator('.data-table-row', { hasText: 'নুসরাত জাহান' }).filter({ hasText: name });
    await her.getByRole('button', { name: 'সম্পন্ন: নুসরাত জাহান' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'সম্পন্ন' }).click();
    await admin
      .getByText(/^সম্পন্ন; সনদ নং TRN-/)
      .first()
      .waitFor();
    await her.getByRole('button', { name: 'সনদ' }).click();
    await admin.locator('.ant-modal').getByText('প্রশিক্ষণ সনদ').first().waitFor();
    await admin.keyboard.press('Escape');
    // The batch's feedback: nobody has answered yet.
    await admin.getByRole('button', { name: 'ব্যাচের মতামত' }).click();
    await admin.getByText('এই ব্যাচে এখনো কেউ মতামত দেননি').waitFor();
    await admin.keyboard.press('Escape');

    // A trainer's name opens the trainer's profile: subjects and the batches trained.
    await admin.goto(`${baseUrl()}/#/training-mgt/trainerlist-internal`);
    await admin.getByRole('link', { name: 'কামরুল হাসান' }).click();
    await admin.waitForURL(/profile\/trainer-view\?trainerId=/);
    await admin.getByText('ই-নথি', { exact: true }).first().waitFor();
    await admin.getByText('যেসব ব্যাচে প্রশিক্ষণ দিয়েছেন').first().waitFor();

    // A trainer from outside the app: a wrong mobile number is refused in Bangla, then saved.
    const trainer = `বহিরাগত প্রশিক্ষক ${name.slice(-5)}`;
    await admin.goto(`${baseUrl()}/#/training-mgt/add-trainer-internal`);
    await admin.getByLabel('নাম (বাংলা)', { exact: true }).fill(trainer);
    await admin.getByLabel('নাম (ইংরেজি)', { exact: true }).fill('Outside Trainer');
    await admin.getByLabel('মোবাইল', { exact: true }).fill('12345');
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('সঠিক মোবাইল নম্বর প্রদান করুন').waitFor();
    await admin.getByText('প্রশিক্ষণের বিষয়সমূহ লিখুন').waitFor();
    await admin.getByLabel('মোবাইল', { exact: true }).fill('01711000999');
    await admin.getByLabel('বিষয়সমূহ', { exact: true }).fill('ই-নথি, ডিজিটাল স্বাক্ষর');
    await admin.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByText('সংরক্ষণ করা হয়েছে').first().waitFor();
    await admin.waitForURL(/trainerlist-internal/);
    const trainers = admin.getByRole('searchbox', { name: 'নাম লিখে খুঁজুন' });
    await trainers.fill(trainer);
    await trainers.press('Enter');
    await admin.getByRole('link', { name: trainer }).waitFor();
    await admin.context().close();

    await officer.goto(`${baseUrl()}/#/training-mgt-internal/training-internal-list-self`);
    await officer.locator('.data-table-row', { hasText: name }).getByText('প্রশিক্ষণার্থী').waitFor();
    // The completed trainings of the demo show on the profile's trainings tab.
    await officer.goto(`${baseUrl()}/#/profile/trainings`);
    await officer.getByText('প্রশিক্ষণ ব্যবস্থাপনায় সম্পন্ন প্রশিক্ষণ').first().waitFor();
    // In that table (her own entries above may name the same course): the innermost card of that title.
    const completed = officer.locator('.panel', { hasText: 'প্রশিক্ষণ ব্যবস্থাপনায় সম্পন্ন প্রশিক্ষণ' }).last();
    await completed.locator('.data-table-row', { hasText: 'সাইবার নিরাপত্তা সচেতনতা' }).waitFor();
    await officer.context().close();
  });
});

async function studentFile(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  sheet.addRow(['নাম', 'Name', 'NID', 'Mobile', 'Gender', 'School', 'Class']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the school account', () => {
  it('imports students row by row, builds a batch and adds students to it', {
    timeout: 240_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'school@demo.gov.bd');
    const stamp = String(Date.now() % 100000).padStart(5, '0');
    await page.goto(`${baseUrl()}/#/training-mgt/internal-applicant-list-import`);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'students.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await studentFile([
        [
          'রুমানা আক্তার',
          'Rumana Akter',
          `19950${stamp}111`,
          `0181${stamp}11`,
          'female',
          'পবা পাইলট উচ্চ বিদ্যালয়',
          'নবম',
        ],
        ['ভুল সারি', null, '12', `0181${stamp}12`, 'male', 'পবা পাইলট উচ্চ বিদ্যালয়', null],
      ]),
    });
    await page.getByText('কোনো শিক্ষার্থী যোগ করা হয়নি').first().waitFor();
    await page.locator('.data-table-row', { hasText: 'এনআইডি' }).waitFor();
    await input.setInputFiles({
      name: 'students.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await studentFile([
        [
          'রুমানা আক্তার',
          'Rumana Akter',
          `19950${stamp}111`,
          `0181${stamp}11`,
          'female',
          'পবা পাইলট উচ্চ বিদ্যালয়',
          'নবম',
        ],
        ['মোঃ জুবায়ের', null, `19950${stamp}112`, `0181${stamp}12`, 'পুরুষ', 'পবা পাইলট উচ্চ বিদ্যালয়', 'দশম'],
      ]),
    });
    await page.getByText('২ জন শিক্ষার্থী যোগ হয়েছে').first().waitFor();

    // One student typed in: a short NID is refused in Bangla, then the student is saved.
    await page.goto(`${baseUrl()}/#/training-mgt/internal-training-student-create`);
    await page.getByLabel('নাম (বাংলা)', { exact: true }).fill('সাবরিনা ইসলাম');
    await page.getByLabel('এনআইডি', { exact: true }).fill('123');
    await page.getByLabel('মোবাইল', { exact: true }).fill(`0181${stamp}13`);
    await page.getByLabel('শিক্ষা প্রতিষ্ঠান', { exact: true }).fill('পবা পাইলট উচ্চ বিদ্যালয়');
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে').waitFor();
    await page.getByText('লিঙ্গ নির্বাচন করুন').waitFor();
    const nid = page.getByLabel('এনআইডি', { exact: true });
    expect(await nid.evaluate((field) => field === document.activeElement)).toBe(true);
    await nid.fill(`19950${stamp}113`);
    // The form's own field, not the gender filter of the students' list under it.
    await page.locator('.training-form').getByLabel('লিঙ্গ', { exact: true }).selectOption({ label: 'নারী' });
    await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('শিক্ষার্থী তৈরি হয়েছে').first().waitFor();
    expect(await nid.inputValue()).toBe('');
    await page.locator('.data-table-row', { hasText: 'সাবরিনা ইসলাম' }).waitFor();

    const name = `স্কুল জার্নি ${stamp}`;
    await newBatch(page, name);
    await page.goto(`${baseUrl()}/#/training-mgt/internal-applicant-training-selection`);
    await chooseBatch(page, name);
    await page.getByLabel('ব্যাচে যোগ করুন: রুমানা আক্তার').check();
    await page.getByRole('button', { name: /ব্যাচে যোগ করুন/ }).click();
    await page.getByText('ব্যাচে যোগ করা হয়েছে').first().waitFor();

    await page.goto(`${baseUrl()}/#/training-mgt/internal-applicant-batch-selection`);
    await chooseBatch(page, name);
    await page
      .locator('.data-table-row', { hasText: name })
      .getByRole('button', { name: 'চূড়ান্ত করুন: রুমানা আক্তার' })
      .click();
    await page.getByText('সিদ্ধান্ত সংরক্ষিত হয়েছে').first().waitFor();
    // The final trainee list of the batch shows her.
    await page.goto(`${baseUrl()}/#/training-mgt/trainee-list-internal`);
    await chooseBatch(page, name);
    await page.locator('.data-table-row', { hasText: name }).getByText('রুমানা আক্তার').waitFor();
    await page.context().close();
  });

  it('fits a phone: the training screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'superadmin@demo.gov.bd');
    for (const path of [
      '/training-mgt/training-dashboard',
      '/training-mgt/batchlist',
      '/training-mgt/applicants-internal',
      '/training-mgt/trainee-list',
      '/training-mgt-internal/training-internal-list-self',
      '/training-mgt-internal/training-application-internal',
      '/training-mgt/new-batch-internal',
      '/training-mgt/add-trainer',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .training-form, .figure').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
