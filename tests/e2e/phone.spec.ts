/**
 * A phone (390 × 844) in the hands of every demo persona: each opens every screen its menus offer —
 * the home menu by tapping through the drawer, then the home tiles and the side menus of the
 * modules so reached. A screen fails when it is wider than the phone, leaves a floating sub-menu
 * open, logs an error, answers a request with 403 (a menu offering what the API refuses), or is
 * still loading after 5 s. One browser; one context per persona.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeTilePaths, type PermissionSubject, subjectOfSession } from '../../src/common/permissions';
import { HOME_MENU_NAMESPACE, homeMenu } from '../../src/web/app/home-menu';
import { homeMenuBn } from '../../src/web/app/home-menu.i18n';
import { sideMenuFor, visibleMenuItems } from '../../src/web/app/layout/side-menu';
import type { MenuItem } from '../../src/web/app/module-types';
import { webModules } from '../../src/web/app/modules';
import type { Session } from '../../src/web/lib/auth-store';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { banglaCatalogues } from './support/catalogues';

const catalogues = await banglaCatalogues();

const PHONE = { width: 390, height: 844 };
const PERSONAS = [
  'superadmin@demo.gov.bd',
  'support@demo.gov.bd',
  'officeadmin@demo.gov.bd',
  'officer@demo.gov.bd',
  'nooffice@demo.gov.bd',
  'school@demo.gov.bd',
  'office861@demo.gov.bd',
  'exam@demo.gov.bd',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A leaf of a menu with the labels of the groups above it, as a person taps through them. */
interface Entry {
  path: string;
  groups: string[];
  label: string;
}
const entriesOf = (items: MenuItem[], groups: string[] = []): Entry[] =>
  items.flatMap((item) =>
    item.children
      ? entriesOf(item.children, [...groups, item.labelKey])
      : [{ path: item.path ?? '/', groups, label: item.labelKey }],
  );

const routes = webModules.flatMap((module) =>
  module.routes.map((route) => ({ ...route, sideMenu: module.sideMenu })),
);

/** The side-menu routes of the modules the persona reaches (from its tiles and home menu), each once. */
function moduleMenuPaths(who: PermissionSubject, starts: string[]): string[] {
  const paths = new Set<string>();
  for (const start of starts) {
    const route = routes.find((candidate) => candidate.path === start);
    if (!route?.sideMenu) continue;
    for (const entry of entriesOf(visibleMenuItems(sideMenuFor(route.sideMenu).items, who)))
      paths.add(entry.path);
  }
  return [...paths];
}

/** A menu label as the Bangla interface shows it. */
function bangla(labelKey: string): string {
  const [namespace, key] = labelKey.split(':');
  if (namespace === HOME_MENU_NAMESPACE) return homeMenuBn[key as keyof typeof homeMenuBn];
  return catalogues.get(namespace)?.[key] ?? key;
}

/** Waits until the screen has drawn: no skeleton, spinner or loader, and some content; 5 s at most. */
async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        document.querySelector('.ant-skeleton-active, .ant-spin-spinning, [data-testid="page-loader"]') ===
          null && (document.querySelector('.app-page')?.textContent ?? '').trim().length > 0,
      undefined,
      { timeout: 5000 },
    );
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the screen now, if anything. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  if (!(await settled(page))) problems.push(`${where}: still loading after 5 s`);
  const state = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    floating: [...document.querySelectorAll('.menu-button-list')].filter(
      (popup) => (popup as HTMLElement).offsetParent !== null,
    ).length,
  }));
  if (state.overflow > 0) problems.push(`${where}: ${state.overflow} px wider than the phone`);
  if (state.floating > 0) problems.push(`${where}: ${state.floating} header menu(s) left open`);
  return problems;
}

const openedByAnother = new Set<string>();

describe('every screen of every persona on a phone', () => {
  it.each(PERSONAS)(
    '%s',
    async (email) => {
      const context = await browser.newContext({ locale: 'bn-BD', viewport: PHONE });
      const page = await newPage(browser, context);
      const problems: string[] = [];
      let where = '#/login';
      page.on('pageerror', (error) => problems.push(`${where}: page error ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${where}: console error ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() === 403 || response.status() >= 500)
          problems.push(`${where}: ${response.status()} from ${new URL(response.url()).pathname}`);
      });
      await signIn(page, email);
      where = '#/';

      // The phone header is one row.
      const header = await page.locator('.app-header').boundingBox();
      expect(header?.height ?? 0).toBeLessThanOrEqual(64);

      const session = await page.evaluate(
        () => JSON.parse(localStorage.getItem('auth-store') ?? '{}').state.session,
      );
      const who = subjectOfSession(session as Session);

      // The home menu, tapped through the drawer, which closes after each choice.
      const homeEntries = entriesOf(visibleMenuItems(homeMenu.items, who));
      for (const entry of homeEntries) {
        where = `${entry.path} (menu)`;
        await page.getByTestId('menu-toggle').click();
        const drawer = page.getByTestId('side-menu');
        await drawer.waitFor();
        // A module's screen shows its own side menu: the home menu is back on home (the header's name).
        if ((await drawer.getAttribute('data-menu-id')) !== 'home') {
          await page.keyboard.press('Escape');
          await page.locator('.app-brand').click();
          await page.getByTestId('welcome').waitFor();
          await page.getByTestId('menu-toggle').click();
          await drawer.waitFor();
        }
        for (const group of entry.groups) {
          const title = drawer
            .locator('.side-menu-group > button')
            .filter({ hasText: bangla(group) })
            .first();
          if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
        }
        await drawer
          .locator('.side-menu-item')
          .filter({ hasText: bangla(entry.label) })
          .getByRole('link')
          .first()
          .click();
        await page.waitForFunction(() => document.querySelector('[data-testid=menu-drawer]') === null);
        problems.push(...(await problemsOf(page, where)));
      }

      // The tiles, and the side menus of the modules reached.
      const starts = [...homeTilePaths(who), ...homeEntries.map((entry) => entry.path)];
      // A module's placeholder screens are the same for everyone: each is opened by one persona.
      const modulePaths = moduleMenuPaths(who, starts).filter((path) => !openedByAnother.has(path));
      for (const path of modulePaths) openedByAnother.add(path);
      const addresses = [...new Set([...homeTilePaths(who), ...modulePaths])];
      for (const address of addresses) {
        where = address;
        await page.goto(`${baseUrl()}/#${address}`);
        problems.push(...(await problemsOf(page, where)));
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
