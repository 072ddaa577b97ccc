import { canManageInternalTraining } from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { MenuItem, ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { trainingInternalBn, trainingInternalEn } from './training-internal.i18n';

type Key = keyof typeof trainingInternalBn;

/**
 * The internal training screens, which SPEC.md §2 lists under /training-mgt-internal and again
 * under /training-mgt. `param` writes a parameter the way SPEC.md writes it for that parent.
 */
export function internalTrainingRoutes(parent: string, param: (name: string) => string): RouteDefinition[] {
  const children: [path: string, key: Key][] = [
    ['training-internal-dashboard', 'trainingInternalDashboard'],
    [`training-internal-completed/${param('TrainingProviderOrgId')}`, 'trainingInternalCompleted'],
    ['dashboard-detail-internal', 'dashboardDetailInternal'],
    [`organization-view-internal/${param('TrainingProviderOrgId')}`, 'organizationViewInternal'],
    [`training-internal-topic-dashboard/${param('TrainingTitleId')}`, 'trainingInternalTopicDashboard'],
    ['traininglist-internal', 'trainingListInternal'],
    ['new-batch-internal', 'newBatchInternal'],
    ['batchlist-internal', 'batchListInternal'],
    ['training-application-internal', 'trainingApplicationInternal'],
    ['training-nomination-internal', 'trainingNominationInternal'],
    ['training-internal-list-self', 'trainingInternalListSelf'],
    ['trainerlist-internal', 'trainerListInternal'],
    ['applicant-mgt-internal', 'applicantMgtInternal'],
    ['add-trainer-internal', 'addTrainerInternal'],
    ['applicants-internal', 'applicantsInternal'],
    ['applicant-shortlist-internal', 'applicantShortlistInternal'],
    ['trainee-list-internal', 'traineeListInternal'],
    ['user-manual', 'userManual'],
    ['officer-group', 'officerGroup'],
  ];
  return children.map(([path, key]) => ({ path: `${parent}/${path}`, titleKey: `training-internal:${key}` }));
}

/**
 * SPEC.md §6 internal training menu: "list, batches, new batch, nomination, trainers, applicant
 * profile, applicants, shortlist and final trainees only for super or support admin; all users see
 * dashboard, my trainings and apply for training."
 */
export function internalTrainingMenuItems(parent: string): MenuItem[] {
  const forAll = (path: string, key: Key) => menuLink(`${parent}/${path}`, `training-internal:${key}`);
  const forAdmins = (path: string, key: Key) =>
    menuLink(`${parent}/${path}`, `training-internal:${key}`, canManageInternalTraining);
  return [
    forAll('training-internal-dashboard', 'trainingInternalDashboard'),
    forAll('training-internal-list-self', 'trainingInternalListSelf'),
    forAll('training-application-internal', 'trainingApplicationInternal'),
    forAdmins('traininglist-internal', 'trainingListInternal'),
    forAdmins('batchlist-internal', 'batchListInternal'),
    forAdmins('new-batch-internal', 'newBatchInternal'),
    forAdmins('training-nomination-internal', 'trainingNominationInternal'),
    forAdmins('trainerlist-internal', 'trainerListInternal'),
    forAdmins('applicant-mgt-internal', 'applicantMgtInternal'),
    forAdmins('applicants-internal', 'applicantsInternal'),
    forAdmins('applicant-shortlist-internal', 'applicantShortlistInternal'),
    forAdmins('trainee-list-internal', 'traineeListInternal'),
    forAll('user-manual', 'userManual'),
  ];
}

const base = '/training-mgt-internal';

/** Internal training (SPEC.md §2 /training-mgt-internal). */
export const trainingInternalModule: ModuleManifest = {
  id: 'training-internal',
  sideMenu: 'training-management-internal',
  menu: { id: 'training-management-internal', items: internalTrainingMenuItems(base) },
  translations: { bn: trainingInternalBn, en: trainingInternalEn },
  routes: [
    {
      path: base,
      titleKey: 'training-internal:trainingInternalMgt',
      page: redirectTo(`${base}/training-internal-dashboard`),
    },
    ...internalTrainingRoutes(base, (name) => `:${name}`),
  ],
};
