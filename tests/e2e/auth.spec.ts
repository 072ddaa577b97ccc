import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SPEC_LOCAL_STORAGE_KEYS = [
  'st',
  'user',
  'profile',
  'activeRole',
  'isSuperAdmin',
  'isSupportAdmin',
  'supportLevel',
  'sitePermissions',
  'fixedData',
  'examDeskPermission',
  'IsOfficeAdmin',
  'auth-store',
];

describe('signing in', () => {
  it('sends a visitor to the Bangla login page and lands the officer on home with her Bangla name', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/#\/login$/);
    await page.getByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' }).waitFor();
    expect(await page.title()).toBe('লগইন - কার্যালয়');

    // The success toast shows for four seconds from the sign-in, while home is still loading on a
    // slow machine: both are awaited from the click.
    const toastShown = page.getByText('স্বাগতম! আপনি সফলভাবে লগইন করেছেন').waitFor();
    await signIn(page, 'officer@demo.gov.bd');
    await toastShown;
    expect(await page.getByTestId('welcome').textContent()).toBe('স্বাগতম, নুসরাত জাহান');
    expect(await page.title()).toBe('হোম - কার্যালয়');
    await page.context().close();
  });

  it('shows the Bangla failure message for a wrong password and stays on the login page', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByLabel('ইমেইল অথবা মোবাইল নম্বর').fill('support@demo.gov.bd');
    await page.getByLabel('পাসওয়ার্ড').fill('Wrong@9999');
    await page.getByRole('button', { name: 'লগইন' }).click();
    await page.getByRole('alert').getByText('আপনার প্রদত্ত তথ্য সঠিক নয়').waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    await page.context().close();
  });

  it('checks the form before sending: empty fields get their Bangla messages', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByRole('button', { name: 'লগইন' }).click();
    await page.getByText('ইমেইল অথবা মোবাইল নম্বর আবশ্যক').waitFor();
    await page.getByText('পাসওয়ার্ড আবশ্যক').waitFor();
    await page.context().close();
  });

  it('keeps exactly the SPEC.md §9 keys in local storage, and stays signed in across a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toEqual([...SPEC_LOCAL_STORAGE_KEYS].sort());
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('activeRole') ?? '{}').OfficeId)).toBe(
      10,
    );
    // SPEC.md §3: the locally stored user info holds name, email and avatar (the profile photo).
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(user).toMatchObject({ name: 'Kamrul Hasan', email: 'officeadmin@demo.gov.bd', avatar: null });

    await page.reload();
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toBe('স্বাগতম, কামরুল হাসান');
    await page.context().close();
  });

  it('signs in again from the session-storage token when local storage is gone (automatic login)', async () => {
    const page = await newPage(browser);
    await signIn(page, 'support@demo.gov.bd');
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('welcome').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sub'))).toBe(String(userId));
    expect(await page.evaluate(() => localStorage.getItem('st'))).toBeTruthy();
    await page.context().close();
  });
});

describe('a session ended elsewhere', () => {
  it('signs out on the next start when the token was revoked on the server', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    const token = await page.evaluate(() => localStorage.getItem('st'));
    const revoked = await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    await page.reload();
    await page.waitForURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('st'))).toBeNull();
    await page.context().close();
  });
});

describe('routes and guards', () => {
  it('sends a signed-in user who opens #/login to home, and an unknown path home', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officer@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/login`);
    await page.waitForURL(/#\/home$/);
    await page.getByTestId('welcome').waitFor();

    await page.goto(`${baseUrl()}/#/no/such/page`);
    await page.waitForURL(/#\/$/);
    await page.getByTestId('welcome').waitFor();
    await page.context().close();
  });

  it('sends a visitor who opens a protected route to the login page', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/home`);
    await page.waitForURL(/#\/login$/);
    await page.context().close();
  });
});

describe('desks and logout', () => {
  it('switches the desk and the desk label follows at once', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officer@demo.gov.bd');
    const label = page.getByTestId('desk-label');
    expect(await label.textContent()).toBe('প্রোগ্রামার, কারিগরি শাখা, জেলা আইসিটি কার্যালয়, রাজশাহী');
    await label.click();
    await page.getByRole('menuitem', { name: /সহকারী প্রোগ্রামার/ }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="desk-label"]')?.textContent ===
        'সহকারী প্রোগ্রামার, উপজেলা আইসিটি কার্যালয়, পবা, রাজশাহী',
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('activeRole') ?? '{}').DeskId)).toBe(20);
    await page.reload();
    await page.getByTestId('desk-label').waitFor();
    expect(await page.getByTestId('desk-label').textContent()).toContain('সহকারী প্রোগ্রামার');
    await page.context().close();
  });

  it('logs out in one tab and the second tab goes to the login page too', async () => {
    const context = await browser.newContext({ locale: 'bn-BD' });
    const first = await newPage(browser, context);
    await signIn(first, 'exam@demo.gov.bd');
    const second = await newPage(browser, context);
    await second.goto(`${baseUrl()}/#/home`);
    await second.getByTestId('welcome').waitFor();

    // A hidden tab gets no animation frames, so bring the first tab forward before using its menu.
    await first.bringToFront();
    await first.getByTestId('user-menu').click();
    await first.getByRole('menuitem', { name: 'লগআউট' }).click();
    await first.getByText('সফলভাবে লগআউট হয়েছে').waitFor();
    await first.waitForURL(/#\/login$/);
    await second.waitForURL(/#\/login$/);
    expect(await second.evaluate(() => localStorage.getItem('st'))).toBeNull();
    await context.close();
  });

  it('a sign-in in one tab signs in a second tab that shows the login page', async () => {
    const context = await browser.newContext({ locale: 'bn-BD' });
    const first = await newPage(browser, context);
    const second = await newPage(browser, context);
    await second.goto(`${baseUrl()}/#/login`);
    await second.getByRole('button', { name: 'লগইন' }).waitFor();
    await signIn(first, 'school@demo.gov.bd');
    await second.waitForURL(/#\/home$/);
    await second.getByTestId('welcome').waitFor();
    await context.close();
  });
});
