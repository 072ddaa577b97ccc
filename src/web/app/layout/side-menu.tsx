/**
 * The side menu (SPEC.md §2, §6): the menu of the current route's side-menu module, the home menu
 * when the route names none (or one no module declares), showing only what the active role may see.
 * Plain lists of links, groups opened by a button (a disclosure), the entry on screen marked as the
 * current page: it draws with the first screen, before the UI kit loads.
 */
import { DownOutlined } from '@ant-design/icons';
import { createElement, useEffect, useId, useState } from 'react';
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

function iconOf(item: MenuItem) {
  return item.icon ? createElement(item.icon, { 'aria-hidden': true } as object) : undefined;
}

interface EntryProps {
  item: MenuItem;
  selectedKey: string | undefined;
  openKeys: string[];
  onToggle: (key: string) => void;
}

function MenuEntry({ item, selectedKey, openKeys, onToggle }: EntryProps) {
  const { t } = useTranslation();
  const groupId = useId();
  if (!item.children) {
    const selected = item.key === selectedKey;
    return (
      <li className={selected ? 'side-menu-item selected' : 'side-menu-item'}>
        <Link to={item.path ?? '/'} aria-current={selected ? 'page' : undefined}>
          {iconOf(item)}
          <span className="side-menu-label">{t(item.labelKey)}</span>
        </Link>
      </li>
    );
  }
  const open = openKeys.includes(item.key);
  return (
    <li className={open ? 'side-menu-group open' : 'side-menu-group'}>
      <button type="button" aria-expanded={open} aria-controls={groupId} onClick={() => onToggle(item.key)}>
        {iconOf(item)}
        <span className="side-menu-label">{t(item.labelKey)}</span>
        <DownOutlined className="side-menu-arrow" aria-hidden="true" />
      </button>
      <ul id={groupId} className="side-menu-sub" hidden={!open}>
        {item.children.map((child) => (
          <MenuEntry
            key={child.key}
            item={child}
            selectedKey={selectedKey}
            openKeys={openKeys}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </li>
  );
}

function SideMenuOf({ menu, theme }: { menu: SideMenuDefinition; theme: 'light' | 'dark' }) {
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

  const onToggle = (key: string) =>
    setOpenKeys((open) => (open.includes(key) ? open.filter((other) => other !== key) : [...open, key]));

  return (
    <ul className={`side-menu side-menu-${theme}`} data-testid="side-menu" data-menu-id={menu.id}>
      {items.map((item) => (
        <MenuEntry
          key={item.key}
          item={item}
          selectedKey={selected?.key}
          openKeys={openKeys}
          onToggle={onToggle}
        />
      ))}
    </ul>
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
  const selected = pathname === path;
  return (
    <ul className={`side-menu side-menu-manual side-menu-${theme}`} data-testid="side-menu-manual">
      <li className={selected ? 'side-menu-item selected' : 'side-menu-item'}>
        <Link to={path} aria-current={selected ? 'page' : undefined}>
          {iconOf(entry)}
          <span className="side-menu-label">{t(entry.labelKey)}</span>
        </Link>
      </li>
    </ul>
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
