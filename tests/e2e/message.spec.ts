/**
 * Messages (SPEC.md §2 /messages): the officer writes to the office admin; the admin sees the
 * unread badge, opens the message from the inbox; the officer then sees the read receipt.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** How many pixels the page is wider than the screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const SUBJECT = 'বার্ষিক কর্মসম্পাদন চুক্তির অগ্রগতি';
const BODY = 'স্যার, এপিএ-র প্রথম প্রান্তিকের অগ্রগতি প্রতিবেদন প্রস্তুত হয়েছে। আপনার মতামতের অপেক্ষায় রইলাম।';

describe('a message from the officer to the office admin', () => {
  it('is written, read by the recipient, and the sender sees the read receipt', {
    timeout: 120_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/messages/new-message`);
    const picker = officer.getByRole('combobox', { name: 'প্রাপক (কর্মকর্তা বা পদ)' });
    await picker.waitFor();
    await expect.poll(() => officer.title()).toBe('নতুন বার্তা - কার্যালয়');
    await picker.click();
    await officer.keyboard.type('কামরুল');
    // The list is busy until the search has caught up with the typing.
    await officer.locator('[role="listbox"]:not([hidden]):not([aria-busy])').waitFor();
    await officer
      .getByRole('option', { name: /কামরুল হাসান/ })
      .first()
      .click();
    // The chosen officer stays as a tag with its own remove button.
    await officer.getByRole('button', { name: /^কামরুল হাসান.* বাদ দিন$/ }).waitFor();
    await officer.getByLabel('বিষয়', { exact: true }).fill(SUBJECT);
    await officer.getByLabel('বার্তা', { exact: true }).fill(BODY);
    await officer.getByRole('button', { name: 'পাঠান' }).click();
    await officer.waitForURL(/#\/messages\/view\/\d+$/);
    await officer.getByText('বার্তা পাঠানো হয়েছে').first().waitFor();
    const messageUrl = officer.url();
    await officer.getByTestId('receipt-unread').waitFor();

    // The recipient reads on a phone: nothing wider than its 390 px, the header's badge included.
    const admin = await newPage(browser);
    await admin.setViewportSize({ width: 390, height: 844 });
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/messages/inbox`);
    // The header's badge counts the unread mail, in Bangla digits.
    await expect
      .poll(() => admin.getByTestId('unread-badge').getAttribute('aria-label'))
      .toMatch(/^অপঠিত বার্তা: [০-৯]+$/);
    await admin.getByRole('link', { name: SUBJECT }).click();
    await admin.waitForURL(/#\/messages\/view\/\d+$/);
    await admin.getByTestId('message-body').getByText(BODY).waitFor();
    // The reply is a link to the compose form (the view is plain HTML).
    await admin.getByRole('link', { name: 'উত্তর দিন' }).waitFor();
    expect(await overflow(admin)).toBe(0);
    // The badge keeps the phone's header one row.
    expect((await admin.locator('.app-header').boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);
    await admin.goto(`${baseUrl()}/#/messages/inbox`);
    await admin.getByRole('link', { name: SUBJECT }).waitFor();
    expect(await overflow(admin)).toBe(0);
    await admin.context().close();

    await officer.goto(messageUrl);
    await officer.reload();
    await officer.getByTestId('receipt-read').waitFor();
    await officer.goto(`${baseUrl()}/#/messages/sent-items`);
    await officer.locator('.data-table-row', { hasText: SUBJECT }).getByText('সবাই পড়েছেন').waitFor();
    await officer.context().close();
  });
});
