/**
 * Walks the whole route table in Chromium: every declared route opens without crashing, shows its
 * Bangla title in the breadcrumb and the document title (or forwards to the screen it stands for).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webModules } from '../../src/web/app/modules';
import { toRouterPath } from '../../src/web/app/route-paths';
import { bn as commonBn } from '../../src/web/i18n/bn';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { banglaCatalogues } from './support/catalogues';

const catalogues = await banglaCatalogues();

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'superadmin@demo.gov.bd');
});
afterAll(() => browser?.close());

function banglaTitle(titleKey: string): string {
  const [namespace, key] = titleKey.split(':');
  if (namespace === 'common') return commonBn[key as keyof typeof commonBn];
  return catalogues.get(namespace)?.[key] ?? '';
}

/** A concrete address for a route: parameters get a sample value, optional ones are left out. */
function sampleAddress(path: string): string {
  return `/${toRouterPath(path)}`.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
}

const protectedRoutes = webModules.flatMap((module) =>
  module.routes
    .filter((route) => !route.public)
    .map((route) => ({ ...route, address: sampleAddress(route.path) })),
);

describe('the route table', () => {
  it('declares a few hundred protected routes', () => {
    expect(protectedRoutes.length).toBeGreaterThan(200);
  });

  // Every screen is also checked for WCAG 2.1 AA on the way (support/a11y.ts), which takes time.
  it('opens every protected route without an error and with its title', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      await page.goto(`${baseUrl()}/#${route.address}`);
      const title = banglaTitle(route.titleKey);
      try {
        await page.waitForFunction(
          ([expected, address]) => {
            const crumb = document.querySelector('[data-testid="breadcrumb-current"]')?.textContent ?? '';
            const forwarded = !window.location.hash.endsWith(address);
            return (
              crumb.length > 0 &&
              (forwarded || (crumb === expected && document.title === `${expected} - কার্যালয়`))
            );
          },
          [title, route.address],
          { timeout: 5000 },
        );
      } catch {
        failures.push(`${route.address} (expected title '${title}')`);
      }
      if (await page.getByText('Unexpected Application Error').count())
        failures.push(`${route.address} crashed`);
    }
    expect(failures).toEqual([]);
  });
});
