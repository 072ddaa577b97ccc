import {
  canManageInternalTraining,
  canManageTrainingBatches,
  canUseTraining,
} from '../../../common/permissions';
import { menuLink } from '../../app/manifest-helpers';
import type { MenuItem, ModuleManifest, PageLoader, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { trainingInternalBn } from './training-internal.i18n';

type Key = keyof typeof trainingInternalBn;
type Access = RouteDefinition['access'];

const pages = {
  dashboard: () => import('../training/pages/training-dashboard.page'),
  batches: () => import('../training/pages/batch-list.page'),
  newBatch: () => import('../training/pages/new-batch.page'),
  apply: () => import('../training/pages/apply.page'),
  nomination: () => import('../training/pages/nomination.page'),
  mine: () => import('../training/pages/my-trainings.page'),
  trainers: () => import('../training/pages/trainer-list.page'),
  addTrainer: () => import('../training/pages/add-trainer.page'),
  applicants: () => import('../training/pages/applicants.page'),
  trainees: () => import('../training/pages/trainee-list.page'),
  manual: () => import('../manual/pages/training-manual.page'),
} satisfies Record<string, PageLoader>;

/**
 * Every training page is plain HTML. Those without a form of their own (the dashboard, the lists, the
 * batches to apply to, the nomination screen, the manual's chapter) need only the core messages:
 * what they open brings the kit and the server's messages when first shown. The forms (new batch,
 * add trainer) say the contract's messages, so they need the server's.
 */
const LISTS = new Set<PageLoader>([
  pages.dashboard,
  pages.batches,
  pages.apply,
  pages.nomination,
  pages.mine,
  pages.trainers,
  pages.applicants,
  pages.trainees,
  pages.manual,
]);

/**
 * The internal training screens, which SPEC.md §2 lists under /training-mgt-internal and again
 * under /training-mgt; the same pages as the external set, showing internal batches. `param`
 * writes a parameter the way SPEC.md writes it for that parent. officer-group stays a placeholder.
 */
export function internalTrainingRoutes(parent: string, param: (name: string) => string): RouteDefinition[] {
  const children: [path: string, key: Key, page?: PageLoader, access?: Access][] = [
    ['training-internal-dashboard', 'trainingInternalDashboard', pages.dashboard, canUseTraining],
    [
      `training-internal-completed/${param('TrainingProviderOrgId')}`,
      'trainingInternalCompleted',
      pages.dashboard,
      canUseTraining,
    ],
    ['dashboard-detail-internal', 'dashboardDetailInternal', pages.dashboard, canUseTraining],
    [
      `organization-view-internal/${param('TrainingProviderOrgId')}`,
      'organizationViewInternal',
      pages.dashboard,
      canUseTraining,
    ],
    [
      `training-internal-topic-dashboard/${param('TrainingTitleId')}`,
      'trainingInternalTopicDashboard',
      pages.dashboard,
      canUseTraining,
    ],
    ['traininglist-internal', 'trainingListInternal', pages.batches, canManageInternalTraining],
    ['new-batch-internal', 'newBatchInternal', pages.newBatch, canManageTrainingBatches],
    ['batchlist-internal', 'batchListInternal', pages.batches, canManageTrainingBatches],
    ['training-application-internal', 'trainingApplicationInternal', pages.apply, canUseTraining],
    [
      'training-nomination-internal',
      'trainingNominationInternal',
      pages.nomination,
      canManageInternalTraining,
    ],
    ['training-internal-list-self', 'trainingInternalListSelf', pages.mine, canUseTraining],
    ['trainerlist-internal', 'trainerListInternal', pages.trainers, canManageInternalTraining],
    ['applicant-mgt-internal', 'applicantMgtInternal', pages.applicants, canManageInternalTraining],
    ['add-trainer-internal', 'addTrainerInternal', pages.addTrainer, canManageInternalTraining],
    ['applicants-internal', 'applicantsInternal', pages.applicants, canManageInternalTraining],
    [
      'applicant-shortlist-internal',
      'applicantShortlistInternal',
      pages.applicants,
      canManageInternalTraining,
    ],
    ['trainee-list-internal', 'traineeListInternal', pages.trainees, canManageTrainingBatches],
    ['user-manual', 'userManual', pages.manual, canUseTraining],
    ['officer-group', 'officerGroup'],
  ];
  return children.map(([path, key, page, access]) => ({
    path: `${parent}/${path}`,
    titleKey: `training-internal:${key}`,
    ...(page && { page }),
    ...(page && { plain: true }),
    ...(page && LISTS.has(page) && { coreMessagesOnly: true }),
    ...(access && { access }),
  }));
}

/**
 * SPEC.md §6 internal training menu: "list, batches, new batch, nomination, trainers, applicant
 * profile, applicants, shortlist and final trainees only for super or support admin; all users see
 * dashboard, my trainings and apply for training."
 */
export function internalTrainingMenuItems(parent: string): MenuItem[] {
  const forAll = (path: string, key: Key) =>
    menuLink(`${parent}/${path}`, `training-internal:${key}`, canUseTraining);
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
    forAdmins('add-trainer-internal', 'addTrainerInternal'),
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
  translations: () =>
    import('./training-internal.i18n').then((catalogue) => ({
      bn: catalogue.trainingInternalBn,
      en: catalogue.trainingInternalEn,
    })),
  // Its screens are the training module's pages, which read the training catalogue.
  namespaces: ['training'],
  routes: [
    {
      path: base,
      titleKey: 'training-internal:trainingInternalMgt',
      page: redirectTo(`${base}/training-internal-dashboard`),
    },
    ...internalTrainingRoutes(base, (name) => `:${name}`),
  ],
};
