import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtpSentTo, resetPasswordThroughApi } from './support/api';
import { baseUrl, chooseFirstOption, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const next = (page: Page) => page.getByRole('button', { name: 'পরবর্তী' }).click();

/** The browser's date field takes the date as YYYY-MM-DD, whatever order the device shows it in. */
async function pickDate(page: Page, label: string, isoDate: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(isoDate);
}

/** A fixed choice is the browser's own select, found by its id. */
const choose = (page: Page, id: string, label: string) => page.locator(`#${id}`).selectOption({ label });

async function verifyMobile(page: Page, mobile: string): Promise<void> {
  // Exact: the sign-in form's 'ইমেইল অথবা মোবাইল নম্বর' also contains these words, and the router
  // changes the address a moment before it draws the next page.
  await page.getByLabel('মোবাইল নম্বর', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'ওটিপি পাঠান' }).click();
  await page.getByTestId('otp-countdown').waitFor();
  expect(await page.getByTestId('otp-countdown').textContent()).toMatch(/^ওটিপির মেয়াদ: [০-৯]{2}:[০-৯]{2}$/);
  await page.getByLabel('ওটিপি', { exact: true }).fill(await latestOtpSentTo(mobile));
  await page.getByRole('button', { name: 'যাচাই করুন' }).click();
  await page.getByTestId('otp-verified').waitFor();
}

describe('registration in four steps', () => {
  it('registers an officer, who signs in with no office until the office admin approves the post', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/signup`);
    await page.getByRole('link', { name: 'নিবন্ধন শুরু করুন' }).click();
    await page.waitForURL(/#\/signup-steps$/);

    // Step 1: the office selector down to a vacant post.
    await chooseOption(page, 'registration-office', 'জেলা আইসিটি কার্যালয়, রাজশাহী');
    await chooseFirstOption(page, 'registration-post');
    await next(page);

    // Step 2: checked before moving on, then a verified mobile and a strong password.
    await next(page);
    await page.getByText('ইমেইল আবশ্যক').waitFor();
    await page.getByText('মোবাইল নম্বর আবশ্যক').waitFor();
    await page.getByLabel('ইমেইল').fill('shirin@demo.gov.bd');
    await verifyMobile(page, '01911000101');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('weak');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('other');
    await next(page);
    await page.getByText('শক্তিশালী পাসওয়ার্ড আবশ্যক').waitFor();
    await page.getByText('নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়').waitFor();
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Shirin@2026');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('Shirin@2026');
    await next(page);

    // Step 3: a reload keeps what was typed (the encrypted session state).
    await page.getByLabel('নাম (বাংলায়)', { exact: true }).fill('শিরিন আক্তার');
    await page.getByLabel('নাম (ইংরেজিতে)', { exact: true }).fill('Shirin Akter');
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByTestId('step-3').waitFor();
    expect(await page.getByLabel('নাম (বাংলায়)', { exact: true }).inputValue()).toBe('শিরিন আক্তার');

    await page.getByLabel('জাতীয় পরিচয়পত্র নম্বর').fill('12345');
    await next(page);
    await page.getByText('জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে').waitFor();
    await page.getByText('চাকরিতে প্রথম যোগদানের তারিখ আবশ্যক').waitFor();
    await page.getByLabel('জাতীয় পরিচয়পত্র নম্বর').fill('1234567890');
    await choose(page, 'registration-gender', 'নারী');
    await pickDate(page, 'জন্ম তারিখ', '1990-05-17');
    await page.getByLabel('স্থায়ী ঠিকানা', { exact: true }).fill('গ্রাম: বাগমারা, রাজশাহী');
    await page.getByText('বর্তমান ঠিকানা স্থায়ী ঠিকানার অনুরূপ').click();
    expect(await page.getByLabel('বর্তমান ঠিকানা', { exact: true }).inputValue()).toBe('গ্রাম: বাগমারা, রাজশাহী');
    await pickDate(page, 'চাকরিতে প্রথম যোগদানের তারিখ', '2015-03-01');
    await pickDate(page, 'বর্তমান কর্মস্থলে যোগদানের তারিখ', '2023-07-02');
    await page.getByRole('button', { name: 'সন্তান যোগ করুন' }).click();
    await page.getByLabel('সন্তানের নাম').fill('সাদিয়া');
    await next(page);
    await page.getByText('সন্তানের লিঙ্গ নির্বাচন করুন').waitFor();
    await choose(page, 'registration-kids-0-gender', 'নারী');
    await next(page);

    // Step 4: submitting checks every step. Passwords are not kept across the reload, so the form
    // goes back to step 2 for them; the terms must be agreed to as well.
    await page.getByRole('button', { name: 'নিবন্ধন সম্পন্ন করুন' }).click();
    await page.getByTestId('step-2').getByText('পাসওয়ার্ড আবশ্যক', { exact: true }).waitFor();
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Shirin@2026');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('Shirin@2026');
    await next(page);
    await next(page);
    await page.getByTestId('step-4').getByText('ব্যবহারের শর্তাবলিতে সম্মতি দিতে হবে').waitFor();
    await page.getByText('আমি কার্যালয়ের ব্যবহারের শর্তাবলি পড়েছি এবং এতে সম্মত').click();
    await page.getByRole('button', { name: 'নিবন্ধন সম্পন্ন করুন' }).click();
    await page.getByText('নিবন্ধন সম্পন্ন', { exact: true }).waitFor();

    await signIn(page, 'shirin@demo.gov.bd', 'Shirin@2026');
    expect(await page.getByTestId('home-message').textContent()).toBe('দুঃখিত, আপনার কোনো অফিস নেই');
    const requestStatus = page.getByTestId('desk-request-status');
    await requestStatus.waitFor();
    expect(await requestStatus.textContent()).toMatch(/অনুমোদনের অপেক্ষায় আছে: .*জেলা আইসিটি কার্যালয়, রাজশাহী/);
    await page.context().close();

    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/officermgt`);
    const row = admin.getByTestId('desk-requests').getByRole('row', { name: /শিরিন আক্তার/ });
    await row.locator('.data-table-expand').click();
    const details = admin.getByTestId('applicant-details');
    await details.waitFor();
    expect(await details.textContent()).toContain('১২৩৪৫৬৭৮৯০');
    expect(await details.textContent()).toContain('১৭/০৫/১৯৯০');
    await row.getByRole('button', { name: 'অনুমোদন' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'অনুমোদন' }).click();
    await admin.getByText('আবেদন অনুমোদন করা হয়েছে').waitFor();
    await admin.context().close();

    const officer = await newPage(browser);
    await signIn(officer, 'shirin@demo.gov.bd', 'Shirin@2026');
    expect(await officer.getByTestId('desk-label').textContent()).toContain('জেলা আইসিটি কার্যালয়, রাজশাহী');
    await officer.context().close();
  });
});

