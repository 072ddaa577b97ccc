import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/**
 * SPEC.md §2 /emp-asset-mgt children, in its order, then the three paths its side menu links to
 * without routes (reports, admin settings, office setup): declared here as placeholders.
 */
const routes = childRoutes('/emp-asset-mgt', 'asset', [
  ['asset-dashboard', 'assetDashboard'],
  ['asset-entry', 'assetEntry'],
  ['draft-submit', 'draftSubmit'],
  ['final-submitted', 'finalSubmitted'],
  ['approval-pending', 'approvalPending'],
  ['reports', 'reports'],
  ['admin-settings', 'adminSettings'],
  ['office-setup', 'officeSetup'],
]);

/** Employee asset statements (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const assetModule: ModuleManifest = {
  id: 'asset',
  sideMenu: 'emp-asset-mgt',
  menu: { id: 'emp-asset-mgt', items: linksOf(routes) },
  translations: () =>
    import('./asset.i18n').then((catalogue) => ({ bn: catalogue.assetBn, en: catalogue.assetEn })),
  routes: [
    {
      path: '/emp-asset-mgt',
      titleKey: 'asset:assetMgt',
      page: redirectTo('/emp-asset-mgt/asset-dashboard'),
    },
    ...routes,
  ],
};
