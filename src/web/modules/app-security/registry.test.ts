/**
 * What app security sees of the web app and what a grant changes in it: the registry holds every
 * signed-in page of every manifest under its module, titled in both languages; a grant to view the
 * officer list shows its menu entry and opens its route, for that desk only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { syncInputSchema } from '../../../common/contracts/app-security.contract';
import { canListOfficers, type PermissionSubject } from '../../../common/permissions';
import { homeMenu } from '../../app/home-menu';
import { visibleMenuItems } from '../../app/layout/side-menu';
import { loadEveryModuleTranslation } from '../../app/module-translations';
import { webModules } from '../../app/modules';
import { registryOf } from './registry';

beforeAll(() => loadEveryModuleTranslation());

describe('the registry the web app sends', () => {
  it('has every signed-in route of every manifest, once, titled in Bangla and English', () => {
    const registry = registryOf();
    expect(syncInputSchema.safeParse(registry).success).toBe(true);
    const paths = registry.modules.flatMap((module) => module.pages.map((page) => page.path));
    const expected = webModules.flatMap((module) =>
      module.routes.filter((route) => !route.public).map((route) => route.path),
    );
    expect(new Set(paths)).toEqual(new Set(expected));
    const officers = registry.modules
      .find((module) => module.key === 'officer')
      ?.pages.find((page) => page.path === '/officers');
    expect(officers).toEqual({ path: '/officers', titleBn: 'কর্মকর্তাদের তালিকা', titleEn: 'Officer list' });
    expect(paths).not.toContain('/login');
  });
});

describe('a grant in the browser', () => {
  const officer: PermissionSubject = {
    activeRole: {
      RoleId: 7,
      OfficeId: 10,
      IsOfficeAdmin: false,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      ControllingOfficeId: 1,
    },
    isSuperAdmin: false,
    isSupportAdmin: false,
    sitePermissions: { meetingMgt: false },
    examDeskPermission: null,
    grants: [],
  };
  const paths = (subject: PermissionSubject) =>
    visibleMenuItems(homeMenu.items, subject).flatMap((item) => [
      item.path,
      ...(item.children ?? []).map((child) => child.path),
    ]);

  it('shows the officer list in the menu and opens its route only with the grant', () => {
    const route = webModules.flatMap((module) => module.routes).find((item) => item.path === '/officers');
    expect(paths(officer)).not.toContain('/officers');
    expect(route?.access?.(officer)).toBe(false);
    const granted = { ...officer, grants: ['/officers|view'] };
    expect(paths(granted)).toContain('/officers');
    expect(route?.access?.(granted)).toBe(true);
    expect(canListOfficers(granted)).toBe(true);
    // A grant to export alone, or to another page, opens nothing here.
    expect(paths({ ...officer, grants: ['/officers|export', '/leavehistory|view'] })).not.toContain(
      '/officers',
    );
  });
});
