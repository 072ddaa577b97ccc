/**
 * Menus and route rules agree, for each demo persona: every menu entry and home tile opens a route
 * the persona may open, and every screen the persona may open is reachable from the persona's menus
 * (the home menu, the tiles, the header's user menu and the side menus of the modules so reached).
 */
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../common/contracts/auth.contract';
import { homeTilePaths, type PermissionSubject } from '../../common/permissions';
import { manualPathFor } from '../modules/manual/manual.paths';
import { homeMenu } from './home-menu';
import { sideMenuFor, visibleMenuItems } from './layout/side-menu';
import type { MenuItem, RouteDefinition } from './module-types';
import { webModules } from './modules';
import { toRouterPath } from './route-paths';

function subject(
  role: Partial<UserRole> & Pick<UserRole, 'RoleId' | 'OfficeId'>,
  extra: Partial<PermissionSubject> = {},
): PermissionSubject {
  return {
    activeRole: {
      IsOfficeAdmin: false,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      ControllingOfficeId: null,
      ...role,
    },
    isSuperAdmin: false,
    isSupportAdmin: false,
    sitePermissions: { meetingMgt: false },
    examDeskPermission: null,
    ...extra,
  };
}

/** The seeded demo personas (src/server/db/seed/demo-identity.ts), on their first desk. */
const PERSONAS: Record<string, PermissionSubject> = {
  superadmin: subject(
    { RoleId: 1, OfficeId: 2, IsOfficeAdmin: true, IsOfficeHead: true },
    { isSuperAdmin: true, sitePermissions: { meetingMgt: true } },
  ),
  support: subject(
    { RoleId: 4, OfficeId: 2 },
    { isSupportAdmin: true, sitePermissions: { meetingMgt: true } },
  ),
  officeadmin: subject(
    { RoleId: 3, OfficeId: 10, IsOfficeAdmin: true, IsOfficeHead: true },
    { sitePermissions: { meetingMgt: true } },
  ),
  officer: subject({ RoleId: 5, OfficeId: 10 }, { sitePermissions: { meetingMgt: true } }),
  officerAtPaba: subject({ RoleId: 6, OfficeId: 11 }),
  nooffice: subject({ RoleId: 0, OfficeId: 0 }),
  school: subject({ RoleId: 34, OfficeId: 12 }),
  office861: subject({ RoleId: 5, OfficeId: 861 }),
  exam: subject(
    { RoleId: 11, OfficeId: 2 },
    {
      sitePermissions: { meetingMgt: true },
      examDeskPermission: {} as PermissionSubject['examDeskPermission'],
    },
  ),
};

const routes: (RouteDefinition & { sideMenu?: string })[] = webModules.flatMap((module) =>
  module.routes.filter((route) => !route.public).map((route) => ({ ...route, sideMenu: module.sideMenu })),
);
const routeOf = (path: string) =>
  routes.find((route) => route.path === path) ??
  routes.find((route) => matchPath(`/${toRouterPath(route.path)}`, path));
const mayOpen = (route: RouteDefinition, who: PermissionSubject) => !route.access || route.access(who);

const leaves = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : [item]));

/** The header's user menu links (app-header.tsx), and the user manual under every side menu (side-menu.tsx). */
const HEADER_LINKS = ['/', '/profile/basic', '/messages/inbox', manualPathFor(undefined)];

/** Every path the persona reaches by menus, starting from home and following each module's side menu. */
function reachable(who: PermissionSubject): Set<string> {
  const seen = new Set<string>();
  const queue = [
    ...leaves(visibleMenuItems(homeMenu.items, who)).map((item) => item.path ?? ''),
    ...homeTilePaths(who),
    ...HEADER_LINKS,
  ];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const route = routeOf(path);
    if (route?.sideMenu) {
      for (const item of leaves(visibleMenuItems(sideMenuFor(route.sideMenu).items, who))) {
        if (item.path) queue.push(item.path);
      }
    }
  }
  return seen;
}

/** Parent paths (/office-setup) forward to a child: reaching one reaches it too. */
const isReached = (path: string, reached: Set<string>) =>
  [...reached].some((seen) => seen === path || seen.startsWith(`${path}/`) || path.startsWith(`${seen}/`));

describe.each(Object.entries(PERSONAS))('%s', (_name, who) => {
  it('is offered only routes it may open', () => {
    const refused = [...reachable(who)].filter((path) => {
      const route = routeOf(path);
      return route ? !mayOpen(route, who) : path !== '/';
    });
    expect(refused).toEqual([]);
  });

  it('reaches every screen it may open from its menus', () => {
    const reached = reachable(who);
    const unreachable = routes
      // Screens: routes with a page of their own (not placeholders, not parents that forward).
      .filter((route) => route.page && !('redirectsTo' in route.page))
      .filter((route) => !route.path.includes(':') && !route.path.includes('{'))
      .filter((route) => mayOpen(route, who))
      .filter((route) => !['/', '/home', '/dev-in-progress'].includes(route.path))
      .filter((route) => !isReached(route.path, reached))
      .map((route) => route.path);
    expect(unreachable).toEqual([]);
  });
});

describe('the office admin', () => {
  it('reaches the sections and the organogram of the office from the home menu', () => {
    const reached = reachable(PERSONAS.officeadmin);
    expect(reached.has('/office-setup/office-sections')).toBe(true);
    expect(reached.has('/office-setup/office-structure')).toBe(true);
  });
});
