/** The side menu as each demo persona sees it (SPEC.md §2 side-menu modules, §6 visibility). */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../common/contracts/auth.contract';
import { type Session, useAuthStore } from '../lib/auth-store';
import { SideMenu } from './layout/side-menu';
import { loadEveryModuleTranslation } from './module-translations';
import type { RouteHandle } from './module-types';

beforeAll(() => loadEveryModuleTranslation());

afterEach(() => {
  cleanup();
  act(() => useAuthStore.setState({ session: null }));
});

function sessionOf(
  role: Partial<UserRole> & Pick<UserRole, 'RoleId' | 'OfficeId'>,
  extra: Partial<Pick<Session, 'isSuperAdmin' | 'isSupportAdmin' | 'sitePermissions'>> = {},
): Session {
  return {
    token: 'token',
    user: {
      id: 1,
      name: 'Demo',
      email: 'demo@demo.gov.bd',
      email_verified_at: null,
      created_at: '',
      updated_at: '',
    },
    isSuperAdmin: false,
    isSupportAdmin: false,
    supportLevel: 0,
    profile: [{ id: 1, KnownAs: 'Demo', KnownAsBangla: 'ডেমো', PhotoUrl: null, SignatureUrl: null }],
    userrole: [
      {
        ProfileId: 1,
        DeskId: 1,
        GEOCode: null,
        IsOfficeAdmin: false,
        IsOfficeHead: false,
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
        ...role,
      },
    ],
    sitePermissions: { meetingMgt: false },
    fixedData: { isNidVerificationEnabled: false },
    examDeskPermission: null,
    ...extra,
  };
}

/** The seeded demo personas (src/server/db/seed/demo-identity.ts). */
const personas = {
  superadmin: sessionOf(
    { RoleId: 1, OfficeId: 2, IsOfficeAdmin: true, IsOfficeHead: true },
    { isSuperAdmin: true, sitePermissions: { meetingMgt: true } },
  ),
  support: sessionOf(
    { RoleId: 4, OfficeId: 2 },
    { isSupportAdmin: true, sitePermissions: { meetingMgt: true } },
  ),
  officeadmin: sessionOf(
    { RoleId: 3, OfficeId: 10, IsOfficeAdmin: true, IsOfficeHead: true },
    { sitePermissions: { meetingMgt: true } },
  ),
  officer: sessionOf({ RoleId: 5, OfficeId: 10 }, { sitePermissions: { meetingMgt: true } }),
  nooffice: sessionOf({ RoleId: 0, OfficeId: 0 }),
  school: sessionOf({ RoleId: 34, OfficeId: 12 }),
  office861: sessionOf({ RoleId: 5, OfficeId: 861 }),
};

