/**
 * The hash router (SPEC.md §1, §2), built from the module manifests: public routes for signed-out
 * users, everything else under the root layout behind the login guard; unknown paths go home.
 * The first load carries the manifests only: a route downloads its page, its module's catalogue
 * and its side menu's labels together, and the signed-in layout loads with the first signed-in page.
 * Routes marked `plain` (the sign-in page, home) are drawn without the UI kit; the others load it
 * first: public ones here, signed-in ones in the plain signed-in frame (layout/root-layout.tsx).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { createHashRouter, matchPath, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppSpinner } from '../components/app-spinner';
import { loadServerMessages, loadTranslations, namespaceOf, registerModuleTranslations } from '../i18n';
import { RequireAuth, RequireSignedOut } from './layout/guards';
import type { ModuleManifest, RouteDefinition, RouteHandle } from './module-types';
import { webModules } from './modules';
import { toRouterPath } from './route-paths';

const placeholderPage = () => import('../components/placeholder');
const loadRootLayout = () => import('./layout/root-layout');
const RootLayout = lazy(() => loadRootLayout().then((layout) => ({ default: layout.RootLayout })));
const AntdShell = lazy(() => import('./antd-shell').then((shell) => ({ default: shell.AntdShell })));

/** Public pages drawn with the UI kit, which loads (once) before they show. */
const withKit = (element: ReactNode) => (
  <Suspense fallback={<AppSpinner />}>
    <AntdShell>{element}</AntdShell>
  </Suspense>
);

/** Namespaces the signed-in frame itself reads: the header's unread badge, the menu's manual link. */
const FRAME_NAMESPACES = ['message', 'manual'];

/** The labels of the side menu a signed-in route shows (they may name other modules' pages). */
async function loadMenuTranslations(module: ModuleManifest): Promise<void> {
  const { manualMenuItem, menuNamespaces, sideMenuFor } = await import('./side-menus');
  await loadTranslations(menuNamespaces([...sideMenuFor(module.sideMenu).items, manualMenuItem(module.id)]));
}

/**
 * The catalogues a route shows: its module's, its title's, the server's messages unless it needs only
 * their core and, signed in, the frame's and its side menu's labels. They are asked for together, not
 * one after the other: on a slow connection each wait is a round trip before the first screen.
 */
function loadRouteTranslations(definition: RouteDefinition, module: ModuleManifest): Promise<unknown> {
  const namespaces = [
    module.id,
    namespaceOf(definition.titleKey) ?? module.id,
    ...(definition.namespaces ?? module.namespaces ?? []),
  ];
  const signedIn = !definition.public;
  return Promise.all([
    loadTranslations(signedIn ? [...namespaces, ...FRAME_NAMESPACES] : namespaces),
    signedIn ? loadMenuTranslations(module) : undefined,
    (definition.coreMessagesOnly ?? module.coreMessagesOnly) ? undefined : loadServerMessages(),
  ]);
}

function toRoute(definition: RouteDefinition, module: ModuleManifest): RouteObject {
  const handle: RouteHandle = {
    titleKey: definition.titleKey,
    sideMenu: module.sideMenu,
    moduleId: module.id,
    access: definition.access,
    plain: definition.plain,
  };
  const page = definition.page ?? placeholderPage;
  const path = toRouterPath(definition.path);
  return {
    ...(path === '' ? { index: true } : { path }),
    handle,
    lazy: async () => {
      // A signed-in page's frame downloads with it, not after it.
      const [loaded] = await Promise.all([
        page(),
        loadRouteTranslations(definition, module),
        definition.public ? undefined : loadRootLayout(),
      ]);
      return { Component: loaded.default };
    },
  };
}

/** The groups routes go under: signed out (plain), signed out with the kit, signed in. */
type Group = 'signedOut' | 'signedOutKit' | 'signedIn';
const GROUP_IDS: Record<Group, string> = {
  signedOut: 'signed-out',
  signedOutKit: 'signed-out-kit',
  signedIn: 'signed-in',
};

