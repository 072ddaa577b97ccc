import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const GENERAL_TILES = [
  'অফিস ব্যবস্থাপনা',
  'কর্মকর্তা ব্যবস্থাপনা',
  'ছুটি ব্যবস্থাপনা',
  'দক্ষতা',
  'প্রতিবেদন ব্যবস্থাপনা',
  'প্রশিক্ষণ ব্যবস্থাপনা',
  'ল্যাব ব্যবস্থাপনা',
  'ফ্রিল্যান্সার ব্যবস্থাপনা',
  'পরিদর্শন ব্যবস্থাপনা',
];

async function tilesOf(page: Page): Promise<string[]> {
  return page.getByTestId('home-tile').allTextContents();
}

async function homeAs(email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  return page;
}

describe('home tiles per persona (SPEC.md §6)', () => {
  it('an ordinary officer sees the general tiles and meetings, not store, project, asset or exam', async () => {
    const page = await homeAs('officer@demo.gov.bd');
    await page.getByTestId('home-tiles').waitFor();
    expect(await tilesOf(page)).toEqual([...GENERAL_TILES, 'সভা ব্যবস্থাপনা']);
    await page.context().close();
  });

  it('the super admin also sees store, project and asset statement', async () => {
    const page = await homeAs('superadmin@demo.gov.bd');
    await page.getByTestId('home-tiles').waitFor();
    expect(await tilesOf(page)).toEqual([
      ...GENERAL_TILES,
      'স্টোর ব্যবস্থাপনা',
      'প্রকল্প ব্যবস্থাপনা',
      'সভা ব্যবস্থাপনা',
      'সম্পদ বিবরণী',
    ]);
    await page.context().close();
  });

  it('the exam controller also sees exam management', async () => {
    const page = await homeAs('exam@demo.gov.bd');
    await page.getByTestId('home-tiles').waitFor();
    expect((await tilesOf(page)).at(-1)).toBe('পরীক্ষা ব্যবস্থাপনা');
    await page.context().close();
  });

  it('an officer of office 861 sees none of the tiles', async () => {
    const page = await homeAs('office861@demo.gov.bd');
    expect(await page.getByTestId('home-tiles').count()).toBe(0);
    await page.context().close();
  });

  it('role 0 is told there is no office, role 34 that home is under construction', async () => {
    const noOffice = await homeAs('nooffice@demo.gov.bd');
    expect(await noOffice.getByTestId('home-message').textContent()).toBe('দুঃখিত, আপনার কোনো অফিস নেই');
    expect(await noOffice.getByTestId('home-tiles').count()).toBe(0);
    await noOffice.context().close();

    const school = await homeAs('school@demo.gov.bd');
    expect(await school.getByTestId('home-message').textContent()).toBe('হোম পেজটি নির্মাণাধীন, শীঘ্রই আসছে');
    await school.context().close();
  });
});

describe('admin dashboard', () => {
  it('shows the staff section open with live counts for the office admin, the other sections closed', async () => {
    const page = await homeAs('officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/dashboard`);
    await page.getByTestId('count-totalEmployees').waitFor();
    expect(await page.title()).toBe('ড্যাশবোর্ড - কার্যালয়');
    expect(await page.getByTestId('breadcrumb-current').textContent()).toBe('ড্যাশবোর্ড');
    // Figures are in Bangla digits, and the posts table lists the office's designations.
    expect(await page.getByTestId('count-totalEmployees').textContent()).toMatch(/মোট কর্মকর্তা-কর্মচারী[০-৯]/);
    expect(await page.getByTestId('posts-table').textContent()).toContain('উপপরিচালক');
    const leaveLink = page.getByTestId('count-leaveOwnOffice').getByRole('link');
    expect(await leaveLink.getAttribute('href')).toBe('#/leaveapprovals');
    expect(await page.getByTestId('apa-quarters').count()).toBe(0);

    await page.getByRole('button', { name: 'বার্ষিক কর্মসম্পাদন চুক্তি' }).click();
    await page.getByTestId('apa-quarters').waitFor();
    expect(await page.getByText('অর্থবছর ২০২৪-২৫').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps dark mode across a reload', async () => {
    const page = await homeAs('superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/dashboard`);
    await page.getByTestId('dark-mode').click();
    await page.locator('.app-dark').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await page.locator('.app-dark').waitFor();
    await page.context().close();
  });
});

describe('global behaviour (SPEC.md §2)', () => {
  it('shows and hides the full-page loader on toggleLoader events', async () => {
    const page = await homeAs('support@demo.gov.bd');
    expect(await page.getByTestId('page-loader').count()).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleLoader', { detail: true })));
    await page.getByTestId('page-loader').waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('toggleLoader', { detail: false })));
    await page.getByTestId('page-loader').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows the Gregorian and Bengali dates in the header', async () => {
    const page = await homeAs('support@demo.gov.bd');
    expect(await page.getByTestId('header-date').textContent()).toMatch(/[০-৯]+ \S+ [০-৯]{4}.*বঙ্গাব্দ/);
    await page.context().close();
  });
});
