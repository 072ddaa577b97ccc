/**
 * WCAG 2.1 AA across the product: the main screens of four personas (a visitor, the super admin,
 * an office admin and an officer), on an office desktop (1366 px) and a phone (390 px), in Bangla
 * and in English. Each screen is checked with axe-core by the journeys' own check (support/a11y.ts);
 * this walk also asserts that no page is wider than the window.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, formatFindings, takeFindings } from './support/a11y';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['bn', 'en'] as const;

const PERSONAS: { who: string; email: string | null; routes: string[] }[] = [
  {
    who: 'a visitor',
    email: null,
    routes: ['/login', '/signup', '/signup-steps', '/allselect', '/reset-password'],
  },
  {
    who: 'the super admin',
    email: 'superadmin@demo.gov.bd',
    routes: [
      '/home',
      '/dashboard',
      '/office-setup/office-list',
      '/office-setup/ministries',
      '/office-setup/new-office',
      '/office-setup/office-sections',
      '/office-setup/office-structure',
      '/admin-settings',
      '/geolocation',
    ],
  },
  {
    who: 'an office admin',
    email: 'officeadmin@demo.gov.bd',
    routes: [
      '/home',
      '/dashboard',
      '/officeinfo',
      '/officeadminssetup',
      '/officermgt',
      '/user-roles',
      '/settings',
      '/honourboard',
    ],
  },
  {
    who: 'an officer',
    email: 'officer@demo.gov.bd',
    routes: ['/home', '/officeinfo', '/office-setup/office-list', '/honourboard', '/leaveapplications'],
  },
];

/** Waits until the route has drawn its screen: the breadcrumb title, or a public page's card. */
async function opened(page: Page, route: string): Promise<void> {
  await page
    .waitForFunction(
      (address) =>
        window.location.hash === `#${address}` &&
        (document.querySelector('[data-testid="breadcrumb-current"]')?.textContent ||
          document.querySelector('.panel, .ant-result, .login-card')),
      route,
    )
    .catch((error: Error) => {
      throw new Error(`${route} did not open: ${error.message}`);
    });
}

/** The element that has the keyboard focus, by its role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"], [role="alertdialog"]')),
    };
  });

describe('the check itself', () => {
  it('finds a violation and lists it by rule, impact, element and summary', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByRole('button', { name: 'লগইন' }).waitFor();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint';
      faint.style.color = '#c0c0c0';
      faint.textContent = 'ফিকে লেখা';
      document.querySelector('.login-card')?.append(faint);
    });
    await checkA11y(page);
    const { findings } = takeFindings();
    expect(findings.map(({ rule, impact, target }) => ({ rule, impact, target }))).toEqual([
      { rule: 'color-contrast', impact: 'serious', target: '#faint' },
    ]);
    expect(formatFindings(findings)).toMatch(
      /#\/login \(1280×800, bn\)\n {4}color-contrast \[serious\] #faint\n {6}Fix/,
    );
    await page.context().close();
  });
});

describe.each(WIDTHS)('at $width px', ({ width, height }) => {
  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(PERSONAS)('$who sees screens without serious or critical WCAG violations', async (persona) => {
      const context = await browser.newContext({ locale: 'bn-BD', viewport: { width, height } });
      const page = await newPage(browser, context);
      if (persona.email) await signIn(page, persona.email);
      else await page.goto(`${baseUrl()}/#/login`);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.reload();
      }
      const tooWide: string[] = [];
      for (const route of persona.routes) {
        await page.goto(`${baseUrl()}/#${route}`);
        await opened(page, route);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) tooWide.push(`${route} is ${overflow} px wider than the window`);
      }
      expect(tooWide).toEqual([]);
      await context.close();
    });
  });
});

describe('in dark mode', () => {
  it.each([
    ['superadmin@demo.gov.bd', ['/dashboard', '/office-setup/office-list', '/office-setup/ministries']],
    [
      'officeadmin@demo.gov.bd',
      // The new officer's plain form: its fields, lists and buttons in the dark colours too.
      ['/officeinfo', '/office-setup/office-structure', '/user-roles', '/honourboard', '/new-officer'],
    ],
  ])('%s sees screens without serious or critical WCAG violations', async (email, routes) => {
    const page = await newPage(browser);
    await signIn(page, email);
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page.locator('.app-dark').waitFor();
    for (const route of routes) {
      await page.goto(`${baseUrl()}/#${route}`);
      await opened(page, route);
    }
    await page.context().close();
  });
});

describe('with the keyboard alone', () => {
  it('opens a dialog, keeps the focus inside it, and gives the focus back when it closes', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-sections`);
    const add = page.getByRole('button', { name: 'নতুন শাখা' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('নাম (বাংলা)').waitFor();
    await checkA11y(page);
    // Tab goes round the dialog; past its last button it may leave the page for the browser's own
    // controls (the body holds the focus then), but never reaches the page behind the dialog.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog || now.tag === 'body', `${now.tag} ${now.name}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('নতুন শাখা'));
    await page.context().close();
  });

  it('asks before a delete in a modal question that keeps the focus, and Escape leaves everything', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-list`);
    const remove = page.getByRole('button', { name: /^মুছুন / }).first();
    const office = (await remove.getAttribute('aria-label'))?.replace(/^মুছুন /, '') ?? '';
    await remove.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: `আপনি কি "${office}" মুছে ফেলতে চান?` });
    await question.waitFor();
    expect(await focused(page)).toMatchObject({ name: 'মুছুন', inDialog: true });
    await checkA11y(page);
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog || now.tag === 'body', `${now.tag} ${now.name}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe(`মুছুন ${office}`);
    await page.getByRole('button', { name: `মুছুন ${office}` }).waitFor();
    await page.context().close();
  });

  it('reaches the organogram posts’ actions, each named in Bangla', async () => {
    const page = await newPage(browser);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/office-setup/office-structure`);
    await page.locator('.organogram-post').first().waitFor();
    await page.getByRole('button', { name: 'নতুন পদ', exact: true }).focus();
    const names: string[] = [];
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      names.push((await focused(page)).name);
    }
    expect(names).toContain('উপপরিচালক এর অধীনে নতুন পদ');
    expect(names).toContain('সম্পাদনা উপপরিচালক');
    // Enter on an action opens its dialog, whose superior-post choice also moves a post (no dragging needed).
    await page.getByRole('button', { name: 'সম্পাদনা উপপরিচালক' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByLabel('ঊর্ধ্বতন পদ').waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('scrolls the request queue sideways on a phone from its focused box', async () => {
    const context = await browser.newContext({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });
    const page = await newPage(browser, context);
    await signIn(page, 'officeadmin@demo.gov.bd');
    await page.goto(`${baseUrl()}/#/officermgt`);
    const box = page.getByRole('region', { name: /নিবন্ধিত কর্মকর্তাদের পদায়নের আবেদন/ });
    await box.focus();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => (document.querySelector('[role="region"].data-table-scroll')?.scrollLeft ?? 0) > 0,
    );
    await context.close();
  });
});
