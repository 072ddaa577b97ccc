/**
 * The built app's first loads: what the browser must download before the sign-in page and before a
 * signed-in page can show, read from the import statements of the built files. The signed-in frame
 * is one chunk (vite.config.ts); a module of the first script listed in it by mistake would make
 * every sign-in download the frame, which no functional journey would notice. Then, in Chromium,
 * the first screen's files asked for with the first script (scripts/first-screen-preload.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

const ASSETS = path.resolve('dist/web/assets');
const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

/** The one built file of a source module, by its name before the hash. */
function chunkOf(name: string): string {
  const matches = files.filter((file) => file.startsWith(`${name}-`) && /^[\w.-]+-[\w-]{8}\.js$/.test(file));
  expect(matches, name).toHaveLength(1);
  return matches[0] as string;
}

/** A file and every file its static imports reach: what must arrive before it runs. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    staticClosure(imported as string, seen);
  return seen;
}

const entry = () => {
  const html = readFileSync(path.resolve('dist/web/index.html'), 'utf8');
  const [, script] = html.match(/<script type="module"[^>]*src="\.\/assets\/([^"]+)"/) ?? [];
  expect(script).toBeDefined();
  return script as string;
};

const isFrame = (file: string) => file.startsWith('frame-');

describe('the first loads of the built app', () => {
  it('gives the sign-in page neither the signed-in frame, the UI kit nor the validator', () => {
    const signIn = [...staticClosure(entry()), ...staticClosure(chunkOf('login.page'))];
    expect(signIn.filter(isFrame)).toEqual([]);
    // zod comes with the contracts' schemas (`validation-*.js`); the form's checks load after it shows.
    expect(signIn.filter((file) => file.startsWith('validation-'))).toEqual([]);
    expect(signIn.filter((file) => /^(antd-shell|table|select|date-picker)-/.test(file))).toEqual([]);
  });

  it("gives the officer list, filtered by look-up choices, no part of the UI kit's select", () => {
    const needed = [...staticClosure(chunkOf('officer-list.page'))];
    expect(needed).toContain(chunkOf('option-select'));
    expect(
      needed.filter((file) => /^(select|date-picker|table|validation)-[\w-]{8}\.js$/.test(file)),
    ).toEqual([]);
  });

  it('gives the office and officer lists, with their delete question, nothing of the UI kit', () => {
    for (const page of ['office-list.page', 'officer-list.page']) {
      const needed = [...staticClosure(chunkOf(page))];
      expect(
        needed.filter((file) =>
          /^(antd-shell|app|Button|button|select|table|alert)-[\w-]{8}\.js$/.test(file),
        ),
        page,
      ).toEqual([]);
    }
  });

  it('gives the plain lists neither the UI kit nor the validator: their forms and drawers bring them', () => {
    const kit =
      /^(antd-shell|app|Button|button|select|table|alert|date-picker|form|drawer|modal|validation)-[\w-]{8}\.js$/;
    const plainPages = [
      ...['leave-applications', 'leave-approvals', 'leave-history', 'leave-balance'],
      ...['transfer-applications', 'transfer-approvals'],
      ...['support', 'admin-supports', 'support-detail', 'admin-support-detail'],
      ...['innovations', 'charges'],
      ...['upcoming-meetings', 'completed-meetings', 'archived-meetings', 'update-pending-meetings'],
      ...['all-tasks', 'pending-tasks', 'completed-tasks', 'nomination-pending'],
      ...['meeting-dashboard', 'meeting-calendar'],
      ...['exam-dashboard', 'expert-profiles', 'exam-questions', 'exam-answersheets', 'exam-bills'],
      ...['exam-bill-approval', 'exam-bill-payment', 'exam-list', 'exam-wise-experts', 'exam-subjects'],
      ...['exam-honorarium-setup', 'bank-branch-setup', 'manual-index', 'manual-chapter'],
      ...['training-dashboard', 'batch-list', 'applicants', 'trainee-list', 'trainer-list'],
      ...['my-trainings', 'nomination', 'student-selection', 'training-manual'],
      ...['add-trainer', 'student-create', 'student-import', 'apply', 'new-batch'],
      ...['lab-dashboard', 'geolocation-lab-inspection-reports', 'srdl-dashboard'],
      ...['freelancer-dashboard', 'doict-freelancer-dashboard', 'freelancer-details'],
      ...['freelancer-categories', 'freelancer-roles', 'freelancer-marketplaces'],
      ...['report-dashboard', 'my-reports', 'asked-reports', 'received-reports', 'office-wise-reports'],
      ...['my-report-details', 'project-list', 'project-sites', 'message-view'],
      ...['store-dashboard', 'inventory', 'product-category', 'product-list'],
      ...['fixed-assets', 'receive-goods', 'deliver-goods'],
      ...['asset-dashboard', 'draft-submit', 'final-submitted', 'approval-pending', 'reports'],
      ...['asset-entry'],
      ...['education', 'trainings', 'skills', 'researches', 'desire-postings', 'workhistory'],
      ...['portfolio', 'profile-photo', 'basic'],
      ...['access-roles', 'module-pages', 'module-permissions', 'modules', 'audit-log', 'user-skills'],
      ...['transfer-planner', 'ministries', 'office-sections', 'office-admins', 'honour-board'],
      ...[
        'user-roles',
        'office-info',
        'office-structure',
        'geolocation',
        'office-settings',
        'admin-settings',
      ],
      ...['officer-view', 'my-service', 'leave-approvers', 'charge', 'innovation-detail'],
      ...['innovation-edit'],
      ...['reset-password', 'signup', 'officer-posting', 'signup-steps', 'new-officer'],
      ...['freelancer-list', 'doict-freelancer-list', 'mentor-list', 'team-list'],
      ...['inspection-list', 'self-inspection-list', 'visit-report', 'officer-visit-reports'],
      ...['inspection-dashboard', 'tour-plan', 'visit-feedback-progress', 'target-list'],
      ...['inspection-progress-report', 'inspection', 'create-checklist-template'],
      ...['checklist-template-design', 'general-info-template', 'create-checklist-item'],
      ...['add-item-to-checklist', 'inspection-settings', 'inspection-entry-permissions'],
      ...['lab-list', 'lab-equipment-list', 'srdl-list', 'new-lab'],
      ...['pending-reports', 'creation-pending-reports', 'verification-pending-reports'],
      ...['approval-pending-reports', 'sent-reports'],
      ...['new-meeting', 'new-meeting-other-office'],
      ...['new-message', 'new-office'],
    ];
    for (const page of plainPages) {
      const needed = [...staticClosure(chunkOf(`${page}.page`))];
      expect(
        needed.filter((file) => kit.test(file)),
        page,
      ).toEqual([]);
    }
    // The forms themselves still carry them, downloaded when first opened.
    for (const form of [
      'leave-form',
      'application-form',
      'ticket-form',
      'entry-modal',
      'plan-form',
      'item-form',
      'inspection-form',
    ]) {
      const needed = [...staticClosure(chunkOf(form))];
      expect(
        needed.some((file) => file.startsWith('validation-') || file.startsWith('form-')),
        form,
      ).toBe(true);
    }
    expect([...staticClosure(chunkOf('leave-form'))].some((file) => file.startsWith('date-picker-'))).toBe(
      true,
    );
  });

  it('gives a list its table, pager, search and filters in one file, and the sign-in page none of it', () => {
    const firstLoad = staticClosure(entry());
    expect(firstLoad.has(chunkOf('plain-kit'))).toBe(false);
    expect([...staticClosure(chunkOf('login.page'))].filter((file) => file.startsWith('plain-kit-'))).toEqual(
      [],
    );
    // Signed out, the password reset and sign-up take the plain pieces without the signed-in frame.
    for (const page of ['reset-password.page', 'signup.page'])
      expect([...staticClosure(chunkOf(page))].filter(isFrame), page).toEqual([]);
    for (const page of ['officer-list.page', 'office-list.page', 'leave-applications.page']) {
      const needed = staticClosure(chunkOf(page));
      expect(needed.has(chunkOf('plain-kit')), page).toBe(true);
      const more = [...needed].filter((file) => !firstLoad.has(file));
      expect(more.length, `${page}: ${more.join(', ')}`).toBeLessThanOrEqual(8);
    }
  });

  it('gives home and the dashboard the frame in one file, not a file per shared piece', () => {
    const firstLoad = staticClosure(entry());
    for (const page of ['home.page', 'dashboard.page']) {
      const needed = staticClosure(chunkOf(page));
      expect(needed.has(chunkOf('frame')), page).toBe(true);
      // Beyond the first script: the page, the frame and a few shared files, not twenty.
      const more = [...needed].filter((file) => !firstLoad.has(file));
      expect(more.length, more.join(', ')).toBeLessThanOrEqual(5);
    }
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The built files a page asked for, and whether the page refused any script. */
function watch(page: Page): { assets: string[]; refused: string[] } {
  const seen = { assets: [] as string[], refused: [] as string[] };
  page.on('request', (request) => {
    const file = request.url().match(/\/assets\/([^/?]+\.js)$/)?.[1];
    if (file) seen.assets.push(file);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.refused.push(message.text());
  });
  return seen;
}

