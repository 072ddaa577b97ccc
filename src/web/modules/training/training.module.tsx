import { canManageSchoolTrainees, canManageTraining, canUseTraining } from '../../../common/permissions';
import { menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, PageLoader, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import {
  internalTrainingMenuItems,
  internalTrainingRoutes,
} from '../training-internal/training-internal.module';
import type { trainingBn } from './training.i18n';

const base = '/training-mgt';
type Key = keyof typeof trainingBn;
type Access = NonNullable<RouteDefinition['access']>;

const dashboard = () => import('./pages/training-dashboard.page');
const batches = () => import('./pages/batch-list.page');
const applicants = () => import('./pages/applicants.page');
const trainees = () => import('./pages/trainee-list.page');
const trainers = () => import('./pages/trainer-list.page');
const selection = () => import('./pages/student-selection.page');
const newBatch = () => import('./pages/new-batch.page');
const addTrainer = () => import('./pages/add-trainer.page');
const studentImport = () => import('./pages/student-import.page');
const studentCreate = () => import('./pages/student-create.page');

/**
 * Every screen is plain HTML. The dashboards and lists have no form of their own: what they open
 * (a batch's drawer, the finalising dialog, the attendance sheet) brings the UI kit and the server's
 * messages when first shown (components/training-parts.tsx), and so does the import, whose refusals
 * come in the server's words. The forms say the contract's messages, so they need the server's.
 */
const LISTS = new Set<PageLoader>([
  dashboard,
  batches,
  applicants,
  trainees,
  trainers,
  selection,
  studentImport,
]);
const drawing = (page: PageLoader) =>
  LISTS.has(page) ? { plain: true, coreMessagesOnly: true } : { plain: true };

/** SPEC.md §2 /training-mgt children (external), in its order, each with its page and rule. */
const EXTERNAL: [path: string, key: Key, page: PageLoader, access: Access][] = [
  ['training-dashboard', 'trainingDashboard', dashboard, canUseTraining],
  ['training-completed/{TrainingProviderOrgId}', 'trainingCompleted', dashboard, canUseTraining],
  ['dashboard-detail', 'dashboardDetail', dashboard, canUseTraining],
  ['organization-view/{TrainingProviderOrgId}', 'organizationView', dashboard, canUseTraining],
  ['training-topic-dashboard/{TrainingTitleId}', 'trainingTopicDashboard', dashboard, canUseTraining],
  ['traininglist', 'trainingList', batches, canManageTraining],
  ['new-batch', 'newBatch', newBatch, canManageTraining],
  ['batchlist', 'batchList', batches, canManageTraining],
  ['trainerlist', 'trainerList', trainers, canManageTraining],
  ['applicant-mgt', 'applicantMgt', applicants, canManageTraining],
  ['userlist', 'userList', trainees, canManageTraining],
  ['add-trainer', 'addTrainer', addTrainer, canManageTraining],
  ['applicants', 'applicants', applicants, canManageTraining],
  ['applicant-shortlist', 'applicantShortlist', applicants, canManageTraining],
  ['trainee-list', 'traineeList', trainees, canManageTraining],
];

/** The school trainee screens SPEC.md §2 lists only under /training-mgt (role 34's special menu uses them). */
const SCHOOL: [path: string, key: Key, page: PageLoader][] = [
  ['internal-applicant-training-selection', 'internalApplicantTrainingSelection', selection],
  ['internal-applicant-batch-selection', 'internalApplicantBatchSelection', applicants],
  ['internal-applicant-list-import', 'internalApplicantListImport', studentImport],
  ['internal-training-student-create', 'internalTrainingStudentCreate', studentCreate],
];

const link = (path: string, key: Key, visible: Access) =>
  menuLink(`${base}/${path}`, `training:${key}`, visible);

/** External training, with the internal set SPEC.md §2 lists in the same area. */
export const trainingModule: ModuleManifest = {
  id: 'training',
  sideMenu: 'training-management',
  menu: {
    id: 'training-management',
    items: [
      link('training-dashboard', 'trainingDashboard', canUseTraining),
      link('traininglist', 'trainingList', canManageTraining),
      link('new-batch', 'newBatch', canManageTraining),
      link('batchlist', 'batchList', canManageTraining),
      link('trainerlist', 'trainerList', canManageTraining),
      link('add-trainer', 'addTrainer', canManageTraining),
      link('applicant-mgt', 'applicantMgt', canManageTraining),
      link('applicants', 'applicants', canManageTraining),
      link('applicant-shortlist', 'applicantShortlist', canManageTraining),
      link('trainee-list', 'traineeList', canManageTraining),
      link('userlist', 'userList', canManageTraining),
      menuGroup('internal', 'training:internalTraining', [
        ...internalTrainingMenuItems(base),
        menuLink('/training-mgt-internal', 'training-internal:trainingInternalMgt', canUseTraining),
      ]),
      menuGroup(
        'school-trainees',
        'training:schoolTrainees',
        SCHOOL.map(([path, key]) => link(path, key, canManageSchoolTrainees)),
        canManageSchoolTrainees,
      ),
    ],
  },
  translations: () =>
    import('./training.i18n').then((catalogue) => ({ bn: catalogue.trainingBn, en: catalogue.trainingEn })),
  routes: [
    { path: base, titleKey: 'training:trainingMgt', page: redirectTo(`${base}/training-dashboard`) },
    ...EXTERNAL.map(([path, key, page, access]) => ({
      path: `${base}/${path}`,
      titleKey: `training:${key}`,
      page,
      ...drawing(page),
      access,
    })),
    ...internalTrainingRoutes(base, (name) => `{${name}}`),
    ...SCHOOL.map(([path, key, page]) => ({
      path: `${base}/${path}`,
      titleKey: `training:${key}`,
      page,
      ...drawing(page),
      access: canManageSchoolTrainees,
    })),
  ],
};
