/** Small builders the module manifests share: child routes under a parent path, and menu links. */
import type { PermissionSubject } from '../../common/permissions';
import type { MenuItem, RouteDefinition } from './module-types';

/** Routes `${parent}/${child}` titled `${namespace}:${key}`; no page means the shared placeholder. */
export function childRoutes(
  parent: string,
  namespace: string,
  children: readonly (readonly [path: string, key: string])[],
): RouteDefinition[] {
  return children.map(([path, key]) => ({ path: `${parent}/${path}`, titleKey: `${namespace}:${key}` }));
}

/** A side-menu leaf keyed by its path, labelled by an i18n key, optionally limited by a SPEC.md §6 rule. */
export function menuLink(
  path: string,
  labelKey: string,
  visible?: (subject: PermissionSubject) => boolean,
): MenuItem {
  return visible ? { key: path, labelKey, path, visible } : { key: path, labelKey, path };
}

/** A side-menu group; it is left out when none of its children is visible. */
export function menuGroup(
  key: string,
  labelKey: string,
  children: MenuItem[],
  visible?: (subject: PermissionSubject) => boolean,
): MenuItem {
  return visible ? { key, labelKey, children, visible } : { key, labelKey, children };
}

/** The same routes, each opened only by those `access` lets in (common/permissions.ts). */
export function guarded(
  access: (subject: PermissionSubject) => boolean,
  routes: RouteDefinition[],
): RouteDefinition[] {
  return routes.map((route) => ({ ...route, access }));
}

/** One menu link per route, in the routes' order, labelled by their titles. */
export function linksOf(routes: RouteDefinition[]): MenuItem[] {
  return routes.map((route) => menuLink(route.path, route.titleKey));
}
