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
    // The officer list is for admins (SPEC.md §6 side menus), so an officer has no tile to it.
    const officerTiles = GENERAL_TILES.filter((tile) => tile !== 'কর্মকর্তা ব্যবস্থাপনা');
    expect(await tilesOf(page)).toEqual([...officerTiles, 'সভা ব্যবস্থাপনা']);
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

async function topMenu(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  return page.$$eval('[data-testid=side-menu] > li', (items) =>
    items.map((item) => item.querySelector('.side-menu-label')?.textContent ?? ''),
  );
}

const OFFICE_GROUPS = ['অফিস ব্যবস্থাপনা', 'কর্মকর্তা ব্যবস্থাপনা'];
/** Every office desk files an asset statement and works in its office's store and projects. */
const OWN_OFFICE = ['সম্পদ বিবরণী', 'সহায়তা', 'স্টোর ব্যবস্থাপনা', 'প্রকল্প ব্যবস্থাপনা'];
const STAFF_MENU = [
  'ড্যাশবোর্ড',
  ...OFFICE_GROUPS,
  'বদলি ব্যবস্থাপনা',
  'ছুটি ব্যবস্থাপনা',
  'দক্ষতা',
  'উদ্ভাবন',
  ...OWN_OFFICE,
];

describe('home side menu per persona (SPEC.md §6)', () => {
  it.each([
    ['officer@demo.gov.bd', STAFF_MENU],
    ['superadmin@demo.gov.bd', ['ড্যাশবোর্ড', 'সুপার অ্যাডমিন', ...STAFF_MENU.slice(1)]],
    ['support@demo.gov.bd', ['ড্যাশবোর্ড', 'অ্যাপ অ্যাডমিন', ...STAFF_MENU.slice(1)]],
    ['office861@demo.gov.bd', ['ড্যাশবোর্ড', ...OFFICE_GROUPS, ...OWN_OFFICE]],
    ['nooffice@demo.gov.bd', ['সহায়তা']],
    ['school@demo.gov.bd', ['প্রশিক্ষণ ব্যবস্থাপনা', 'স্কুল প্রশিক্ষণ', 'সহায়তা']],
  ])('%s sees %j', async (email, expected) => {
    const page = await homeAs(email);
    expect(await topMenu(page)).toEqual(expected);
    await page.context().close();
  });

  it('shows the officer list only to an office admin, and navigating sets the title and breadcrumb', async () => {
    const officer = await homeAs('officer@demo.gov.bd');
    await officer.getByTestId('side-menu').getByText('কর্মকর্তা ব্যবস্থাপনা').click();
    const officerEntries = await officer
      .locator('[data-testid=side-menu] .side-menu-sub')
      .first()
      .textContent();
    expect(officerEntries).not.toContain('কর্মকর্তাদের তালিকা');
    await officer.context().close();

    const admin = await homeAs('officeadmin@demo.gov.bd');
    await admin.getByTestId('side-menu').getByText('কর্মকর্তা ব্যবস্থাপনা').click();
    await admin.getByTestId('side-menu').getByRole('link', { name: 'কর্মকর্তাদের তালিকা' }).click();
    await admin.waitForURL(/#\/officers$/);
    await admin.waitForFunction(() => document.title === 'কর্মকর্তাদের তালিকা - কার্যালয়');
    expect(await admin.getByTestId('breadcrumb-current').textContent()).toBe('কর্মকর্তাদের তালিকা');
    await admin.context().close();
  });

  it("shows a module's own menu on its routes", async () => {
    const page = await homeAs('officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/report-mgt/my-reports`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=side-menu]')?.getAttribute('data-menu-id') === 'reports-mgt',
    );
    await page.goto(`${baseUrl()}/#/meeting-mgt/meeting-dashboard`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=side-menu]')?.getAttribute('data-menu-id') === 'meeting-mgt',
    );
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('opens the side menu as a drawer from the header, closing it after a choice', async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officer@demo.gov.bd');
    expect(await page.locator('.app-sider').count()).toBe(0);
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-drawer').waitFor();
    await page.getByTestId('side-menu').getByText('দক্ষতা').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="breadcrumb-current"]')?.textContent === 'দক্ষতা',
    );
    await page.waitForFunction(() => document.querySelector('[data-testid=menu-drawer]') === null);
    await context.close();
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
