import { canUseStore } from '../../../common/permissions';
import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

const base = '/store-mgt';

/** The screens of the children, by path; products and product-list are one list of products. */
const PAGES: Record<string, RouteDefinition['page']> = {
  'store-dashboard': () => import('./pages/store-dashboard.page'),
  inventory: () => import('./pages/inventory.page'),
  'inventory/product-category': () => import('./pages/product-category.page'),
  'inventory/product-list': () => import('./pages/product-list.page'),
  'fixed-assets': () => import('./pages/fixed-assets.page'),
  'receive-goods': () => import('./pages/receive-goods.page'),
  'deliver-goods': () => import('./pages/deliver-goods.page'),
  products: () => import('./pages/product-list.page'),
};

/** SPEC.md §2 /store-mgt children, in its order; every one a real screen for office desks. */
const routes = childRoutes(base, 'store', [
  ['store-dashboard', 'storeDashboard'],
  ['inventory', 'inventory'],
  ['inventory/product-category', 'productCategory'],
  ['inventory/product-list', 'productList'],
  ['fixed-assets', 'fixedAssets'],
  ['receive-goods', 'receiveGoods'],
  ['deliver-goods', 'deliverGoods'],
  ['products', 'products'],
]).map((route) => ({
  ...route,
  page: PAGES[route.path.slice(base.length + 1)],
  // Every screen is a plain list or the plain dashboard: its forms, dialogs and drawers bring the
  // UI kit and the modules' server messages when first opened (components/store-parts.tsx).
  plain: true,
  coreMessagesOnly: true,
  access: canUseStore,
}));

/** Stores (SPEC.md §2); its menu has no role checks (SPEC.md §6), the screens need an office desk. */
export const storeModule: ModuleManifest = {
  id: 'store',
  sideMenu: 'store-mgt',
  menu: { id: 'store-mgt', items: linksOf(routes) },
  translations: () =>
    import('./store.i18n').then((catalogue) => ({ bn: catalogue.storeBn, en: catalogue.storeEn })),
  routes: [
    { path: base, titleKey: 'store:storeMgt', page: redirectTo(`${base}/store-dashboard`) },
    ...routes,
  ],
};