const preloaded = (page: Page) =>
  page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((link) => (link.getAttribute('href') ?? '').replace('./assets/', '')),
  );

describe('the first screen asked for with the first script', () => {
  it('preloads the sign-in page signed out and the frame and home signed in, within the page policy', async () => {
    const page = await newPage(browser);
    const seen = watch(page);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' }).waitFor();
    const signedOut = await preloaded(page);
    expect(signedOut).toContain(chunkOf('login.page'));
    expect(signedOut).toContain(chunkOf('auth.i18n'));
    expect(seen.assets.filter(isFrame)).toEqual([]);
    // The form's checks wait for the person to enter the form.
    expect(seen.assets.filter((file) => file.startsWith('validation-'))).toEqual([]);

    await signIn(page, 'officeadmin@demo.gov.bd');
    const again = await page.context().newPage();
    const seenAgain = watch(again);
    await again.goto(`${baseUrl()}/`);
    await again.getByTestId('welcome').waitFor();
    const signedIn = await preloaded(again);
    expect(signedIn).toContain(chunkOf('frame'));
    expect(signedIn).toContain(chunkOf('home.page'));
    expect(signedIn).not.toContain(chunkOf('login.page'));
    expect(seenAgain.assets).toContain(chunkOf('frame'));
    // A first route opened by a link: its page and catalogues come with the frame, not home's.
    const officers = await page.context().newPage();
    const seenOfficers = watch(officers);
    await officers.goto(`${baseUrl()}/#/officers`);
    await officers.getByRole('heading', { name: 'কর্মকর্তাদের তালিকা' }).waitFor();
    const first = await preloaded(officers);
    expect(first).toEqual(expect.arrayContaining([chunkOf('officer-list.page'), chunkOf('officer.i18n')]));
    expect(first).not.toContain(chunkOf('home.page'));
    // The super admin's office list is one too (the preload reads the stored session, not its role).
    const offices = await page.context().newPage();
    await offices.goto(`${baseUrl()}/#/office-setup/office-list`);
    await offices.locator('main').waitFor();
    expect(await preloaded(offices)).toEqual(
      expect.arrayContaining([chunkOf('office-list.page'), chunkOf('office.i18n')]),
    );
    // The new officer form, reloaded all day; the modules' messages wait, with its checks, for the
    // admin to enter the form.
    const newOfficer = await page.context().newPage();
    const seenNewOfficer = watch(newOfficer);
    await newOfficer.goto(`${baseUrl()}/#/new-officer`);
    await newOfficer.locator('main form').waitFor();
    const newOfficerFiles = await preloaded(newOfficer);
    expect(newOfficerFiles).toEqual(
      expect.arrayContaining([chunkOf('new-officer.page'), chunkOf('registration.i18n')]),
    );
    expect(newOfficerFiles).not.toContain(chunkOf('modules.messages'));
    expect(seenNewOfficer.assets).not.toContain(chunkOf('modules.messages'));
    await newOfficer.locator('main form input').first().focus();
    await expect.poll(() => seenNewOfficer.assets).toContain(chunkOf('modules.messages'));
    expect([...seen.refused, ...seenAgain.refused, ...seenOfficers.refused]).toEqual([]);
    await page.context().close();
  });
});
