/** What a web module declares once: its routes (with titles and pages), side menu and translations. */
import type { ComponentType } from 'react';
import type { PermissionSubject } from '../../common/permissions';
import type { CatalogueLoader } from '../i18n';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDefinition {
  /** Absolute path, as SPEC.md §2 writes it (parameters with ':' and optional ones with '?'). */
  path: string;
  /** i18n key of the title, 'namespace:key'. */
  titleKey: string;
  /** The screen; absent means the shared 'development in progress' placeholder. */
  page?: PageLoader;
  /** Public routes are for signed-out users (a signed-in user is sent home). */
  public?: boolean;
  /**
   * Drawn without the UI kit (plain HTML and CSS): the sign-in page and home, which most people load
   * first. Other routes load the kit before their page shows.
   */
  plain?: boolean;
  /**
   * Who may open the route: a rule of common/permissions.ts, the one its menu entry and its API
   * use. Others see the shared access-denied page, and the page itself is never rendered.
   */
  access?: (subject: PermissionSubject) => boolean;
  /**
   * The other modules' catalogues this screen shows, when fewer than its module's `namespaces`: a
   * list that needs one of them does not download the words of its module's forms.
   */
  namespaces?: string[];
  /** As the module's `coreMessagesOnly`, for one screen (a list with no form of its own). */
  coreMessagesOnly?: boolean;
}

/** One entry of a side menu; `visible` applies the SPEC.md §6 rule from common/permissions.ts. */
export interface MenuItem {
  /** Unique within its menu (usually the path). */
  key: string;
  /** i18n key of the label, 'namespace:key'. */
  labelKey: string;
  /** Leaf entries link to a route path; groups have children instead. */
  path?: string;
  icon?: ComponentType;
  visible?: (subject: PermissionSubject) => boolean;
  children?: MenuItem[];
}

export interface ModuleManifest {
  id: string;
  /** The SPEC.md §2 side-menu module its routes show; the home menu when absent. */
  sideMenu?: string;
  /** The side menu this module declares, under one of the SPEC.md §2 side-menu module names. */
  menu?: { id: string; items: MenuItem[] };
  /** The module's catalogue, loaded with the first of its routes (not in the first load of the app). */
  translations?: CatalogueLoader;
  /** Other modules' catalogues its screens read (shared forms of another module), loaded with its routes. */
  namespaces?: string[];
  /**
   * Its screens show only the core of the server's messages (common/core.messages.ts), so the
   * modules' part is not downloaded with them: sign-in, home and the dashboard, which most people
   * open first.
   */
  coreMessagesOnly?: boolean;
  routes: RouteDefinition[];
}

/** Carried on every route match, read by the layout for the title, breadcrumb and side menu. */
export interface RouteHandle {
  titleKey: string;
  sideMenu?: string;
  /** The manifest's id; the side menu's user-manual entry opens this module's manual. */
  moduleId?: string;
  access?: (subject: PermissionSubject) => boolean;
  /** The page draws without the UI kit (RouteDefinition.plain). */
  plain?: boolean;
}
