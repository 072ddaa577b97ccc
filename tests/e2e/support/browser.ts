/**
 * Debian's Chromium driven by playwright-core; each journey file opens one browser and closes it.
 * Every page opened here is checked for WCAG 2.1 AA on each page it visits (support/a11y.ts).
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { auditBrowser, auditPage } from './a11y';

export { CHROMIUM_PATH };
export const DEMO_PASSWORD = 'Demo@1234';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return auditBrowser(browser);
}

export const baseUrl = () => inject('baseUrl');

export async function newPage(browser: Browser, context?: BrowserContext): Promise<Page> {
  const ctx =
    context ?? (await browser.newContext({ locale: 'bn-BD', viewport: { width: 1280, height: 800 } }));
  const page = await ctx.newPage();
  page.setDefaultTimeout(15_000);
  // The app turns its animations off for people who ask for less motion; a check then never sees
  // a dialog or a toast half faded in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  auditPage(page);
  return page;
}

/** Signs in through the login form, as a person would, and waits for the signed-in home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/#/login`);
  await page.getByLabel('ইমেইল অথবা মোবাইল নম্বর').fill(email);
  await page.getByLabel('পাসওয়ার্ড').fill(password);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await page.getByTestId('welcome').waitFor();
}

/** The options of the open list: an antd Select's, or a plain combobox's (the look-up choices). */
export function openOptions(page: Page) {
  return page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .or(page.locator('.combobox [role="listbox"]:not([hidden]) [role="option"]:not([aria-disabled="true"])'));
}

/** The option list of the select whose input has this id: an antd Select or a plain combobox. */
export function optionsOf(page: Page, id: string) {
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${id}_list"]`) })
    .locator('.ant-select-item-option')
    .or(page.locator(`[id="${id}-listbox"] [role="option"]:not([aria-disabled="true"])`));
}

/** Picks an option of a select by typing part of its text, as a person searching would. */
export async function chooseOption(page: Page, id: string, text: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  // Searchable selects take typing; the others only open their list.
  if ((await input.getAttribute('readonly')) === null) await input.fill(text);
  await optionsOf(page, id).filter({ hasText: text }).first().click();
}

/** Opens a select and picks its first option. */
export async function chooseFirstOption(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await optionsOf(page, id).first().click();
}
