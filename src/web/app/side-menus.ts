/**
 * The side menus as data (SPEC.md §2, §6): which menu a route shows, what the active desk may see of
 * it, and the translation namespaces its labels need. Apart from the layout, so that a route can load
 * its menu's labels while its page downloads.
 */
import type { PermissionSubject } from '../../common/permissions';
import { namespaceOf } from '../i18n';

export { manualMenuItem } from '../modules/manual/manual.paths';

import { homeMenu } from './home-menu';
import type { MenuItem } from './module-types';
import { webModules } from './modules';

export type SideMenuDefinition = { id: string; items: MenuItem[] };

/** The menu a route's `sideMenu` value names; the home menu for any other value. */
export function sideMenuFor(sideMenu: string | undefined): SideMenuDefinition {
  const declared = webModules.find((module) => module.menu && module.menu.id === sideMenu)?.menu;
  return declared ?? homeMenu;
}

/** The entries this subject may see; a group with no visible child is left out. */
export function visibleMenuItems(items: MenuItem[], subject: PermissionSubject): MenuItem[] {
  return items.flatMap((item) => {
    if (item.visible && !item.visible(subject)) return [];
    if (!item.children) return [item];
    const children = visibleMenuItems(item.children, subject);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Every namespace the menu's labels are in (a menu may reuse other modules' route titles). */
export function menuNamespaces(items: MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(namespaceOf(item.labelKey) ? [namespaceOf(item.labelKey) as string] : []),
    ...menuNamespaces(item.children ?? []),
  ]);
}