/** Renders the menu at `path`, on a route whose handle names `sideMenu` (as the router does). */
function renderMenu(session: Session, path: string, sideMenu?: string) {
  act(() => useAuthStore.setState({ session }));
  const handle: RouteHandle = { titleKey: 'common:home', sideMenu };
  const router = createMemoryRouter([{ path: '*', handle, element: <SideMenu /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.getByTestId('side-menu');
}

/** The labels of the top-level entries (groups and links) of the menu; a closed group's entries are hidden. */
function topLevel(menu: HTMLElement): string[] {
  return [...menu.children]
    .map((entry) => entry.querySelector(':scope > a, :scope > button')?.textContent ?? '')
    .filter(Boolean);
}

function openGroup(menu: HTMLElement, label: string) {
  fireEvent.click(within(menu).getByText(label));
}

describe('home menu (SPEC.md §6 side menus)', () => {
  it('role 34 sees only the training entries, plus support', () => {
    const menu = renderMenu(personas.school, '/');
    expect(topLevel(menu)).toEqual(['প্রশিক্ষণ ব্যবস্থাপনা', 'স্কুল প্রশিক্ষণ', 'সহায়তা']);
    openGroup(menu, 'স্কুল প্রশিক্ষণ');
    const special = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(special).toEqual([
      ['প্রশিক্ষণ ব্যবস্থাপনা', '/training-mgt'],
      ['স্কুলের প্রশিক্ষণার্থী ইমপোর্ট', '/training-mgt/internal-applicant-list-import'],
      ['প্রশিক্ষণার্থী তৈরি', '/training-mgt/internal-training-student-create'],
      ['প্রশিক্ষণার্থী নির্বাচন', '/training-mgt/internal-applicant-training-selection'],
      ['নতুন ব্যাচ', '/training-mgt/new-batch-internal'],
      ['ব্যাচসমূহ', '/training-mgt/batchlist-internal'],
      ['ব্যাচে প্রশিক্ষণার্থী যোগ', '/training-mgt/internal-applicant-batch-selection'],
      ['চূড়ান্ত প্রশিক্ষণার্থী তালিকা', '/training-mgt/trainee-list-internal'],
      ['সহায়তা', '/support'],
    ]);
  });

  it('an officer of office 861 has no transfer, leave, skills or innovation, but files an asset statement', () => {
    const menu = renderMenu(personas.office861, '/');
    expect(topLevel(menu)).toEqual([
      'ড্যাশবোর্ড',
      'অফিস ব্যবস্থাপনা',
      'কর্মকর্তা ব্যবস্থাপনা',
      'সম্পদ বিবরণী',
      'সহায়তা',
      'স্টোর ব্যবস্থাপনা',
      'প্রকল্প ব্যবস্থাপনা',
    ]);
  });

  it('an officer elsewhere has transfer, leave, skills and innovation, but no admin entries', () => {
    const menu = renderMenu(personas.officer, '/');
    expect(topLevel(menu)).toEqual([
      'ড্যাশবোর্ড',
      'অফিস ব্যবস্থাপনা',
      'কর্মকর্তা ব্যবস্থাপনা',
      'বদলি ব্যবস্থাপনা',
      'ছুটি ব্যবস্থাপনা',
      'দক্ষতা',
      'উদ্ভাবন',
      'সম্পদ বিবরণী',
      'সহায়তা',
      'স্টোর ব্যবস্থাপনা',
      'প্রকল্প ব্যবস্থাপনা',
    ]);
  });

  it('a user with no office sees support only', () => {
    expect(topLevel(renderMenu(personas.nooffice, '/'))).toEqual(['সহায়তা']);
  });

  it('the support admin gets app admin, the super admin the super admin items', () => {
    expect(topLevel(renderMenu(personas.support, '/'))).toContain('অ্যাপ অ্যাডমিন');
    cleanup();
    const menu = renderMenu(personas.superadmin, '/');
    expect(topLevel(menu)).not.toContain('অ্যাপ অ্যাডমিন');
    openGroup(menu, 'সুপার অ্যাডমিন');
    for (const label of ['জিওলোকেশন', 'অ্যাডমিন সেটিংস', 'অফিস সেটআপ', 'সফটওয়্যার নিরাপত্তা', 'সহায়তা টিকিটসমূহ']) {
      expect(within(menu).getByText(label)).toBeTruthy();
    }
  });

  it('officer list, new officer and posting are for admins; own service record for all in the group', () => {
    const officerMenu = renderMenu(personas.officer, '/service-info');
    // The group of the current page is open and its entry selected.
    expect(within(officerMenu).getByText('আমার চাকরির তথ্য').closest('li')?.className).toContain('selected');
    expect(within(officerMenu).queryByText('কর্মকর্তাদের তালিকা')).toBeNull();
    expect(within(officerMenu).queryByText('নতুন কর্মকর্তা')).toBeNull();
    expect(within(officerMenu).getByText('কর্মস্থলের ইতিহাস')).toBeTruthy();
    cleanup();
    const adminMenu = renderMenu(personas.officeadmin, '/service-info');
    for (const label of ['কর্মকর্তাদের তালিকা', 'নতুন কর্মকর্তা', 'কর্মকর্তা পদায়ন', 'আমার চাকরির তথ্য']) {
      expect(within(adminMenu).getByText(label)).toBeTruthy();
    }
  });

  it('a details page selects its list entry', () => {
    const menu = renderMenu(personas.officeadmin, '/officers/view/12');
    expect(within(menu).getByText('কর্মকর্তাদের তালিকা').closest('li')?.className).toContain('selected');
  });

  it('a side-menu value no module declares gives the home menu', () => {
    expect(topLevel(renderMenu(personas.officer, '/', 'no-such-menu'))).toContain('ছুটি ব্যবস্থাপনা');
  });
});

describe('module menus (SPEC.md §6)', () => {
  it("report menu: 'all reports' only for an office admin", () => {
    const admin = renderMenu(personas.officeadmin, '/report-mgt/report-dashboard', 'reports-mgt');
    expect(within(admin).getByText('সকল প্রতিবেদন')).toBeTruthy();
    expect(within(admin).getByText('যাচাইয়ের অপেক্ষায়')).toBeTruthy();
    cleanup();
    const officer = renderMenu(personas.officer, '/report-mgt/report-dashboard', 'reports-mgt');
    expect(within(officer).queryByText('সকল প্রতিবেদন')).toBeNull();
    expect(within(officer).getByText('প্রাপ্ত প্রতিবেদন')).toBeTruthy();
  });

  it('meeting menu: the meetings group only with meetingMgt', () => {
    expect(topLevel(renderMenu(personas.officeadmin, '/meeting-mgt', 'meeting-mgt'))).toContain('সভাসমূহ');
    cleanup();
    expect(topLevel(renderMenu(personas.office861, '/meeting-mgt', 'meeting-mgt'))).not.toContain('সভাসমূহ');
  });

  it('internal training menu: admin items for super and support admins only', () => {
    const officer = renderMenu(personas.officer, '/training-mgt-internal', 'training-management-internal');
    expect(topLevel(officer)).toEqual([
      'অভ্যন্তরীণ প্রশিক্ষণ ড্যাশবোর্ড',
      'আমার প্রশিক্ষণ',
      'প্রশিক্ষণের জন্য আবেদন',
      'ব্যবহার নির্দেশিকা',
    ]);
    cleanup();
    const support = renderMenu(personas.support, '/training-mgt-internal', 'training-management-internal');
    expect(topLevel(support)).toContain('চূড়ান্ত প্রশিক্ষণার্থী তালিকা');
    expect(topLevel(support)).toContain('প্রশিক্ষণে মনোনয়ন');
  });

  it('inspection menu: template and checklist design for super and support admins only', () => {
    const label = 'টেমপ্লেট ও চেকলিস্ট ডিজাইন';
    expect(topLevel(renderMenu(personas.superadmin, '/inspection-mgt', 'inspection-management'))).toContain(
      label,
    );
    cleanup();
    expect(
      topLevel(renderMenu(personas.officeadmin, '/inspection-mgt', 'inspection-management')),
    ).not.toContain(label);
  });
});
