import {
  canFileAssetStatements,
  canManageAssetReceivers,
  canSeeAssetCompliance,
} from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

const route = (
  path: string,
  key: string,
  page: RouteDefinition['page'],
  access?: RouteDefinition['access'],
  { form = false }: { form?: boolean } = {},
): RouteDefinition => ({
  path: `/emp-asset-mgt/${path}`,
  titleKey: `asset:${key}`,
  page,
  ...(access && { access }),
  // Every screen is plain HTML: a statement's drawer and the due-date form bring the UI kit and the
  // modules' server messages when shown (components/asset-parts.tsx). The entry route is the
  // statement's plain form, which says the contract's messages: the modules' catalogue comes with it.
  plain: true,
  ...(!form && { coreMessagesOnly: true }),
});

/**
 * SPEC.md §2 /emp-asset-mgt children, in its order, then the three paths its side menu links to
 * (reports, admin settings, office setup), which docs/decisions.md defines. SPEC.md §6 puts no role
 * checks on the menu; each link still carries its screen's rule, so the menu never offers a screen
 * that would refuse (every officer sees the filing screens).
 */
const routes: RouteDefinition[] = [
  route(
    'asset-dashboard',
    'assetDashboard',
    () => import('./pages/asset-dashboard.page'),
    canFileAssetStatements,
  ),
  route('asset-entry', 'assetEntry', () => import('./pages/asset-entry.page'), canFileAssetStatements, {
    form: true,
  }),
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

/** Employee asset statements (SPEC.md §2); officers reach them from the home menu, app admins also by the tile. */
export const assetModule: ModuleManifest = {
  id: 'asset',
  sideMenu: 'emp-asset-mgt',
  menu: {
    id: 'emp-asset-mgt',
    items: routes.map((item) => menuLink(item.path, item.titleKey, item.access)),
  },
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
