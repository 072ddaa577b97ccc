/**
 * Profile journeys: the officer fills profile tabs (the basic tab refusing a blank name and a child
 * without gender under their fields first) and sees the progress rise, then prints the CV
 * (the print helper's frame is read back: what would go to the printer); the office admin reads the
 * office's skills on /userskills.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../src/server/testing/file-fixtures';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const progressText = (page: Page) => page.getByTestId('profile-progress').innerText();

/**
 * Records what the print helper sends to the printer: the helper writes the element into a new
 * frame and calls the frame's print(); that print is replaced by one that keeps the frame's page.
 */
async function capturePrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { printed: string[] };
    record.printed = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLIFrameElement) || !node.contentWindow) continue;
          const frame = node;
          (frame.contentWindow as Window).print = () => {
            record.printed.push(frame.contentDocument?.body.innerHTML ?? '');
          };
        }
      }
    }).observe(document.body, { childList: true });
  });
}

describe('the officer fills the profile', () => {
  it('saves basic fields, a training and a photo; the progress rises; the CV prints in Bangla', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officer@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/profile/basic`);
    await expect.poll(() => progressText(page)).toContain('৭৫%');
    expect(await page.getByText('যা বাকি আছে:').innerText()).toContain('ধর্ম');

    // Basic, plain: a cleared Bangla name and a child without gender are refused under their
    // fields, the focus on the first; nothing is asked or saved.
    const nameBn = page.getByLabel('নাম (বাংলা)', { exact: true });
    const kids = page.getByTestId('kid-list');
    const ownName = await nameBn.inputValue();
    await nameBn.fill('');
    await page.getByRole('button', { name: 'সন্তান যোগ করুন' }).click();
    await kids.getByLabel('সন্তানের নাম').fill('আয়েশা জাহান');
    await page.getByRole('button', { name: 'মৌলিক তথ্য সংরক্ষণ করুন' }).click();
    await page.locator('#profile-basic-nameBn-error', { hasText: 'বাংলায় নাম আবশ্যক' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-basic-nameBn');
    expect(await nameBn.getAttribute('aria-invalid')).toBe('true');
    expect(await kids.locator('.plain-field-error').innerText()).toBe('সন্তানের লিঙ্গ নির্বাচন করুন');
    expect(await kids.getByLabel('সন্তানের লিঙ্গ').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog(page).count()).toBe(0);
    await nameBn.fill(ownName);
    await kids.getByLabel('সন্তানের লিঙ্গ').selectOption({ label: 'মহিলা' });
    expect(await page.locator('.plain-field-error').count()).toBe(0);

    // Basic: religion, post office and code fill two missing parts (3 + 2).
    await page.getByLabel('ধর্ম').fill('ইসলাম');
    await page.getByLabel('ডাকঘর').fill('রাজশাহী জিপিও');
    await page.getByLabel('পোস্ট কোড').fill('৬০০০');
    await page.getByRole('button', { name: 'মৌলিক তথ্য সংরক্ষণ করুন' }).click();
    await page
      .getByRole('alertdialog', {
        name: 'আপনি কি "মৌলিক তথ্য" সংরক্ষণ করতে চান?',
      })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সফলভাবে হালনাগাদ করা হয়েছে').first().waitFor();
    await expect.poll(() => progressText(page)).toContain('৮০%');
    // The saved form: the child with her gender, the post code as the server keeps it.
    expect(await kids.getByLabel('সন্তানের নাম').inputValue()).toBe('আয়েশা জাহান');
    expect(await page.getByLabel('পোস্ট কোড').inputValue()).toBe('6000');

    // Trainings: the empty form says what is required, under each field.
    await page.goto(`${baseUrl()}/#/profile/trainings`);
    await page.getByRole('button', { name: 'নতুন যোগ করুন' }).click();
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await dialog(page).getByText('শিরোনাম আবশ্যক').waitFor();
    await dialog(page).getByLabel('শিরোনাম').fill('সাইবার নিরাপত্তা সচেতনতা');
    await dialog(page).getByLabel('প্রশিক্ষণ প্রতিষ্ঠান').fill('বাংলাদেশ কম্পিউটার কাউন্সিল');
    await dialog(page).getByLabel('শুরুর তারিখ').fill('০৪/০২/২০২৪');
    await dialog(page).getByLabel('শুরুর তারিখ').press('Enter');
    await dialog(page).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await page.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    // Her own entry, by its start date: the table of trainings done through training management
    // below may name the same course.
    const row = page
      .locator('.data-table-row', { hasText: 'সাইবার নিরাপত্তা সচেতনতা' })
      .filter({ hasText: '০৪/০২/২০২৪' });
    await row.waitFor();
    expect(await row.count()).toBe(1);

    // Photo: 640 px wide, checked in the browser and on the server; the photo weighs 10.
    await page.goto(`${baseUrl()}/#/profile/profile-photo`);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'nusrat.png', mimeType: 'image/png', buffer: pngBytes(640, 800) });
    await page.getByText('ছবি সংরক্ষণ করা হয়েছে').first().waitFor();
    await page.getByRole('img', { name: 'ছবি' }).waitFor();
    await expect.poll(() => progressText(page)).toContain('৯০%');

    // The CV: printed through the print helper, in Bangla, with the photo and the new training.
    await capturePrints(page);
    await page.getByRole('button', { name: 'সিভি প্রিন্ট' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length))
      .toBe(1);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
    expect(printed).toContain('জীবন বৃত্তান্ত');
    expect(printed).toContain('নুসরাত জাহান');
    expect(printed).toContain('সাইবার নিরাপত্তা সচেতনতা');
    expect(printed).toContain('রাজশাহী বিশ্ববিদ্যালয়');
    expect(printed).toMatch(/<img[^>]+src="blob:/);
    await page.close();
  });
});

describe('the office admin reads the skills of the office', () => {
  it("lists the officers' skills, filtered by level", async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/userskills`);
    await page.locator('.panel-title', { hasText: 'অফিসের কর্মকর্তাদের দক্ষতা' }).waitFor();
    await page.locator('.data-table-row', { hasText: 'নুসরাত জাহান' }).first().waitFor();
    expect(await page.getByText('মোট ৫টি দক্ষতা').count()).toBe(1);
    await page.getByLabel('স্তর', { exact: true }).selectOption({ label: 'দক্ষ' });
    await expect.poll(() => page.locator('.data-table-row').count()).toBe(1);
    expect(await page.locator('.data-table-row').innerText()).toContain('প্রোগ্রামিং');
    await page.close();
  });
});
