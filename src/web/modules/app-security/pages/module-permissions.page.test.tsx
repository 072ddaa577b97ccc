/**
 * The permissions of an access role drawn plain: the role's grants are the ticked boxes, a box
 * changes only the screen, and the save button replaces the role's whole set on the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessRoleDetail, AppPageRow } from '../../../../common/contracts/app-security.contract';
import { addModuleTranslations } from '../../../i18n';
import { appSecurityBn, appSecurityEn } from '../app-security.i18n';
import ModulePermissionsPage from './module-permissions.page';

beforeAll(() => {
  addModuleTranslations('app-security', { bn: appSecurityBn, en: appSecurityEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const role: AccessRoleDetail = {
  id: 7,
  nameBn: 'কর্মকর্তা তালিকা পাঠক',
  nameEn: 'Officer list reader',
  description: null,
  grants: 1,
  assignments: 0,
  updatedAt: '2026-11-20T04:00:00.000Z',
  grantList: [{ page: '/officers', action: 'view' }],
  assignmentList: [],
};
const page = (path: string, titleBn: string, actions: AppPageRow['actions']): AppPageRow => ({
  path,
  moduleKey: 'officer',
  moduleNameBn: 'কর্মকর্তা',
  moduleNameEn: 'Officers',
  titleBn,
  titleEn: titleBn,
  active: true,
  actions,
  accessRoles: 0,
});
const pages = [page('/officers', 'কর্মকর্তাদের তালিকা', ['view', 'export']), page('/offices', 'অফিস', ['view'])];

function renderPage() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/modules/sync')) return answer({ modules: 1, pages: 2, retired: 0 });
      if (url.startsWith('/api/app-security/pages')) return answer({ items: pages, total: pages.length });
      if (url.startsWith('/api/app-security/access-roles/7')) return answer(role);
      return answer({ items: [role], total: 1 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/app-security/module-permissions?role=7']}>
        <ModulePermissionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const box = (row: HTMLElement, name: string) =>
  [...row.querySelectorAll('label')].find((label) => label.textContent === name)?.querySelector('input');

describe('the permissions of an access role', () => {
  it("ticks the role's grants and saves the whole set with the save button", async () => {
    const calls = renderPage();
    await screen.findByText('কর্মকর্তা তালিকা পাঠক: অনুমতি');
    const officers = await rowOf('কর্মকর্তাদের তালিকা');
    await waitFor(() => expect(box(officers, 'দেখা')?.checked).toBe(true));
    expect(box(officers, 'এক্সেল')?.checked).toBe(false);

    fireEvent.click(box(officers, 'এক্সেল') as HTMLInputElement);
    fireEvent.click(box(await rowOf('অফিস'), 'দেখা') as HTMLInputElement);
    fireEvent.click(box(officers, 'দেখা') as HTMLInputElement);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'অনুমতি সংরক্ষণ' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT');
    expect(saved?.url).toBe('/api/app-security/access-roles/7/grants');
    expect(saved?.body).toEqual({
      grants: [
        { page: '/officers', action: 'export' },
        { page: '/offices', action: 'view' },
      ],
    });
  });
});
