/**
 * What a new user meets in the shell, at an office desktop (1366 px): one access-denied page decided
 * before any data is asked for, pages that end in content, figures that agree, forms that say what
 * is missing where it is missing, Bangla digits in the calendar, dialogs that leave no error, the
 * map of offices, and the landmarks a keyboard user needs.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function desktopAs(
  email: string | null,
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 1366, height: 768 } });
  const page = await newPage(browser, context);
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  if (email) await signIn(page, email);
  return { page, errors, requests };
}

/** Shows one step of the registration form (all steps are drawn; the others are hidden). */
async function showStep(page: Page, step: number): Promise<void> {
  await page.getByTestId(`step-${step}`).waitFor({ state: 'attached' });
  await page.evaluate((shown) => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-testid^="step-"]'))
      element.hidden = element.dataset.testid !== `step-${shown}`;
  }, step);
}

describe('refusal', () => {
  it('shows one access-denied page, before the page asks for its data', async () => {
    const { page, requests } = await desktopAs('officer@demo.gov.bd');
    requests.length = 0;
    await page.goto(`${baseUrl()}/#/officermgt`);
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('access-denied').textContent()).toContain('এই পাতাটি আপনার জন্য নয়');
    expect(requests.filter((path) => path.startsWith('/api/registration/requests'))).toEqual([]);
    await page.goto(`${baseUrl()}/#/admin-settings`);
    await page.getByTestId('access-denied').waitFor();
    expect(requests.filter((path) => path.startsWith('/api/settings'))).toEqual([]);
    await page.context().close();
  });

  it('tells the officer without an office why the dashboard does not open, with a way home', async () => {
    const { page } = await desktopAs('nooffice@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/dashboard`);
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('access-denied').textContent()).toContain('কোনো অফিসের ডেস্ক নেই');
    expect(await page.locator('.plain-skeleton, .ant-skeleton').count()).toBe(0);
    await page.getByTestId('access-denied').getByRole('link', { name: 'হোমে ফিরে যান' }).click();
    await page.getByTestId('welcome').waitFor();
    await page.context().close();
  });
});

describe('menus', () => {
  it("lead the office admin to the office's sections", async () => {
    const { page } = await desktopAs('officeadmin@demo.gov.bd');
    await page.getByTestId('side-menu').getByText('অফিস ব্যবস্থাপনা').click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'অফিসের শাখা' }).click();
    await page.waitForURL(/#\/office-setup\/office-sections$/);
    await page.getByRole('button', { name: /নতুন শাখা/ }).waitFor();
    await page.context().close();
  });

  it('offer others the office information to read, and tell office 861 what its menu holds', async () => {
    const { page } = await desktopAs('office861@demo.gov.bd');
    const offers = page.getByTestId('menu-offers');
    await offers.waitFor();
    expect(await offers.textContent()).toContain('অফিসের তথ্য');
    expect(await offers.textContent()).not.toContain('সম্পাদনা');
    await offers.getByRole('link', { name: 'অফিসের তথ্য' }).click();
    await page.getByTestId('office-info').waitFor();
    await page.context().close();
  });
});

describe('the dashboard', () => {
  it("agrees with itself on the officer's Paba desk: an additional charge is not a posted officer", async () => {
    const { page } = await desktopAs('officer@demo.gov.bd');
    await page.locator('.desk-switch').click();
    await page.getByRole('menuitem', { name: /পবা/ }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=desk-label]')?.textContent?.includes('পবা'),
    );
    await page.goto(`${baseUrl()}/#/dashboard`);
    await page.getByTestId('posts-table').waitFor();
    expect(await page.getByTestId('count-totalEmployees').textContent()).toContain('মোট কর্মকর্তা-কর্মচারী০');
    const row = page.getByTestId('posts-table').locator('tbody tr').filter({ hasText: 'সহকারী প্রোগ্রামার' });
    // Total posts, posted, empty, of them in additional charge.
    expect(await row.locator('td').allTextContents()).toEqual(['সহকারী প্রোগ্রামার', '১', '০', '১', '১']);
    await page.context().close();
  });

  it("counts the District ICT Office's stored skills", async () => {
    const { page } = await desktopAs('officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/dashboard`);
    await page.getByTestId('skill-areas').waitFor();
    expect(await page.getByTestId('count-skilledEmployees').textContent()).toContain('২');
    expect(await page.getByTestId('skill-areas').textContent()).toContain('সফটওয়্যার উন্নয়ন (২)');
    await page.context().close();
  });
});

