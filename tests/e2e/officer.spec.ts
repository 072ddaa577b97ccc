import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chooseFirstOption, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A date in the kit's picker of the posting and release forms, typed as it shows it. */
async function pickDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
}

/** A date in the browser's date field of the plain new-officer form: YYYY-MM-DD, whatever it shows. */
async function typeDate(page: Page, label: string, isoDate: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(isoDate);
}

describe('officers', () => {
  it('the office admin adds an officer, moves them to another empty post, and the officer signs in at that desk', async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/new-officer`);
    await admin.getByRole('button', { name: 'কর্মকর্তা নিবন্ধন করুন' }).click();
    await admin.getByText('ইমেইল আবশ্যক').waitFor();

    await chooseOption(admin, 'registration-office', 'জেলা আইসিটি কার্যালয়, রাজশাহী');
    await chooseFirstOption(admin, 'registration-post');
    await admin.getByLabel('অফিস আদেশ নং').fill('৫৬.০০.০০০০.০১১.২০২৬-০৭');
    await admin.getByLabel('ইমেইল', { exact: true }).fill('mahmud@demo.gov.bd');
    await admin.getByLabel('মোবাইল নম্বর', { exact: true }).fill('01812009911');
    await admin.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Mahmud@2026');
    await admin.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('Mahmud@2026');
    await admin.getByLabel('নাম (বাংলায়)', { exact: true }).fill('মাহমুদ হোসেন');
    await admin.getByLabel('নাম (ইংরেজিতে)', { exact: true }).fill('Mahmud Hossain');
    await admin.locator('#registration-gender').selectOption({ label: 'পুরুষ' });
    await typeDate(admin, 'জন্ম তারিখ', '1988-02-11');
    await admin.getByLabel('জাতীয় পরিচয়পত্র নম্বর').fill('1988123456789');
    await typeDate(admin, 'চাকরিতে প্রথম যোগদানের তারিখ', '2014-03-01');
    await typeDate(admin, 'বর্তমান কর্মস্থলে যোগদানের তারিখ', '2024-07-01');
    await admin.getByLabel('দক্ষতা', { exact: true }).fill('নেটওয়ার্কিং');
    await admin.getByLabel('দক্ষতা', { exact: true }).press('Enter');
    // Removed again before sending: other journeys count the office's skills as the demo data has them.
    await admin.getByRole('button', { name: 'বাদ দিন: নেটওয়ার্কিং' }).click();
    expect(await admin.getByRole('button', { name: 'বাদ দিন: নেটওয়ার্কিং' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'কর্মকর্তা নিবন্ধন করুন' }).click();
    await admin.getByText('মাহমুদ হোসেন নিবন্ধিত হয়েছেন').waitFor();

    // The list finds the new officer by the Bangla name, and opens the details.
    await admin.goto(`${baseUrl()}/#/officers`);
    // The list is plain HTML; its import dialog brings the UI kit with itself when asked for.
    await admin.getByRole('button', { name: 'Excel থেকে আমদানি' }).click();
    const importing = admin.getByRole('dialog', { name: 'Excel থেকে কর্মকর্তা আমদানি' });
    await importing.getByRole('heading', { name: /টেমপ্লেট/ }).waitFor();
    await admin.keyboard.press('Escape');
    await importing.waitFor({ state: 'hidden' });
    await admin.getByPlaceholder('নাম, ইমেইল, মোবাইল বা এনআইডি দিয়ে খুঁজুন').fill('মাহমুদ');
    await admin.getByPlaceholder('নাম, ইমেইল, মোবাইল বা এনআইডি দিয়ে খুঁজুন').press('Enter');
    await admin.getByRole('link', { name: 'মাহমুদ হোসেন' }).click();
    await admin.waitForURL(/#\/officers\/view\/\d+$/);
    // The whole officer: the profile tabs and the printable CV are on the same page.
    await admin.locator('.panel-title', { hasText: 'শিক্ষাগত যোগ্যতা' }).waitFor();
    await admin.getByRole('button', { name: 'সিভি প্রিন্ট' }).waitFor();
    const present = admin.locator('.panel', { hasText: 'বর্তমান পদ' }).first();
    await present.getByText('জেলা আইসিটি কার্যালয়, রাজশাহী').waitFor();
    const firstPost = (
      await present.locator('tbody tr.data-table-row').first().locator('td').first().innerText()
    ).split('\n')[0];

    // Released from the first post, then posted to another empty one.
    await present.getByRole('button', { name: /অবমুক্ত করুন/ }).click();
    const dialog = admin.getByRole('dialog');
    await pickDate(admin, 'অবমুক্তির তারিখ', '31/12/2024');
    await dialog.getByRole('button', { name: 'অবমুক্ত করুন' }).click();
    await admin.getByText('পদ থেকে অবমুক্ত করা হয়েছে').first().waitFor();
    await present
      .getByText('বর্তমানে কোনো পদে কর্মরত নন')
      .or(present.getByText('এখনো কোনো পদায়নের তথ্য নেই'))
      .first()
      .waitFor();

    await chooseOption(admin, 'posting-office', 'জেলা আইসিটি কার্যালয়, রাজশাহী');
    await chooseFirstOption(admin, 'posting-post');
    await pickDate(admin, 'যোগদানের তারিখ', '01/01/2025');
    await admin.getByRole('button', { name: 'শূন্য পদে পদায়ন' }).click();
    await admin.getByText('পদায়ন সম্পন্ন হয়েছে').first().waitFor();
    const history = admin.locator('.panel', { hasText: 'কর্মস্থলের ইতিহাস' }).last();
    await history.locator('tbody tr.data-table-row').nth(1).waitFor();
    expect(await history.locator('tbody tr.data-table-row').count()).toBe(2);
    const newPost = (
      await present.locator('tbody tr.data-table-row').first().locator('td').first().innerText()
    ).split('\n')[0];
    await admin.context().close();

    const officer = await newPage(browser);
    await signIn(officer, 'mahmud@demo.gov.bd', 'Mahmud@2026');
    const desk = await officer.getByTestId('desk-label').textContent();
    expect(newPost.length).toBeGreaterThan(0);
    expect(firstPost.length).toBeGreaterThan(0);
    expect(desk).toContain(newPost);
    expect(desk).toContain('জেলা আইসিটি কার্যালয়, রাজশাহী');
    await officer.goto(`${baseUrl()}/#/officerservicehistory`);
    await officer.locator('tbody tr.data-table-row').nth(1).waitFor();
    await officer.context().close();
  });
});
