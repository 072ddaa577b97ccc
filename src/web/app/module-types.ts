/** What a web module declares once: its routes (with titles and pages), side menu and translations. */
import type { ComponentType } from 'react';

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
}

export interface ModuleManifest {
  id: string;
  /** The SPEC.md §2 side-menu module its routes show; the home menu when absent. */
  sideMenu?: string;
  translations?: { bn: Record<string, string>; en: Record<string, string> };
  routes: RouteDefinition[];
}

/** Carried on every route match, read by the layout for the title, breadcrumb and side menu. */
export interface RouteHandle {
  titleKey: string;
  sideMenu?: string;
}
