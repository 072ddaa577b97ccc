import { canManageInternalTraining, canSeeSchoolTrainingMenu } from '../../../common/permissions';
import { childRoutes, menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import {
  internalTrainingMenuItems,
  internalTrainingRoutes,
} from '../training-internal/training-internal.module';
import { trainingBn, trainingEn } from './training.i18n';

const base = '/training-mgt';
const link = (path: string, key: keyof typeof trainingBn) => menuLink(`${base}/${path}`, `training:${key}`);

/** SPEC.md §2 /training-mgt children (external), in its order. */
const externalRoutes = childRoutes(base, 'training', [
  ['training-dashboard', 'trainingDashboard'],
  ['training-completed/{TrainingProviderOrgId}', 'trainingCompleted'],
  ['dashboard-detail', 'dashboardDetail'],
  ['organization-view/{TrainingProviderOrgId}', 'organizationView'],
  ['training-topic-dashboard/{TrainingTitleId}', 'trainingTopicDashboard'],
  ['traininglist', 'trainingList'],
  ['new-batch', 'newBatch'],
  ['batchlist', 'batchList'],
  ['trainerlist', 'trainerList'],
  ['applicant-mgt', 'applicantMgt'],
  ['userlist', 'userList'],
  ['add-trainer', 'addTrainer'],
  ['applicants', 'applicants'],
  ['applicant-shortlist', 'applicantShortlist'],
  ['trainee-list', 'traineeList'],
]);

/** The school trainee screens SPEC.md §2 lists only under /training-mgt (role 34's special menu uses them). */
const schoolTraineeRoutes = childRoutes(base, 'training', [
  ['internal-applicant-training-selection', 'internalApplicantTrainingSelection'],
  ['internal-applicant-batch-selection', 'internalApplicantBatchSelection'],
  ['internal-applicant-list-import', 'internalApplicantListImport'],
  ['internal-training-student-create', 'internalTrainingStudentCreate'],
]);

/** External training, with the internal set SPEC.md §2 lists in the same area. */
export const trainingModule: ModuleManifest = {
  id: 'training',
  sideMenu: 'training-management',
  menu: {
    id: 'training-management',
    items: [
      link('training-dashboard', 'trainingDashboard'),
      link('traininglist', 'trainingList'),
      link('new-batch', 'newBatch'),
      link('batchlist', 'batchList'),
      link('trainerlist', 'trainerList'),
      link('add-trainer', 'addTrainer'),
      link('applicant-mgt', 'applicantMgt'),
      link('applicants', 'applicants'),
      link('applicant-shortlist', 'applicantShortlist'),
      link('trainee-list', 'traineeList'),
      link('userlist', 'userList'),
      menuGroup('internal', 'training:internalTraining', internalTrainingMenuItems(base)),
      menuGroup(
        'school-trainees',
        'training:schoolTrainees',
        [
          link('internal-applicant-list-import', 'internalApplicantListImport'),
          link('internal-training-student-create', 'internalTrainingStudentCreate'),
          link('internal-applicant-training-selection', 'internalApplicantTrainingSelection'),
          link('internal-applicant-batch-selection', 'internalApplicantBatchSelection'),
        ],
        (subject) => canSeeSchoolTrainingMenu(subject) || canManageInternalTraining(subject),
      ),
    ],
  },
  translations: { bn: trainingBn, en: trainingEn },
  routes: [
    { path: base, titleKey: 'training:trainingMgt', page: redirectTo(`${base}/training-dashboard`) },
    ...externalRoutes,
    ...internalTrainingRoutes(base, (name) => `{${name}}`),
    ...schoolTraineeRoutes,
  ],
};
