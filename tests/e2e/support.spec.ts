/**
 * Support tickets (SPEC.md §2 /support, /admin-supports): an officer opens a ticket; the support
 * admin finds it in the queue, answers it, notes something only the desk sees, and resolves it with
 * a reason; the officer then sees it resolved with the answer and the reason, and not the note.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const openOption = (page: Page, text: string) =>
  openOptions(page)
    .filter({
      hasText: text,
    })
    .first();

const DESCRIPTION = 'বার্ষিক কর্মসম্পাদন চুক্তির প্রতিবেদন জমা দিতে গেলে পাতা সাদা হয়ে যাচ্ছে।';
const ANSWER = 'ব্রাউজারের ক্যাশ মুছে আবার চেষ্টা করুন; সার্ভারের ত্রুটিটি ঠিক করা হয়েছে।';
const NOTE = 'প্রতিবেদন সার্ভিসের লগে টাইমআউট পাওয়া গেছে।';
const REASON = 'সার্ভারের ত্রুটি সংশোধন করা হয়েছে।';

describe('a support ticket from the officer to the support desk and back', () => {
  it('is opened, answered and resolved with a reason, and the officer sees it resolved', {
    timeout: 120_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/support`);
    // The officer's five demo tickets.
    await officer.getByText('মোট ৫টি টিকিট').waitFor();
    expect(await officer.title()).toBe('সহায়তা - কার্যালয়');

    await officer.getByRole('button', { name: 'নতুন টিকিট' }).click();
    await dialog(officer).getByLabel('বিষয়').click();
    await openOption(officer, 'অন্যান্য').click();
    await dialog(officer).getByLabel('বিবরণ').fill(DESCRIPTION);
    await dialog(officer).getByRole('button', { name: 'টিকিট খুলুন' }).click();
    await officer.waitForURL(/#\/support-details\/\d+$/);
    await officer.getByText('টিকিট খোলা হয়েছে').first().waitFor();
    await officer.getByTestId('ticket').locator('[data-status="1"]').waitFor();
    const id = Number(officer.url().split('/').pop());
    await officer.context().close();

    const desk = await newPage(browser);
    await signIn(desk, 'support@demo.gov.bd');
    await desk.goto(`${baseUrl()}/#/admin-supports?status=1`);
    await desk.getByRole('link', { name: DESCRIPTION }).click();
    await desk.waitForURL(new RegExp(`#/admin-support-details/${id}$`));
    await desk.getByRole('button', { name: 'প্রক্রিয়াধীন করুন' }).click();
    await desk.getByText('অবস্থা পরিবর্তিত হয়েছে').first().waitFor();
    await desk.getByTestId('ticket').locator('[data-status="2"]').waitFor();

    await desk.getByLabel('উত্তর', { exact: true }).fill(ANSWER);
    await desk.getByRole('button', { name: 'উত্তর পাঠান' }).click();
    await desk.getByText('উত্তর পাঠানো হয়েছে').first().waitFor();
    await desk.getByLabel('উত্তর', { exact: true }).fill(NOTE);
    await desk.getByText('অভ্যন্তরীণ নোট', { exact: true }).click();
    await desk.getByRole('button', { name: 'নোট যোগ করুন' }).click();
    await desk.getByText('নোট সংরক্ষিত হয়েছে').first().waitFor();
    await desk.locator('[data-internal="yes"]', { hasText: NOTE }).waitFor();

    await desk.getByRole('button', { name: 'নিষ্পন্ন করুন' }).click();
    await dialog(desk).getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    // Without a reason the server refuses and says why.
    await desk.getByText('নিষ্পন্ন বা বাতিল করার কারণ লিখুন').first().waitFor();
    await dialog(desk).getByLabel('নিষ্পন্ন করার কারণ').fill(REASON);
    await dialog(desk).getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await desk.getByTestId('ticket').locator('[data-status="3"]').waitFor();
    await desk.context().close();

    const back = await newPage(browser);
    await signIn(back, 'officer@demo.gov.bd');
    await back.goto(`${baseUrl()}/#/support`);
    const row = back.locator('.data-table-row', { hasText: DESCRIPTION });
    await expect.poll(() => row.locator('[data-status]').innerText()).toBe('নিষ্পন্ন');
    await row.getByRole('link', { name: DESCRIPTION }).click();
    await back.waitForURL(new RegExp(`#/support-details/${id}$`));
    await back.getByTestId('status-reason').getByText(REASON).waitFor();
    await back.locator('[data-testid="reply"]', { hasText: ANSWER }).waitFor();
    expect(await back.getByText(NOTE).count()).toBe(0);
    await back.getByRole('button', { name: 'পুনরায় খুলুন' }).waitFor();
    await back.context().close();
  });

  it("fits a phone: the ticket and the desk's screens are no wider than 390 px", {
    timeout: 60_000,
  }, async () => {
    for (const [email, paths] of [
      ['officer@demo.gov.bd', ['/support', '/support-details/3']],
      ['support@demo.gov.bd', ['/admin-supports', '/admin-support-details/3']],
    ] as const) {
      const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
      const page = await newPage(browser, context);
      await signIn(page, email);
      for (const path of paths) {
        await page.goto(`${baseUrl()}/#${path}`);
        await page.locator('.data-table-row, [data-testid="ticket"]').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(390);
      }
      await context.close();
    }
  });
});
