/**
 * App security: the super admin makes an access role, lets it view the officer list and gives it to
 * the programmers' designation; the officer (a programmer, not an office admin) then finds the
 * officer list open and reads her office's officers. Taking the role back closes the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openOptions, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ROLE = 'কর্মকর্তা তালিকা পাঠক';
// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
/** The role's drawer: the dialog with its 'given to' section. */
const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'যাদের দেওয়া' }) });
const exactOption = (page: Page, text: string) =>
  openOptions(page)
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();

describe('app security', () => {
  it('a grant opens the officer list to the programmers, and taking it back closes it', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/app-security/modules`);
    await admin.getByText(/তালিকা অ্যাপের সাথে মিলানো হয়েছে/).waitFor();

    await admin.goto(`${baseUrl()}/#/app-security/access-roles`);
    await admin.getByRole('button', { name: 'নতুন রোল' }).click();
    await dialog(admin).getByLabel('নাম (বাংলা)').fill(ROLE);
    await dialog(admin).getByLabel('নাম (ইংরেজি)').fill('Officer list reader');
    await dialog(admin).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await admin.getByRole('button', { name: ROLE }).click();

    await drawer(admin).getByRole('combobox', { name: 'পদবি' }).click();
    await admin.keyboard.type('প্রোগ্রামার');
    await exactOption(admin, 'প্রোগ্রামার').click();
    await drawer(admin).getByRole('button', { name: 'দিন' }).click();
    await drawer(admin).getByText('প্রোগ্রামার', { exact: true }).waitFor();
    await drawer(admin).getByRole('link', { name: 'অনুমতি ঠিক করুন' }).click();

    await admin.waitForURL(/module-permissions\?role=\d+/);
    const row = admin.locator('tr.data-table-row', { hasText: 'কর্মকর্তাদের তালিকা' });
    await row.getByRole('checkbox', { name: 'দেখা' }).check();
    await admin.getByRole('button', { name: 'অনুমতি সংরক্ষণ' }).click();
    await admin.getByText('অনুমতি সংরক্ষিত হয়েছে').waitFor();

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/officers`);
    await officer.locator('tr.data-table-row').first().waitFor();
    expect(await officer.getByTestId('access-denied').count()).toBe(0);

    await admin.goto(`${baseUrl()}/#/app-security/access-roles`);
    await admin.getByRole('button', { name: ROLE }).click();
    await drawer(admin).getByRole('button', { name: 'ফিরিয়ে নিন প্রোগ্রামার' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'মুছুন' }).click();
    await drawer(admin).getByText('রোলটি এখনো কাউকে দেওয়া হয়নি').waitFor();

    // The next load takes the desk's grants from the server again: the page is closed.
    await officer.reload();
    await officer.getByTestId('access-denied').waitFor();
    await officer.context().close();
    await admin.context().close();
  });
});
