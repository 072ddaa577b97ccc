/**
 * Exam management (SPEC.md §2 /exam-mgt): the exam desk assigns an expert to an exam with the work
 * to do, issues the answer scripts and records their receipt (refused above what was issued), makes
 * the honorarium bill, approves it, pays it to the expert's bank account, and prints the Bangla bill
 * with the amount in words; a subject the exams still list is refused deletion. Then the exam
 * screens fit a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const EXPERT = 'সাবরিনা হক';
const rowOf = (page: Page) => page.locator('.data-table-row', { hasText: EXPERT }).first();

describe('an expert from assignment to a paid, printed bill', () => {
  it('is assigned, returns the answer scripts, and is billed, approved and paid', {
    timeout: 240_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'exam@demo.gov.bd');

    // The expert is assigned to the office assistant exam's mathematics with 120 scripts to examine.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-wise-experts`);
    await page.getByRole('button', { name: 'নতুন যোগ করুন' }).click();
    await chooseOption(page, 'examId', 'অফিস সহায়ক');
    await chooseOption(page, 'subjectId', 'গণিত');
    await chooseOption(page, 'expertId', 'সাবরিনা');
    await chooseOption(page, 'works_0_workItemId', 'উত্তরপত্র মূল্যায়ন');
    await dialog(page).getByLabel('পরিমাণ').fill('120');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সংরক্ষণ সফল হয়েছে').first().waitFor();
    await rowOf(page).getByText('৪,২০০').waitFor();

    // The answer scripts go out in a bundle and come back; more than were issued is refused.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-answersheets`);
    await page.getByRole('button', { name: 'উত্তরপত্র প্রদান' }).click();
    await chooseOption(page, 'examId', 'অফিস সহায়ক');
    await chooseOption(page, 'subjectId', 'গণিত');
    await chooseOption(page, 'expertId', 'সাবরিনা');
    await dialog(page).getByLabel('বান্ডেল').fill('গণিত-৭');
    await dialog(page).getByLabel('উত্তরপত্র', { exact: true }).fill('120');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সংরক্ষণ সফল হয়েছে').first().waitFor();
    await rowOf(page).getByRole('button', { name: 'গ্রহণ করুন' }).click();
    await dialog(page).getByLabel('উত্তরপত্র', { exact: true }).fill('130');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('গৃহীত প্যাকেট বা উত্তরপত্র প্রদত্ত সংখ্যার বেশি হতে পারে না').first().waitFor();
    await dialog(page).getByLabel('উত্তরপত্র', { exact: true }).fill('120');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await rowOf(page).getByText('গৃহীত', { exact: true }).waitFor();

    // The bill: 120 × ৳35 = ৳4,200, less ৳420 tax at source and the ৳10 stamp: ৳3,770.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-bills`);
    await page.getByRole('button', { name: 'বিল তৈরি করুন' }).click();
    await chooseOption(page, 'assignmentId', 'সাবরিনা');
    await dialog(page).getByRole('button', { name: 'বিল তৈরি করুন' }).click();
    await dialog(page).getByText('৩,৭৭০').waitFor();
    await dialog(page).getByRole('button', { name: 'বাতিল' }).click();

    await page.goto(`${baseUrl()}/#/exam-mgt/exam-bill-approval`);
    await rowOf(page).getByRole('button', { name: 'অনুমোদন' }).click();
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('বিল অনুমোদিত হয়েছে').first().waitFor();

    await page.goto(`${baseUrl()}/#/exam-mgt/exam-bill-payment`);
    await rowOf(page).getByRole('button', { name: 'পরিশোধ' }).click();
    await dialog(page).getByLabel('পরিশোধের রেফারেন্স (ইএফটি)').fill('EFT-777');
    await dialog(page).getByRole('button', { name: 'পরিশোধ' }).click();
    await page.getByText('বিল পরিশোধিত হয়েছে').first().waitFor();

    // The paid bill prints in Bangla with the net amount in words.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-bills?status=paid`);
    await rowOf(page).getByRole('button', { name: 'দেখুন' }).click();
    const bill = page.locator('#exam-bill-print');
    await bill.getByText('পরীক্ষা সংক্রান্ত সম্মানী বিল').waitFor();
    await bill.getByText('তিন হাজার সাত শত সত্তর টাকা মাত্র', { exact: false }).waitFor();
    await bill.getByText('EFT-৭৭৭', { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: 'প্রিন্ট' }).waitFor();

    // The dashboard counts it among the paid bills.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-dashboard`);
    await page.getByText('সম্মানী বিল: পরিশোধিত').waitFor();

    // A subject the exams still list cannot be deleted: asked by name, refused with the reason.
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-subjects?search=${encodeURIComponent('গণিত')}`);
    await page.getByRole('button', { name: 'মুছুন: গণিত' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'মুছুন' }).click();
    await page.getByText('এই তথ্যটি অন্য কোনো কাজে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না').first().waitFor();
    await page.locator('.data-table-row', { hasText: 'গণিত' }).first().waitFor();
    await page.context().close();
  });

  it('fits a phone: the exam screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'exam@demo.gov.bd');
    for (const path of [
      'expert-profiles',
      'exam-questions',
      'exam-answersheets',
      'exam-bills',
      'exam-bill-approval',
      'exam-bill-payment',
      'exam-list',
      'exam-wise-experts',
      'exam-subjects',
      'exam-honorarium-setup',
      'bank-branch-setup',
    ]) {
      await page.goto(`${baseUrl()}/#/exam-mgt/${path}`);
      await page.locator('.data-table-row, .data-table-empty').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await page.goto(`${baseUrl()}/#/exam-mgt/exam-dashboard`);
    await page.locator('.figure').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