describe('password reset', () => {
  it('sets a new password with an OTP sent to the mobile, and the new password signs in', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    await page.waitForURL(/#\/reset-password$/);
    await verifyMobile(page, '01711000008');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Exam@2027x');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('Exam@2027x');
    await page.getByRole('button', { name: 'পাসওয়ার্ড পুনরুদ্ধার' }).click();
    await page.getByText('পাসওয়ার্ড পরিবর্তন সফল হয়েছে').first().waitFor();
    await signIn(page, 'exam@demo.gov.bd', 'Exam@2027x');
    await page.context().close();
    await resetPasswordThroughApi('01711000008');
  });
});

describe('SPEC.md §5 messages in the registration form', () => {
  it('shows each rule’s Bangla message for a bad or missing entry', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/signup-steps`);
    await next(page);
    await page.getByText('অফিস আবশ্যক').waitFor();
    await chooseOption(page, 'registration-office', 'জেলা আইসিটি কার্যালয়, রাজশাহী');
    await next(page);
    await page.getByText('পদবি আবশ্যক').waitFor();
    await chooseFirstOption(page, 'registration-post');
    await next(page);

    await page.getByLabel('ইমেইল').fill('not-an-email');
    await page.getByLabel('মোবাইল নম্বর', { exact: true }).fill('0123');
    await next(page);
    await page.getByText('সঠিক ইমেইল প্রদান করুন').waitFor();
    await page.getByText('সঠিক মোবাইল নম্বর প্রদান করুন').waitFor();
    await page.getByText('ওটিপি আবশ্যক').waitFor();
    await page.getByText('পাসওয়ার্ড আবশ্যক', { exact: true }).waitFor();
    await page.getByText('পাসওয়ার্ড নিশ্চিতকরণ আবশ্যক').waitFor();

    await page.getByLabel('ইমেইল').fill('tania@demo.gov.bd');
    await page.getByLabel('মোবাইল নম্বর', { exact: true }).fill('01911000202');
    await page.getByRole('button', { name: 'ওটিপি পাঠান' }).click();
    await page.getByLabel('ওটিপি', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await page.getByText('ওটিপি ৬ অঙ্কের হতে হবে').waitFor();
    await page.getByLabel('ওটিপি', { exact: true }).fill(await latestOtpSentTo('01911000202'));
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await page.getByTestId('otp-verified').waitFor();
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Tania@2026');
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('Tania@2026');
    await next(page);

    await next(page);
    for (const message of [
      'বাংলায় নাম আবশ্যক',
      'ইংরেজিতে নাম আবশ্যক',
      'লিঙ্গ নির্বাচন করুন',
      'জন্ম তারিখ আবশ্যক',
      'জাতীয় পরিচয়পত্র নম্বর আবশ্যক',
      'চাকরিতে প্রথম যোগদানের তারিখ আবশ্যক',
      'বর্তমান কর্মস্থলে যোগদানের তারিখ আবশ্যক',
    ]) {
      await page.getByTestId('step-3').getByText(message, { exact: true }).waitFor();
    }
    await page.context().close();
  });
});
