import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /store-mgt children, in its order. */
const routes = childRoutes('/store-mgt', 'store', [
  ['store-dashboard', 'storeDashboard'],
  ['inventory', 'inventory'],
  ['inventory/product-category', 'productCategory'],
  ['inventory/product-list', 'productList'],
  ['fixed-assets', 'fixedAssets'],
  ['receive-goods', 'receiveGoods'],
  ['deliver-goods', 'deliverGoods'],
  ['products', 'products'],
]);

/** Stores (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const storeModule: ModuleManifest = {
  id: 'store',
  sideMenu: 'store-mgt',
  menu: { id: 'store-mgt', items: linksOf(routes) },
  translations: () =>
    import('./store.i18n').then((catalogue) => ({ bn: catalogue.storeBn, en: catalogue.storeEn })),
  routes: [
    { path: '/store-mgt', titleKey: 'store:storeMgt', page: redirectTo('/store-mgt/store-dashboard') },
    ...routes,
  ],
};
