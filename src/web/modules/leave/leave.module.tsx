import { canSeeLeaveMenu } from '../../../common/permissions';
import { guarded } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { leaveBn, leaveEn } from './leave.i18n';

/** Leave (SPEC.md §2); its entries are in the home menu. */
export const leaveModule: ModuleManifest = {
  id: 'leave',
  translations: { bn: leaveBn, en: leaveEn },
  routes: guarded(canSeeLeaveMenu, [
    { path: '/leaveapplications', titleKey: 'leave:leaveApplications' },
    { path: '/leaveapprovals', titleKey: 'leave:leaveApprovals' },
    { path: '/leavebalance', titleKey: 'leave:leaveBalance' },
    { path: '/leavehistory', titleKey: 'leave:leaveHistory' },
    { path: '/leaveapprovers', titleKey: 'leave:leaveApprovers' },
  ]),
};
