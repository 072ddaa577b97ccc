/**
 * Inspections (SPEC.md §2 /inspection-mgt): the officer plans a visit to Paba upazila office at a
 * digital lab found by its EIIN and sends it to the controlling desk, whose queue names the lab; the
 * office admin approves it; the officer fills the checklist with the GPS position, raises a recommendation for the district office and submits; the office
 * admin reports it implemented; the officer closes it, and the visit report shows it closed. Then
 * the inspection screens fit a phone. The setup forms are used as their people use them: the super
 * admin changes the recommendations' default deadline (a number out of bounds is refused) while an
 * officer reads the settings; the office admin lets the officer enter inspections of a school and
 * takes it back; the super admin adds a catalogue item to a checklist, which becomes its next version.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const PURPOSE = `ডিজিটাল ল্যাবের সরেজমিন পরিদর্শন ${Date.now() % 100000}`;
const RECOMMENDATION = `ল্যাবের অকেজো রাউটার বদলে দিন ${Date.now() % 100000}`;

async function pick(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

/** An option of a plain combobox (components/combobox.tsx), found on the server by the text typed. */
async function search(page: Page, label: string, text: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((field) => field === document.activeElement);

describe('a tour plan from approval to a closed recommendation', () => {
  it('is planned, approved, inspected and its recommendation followed to closure', {
    timeout: 240_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/tour-plan`);
    await officer.waitForURL(/inspection-mgt\/tour-plan/);
    await officer.getByRole('button', { name: 'নতুন ভ্রমণসূচি' }).click();
    const form = dialog(officer);
    await pick(officer, 'পরিদর্শনের অফিস', 'পবা');
    const tomorrow = new Date(Date.now() + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('/');
    await form.getByLabel('পরিদর্শনের তারিখ').fill(tomorrow);
    await form.getByLabel('পরিদর্শনের তারিখ').press('Enter');
    await form.getByLabel('উদ্দেশ্য').fill(PURPOSE);
    // The visit is to a digital lab, found on the server by its EIIN.
    const lab = officer.getByLabel('পরিদর্শনের ডিজিটাল ল্যাব', { exact: true });
    await lab.click();
    await lab.fill('126543');
    await officer
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয় (১২৬৫৪৩)',
      })
      .click();
    await form.getByRole('button', { name: 'অনুমোদনের জন্য পাঠান' }).click();
    await officer.getByText('ভ্রমণসূচি অনুমোদনের জন্য পাঠানো হয়েছে').first().waitFor();

    // The controlling desk (the office admin's) approves it before the visit.
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/inspection-mgt/tour-plan?scope=approvals`);
    const row = admin.locator('.data-table-row', { hasText: PURPOSE });
    await row.getByText('ল্যাব: রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয় (EIIN ১২৬৫৪৩)').waitFor();
    await row.getByRole('button').first().click();
    await drawer(admin).getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await admin.getByText('ভ্রমণসূচি অনুমোদিত হয়েছে').first().waitFor();

    // The officer starts and fills the inspection on the visit.
    await officer.reload();
    await officer.locator('.data-table-row', { hasText: PURPOSE }).getByRole('button').first().click();
    await drawer(officer).getByRole('button', { name: 'পরিদর্শন শুরু করুন' }).click();
    await officer.getByRole('button', { name: 'পরিদর্শন শুরু করুন' }).click();
    await officer.getByText('ল্যাবের জন্য আলাদা কক্ষ আছে কি?').waitFor();
    const yes = officer.getByRole('radio', { name: 'হ্যাঁ' });
    await yes.nth(0).check();
    await yes.nth(1).check();
    await officer.getByLabel('সচল ল্যাপটপের সংখ্যা').fill('12');
    await officer.getByLabel('অক্ষাংশ').fill('২৪.৪৩');
    await officer.getByLabel('দ্রাঘিমাংশ').fill('88.621');
    await officer.getByText('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন').first().waitFor();
    await officer.getByLabel('অক্ষাংশ').fill('24.4352');
    await officer.getByLabel('সুপারিশ', { exact: true }).fill(RECOMMENDATION);
    await pick(officer, 'দায়িত্বপ্রাপ্ত অফিস', 'জেলা আইসিটি');
    await officer.getByRole('button', { name: 'সুপারিশ যোগ করুন' }).click();
    await officer.getByText('সুপারিশ যোগ হয়েছে').first().waitFor();
    await officer.getByRole('button', { name: 'পরিদর্শন দাখিল' }).click();
    await dialog(officer).getByRole('button', { name: 'সংরক্ষণ' }).click();
    await officer.getByText('পরিদর্শন দাখিল করা হয়েছে').first().waitFor();
    await officer.getByRole('button', { name: 'প্রিন্ট' }).waitFor();

    // The responsible office reports it implemented.
    await admin.goto(`${baseUrl()}/#/visit-feedback-progress`);
    await admin.getByRole('button', { name: RECOMMENDATION }).click();
    await drawer(admin).getByLabel('অবস্থা').click();
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'বাস্তবায়িত' })
      .click();
    await drawer(admin).getByLabel('বাস্তবায়নের বিবরণ').fill('নতুন রাউটার বসানো হয়েছে');
    await drawer(admin).getByRole('button', { name: 'অগ্রগতি পাঠান' }).click();
    await admin.getByText('অগ্রগতি পাঠানো হয়েছে').first().waitFor();
    await admin.context().close();

    // The inspector closes it; it reads closed.
    await officer.goto(`${baseUrl()}/#/inspection-mgt/visit-feedback-progress`);
    await officer.getByRole('button', { name: 'আমাদের দেওয়া সুপারিশ', exact: true }).click();
    await officer.getByRole('button', { name: RECOMMENDATION }).click();
    await drawer(officer).getByRole('button', { name: 'নিষ্পন্ন হিসেবে বন্ধ করুন' }).click();
    await officer.getByText('সুপারিশটি নিষ্পন্ন হিসেবে বন্ধ হয়েছে').first().waitFor();
    await expect
      .poll(() => drawer(officer).locator('.plain-tag', { hasText: 'নিষ্পন্ন' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await officer.context().close();
  });

  it('fits a phone: the inspection screens are no wider than 390 px', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'superadmin@demo.gov.bd');
    for (const path of [
      '/inspection-mgt/inspection-dashboard',
      '/inspection-mgt/tour-plan',
      '/inspection-mgt/visit-report',
      '/inspection-mgt/visit-feedback-progress',
      '/inspection-mgt/checklist-template-design',
      '/inspection-mgt/create-checklist-item',
      '/inspection-mgt/target-list',
      '/inspection-mgt/inspection-progress-report',
    ]) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.data-table-row, .data-table-empty, .dashboard-card, canvas').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});

describe('the inspection setup forms', () => {
  it('saves the default deadline, which an officer only reads', { timeout: 120_000 }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/inspection-mgt/inspection-settings`);
    const DAYS = 'সুপারিশ বাস্তবায়নের নির্ধারিত সময় (দিন)';
    const days = admin.getByLabel(DAYS);
    await expect.poll(() => days.inputValue()).not.toBe('');
    const before = await days.inputValue();
    const save = admin.getByRole('button', { name: 'সংরক্ষণ' });
    await days.fill('400');
    await save.click();
    await admin.getByText('সঠিক তথ্য দিন').waitFor();
    await expect.poll(() => isFocused(admin, DAYS)).toBe(true);
    await days.fill('45');
    await save.click();
    await admin.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    await admin.reload();
    await expect.poll(() => days.inputValue()).toBe('45');
    // The journeys that follow find the settings as they were.
    await days.fill(before);
    await save.click();
    await admin.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    await admin.context().close();

    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await officer.goto(`${baseUrl()}/#/inspection-mgt/inspection-settings`);
    await officer.getByText('সেটিংস শুধু সুপার ও সাপোর্ট অ্যাডমিন পরিবর্তন করতে পারেন').waitFor();
    await expect.poll(() => officer.getByLabel(DAYS).inputValue()).toBe(before);
    expect(await officer.getByLabel(DAYS).isDisabled()).toBe(true);
    expect(await officer.getByRole('button', { name: 'সংরক্ষণ' }).count()).toBe(0);
    await officer.context().close();
  });

  it('grants an officer the entry to a school, and takes it back', { timeout: 120_000 }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/inspection-mgt/inspection-entry-permissions`);
    const grant = admin.getByRole('button', { name: 'অনুমতি দিন' });
    await grant.click();
    await expect.poll(() => admin.locator('.plain-field-error', { hasText: 'নির্বাচন করুন' }).count()).toBe(2);
    await expect.poll(() => isFocused(admin, 'কর্মকর্তা')).toBe(true);

    const SCHOOL = 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়';
    await search(admin, 'কর্মকর্তা', 'নুসরাত', 'নুসরাত জাহান');
    await search(admin, 'অফিস', 'বালিকা', SCHOOL);
    await admin.getByLabel('অধীন অফিসসহ').uncheck();
    await grant.click();
    await admin.getByText('সফলভাবে সংরক্ষণ করা হয়েছে').first().waitFor();
    const row = admin.locator('.data-table-row', { hasText: SCHOOL }).filter({ hasText: 'নুসরাত জাহান' });
    await row.waitFor();
    await row.getByRole('cell', { name: 'না', exact: true }).waitFor();
    // The form is empty again for the next grant.
    expect(await admin.getByLabel('কর্মকর্তা', { exact: true }).inputValue()).toBe('');

    await row.getByRole('button', { name: /মুছুন/ }).click();
    await admin
      .getByRole('alertdialog', { name: 'নুসরাত জাহান' })
      .getByRole('button', { name: 'মুছুন', exact: true })
      .click();
    await admin.getByText('সফলভাবে মুছে ফেলা হয়েছে').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.context().close();
  });

  it('adds a catalogue item to a checklist as its next version', { timeout: 120_000 }, async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/inspection-mgt/add-item-to-checklist`);
    const add = admin.getByRole('button', { name: 'আইটেম যোগ করুন' });
    await add.click();
    await expect.poll(() => admin.locator('.plain-field-error', { hasText: 'নির্বাচন করুন' }).count()).toBe(3);
    await expect.poll(() => isFocused(admin, 'টেমপ্লেট')).toBe(true);

    const TEMPLATE = 'উপজেলা কার্যালয় পরিদর্শন চেকলিস্ট';
    const ITEM = 'অগ্নি নির্বাপণ যন্ত্র আছে কি?';
    await admin.getByLabel('টেমপ্লেট', { exact: true }).selectOption({ label: TEMPLATE });
    await admin.getByText('বর্তমান সংস্করণ ১;').waitFor();
    await admin.getByLabel('অংশ', { exact: true }).selectOption({ label: '১. দাপ্তরিক কার্যক্রম' });
    await search(admin, 'তালিকার আইটেম', 'অগ্নি', new RegExp(ITEM.replace('?', '\\?')));
    await admin.getByLabel('আবশ্যক', { exact: true }).check();
    await add.click();
    await admin.getByText('সংরক্ষিত হয়েছে (সংস্করণ ২)').first().waitFor();
    await admin.getByText('বর্তমান সংস্করণ ২;').waitFor();

    // The template's design holds the item, one more than before.
    await admin.goto(`${baseUrl()}/#/inspection-mgt/checklist-template-design`);
    const row = admin.locator('.data-table-row', { hasText: TEMPLATE });
    await row.getByRole('button', { name: TEMPLATE }).click();
    await row.getByRole('cell', { name: '৪', exact: true }).waitFor();
    await expect
      .poll(
        () =>
          admin
            .locator('input')
            .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
        {
          timeout: 15_000,
        },
      )
      .toContain(ITEM);
    await admin.context().close();
  });
});
