/**
 * Charge handover: the Natore office's head is on leave and his desk is with the programmer; she
 * switches to it (marked ভারপ্রাপ্ত with its last day), finds the engineer's leave waiting in its
 * queue and approves it, and the record names her "ভারপ্রাপ্ত হিসেবে". The Rajshahi office admin gives
 * the officer's post to himself for an unplanned absence, reads the Bangla office order, and ends
 * the charge early. The leave approvers' screen shows who covers whom in the month.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 86_400_000;
const dhakaDay = (time: number) => new Date(time + 6 * 3_600_000).toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('/');

describe('an acting head at work', () => {
  it('switches to the head’s desk, approves a leave waiting there, and the record says acting', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'officer114@demo.gov.bd');
    await page.getByTestId('desk-label').click();
    const acting = page.getByRole('menuitem').filter({ hasText: 'উপপরিচালক' });
    await acting.getByText(/ভারপ্রাপ্ত, .* পর্যন্ত/).waitFor();
    await acting.click();
    await page.getByTestId('desk-label').getByText('ভারপ্রাপ্ত').waitFor();
    // The header button keeps its pressed colour until the pointer leaves and its transition ends.
    await page.mouse.move(10, 600);
    await page.waitForTimeout(500);

    await page.goto(`${baseUrl()}/#/leaveapprovals`);
    const row = page.locator('.data-table-row', { hasText: 'জাহিদুল ইসলাম' });
    await row.waitFor({ timeout: 30_000 });
    const number = row.getByRole('button', { name: /^#/ });
    const label = await number.innerText();
    await number.click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('ছোট ভাইয়ের বিবাহ অনুষ্ঠানে যোগদান').waitFor();
    await drawer.getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    // The dialog names whom the engineer proposed to take his charge; she confirms it.
    const dialog = page.locator('.ant-modal:visible');
    await dialog
      .getByTestId('charge-named')
      .getByText(/রাশেদুল ইসলাম/)
      .waitFor();
    await dialog.getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await page.getByText('আবেদন অনুমোদিত হয়েছে').first().waitFor();

    // The approved record, as the office's history shows it, names her as acting.
    await page.goto(`${baseUrl()}/#/leavehistory?scope=office`);
    await page.getByRole('button', { name: label }).click();
    await drawer.getByText('মৌসুমী খাতুন (ভারপ্রাপ্ত হিসেবে)').first().waitFor();

    // Who covers whom this month: the head away, his desk in her current charge.
    await page.goto(`${baseUrl()}/#/leaveapprovers`);
    // The screen's tabs are pressed buttons (plain HTML).
    await page.getByRole('button', { name: 'কে কার দায়িত্বে' }).click();
    const absence = page.locator('.data-table-row', { hasText: 'উপপরিচালক' });
    await absence.getByText('মৌসুমী খাতুন').waitFor({ timeout: 30_000 });
    await absence.getByText('চলতি দায়িত্ব').waitFor();
    await page.context().close();
  });
});

describe('an unplanned absence', () => {
  it('is covered by an office order the admin gives, prints in Bangla, and is ended early', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/charges`);
    await page.locator('.data-table-row').first().waitFor();
    await page.getByRole('button', { name: 'দায়িত্ব প্রদান' }).click();
    const form = page.locator('.ant-modal:visible');
    await chooseOption(page, 'deskId', 'নুসরাত');
    await chooseOption(page, 'actingUserId', 'কামরুল');
    await form.getByText('অতিরিক্ত দায়িত্ব').click();
    const today = dhakaDay(Date.now());
    await form.getByLabel('শুরুর তারিখ').fill(typed(today));
    await form.getByLabel('শুরুর তারিখ').press('Enter');
    await form.getByLabel('শেষের তারিখ').fill(typed(dhakaDay(Date.now() + 3 * DAY)));
    await form.getByLabel('শেষের তারিখ').press('Enter');
    await form.getByLabel('স্মারক নম্বর').fill('৫৬.০৪.৮১০০.০০০.১১.০০২.২৬-৯৯');
    await form.getByLabel('কারণ').fill('হঠাৎ অসুস্থতা');
    await form.getByRole('button', { name: 'দায়িত্ব দিন' }).click();
    await page.getByText('দায়িত্ব দেওয়া হয়েছে').first().waitFor();

    const order = page.getByTestId('charge-order');
    await order.getByText('অফিস আদেশ').waitFor();
    await order.getByText(/নুসরাত জাহান, প্রোগ্রামার, .*অতিরিক্ত দায়িত্ব কামরুল হাসান-কে প্রদান করা হলো/).waitFor();
    await page.getByText('চলমান').waitFor();
    await page
      .getByRole('button', { name: 'প্রিন্ট' })
      .or(page.getByRole('button', { name: 'মুদ্রণ' }))
      .waitFor();

    await page.getByRole('button', { name: 'আগেই শেষ করুন' }).click();
    const confirm = page.locator('.ant-modal:visible');
    await confirm.getByLabel('শেষ করার কারণ').fill('পদধারী সুস্থ হয়ে যোগদান করেছেন');
    await confirm.getByRole('button', { name: 'আগেই শেষ করুন' }).click();
    await page.getByText('দায়িত্ব শেষ করা হয়েছে').first().waitFor();
    await page.getByText('আগেই সমাপ্ত').waitFor();
    await page.context().close();
  });
});