describe('forms and dialogs', () => {
  it('registration step 1 marks only what is missing, each message under its own list', async () => {
    const { page } = await desktopAs(null);
    await page.goto(`${baseUrl()}/#/signup-steps`);
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    const office = page.locator('#registration-office-error');
    await office.waitFor();
    expect(await office.textContent()).toBe('অফিস আবশ্যক');
    expect(await page.locator('#registration-post-error').textContent()).toBe('পদবি আবশ্যক');
    // The optional filters stay as they were.
    expect(await page.locator('.office-selector [role="combobox"][aria-invalid="true"]').count()).toBe(2);
    const officeBox = await page
      .locator('#registration-office')
      .locator('xpath=ancestor::div[contains(@class,"office-selector-field")]')
      .boundingBox();
    const messageBox = await office.boundingBox();
    expect(Math.abs((messageBox?.x ?? 0) - (officeBox?.x ?? -100))).toBeLessThan(2);
    await page.context().close();
  });

  it("takes the date of birth in the browser's date field, up to today, and Enter there does not move on", async () => {
    const { page } = await desktopAs(null);
    await page.goto(`${baseUrl()}/#/signup-steps`);
    await showStep(page, 3);
    const born = page.getByLabel('জন্ম তারিখ', { exact: true }).first();
    expect(await born.getAttribute('type')).toBe('date');
    expect(await born.getAttribute('max')).toBe(new Date().toISOString().slice(0, 10));
    await born.fill('1990-03-15');
    expect(await born.inputValue()).toBe('1990-03-15');
    await born.press('Enter');
    await page.waitForTimeout(300);
    // Sent, the form would check its step (the first, under the test's showing of the third).
    expect(await page.locator('#registration-office-error').count()).toBe(0);
    expect(await born.inputValue()).toBe('1990-03-15');
    await page.context().close();
  });

  it('saves an empty new section with messages on the fields and no page error', async () => {
    const { page, errors } = await desktopAs('officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-sections`);
    await page.getByRole('button', { name: /নতুন শাখা/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links the terms of use from the last registration step', async () => {
    const { page } = await desktopAs(null);
    await page.goto(`${baseUrl()}/#/signup-steps`);
    await showStep(page, 4);
    await page.getByRole('button', { name: 'ব্যবহারের শর্তাবলি পড়ুন' }).click();
    await page.getByTestId('terms-of-use').waitFor();
    expect(await page.getByTestId('terms-of-use').locator('li').count()).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });
});

describe('the shell', () => {
  it('has one main, a skip link, moves the focus to the heading, and names the desk switch by its text', async () => {
    const { page } = await desktopAs('officer@demo.gov.bd');
    expect(await page.locator('main').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('skip-link');
    await page.getByTestId('side-menu').getByRole('link', { name: 'দক্ষতা' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'page-heading');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('দক্ষতা');
    const desk = (await page.getByTestId('desk-label').textContent()) ?? '';
    await page.getByRole('button', { name: new RegExp(`^${desk}`) }).waitFor();
    await page.context().close();
  });

  it('shows the office list with its actions in view at 1366 px', async () => {
    const { page } = await desktopAs('superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-list`);
    const firstSections = page.getByRole('link', { name: 'শাখা' }).first();
    await firstSections.waitFor();
    const box = await firstSections.boundingBox();
    expect((box?.x ?? 9999) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
    await page.context().close();
  });

  it('draws the offices on an outline of Bangladesh, zooms, and opens an office from the map', async () => {
    const { page, errors } = await desktopAs('superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/geolocation`);
    const map = page.getByTestId('office-map');
    await map.locator('canvas').waitFor();
    await map.getByRole('button', { name: 'মানচিত্র বড় করুন' }).click();
    await map.getByRole('button', { name: 'পুরো দেশ দেখুন' }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes coordinates in Bangla digits on the office information', async () => {
    const { page } = await desktopAs('officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/officeinfo`);
    await page.getByTestId('office-info').waitFor();
    expect(await page.getByTestId('office-info').textContent()).toContain('২৪.৩৬৩৫৮৮, ৮৮.৬২৪১৩৮');
    await page.context().close();
  });
});
