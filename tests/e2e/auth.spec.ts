import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in', () => {
  it('sends a visitor to the Bangla login page and lands the officer on home with her Bangla name', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/#\/login$/);
    await page.getByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' }).waitFor();
    expect(await page.title()).toBe('লগইন - কার্যালয়');

    await signIn(page, 'officer@demo.gov.bd');
    expect(await page.getByTestId('welcome').textContent()).toBe('স্বাগতম, নুসরাত জাহান');
    await page.getByText('ড্যাশবোর্ডে স্বাগতম').waitFor();
    expect(await page.title()).toBe('হোম - কার্যালয়');
    await page.context().close();
  });
});
