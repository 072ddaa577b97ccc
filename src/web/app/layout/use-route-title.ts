import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../module-types';

/** The current route's handle (title key and side-menu module). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
}

/**
 * On each route change: document.title = route title - কার্যালয় (SPEC.md §2), and scroll to top.
 * Returns the translated route title for the breadcrumb.
 */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : '';
  const productName = t('common:productName', { lng: 'bn' });

  useEffect(() => {
    document.title = title ? `${title} - ${productName}` : productName;
  }, [title, productName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling to top is what a path change should cause
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  return title;
}
