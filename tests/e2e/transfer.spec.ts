/**
 * Transfer (SPEC.md §2 /transfer-applications, /transferapprovals, /transfer-planner): the officer
 * applies for a transfer; the office admin's desk approves it, plans a round under an office order,
 * gives the officer a vacant post and carries the round out; the officer, signing in again, works
 * at the new desk and sees the application transferred. The journey then moves the officer back
 * through the API, so later journeys find the demo data as it was.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chooseOption, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The kit's dialogs, and the plain confirmation (lib/confirm.ts).
const dialog = (page: Page) => page.locator('.ant-modal:visible, dialog.confirm-dialog[open]');
const drawer = (page: Page) => page.getByTestId('transfer-application');
const bn = (value: number | string) => String(value).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

const REASON = 'বৃদ্ধ মা-বাবার দেখাশোনার জন্য পবা উপজেলায় বদলি প্রয়োজন।';
const ORDER_NO = '৫৬.০১.৮১০০.০০০.১৯.০০৭.২৬-১১';
const NEW_POST = 'উপসহকারী প্রকৌশলী';

async function pickDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
}

/** Signs in through the API and returns the bearer token. */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  return (await response.json()).data.access_token;
}

async function call(token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

describe('a transfer from the application to the new desk', () => {
  it('is applied for, approved, planned and carried out, and the officer works at the new desk', {
    timeout: 180_000,
  }, async () => {
    const officer = await newPage(browser);
    await signIn(officer, 'officer@demo.gov.bd');
    await expect.poll(() => officer.getByTestId('desk-label').first().innerText()).toContain('প্রোগ্রামার');
    await officer.goto(`${baseUrl()}/#/transfer-applications`);
    // The officer's demo applications: one withdrawn, one rejected.
    await officer.getByText('মোট ২টি আবেদন').waitFor();
    await officer.getByRole('button', { name: 'বদলির আবেদন' }).click();
    await chooseOption(officer, 'preferredOfficeIds', 'পবা');
    await dialog(officer).getByLabel('বদলির কারণ').fill(REASON);
    await dialog(officer).getByRole('button', { name: 'আবেদন দাখিল করুন' }).click();
    await officer.getByText('বদলির আবেদন দাখিল হয়েছে').first().waitFor();
    await officer.waitForURL(/[?&]id=\d+/);
    const id = Number(new URL(officer.url().replace('#/', '')).searchParams.get('id'));
    await drawer(officer).locator('[data-status="1"]').waitFor();
    await officer.context().close();

    const admin = await newPage(browser);
    await signIn(admin, 'officeadmin@demo.gov.bd');
    await admin.goto(`${baseUrl()}/#/transferapprovals`);
    const row = admin.locator('.data-table-row', { hasText: REASON.slice(0, 30) });
    await row.getByRole('button', { name: `#${bn(id)}` }).click();
    await drawer(admin).getByText(REASON).waitFor();
    await drawer(admin).getByRole('button', { name: 'অনুমোদন', exact: true }).click();
    await admin.getByText('আবেদন অনুমোদিত হয়েছে').first().waitFor();
    await drawer(admin).locator('[data-status="2"]').waitFor();

    await admin.goto(`${baseUrl()}/#/transfer-planner`);
    await admin.getByRole('button', { name: 'নতুন বদলি পর্ব' }).click();
    await dialog(admin).getByLabel('পর্বের নাম').fill('জরুরি বদলি');
    await dialog(admin).getByLabel('স্মারক নং').fill(ORDER_NO);
    const today = new Date();
    const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    await pickDate(admin, 'আদেশের তারিখ', ddmmyyyy);
    await dialog(admin).getByRole('button', { name: 'পর্ব তৈরি করুন' }).click();
    await admin.getByText('বদলি পর্ব তৈরি হয়েছে').first().waitFor();
    await admin.waitForURL(/round=\d+/);
    const applicant = admin.locator('.panel', { hasText: 'অনুমোদিত আবেদনকারী' }).locator('.data-table-row', {
      hasText: 'নুসরাত জাহান',
    });
    await applicant.getByRole('button', { name: 'শূন্য পদে দিন' }).click();
    await chooseOption(admin, 'transfer-vacancy', NEW_POST);
    await dialog(admin).getByRole('button', { name: 'শূন্য পদে দিন' }).click();
    await admin.getByText('বদলি পর্বে যুক্ত হয়েছে').first().waitFor();
    await admin.getByRole('button', { name: 'আদেশ কার্যকর করুন' }).click();
    await dialog(admin).getByRole('button', { name: 'আদেশ কার্যকর করুন' }).click();
    await admin.getByText('১টি বদলি কার্যকর হয়েছে').first().waitFor();
    // The office order prints in Bangla with its memo number.
    await admin.getByRole('button', { name: 'অফিস আদেশ মুদ্রণ' }).click();
    await dialog(admin).getByText(ORDER_NO).first().waitFor();
    await dialog(admin).getByText('নুসরাত জাহান').waitFor();
    await dialog(admin).getByRole('button', { name: 'বাতিল' }).click();
    await admin.context().close();

    const back = await newPage(browser);
    await signIn(back, 'officer@demo.gov.bd');
    await expect.poll(() => back.getByTestId('desk-label').first().innerText()).toContain(NEW_POST);
    await back.goto(`${baseUrl()}/#/transfer-applications?id=${id}`);
    await drawer(back).locator('[data-status="5"]').waitFor();
    expect(await drawer(back).getByTestId('transferred-to').innerText()).toContain(NEW_POST);
    await back.context().close();

    // Back to the post the demo data has her in, through the same API.
    const token = await tokenOf('officeadmin@demo.gov.bd');
    const officerToken = await tokenOf('officer@demo.gov.bd');
    const application = await call(officerToken, 'GET', `/api/transfer/applications/${id}`);
    const round = await call(token, 'POST', '/api/transfer/planner/rounds', {
      title: 'পূর্বের পদে প্রত্যাবর্তন',
      orderNo: `${ORDER_NO}/১`,
      orderDate: today.toISOString().slice(0, 10),
    });
    const vacancies = await call(token, 'GET', '/api/transfer/planner/vacancies?pageSize=100');
    expect(vacancies.items.some((desk: { deskId: number }) => desk.deskId === 11)).toBe(true);
    const holdings = await call(token, 'GET', '/api/officers/4/service-history?page=1&pageSize=10');
    const current = holdings?.items?.find(
      (record: { releasedOn: string | null; deskId: number }) =>
        record.releasedOn === null && record.deskId === application.to.deskId,
    );
    expect(current).toBeTruthy();
    await call(token, 'POST', `/api/transfer/planner/rounds/${round.id}/items`, {
      userRoleId: current.userRoleId,
      toDeskId: 11,
    });
    const done = await call(token, 'POST', `/api/transfer/planner/rounds/${round.id}/execute`);
    expect(done.done).toBe(1);
  });
});
