/** Every module's route plugin, one line each; app.ts registers them under the API. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSecurityRoutes } from './modules/app-security/app-security.routes';
import { assetRoutes } from './modules/asset/asset.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { chargeRoutes } from './modules/charge/charge.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { examRoutes } from './modules/exam/exam.routes';
import { freelancerRoutes } from './modules/freelancer/freelancer.routes';
import { geographyRoutes } from './modules/geography/geography.routes';
import { healthRoutes } from './modules/health/health.routes';
import { innovationRoutes } from './modules/innovation/innovation.routes';
import { inspectionRoutes } from './modules/inspection/inspection.routes';
import { labRoutes } from './modules/lab/lab.routes';
import { leaveRoutes } from './modules/leave/leave.routes';
import { meetingRoutes } from './modules/meeting/meeting.routes';
import { messageRoutes } from './modules/message/message.routes';
import { officeRoutes } from './modules/office/office.routes';
import { officerRoutes } from './modules/officer/officer.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { projectRoutes } from './modules/project/project.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { reportRoutes } from './modules/report/report.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { skillsRoutes } from './modules/skills/skills.routes';
import { storeRoutes } from './modules/store/store.routes';
import { supportRoutes } from './modules/support/support.routes';
import { trainingRoutes } from './modules/training/training.routes';
import { transferRoutes } from './modules/transfer/transfer.routes';

export const modulePlugins: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  dashboardRoutes,
  geographyRoutes,
  officeRoutes,
  officerRoutes,
  settingsRoutes,
  registrationRoutes,
  outboxRoutes,
  profileRoutes,
  innovationRoutes,
  skillsRoutes,
  messageRoutes,
  supportRoutes,
  reportRoutes,
  transferRoutes,
  leaveRoutes,
  chargeRoutes,
  inspectionRoutes,
  labRoutes,
  freelancerRoutes,
  meetingRoutes,
  trainingRoutes,
  examRoutes,
  auditRoutes,
  appSecurityRoutes,
  assetRoutes,
  storeRoutes,
  projectRoutes,
];
