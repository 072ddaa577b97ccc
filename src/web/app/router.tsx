/**
 * The hash router (SPEC.md §1, §2), built from the module manifests: public routes for signed-out
 * users, everything else under the root layout behind the login guard; unknown paths go home.
 */
import { Spin } from 'antd';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { addModuleTranslations } from '../i18n';
import { RequireAuth, RequireSignedOut } from './layout/guards';
import { RootLayout } from './layout/root-layout';
import type { RouteDefinition, RouteHandle } from './module-types';
import { webModules } from './modules';
import { toRouterPath } from './route-paths';

const placeholderPage = () => import('../components/placeholder');

function toRoute(definition: RouteDefinition, sideMenu: string | undefined, moduleId: string): RouteObject {
  const handle: RouteHandle = {
    titleKey: definition.titleKey,
    sideMenu,
    moduleId,
    access: definition.access,
  };
  const page = definition.page ?? placeholderPage;
  const path = toRouterPath(definition.path);
  return {
    ...(path === '' ? { index: true } : { path }),
    handle,
    lazy: async () => ({ Component: (await page()).default }),
  };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
  const protectedRoutes: RouteObject[] = [];
  for (const module of webModules) {
    if (module.translations) addModuleTranslations(module.id, module.translations);
    for (const definition of module.routes) {
      (definition.public ? publicRoutes : protectedRoutes).push(
        toRoute(definition, module.sideMenu, module.id),
      );
    }
  }
  return [
    { element: <RequireSignedOut />, hydrateFallbackElement: <Spin fullscreen />, children: publicRoutes },
    {
      path: '/',
      hydrateFallbackElement: <Spin fullscreen />,
      element: (
        <RequireAuth>
          <RootLayout />
        </RequireAuth>
      ),
      children: protectedRoutes,
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export const router = createHashRouter(buildRoutes());
