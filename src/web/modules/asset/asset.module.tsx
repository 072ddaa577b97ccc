import {
  canFileAssetStatements,
  canManageAssetReceivers,
  canSeeAssetCompliance,
} from '../../../common/permissions';
import { linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { assetBn, assetEn } from './asset.i18n';

const route = (
  path: string,
  key: string,
  page: RouteDefinition['page'],
  access?: RouteDefinition['access'],
): RouteDefinition => ({
  path: `/emp-asset-mgt/${path}`,
  titleKey: `asset:${key}`,
  page,
  ...(access && { access }),
});

/**
 * SPEC.md §2 /emp-asset-mgt children, in its order, then the three paths its side menu links to
 * (reports, admin settings, office setup), which docs/decisions.md defines. The menu has no role
 * checks (SPEC.md §6); each screen opens for those its rule lets in and the API decides the rest.
 */
const routes: RouteDefinition[] = [
  route('asset-dashboard', 'assetDashboard', () => import('./pages/asset-dashboard.page')),
  route('asset-entry', 'assetEntry', () => import('./pages/asset-entry.page'), canFileAssetStatements),
  route('draft-submit', 'draftSubmit', () => import('./pages/draft-submit.page'), canFileAssetStatements),
  route(
    'final-submitted',
    'finalSubmitted',
    () => import('./pages/final-submitted.page'),
    canFileAssetStatements,
  ),
  route(
    'approval-pending',
    'approvalPending',
    () => import('./pages/approval-pending.page'),
    canFileAssetStatements,
  ),
  route('reports', 'reports', () => import('./pages/reports.page'), canSeeAssetCompliance),
  route(
    'admin-settings',
    'adminSettings',
    () => import('./pages/admin-settings.page'),
    canFileAssetStatements,
  ),
  route('office-setup', 'officeSetup', () => import('./pages/office-setup.page'), canManageAssetReceivers),
];

/** Employee asset statements (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const assetModule: ModuleManifest = {
  id: 'asset',
  sideMenu: 'emp-asset-mgt',
  menu: { id: 'emp-asset-mgt', items: linksOf(routes) },
  translations: { bn: assetBn, en: assetEn },
  routes: [
    {
      path: '/emp-asset-mgt',
      titleKey: 'asset:assetMgt',
      page: redirectTo('/emp-asset-mgt/asset-dashboard'),
    },
    ...routes,
  ],
};
