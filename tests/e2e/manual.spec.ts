/**
 * User manual journeys, in Bangla: the officer opens the manual of the leave screens from the side
 * menu, sees its steps and screenshot, prints it (the print helper's frame is read back: what would
 * go to the printer), searches the whole manual for a Bangla word and lands on the section; the
 * training manual at /training-mgt/user-manual is the training chapter. A phone shows it too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Keeps what the print helper's frame would send to the printer instead of opening a print dialog. */
async function capturePrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { printed: string[] };
    record.printed = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLIFrameElement) || !node.contentWindow) continue;
          const frame = node;
          (frame.contentWindow as Window).print = () => {
            record.printed.push(frame.contentDocument?.body.innerHTML ?? '');
          };
        }
      }
    }).observe(document.body, { childList: true });
  });
}

describe('the user manual', () => {
  it('opens from the side menu, shows its screens, prints, and finds a Bangla word', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser);
    await signIn(page, 'officer@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/leaveapplications`);
    await page.getByTestId('side-menu-manual').getByRole('link', { name: 'ব্যবহার নির্দেশিকা' }).click();
    await page.waitForURL(/#\/user-manual\/leave$/);
    await page.getByRole('heading', { level: 2, name: 'ছুটি ব্যবস্থাপনা' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'ছুটি অনুমোদন' }).waitFor();
    await page.getByText(/শুক্র-শনিবার ও সরকারি ছুটি বাদে কর্মদিবস/).waitFor();

    // The screenshot of the leave list loads when it comes into view.
    const picture = page.getByRole('img', { name: 'ছুটির আবেদন পাতার ছবি' });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1366);

    // The print view, then what the printer would get.
    await capturePrints(page);
    await page.getByRole('button', { name: 'প্রিন্ট' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#manual-print').getByText('ব্যবহার নির্দেশিকা: ছুটি ব্যবস্থাপনা').waitFor();
    await dialog.getByRole('button', { name: 'প্রিন্ট' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length))
      .toBe(1);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
    expect(printed).toContain('ছুটি অনুমোদন');
    expect(printed).toContain('দায়িত্ব পালন করবেন');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The whole manual, searched in Bangla.
    await page.getByRole('link', { name: 'সব মডিউলের নির্দেশিকা' }).click();
    await page.waitForURL(/#\/user-manual$/);
    await page.getByLabel('নির্দেশিকায় খুঁজুন').fill('সিলগালা');
    const results = page.getByTestId('manual-results');
    await results.getByText('“সিলগালা” পাওয়া গেছে ১টি অংশে').waitFor();
    await results.getByRole('link', { name: 'পরীক্ষা ব্যবস্থাপনা: প্রশ্নপত্র ও উত্তরপত্র প্রদান ও গ্রহণ' }).click();
    await page.waitForURL(/#\/user-manual\/exam\?section=papers$/);
    await page.getByRole('heading', { level: 3, name: 'প্রশ্নপত্র ও উত্তরপত্র প্রদান ও গ্রহণ' }).waitFor();
    await page.context().close();
  });

  it('the training manual is the training chapter; a phone reads it without scrolling sideways', {
    timeout: 90_000,
  }, async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officer@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/training-mgt/user-manual`);
    await page.getByRole('heading', { level: 2, name: 'প্রশিক্ষণ ব্যবস্থাপনা' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'নতুন ব্যাচ ও মনোনয়ন' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
