/** Every web module's manifest, one line each; the router, titles and menus are built from these. */

import { appSecurityModule } from '../modules/app-security/app-security.module';
import { assetModule } from '../modules/asset/asset.module';
import { auditModule } from '../modules/audit/audit.module';
import { authModule } from '../modules/auth/auth.module';
import { chargeModule } from '../modules/charge/charge.module';
import { examModule } from '../modules/exam/exam.module';
import { freelancerModule } from '../modules/freelancer/freelancer.module';
import { homeModule } from '../modules/home/home.module';
import { innovationModule } from '../modules/innovation/innovation.module';
import { inspectionModule } from '../modules/inspection/inspection.module';
import { labModule } from '../modules/lab/lab.module';
import { leaveModule } from '../modules/leave/leave.module';
import { manualModule } from '../modules/manual/manual.module';
import { meetingModule } from '../modules/meeting/meeting.module';
import { messageModule } from '../modules/message/message.module';
import { officeModule } from '../modules/office/office.module';
import { officerModule } from '../modules/officer/officer.module';
import { profileModule } from '../modules/profile/profile.module';
import { projectModule } from '../modules/project/project.module';
import { registrationModule } from '../modules/registration/registration.module';
import { reportModule } from '../modules/report/report.module';
import { skillsModule } from '../modules/skills/skills.module';
import { srdlModule } from '../modules/srdl/srdl.module';
import { storeModule } from '../modules/store/store.module';
import { supportModule } from '../modules/support/support.module';
import { trainingModule } from '../modules/training/training.module';
import { trainingInternalModule } from '../modules/training-internal/training-internal.module';
import { transferModule } from '../modules/transfer/transfer.module';
import type { ModuleManifest } from './module-types';

export const webModules: ModuleManifest[] = [
  authModule,
  registrationModule,
  homeModule,
  appSecurityModule,
  assetModule,
  auditModule,
  examModule,
  freelancerModule,
  innovationModule,
  inspectionModule,
  labModule,
  leaveModule,
  manualModule,
  chargeModule,
  meetingModule,
  messageModule,
  officeModule,
  officerModule,
  profileModule,
  projectModule,
  reportModule,
  skillsModule,
  srdlModule,
  storeModule,
  supportModule,
  trainingModule,
  trainingInternalModule,
  transferModule,
];
