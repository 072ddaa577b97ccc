/**
 * The side menu (SPEC.md §2, §6): the menu of the current route's side-menu module, the home menu
 * when the route names none (or one no module declares), showing only what the active role may see.
 */
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import type { TFunction } from 'i18next';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { subjectOfSession } from '../../../common/permissions';
import { useSession } from '../../lib/use-session';
import { manualMenuItem } from '../../modules/manual/manual.paths';
import type { MenuItem } from '../module-types';
import { type SideMenuDefinition, sideMenuFor, visibleMenuItems } from '../side-menus';
import { useRouteHandle } from './use-route-title';

export { sideMenuFor, visibleMenuItems };

function leaves(items: MenuItem[], ancestors: string[] = []): { item: MenuItem; ancestors: string[] }[] {
  return items.flatMap((item) =>
    item.children ? leaves(item.children, [...ancestors, item.key]) : [{ item, ancestors }],
  );
}

/**
 * The entry for a location: the one whose path is the location, else the one with the longest path
 * the location lies under (a details page selects its list). Its groups are the keys to open.
 */
export function selectedMenuEntry(
  items: MenuItem[],
  pathname: string,
): { key: string; openKeys: string[] } | undefined {
  const candidates = leaves(items).filter(
    ({ item }) => item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );
  const best = candidates.sort((a, b) => (b.item.path?.length ?? 0) - (a.item.path?.length ?? 0))[0];
  return best && { key: best.item.key, openKeys: best.ancestors };
}

type AntdItem = NonNullable<MenuProps['items']>[number];

function iconOf(item: MenuItem) {
  return item.icon ? createElement(item.icon) : undefined;
}

function toAntdItems(items: MenuItem[], t: TFunction): AntdItem[] {
  return items.map((item) => {
    const icon = iconOf(item);
    if (item.children) {
      return { key: item.key, icon, label: t(item.labelKey), children: toAntdItems(item.children, t) };
    }
    return { key: item.key, icon, label: <Link to={item.path ?? '/'}>{t(item.labelKey)}</Link> };
  });
}

function SideMenuOf({ menu, theme }: { menu: SideMenuDefinition; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const items = visibleMenuItems(menu.items, subjectOfSession(session));
  const selected = selectedMenuEntry(items, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(selected?.openKeys ?? []);
  const groupsOfSelected = selected?.openKeys.join('|') ?? '';

  // Arriving at an entry inside a closed group (from a tile or a link) opens that group.
  useEffect(() => {
    if (groupsOfSelected) {
      setOpenKeys((open) => [...new Set([...open, ...groupsOfSelected.split('|')])]);
    }
  }, [groupsOfSelected]);

  return (
    <Menu
      mode="inline"
      theme={theme}
      data-testid="side-menu"
      data-menu-id={menu.id}
      className="side-menu"
      // Only as tall as its entries, so the manual's link follows right below it in the sider.
      style={{ height: 'auto' }}
      selectedKeys={selected ? [selected.key] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={toAntdItems(items, t)}
    />
  );
}

/**
 * Under every side menu, the user manual of the module on screen: one entry the shell adds from the
 * route's module id, kept apart from the SPEC.md §6 menus so their entries stay exactly as specified.
 */
function ManualLink({ moduleId, theme }: { moduleId: string | undefined; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = manualMenuItem(moduleId);
  const path = entry.path ?? '/';
  return (
    <Menu
      mode="inline"
      theme={theme}
      data-testid="side-menu-manual"
      className="side-menu-manual"
      style={{ borderInlineEnd: 0 }}
      selectedKeys={pathname === path ? [entry.key] : []}
      items={[{ key: entry.key, icon: iconOf(entry), label: <Link to={path}>{t(entry.labelKey)}</Link> }]}
    />
  );
}

export function SideMenu({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  const handle = useRouteHandle();
  const menu = sideMenuFor(handle?.sideMenu);
  // Internal training's menu lists its own manual at the top (SPEC.md §2 user-manual): no second link.
  const listsOwnManual = menu.items.some((item) => item.path?.endsWith('/user-manual'));
  return (
    <>
      <SideMenuOf key={menu.id} menu={menu} theme={theme} />
      {!listsOwnManual && <ManualLink moduleId={handle?.moduleId} theme={theme} />}
    </>
  );
}
