/**
 * The hash router (SPEC.md §1, §2), built from the module manifests: public routes for signed-out
 * users, everything else under the root layout behind the login guard; unknown paths go home.
 * The first load carries the manifests only: a route downloads its page, its module's catalogue
 * and its side menu's labels together, and the signed-in layout loads with the first signed-in page.
 */
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { loadTranslations, namespaceOf, registerModuleTranslations } from '../i18n';
import { RequireAuth, RequireSignedOut } from './layout/guards';
import type { ModuleManifest, RouteDefinition, RouteHandle } from './module-types';
import { webModules } from './modules';
import { toRouterPath } from './route-paths';

const placeholderPage = () => import('../components/placeholder');
const RootLayout = lazy(() =>
  import('./layout/root-layout').then((layout) => ({ default: layout.RootLayout })),
);

/** The catalogues a route shows: its module's, its title's and, signed in, its side menu's labels. */
async function loadRouteTranslations(definition: RouteDefinition, module: ModuleManifest): Promise<void> {
  const namespaces = [module.id, namespaceOf(definition.titleKey) ?? module.id];
  if (!definition.public) {
    const { manualMenuItem, menuNamespaces, sideMenuFor } = await import('./side-menus');
    namespaces.push(...menuNamespaces([...sideMenuFor(module.sideMenu).items, manualMenuItem(module.id)]));
  }
  await loadTranslations(namespaces);
}

function toRoute(definition: RouteDefinition, module: ModuleManifest): RouteObject {
  const handle: RouteHandle = {
    titleKey: definition.titleKey,
    sideMenu: module.sideMenu,
    moduleId: module.id,
    access: definition.access,
  };
  const page = definition.page ?? placeholderPage;
  const path = toRouterPath(definition.path);
  return {
    ...(path === '' ? { index: true } : { path }),
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([page(), loadRouteTranslations(definition, module)]);
      return { Component: loaded.default };
    },
  };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
  const protectedRoutes: RouteObject[] = [];
  for (const module of webModules) {
    if (module.translations) registerModuleTranslations(module.id, module.translations);
    for (const definition of module.routes) {
      (definition.public ? publicRoutes : protectedRoutes).push(toRoute(definition, module));
    }
  }
  return [
    { element: <RequireSignedOut />, hydrateFallbackElement: <Spin fullscreen />, children: publicRoutes },
    {
      path: '/',
      hydrateFallbackElement: <Spin fullscreen />,
      element: (
        <RequireAuth>
          <Suspense fallback={<Spin fullscreen />}>
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
