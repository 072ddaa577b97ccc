/** The manual in the browser: it renders in Bangla, searches in Bangla, prints, and the side menu links to it. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SideMenu } from '../../app/layout/side-menu';
import { loadEveryModuleTranslation } from '../../app/module-translations';
import type { RouteHandle } from '../../app/module-types';
import i18n from '../../i18n';
import { type Session, useAuthStore } from '../../lib/auth-store';
import ManualChapterPage from './pages/manual-chapter.page';
import ManualIndexPage from './pages/manual-index.page';

const scrolledTo: string[] = [];

beforeAll(async () => {
  // jsdom lays nothing out; record which section the page brings into view instead.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
  await loadEveryModuleTranslation();
});
afterEach(async () => {
  cleanup();
  act(() => useAuthStore.setState({ session: null }));
  await act(() => i18n.changeLanguage('bn'));
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user-manual', element: <ManualIndexPage /> },
      { path: '/user-manual/:chapterId', element: <ManualChapterPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

describe('the manual', () => {
  it('lists every module’s chapter in Bangla, with Bangla digits', () => {
    renderAt('/user-manual');
    const leave = screen.getByTestId('manual-chapter-leave');
    expect(within(leave).getByRole('link', { name: 'ছুটি ব্যবস্থাপনা' }).getAttribute('href')).toBe(
      '/user-manual/leave',
    );
    expect(leave.textContent).toContain('৩টি অংশ');
    expect(screen.getByTestId('manual-chapter-inspection')).toBeTruthy();
  });

  it('a Bangla search lists the sections with that word, and a result opens its chapter', async () => {
    const router = renderAt('/user-manual');
    fireEvent.change(screen.getByLabelText('নির্দেশিকায় খুঁজুন'), { target: { value: 'কর্মদিবস' } });
    const results = await screen.findByTestId('manual-results');
    expect(results.textContent).toContain('“কর্মদিবস” পাওয়া গেছে ১টি অংশে');
    const link = within(results).getByRole('link', { name: 'ছুটি ব্যবস্থাপনা: ছুটির আবেদন' });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-manual/leave'));
    expect(router.state.location.search).toBe('?section=apply');
    expect(await screen.findByRole('heading', { level: 2, name: 'ছুটি ব্যবস্থাপনা' })).toBeTruthy();
    await waitFor(() => expect(scrolledTo.at(-1)).toBe('manual-leave-apply'));
  });

  it('says so when nothing matches', async () => {
    renderAt('/user-manual?q=অপ্রাসঙ্গিকশব্দ');
    expect((await screen.findByTestId('manual-results')).textContent).toContain(
      '“অপ্রাসঙ্গিকশব্দ” কোনো অংশে পাওয়া যায়নি',
    );
  });

  it('a chapter shows each screen’s steps with a link to it, and its print view', async () => {
    renderAt('/user-manual/leave');
    expect(screen.getByRole('heading', { level: 2, name: 'ছুটি ব্যবস্থাপনা' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'ছুটি অনুমোদন' })).toBeTruthy();
    expect(screen.getByText(/শুক্র-শনিবার ও সরকারি ছুটি বাদে কর্মদিবস/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'পাতাটি খুলুন' })[0].getAttribute('href')).toBe(
      '/leaveapplications',
    );
    fireEvent.click(screen.getByRole('button', { name: /প্রিন্ট/ }));
    const printable = await waitFor(() => {
      const element = document.getElementById('manual-print');
      if (!element) throw new Error('no print view yet');
      return element;
    });
    expect(printable.textContent).toContain('ব্যবহার নির্দেশিকা: ছুটি ব্যবস্থাপনা');
    expect(printable.textContent).toContain('ছুটির আবেদন');
  });

  it('reads in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/user-manual/leave');
    expect(screen.getByRole('heading', { level: 2, name: 'Leave management' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Approving leave' })).toBeTruthy();
  });

  it('an unknown module shows the list of chapters', () => {
    renderAt('/user-manual/no-such-module');
    expect(screen.getByText(/এই মডিউলের নির্দেশিকা পাওয়া যায়নি/)).toBeTruthy();
    expect(screen.getByTestId('manual-chapter-leave')).toBeTruthy();
  });
});

const officeAdmin = {
  token: 'token',
  user: {
    id: 3,
    name: 'Admin',
    email: 'officeadmin@demo.gov.bd',
    email_verified_at: null,
    created_at: '',
    updated_at: '',
  },
  isSuperAdmin: false,
  isSupportAdmin: false,
  supportLevel: 0,
  profile: [{ id: 3, KnownAs: 'Admin', KnownAsBangla: 'অ্যাডমিন', PhotoUrl: null, SignatureUrl: null }],
  userrole: [
    {
      ProfileId: 3,
      DeskId: 10,
      RoleId: 3,
      OfficeId: 10,
      GEOCode: null,
      IsOfficeAdmin: true,
      IsOfficeHead: true,
      IsSectionAdmin: false,
      IsSectionHead: false,
      OfficeName: '',
      OfficeNameEn: '',
      RoleName: '',
      RoleNameEn: '',
      SectionId: null,
      SectionName: null,
      SectionNameEn: null,
      ControllingOfficeId: null,
      OfficeLevelId: null,
      MinistryId: null,
    },
  ],
  sitePermissions: { meetingMgt: true },
  fixedData: { isNidVerificationEnabled: false },
  examDeskPermission: null,
} satisfies Session;

function renderMenuOn(path: string, handle: RouteHandle) {
  act(() => useAuthStore.setState({ session: officeAdmin }));
  const router = createMemoryRouter([{ path: '*', handle, element: <SideMenu /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the side menu’s manual link', () => {
  it('opens the manual of the module on screen', () => {
    renderMenuOn('/leaveapplications', { titleKey: 'leave:leaveApplications', moduleId: 'leave' });
    const link = within(screen.getByTestId('side-menu-manual')).getByRole('link', { name: 'ব্যবহার নির্দেশিকা' });
    expect(link.getAttribute('href')).toBe('/user-manual/leave');
    cleanup();
    renderMenuOn('/meeting-mgt/meeting-dashboard', {
      titleKey: 'meeting:meetingDashboard',
      sideMenu: 'meeting-mgt',
      moduleId: 'meeting',
    });
    expect(within(screen.getByTestId('side-menu-manual')).getByRole('link').getAttribute('href')).toBe(
      '/user-manual/meeting',
    );
  });

  it('internal training’s menu lists its own manual, so no second link is added', () => {
    renderMenuOn('/training-mgt-internal/training-internal-dashboard', {
      titleKey: 'training-internal:trainingInternalDashboard',
      sideMenu: 'training-management-internal',
      moduleId: 'training-internal',
    });
    expect(screen.queryByTestId('side-menu-manual')).toBeNull();
    const own = within(screen.getByTestId('side-menu')).getByRole('link', { name: 'ব্যবহার নির্দেশিকা' });
    expect(own.getAttribute('href')).toBe('/training-mgt-internal/user-manual');
    cleanup();
    renderMenuOn('/training-mgt/training-dashboard', {
      titleKey: 'training:trainingDashboard',
      sideMenu: 'training-management',
      moduleId: 'training',
    });
    expect(within(screen.getByTestId('side-menu-manual')).getByRole('link').getAttribute('href')).toBe(
      '/user-manual/training',
    );
  });
});
