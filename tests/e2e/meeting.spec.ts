/**
 * Meetings (SPEC.md §2 /meeting-mgt): the district office admin calls a meeting with the officer's
 * desk and the head office, edits the draft's subject, sends the invitations and reminds the
 * invitees; the head office's admin sees the edited subject and the reminder, nominates an officer
 * and a substitute; the meeting is held, its minutes written with a decision for the officer's desk,
 * finalised with a memo number and printable in Bangla; the officer completes the task. Then the
 * meeting screens fit a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 86_400_000;
/** A day in Dhaka as the browser's date field takes it (yyyy-mm-dd). */
const isoDay = (time: number) => new Date(time + 6 * 3_600_000).toISOString().slice(0, 10);
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]').last();
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('a meeting from the invitation to a completed task', () => {
  it('is called, nominated for, held, minuted, finalised and its task completed', {
    timeout: 240_000,
  }, async () => {
    const draftTitle = `ই-সেবা সমন্বয় সভা ${Date.now() % 100_000}`;
    const title = `${draftTitle} (সংশোধিত)`;
    const decision = 'উপজেলা পর্যায়ে ই-সেবার তালিকা হালনাগাদ করতে হবে';

    // The district office admin calls the meeting and sends the invitations.
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/meeting-mgt/new-meeting-other-office`);
    await admin.getByLabel('সভার বিষয়').fill(draftTitle);
    await chooseOption(admin, 'meeting-chairDeskId', 'কামরুল');
    await admin.getByLabel('তারিখ', { exact: true }).fill(isoDay(Date.now() + 2 * DAY));
    await admin.getByLabel('সভার স্থান').fill('সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়');
    await admin.getByLabel('আলোচ্যসূচি ১', { exact: true }).fill('ই-সেবার অগ্রগতি পর্যালোচনা');
    await admin.getByRole('checkbox', { name: /নুসরাত/ }).check();
    await chooseOption(admin, 'meeting-offices-0-officeId', 'প্রধান কার্যালয়');
    await admin.getByRole('button', { name: 'খসড়া সংরক্ষণ' }).click();
    await admin.waitForURL(/upcoming-meeting-list-other-office\?meeting=/);
    await drawer(admin).getByText(draftTitle).first().waitFor();

    // Before the invitations go out the draft is edited in the same form: its subject changes.
    await drawer(admin).getByRole('button', { name: 'সম্পাদনা' }).click();
    const subject = drawer(admin).getByLabel('সভার বিষয়');
    expect(await subject.inputValue()).toBe(draftTitle);
    expect(await drawer(admin).getByLabel('আলোচ্যসূচি ১', { exact: true }).inputValue()).toBe(
      'ই-সেবার অগ্রগতি পর্যালোচনা',
    );
    await subject.fill(title);
    await drawer(admin).getByRole('button', { name: 'খসড়া সংরক্ষণ' }).click();
    await toast(admin, 'সংরক্ষিত হয়েছে');
    await drawer(admin).locator('.ant-drawer-title', { hasText: title }).waitFor();

    await drawer(admin).getByRole('button', { name: 'আমন্ত্রণ পাঠান' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'সংরক্ষণ' }).click();
    await toast(admin, 'আমন্ত্রণ পাঠানো হয়েছে');
    // The invitees are reminded now, once: the button goes and the reminder's time shows.
    await drawer(admin).getByText('সভার আগের দিন স্বয়ংক্রিয়ভাবে পাঠানো হবে').waitFor();
    await drawer(admin).getByRole('button', { name: 'স্মরণ করিয়ে দিন' }).click();
    await admin.locator('.ant-modal-confirm .ant-btn-primary').click();
    await toast(admin, 'স্মরণ বার্তা পাঠানো হয়েছে');
    await drawer(admin).getByText('সভার আগের দিন স্বয়ংক্রিয়ভাবে পাঠানো হবে').waitFor({ state: 'detached' });
    expect(await drawer(admin).getByRole('button', { name: 'স্মরণ করিয়ে দিন' }).count()).toBe(0);
    const meetingUrl = admin.url();

    // The head office's admin finds the nomination it owes and nominates.
    const head = await newPage(browser);
    await signIn(head, 'superadmin@demo.gov.bd');
    await head.goto(`${baseUrl()}/#/meeting-mgt/nomination-pending-meeting-list-view`);
    await head.getByRole('button', { name: title }).click();
    await drawer(head).locator('.ant-drawer-title', { hasText: title }).waitFor();
    await drawer(head).getByText('স্মরণ বার্তা', { exact: true }).waitFor();
    await drawer(head).getByRole('button', { name: 'মনোনয়ন দিন' }).click();
    await chooseOption(head, 'nomineeDeskId', 'সিস্টেম এনালিস্ট');
    await chooseOption(head, 'substituteDeskId', 'পরীক্ষা নিয়ন্ত্রক');
    await dialog(head).getByRole('button', { name: 'মনোনয়ন দিন' }).click();
    await toast(head, 'মনোনয়ন দেওয়া হয়েছে');
    await drawer(head).getByText('মনোনীত কর্মকর্তা').first().waitFor();
    await head.context().close();

    // Held, minutes written and finalised with a memo number, then printable.
    await admin.goto(meetingUrl);
    await admin.reload();
    await drawer(admin).getByText('মনোনীত কর্মকর্তা').first().waitFor();
    await drawer(admin).getByRole('button', { name: 'সভা অনুষ্ঠিত' }).click();
    await drawer(admin).getByRole('button', { name: 'কার্যবিবরণী লিখুন' }).click();
    const minutes = dialog(admin);
    await minutes.locator('.ant-checkbox-input').first().check();
    await minutes.locator('#discussions_0').fill('সকল উপজেলায় ই-সেবার অগ্রগতি আলোচনা হয়।');
    await minutes.getByRole('button', { name: 'সিদ্ধান্ত যোগ করুন' }).click();
    await minutes.locator('#decisions_0_text').fill(decision);
    await chooseOption(admin, 'decisions_0_responsibleDeskId', 'নুসরাত');
    await minutes.getByRole('button', { name: 'কার্যবিবরণী সংরক্ষণ' }).click();
    await toast(admin, 'সংরক্ষিত হয়েছে');
    await drawer(admin).getByRole('button', { name: 'কার্যবিবরণী চূড়ান্ত করুন' }).click();
    await admin.locator('#meeting-memo').fill('৫৬.০৪.৮১০০.০০০.০৬.০০১.২৫-২০১');
    await dialog(admin).getByRole('button', { name: 'কার্যবিবরণী চূড়ান্ত করুন' }).click();
    await toast(admin, 'কার্যবিবরণী চূড়ান্ত হয়েছে');
    await drawer(admin).getByRole('button', { name: 'কার্যবিবরণী প্রিন্ট' }).waitFor();
    await drawer(admin).getByText('স্মারক নং: ৫৬.০৪.৮১০০.০০০.০৬.০০১.২৫-২০১').waitFor();
    await admin.context().close();

    // The officer completes the task; it moves to the completed tasks.
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/meeting-mgt/all-meeting-pending-task-view`);
    const search = officer.getByRole('searchbox', { name: 'সিদ্ধান্ত বা সভা দিয়ে অনুসন্ধান' });
    await search.fill(decision);
    await search.press('Enter');
    const row = officer.locator('.data-table-row', { hasText: decision });
    await row.getByRole('button', { name: 'সম্পন্ন করুন' }).click();
    await officer.locator('#task-note').fill('তালিকা হালনাগাদ করা হয়েছে');
    await dialog(officer).getByRole('button', { name: 'সম্পন্ন করুন' }).click();
    await toast(officer, 'সম্পন্ন হয়েছে');
    await officer.goto(`${baseUrl()}/#/meeting-mgt/all-meeting-completed-task-view`);
    await officer.locator('.data-table-row', { hasText: decision }).waitFor();
    await officer.context().close();
  });

  it('draws the dashboard: its figures link to their lists and its charts draw when reached', {
    timeout: 60_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/meeting-mgt/meeting-dashboard`);
    await page
      .getByRole('link', { name: /মেয়াদোত্তীর্ণ কার্যক্রম/ })
      .first()
      .waitFor();
    for (const name of ['অবস্থা অনুযায়ী সভা', 'মাসভিত্তিক সভা (গত ১২ মাস)']) {
      const chart = page.getByRole('img', { name });
      await chart.scrollIntoViewIfNeeded();
      // ECharts draws on a canvas of the chart's height once its parts are registered.
      await expect.poll(() => chart.locator('canvas').evaluate((canvas) => canvas.clientHeight)).toBe(280);
    }
    await page.context().close();
  });

  it('fits a phone: the meeting screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    for (const path of [
      'meeting-dashboard',
      'new-meeting-other-office',
      'upcoming-meeting-list-other-office',
      'completed-meeting-list-other-office',
      'nomination-pending-meeting-list-view',
      'archived-meeting-list-view',
      'meeting-calender-view',
      'update-pending-meeting-list-view',
      'all-meeting-task-view',
    ]) {
      await page.goto(`${baseUrl()}/#/meeting-mgt/${path}`);
      await page
        .locator('.data-table-row, .data-table-empty, .month-grid, .figure-value, .plain-form')
        .first()
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
