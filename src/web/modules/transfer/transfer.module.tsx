import { canSeeTransferMenu } from '../../../common/permissions';
import { guarded } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { transferBn, transferEn } from './transfer.i18n';

/** Transfer (SPEC.md §2); its entries are in the home menu. */
export const transferModule: ModuleManifest = {
  id: 'transfer',
  translations: { bn: transferBn, en: transferEn },
  routes: guarded(canSeeTransferMenu, [
    { path: '/transfer-applications', titleKey: 'transfer:transferApplications' },
    { path: '/transferapprovals', titleKey: 'transfer:transferApprovals' },
    { path: '/transfer-planner', titleKey: 'transfer:transferPlanner' },
  ]),
};
