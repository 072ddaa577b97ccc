/**
 * The hash router (SPEC.md §1, §2), built from the module manifests: public routes for signed-out
 * users, everything else under the root layout behind the login guard; unknown paths go home.
 * The first load carries the manifests only: a route downloads its page, its module's catalogue
 * and its side menu's labels together, and the signed-in layout loads with the first signed-in page.
 * Routes marked `plain` (the sign-in page, home) are drawn without the UI kit; the others load it
 * first: public ones here, signed-in ones in the plain signed-in frame (layout/root-layout.tsx).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router';
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

export function buildRoutes(): RouteObject[] {
  const plainRoutes: RouteObject[] = [];
  const publicRoutes: RouteObject[] = [];
  const protectedRoutes: RouteObject[] = [];
  for (const module of webModules) {
    if (module.translations) registerModuleTranslations(module.id, module.translations);
    for (const definition of module.routes) {
      const group = !definition.public ? protectedRoutes : definition.plain ? plainRoutes : publicRoutes;
      group.push(toRoute(definition, module));
    }
  }
  return [
    {
      element: <RequireSignedOut />,
      hydrateFallbackElement: <AppSpinner />,
      children: [...plainRoutes, { element: withKit(<Outlet />), children: publicRoutes }],
    },
    {
      path: '/',
      hydrateFallbackElement: <AppSpinner />,
      element: (
        <RequireAuth>
          <Suspense fallback={<AppSpinner />}>
            <RootLayout />
          </Suspense>
        </RequireAuth>
      ),
      children: protectedRoutes,
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export const router = createHashRouter(buildRoutes());