export interface TableRoute {
  group: Group;
  /** The address it answers, from the root ('/officers/view/:id'; '/' for home). */
  pattern: string;
  route: RouteObject;
}

export function routeTable(): TableRoute[] {
  const table: TableRoute[] = [];
  for (const module of webModules) {
    if (module.translations) registerModuleTranslations(module.id, module.translations);
    for (const definition of module.routes) {
      const group = !definition.public ? 'signedIn' : definition.plain ? 'signedOut' : 'signedOutKit';
      const route = toRoute(definition, module);
      table.push({ group, pattern: `/${route.path ?? ''}`, route });
    }
  }
  return table;
}

/** The tree the router walks, holding `children` of each group. */
function routeTree(children: Record<Group, RouteObject[]>): RouteObject[] {
  return [
    {
      id: GROUP_IDS.signedOut,
      element: <RequireSignedOut />,
      hydrateFallbackElement: <AppSpinner />,
      children: [
        ...children.signedOut,
        { id: GROUP_IDS.signedOutKit, element: withKit(<Outlet />), children: children.signedOutKit },
      ],
    },
    {
      id: GROUP_IDS.signedIn,
      path: '/',
      hydrateFallbackElement: <AppSpinner />,
      element: (
        <RequireAuth>
          <Suspense fallback={<AppSpinner />}>
            <RootLayout />
          </Suspense>
        </RequireAuth>
      ),
      children: children.signedIn,
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

const byGroup = (routes: TableRoute[]): Record<Group, RouteObject[]> => ({
  signedOut: routes.filter((entry) => entry.group === 'signedOut').map((entry) => entry.route),
  signedOutKit: routes.filter((entry) => entry.group === 'signedOutKit').map((entry) => entry.route),
  signedIn: routes.filter((entry) => entry.group === 'signedIn').map((entry) => entry.route),
});

/** Every route at once: for the checks of the whole table. */
export function buildRoutes(): RouteObject[] {
  return routeTree(byGroup(routeTable()));
}

/** An address as typed; one with a broken escape (%E0) is taken as it is, as the router takes it. */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The routes that answer `pathname`: a fixed address is looked up, only the few with a parameter
 * are matched one by one. Matching the whole table of some 230 routes, as the router does with
 * every route it holds, cost about 200 ms of a slow phone's start (router creation and the first
 * match, at Lighthouse's 4× slowdown); the router now starts with the route of its address and
 * learns each other one on the first navigation to it.
 */
export function routeFinder(table: TableRoute[]) {
  const fixed = new Map<string, TableRoute[]>();
  const withParameters: TableRoute[] = [];
  for (const entry of table) {
    if (/[:*]/.test(entry.pattern)) withParameters.push(entry);
    else {
      const key = entry.pattern.toLowerCase();
      fixed.set(key, [...(fixed.get(key) ?? []), entry]);
    }
  }
  return (pathname: string): TableRoute[] => {
    const path = `/${safeDecode(pathname).replace(/^\/+|\/+$/g, '')}`;
    const found = fixed.get(path.toLowerCase()) ?? [];
    return [...found, ...withParameters.filter((entry) => matchPath(entry.pattern, path))];
  };
}

function createAppRouter() {
  const table = routeTable();
  const find = routeFinder(table);
  const known = new Set<RouteObject>();
  const newFor = (pathname: string) => {
    const found = find(pathname).filter((entry) => !known.has(entry.route));
    for (const entry of found) known.add(entry.route);
    return found;
  };
  const start = window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  // Home is always known: the signed-in frame alone answers '/', so the router would not ask for it.
  return createHashRouter(routeTree(byGroup([...newFor('/'), ...newFor(start)])), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const found = byGroup(newFor(path.split(/[?#]/)[0]));
      for (const group of Object.keys(found) as Group[]) {
        if (found[group].length) patch(GROUP_IDS[group], found[group]);
      }
    },
  });
}

export const router = createAppRouter();
