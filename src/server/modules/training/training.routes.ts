/**
 * Training API (SPEC.md §2 /training-mgt and /training-mgt-internal, §6): the catalogue, batches of
 * both kinds, applications, nominations with their memo, the shortlist and final trainees,
 * attendance, certificates, feedback, 'my trainings', the dashboards, and a school account's students.
 * Office scope is in the services' SQL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addStudentsInputSchema,
  applicationFilterSchema,
  applicationQuerySchema,
  applyInputSchema,
  attendanceInputSchema,
  attendanceQuerySchema,
  batchFilterSchema,
  batchInputSchema,
  batchQuerySchema,
  batchStatusInputSchema,
  chargeDeskQuerySchema,
  completedQuerySchema,
  dashboardQuerySchema,
  decisionInputSchema,
  feedbackInputSchema,
  feedbackQuerySchema,
  idParamSchema,
  memoQuerySchema,
  nominationInputSchema,
  officerOptionQuerySchema,
  providerInputSchema,
  STUDENT_IMPORT_RULE,
  studentFilterSchema,
  studentInputSchema,
  studentQuerySchema,
  TRAINING_PATHS,
  titleInputSchema,
  titleQuerySchema,
  traineeFilterSchema,
  traineeOutcomeInputSchema,
  traineeQuerySchema,
  trainerInputSchema,
  trainerQuerySchema,
} from '../../../common/contracts/training.contract';
import { translate } from '../../../common/messages';
import {
  canManageSchoolTrainees,
  canManageTraining,
  canManageTrainingBatches,
  canUseTraining,
  isSignedIn,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { EVERY_OFFICE_TRAINING } from '../../platform/read-cache';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/xlsx';
import { assertCanReadProfileOf } from '../profile/profile.access';
import { trainingChargeChoices } from './training-away.service';
import { createBatch, getBatch, listBatches, moveBatch } from './training-batch.service';
import {
  addProvider,
  addTitle,
  addTrainer,
  listProviders,
  listTitles,
  listTrainers,
  officerOptions,
} from './training-catalog.service';
import {
  batchFeedback,
  decideTrainee,
  myTrainerProfile,
  trainerProfile,
} from './training-completion.service';
import {
  addStudents,
  apply,
  decide,
  listApplications,
  nominate,
  nominationMemo,
  withdraw,
} from './training-entry.service';
import {
  exportApplications,
  exportBatches,
  exportFeedback,
  exportStudents,
  exportTrainees,
  exportTrainers,
} from './training-export.service';
import { createStudent, importStudents, listStudents, studentTemplate } from './training-student.service';
import {
  attendanceSheet,
  certificateOf,
  completedTrainingsOf,
  dashboard,
  giveFeedback,
  listTrainees,
  myTrainings,
  recordAttendance,
} from './training-trainee.service';

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['training'];
  const use = { access: canUseTraining };
  const manage = { access: canManageTraining };
  const batches = { access: canManageTrainingBatches };
  const school = { access: canManageSchoolTrainees };
  const params = idParamSchema;
  const today = () => dhakaDay(new Date());
  // Lists kept under training's own work number, which any change to a training record raises
  // (migration 0064), and the structure generation (names, offices, desks).
  const kept = { readCache: { office: () => EVERY_OFFICE_TRAINING } };

  /* Catalogue */
  app.get(TRAINING_PATHS.providers, { config: { ...use, ...kept }, schema: { tags } }, async () =>
    ok(await listProviders(app.db)),
  );
  app.post(
    TRAINING_PATHS.providers,
    { config: manage, schema: { tags, body: providerInputSchema } },
    async (request) => ok(await addProvider(app.db, actorOf(request), request.body)),
  );
  app.get(
    TRAINING_PATHS.titles,
    { config: { ...use, ...kept }, schema: { tags, querystring: titleQuerySchema } },
    async (request) => ok(await listTitles(app.db, request.query.providerOrgId)),
  );
  app.post(
    TRAINING_PATHS.titles,
    { config: manage, schema: { tags, body: titleInputSchema } },
    async (request) => ok(await addTitle(app.db, actorOf(request), request.body)),
  );
  app.get(
    TRAINING_PATHS.trainers,
    { config: { ...batches, ...kept }, schema: { tags, querystring: trainerQuerySchema } },
    async (request) => ok(await listTrainers(app.db, request.query)),
  );
  app.get(
    `${TRAINING_PATHS.trainers}/export`,
    { config: batches, schema: { tags, querystring: trainerQuerySchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `trainers-${today()}.xlsx`,
        await exportTrainers(app.db, request.query.search, requestLang(request)),
      ),
  );
  app.get(TRAINING_PATHS.myTrainer, { config: { access: isSignedIn }, schema: { tags } }, async (request) =>
    ok(await myTrainerProfile(app.db, caller(request))),
  );
  app.get(
    TRAINING_PATHS.trainer(':id'),
    { config: { ...batches, ...kept }, schema: { tags, params } },
    async (request) => ok(await trainerProfile(app.db, caller(request), request.params.id)),
  );
  app.post(
    TRAINING_PATHS.trainers,
    { config: manage, schema: { tags, body: trainerInputSchema } },
    async (request) => ok(await addTrainer(app.db, actorOf(request), request.body)),
  );
  app.get(
    TRAINING_PATHS.officerOptions,
    { config: batches, schema: { tags, querystring: officerOptionQuerySchema } },
    async (request) => ok(await officerOptions(app.db, caller(request), request.query)),
  );

  /* Batches */
  app.get(
    TRAINING_PATHS.batches,
    { config: { ...use, ...kept }, schema: { tags, querystring: batchQuerySchema } },
    async (request) => ok(await listBatches(app.db, caller(request), request.query)),
  );
  app.get(
    TRAINING_PATHS.batchesExport,
    { config: use, schema: { tags, querystring: batchFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `training-batches-${today()}.xlsx`,
        await exportBatches(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    TRAINING_PATHS.batches,
    { config: batches, schema: { tags, body: batchInputSchema } },
    async (request) => ok(await createBatch(app.db, actorOf(request), request.body)),
  );
  app.get(TRAINING_PATHS.batch(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getBatch(app.db, caller(request), request.params.id)),
  );
  app.post(
    TRAINING_PATHS.batchStatus(':id'),
    { config: batches, schema: { tags, params, body: batchStatusInputSchema } },
    async (request) => ok(await moveBatch(app.db, actorOf(request), request.params.id, request.body.status)),
  );
  app.post(
    TRAINING_PATHS.apply(':id'),
    { config: use, schema: { tags, params, body: applyInputSchema } },
    async (request) => ok(await apply(app.db, actorOf(request), request.params.id, request.body.reason)),
  );
  app.post(
    TRAINING_PATHS.nominations(':id'),
    { config: manage, schema: { tags, params, body: nominationInputSchema } },
    async (request) =>
      ok(
        await nominate(app.db, actorOf(request), request.params.id, request.body.userIds, request.body.note),
      ),
  );
  app.get(
    TRAINING_PATHS.memo(':id'),
    { config: manage, schema: { tags, params, querystring: memoQuerySchema } },
    async (request) =>
      ok(await nominationMemo(app.db, caller(request), request.params.id, request.query.officeId)),
  );
  app.post(
    TRAINING_PATHS.addStudents(':id'),
    { config: school, schema: { tags, params, body: addStudentsInputSchema } },
    async (request) =>
      ok(await addStudents(app.db, actorOf(request), request.params.id, request.body.studentIds)),
  );
  app.get(
    TRAINING_PATHS.attendance(':id'),
    { config: batches, schema: { tags, params, querystring: attendanceQuerySchema } },
    async (request) =>
      ok(await attendanceSheet(app.db, caller(request), request.params.id, request.query.day)),
  );
  app.put(
    TRAINING_PATHS.attendance(':id'),
    { config: batches, schema: { tags, params, body: attendanceInputSchema } },
    async (request) =>
      ok(
        await recordAttendance(
          app.db,
          actorOf(request),
          request.params.id,
          request.body.day,
          request.body.present,
        ),
      ),
  );
  app.get(
    TRAINING_PATHS.batchFeedback(':id'),
    { config: { ...batches, ...kept }, schema: { tags, params, querystring: feedbackQuerySchema } },
    async (request) => ok(await batchFeedback(app.db, caller(request), request.params.id, request.query)),
  );
  app.get(
    TRAINING_PATHS.batchFeedbackExport(':id'),
    { config: batches, schema: { tags, params } },
    async (request, reply) => {
      const file = await exportFeedback(app.db, caller(request), request.params.id, requestLang(request));
      return sendXlsx(reply, `training-feedback-${request.params.id}-${today()}.xlsx`, file);
    },
  );

  /* Entries */
  app.get(
    TRAINING_PATHS.applications,
    { config: { ...batches, ...kept }, schema: { tags, querystring: applicationQuerySchema } },
    async (request) => ok(await listApplications(app.db, caller(request), request.query)),
  );
  app.get(
    TRAINING_PATHS.applicationsExport,
    { config: batches, schema: { tags, querystring: applicationFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `training-applicants-${today()}.xlsx`,
        await exportApplications(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    TRAINING_PATHS.decide(':id'),
    { config: batches, schema: { tags, params, body: decisionInputSchema } },
    async (request) => ok(await decide(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    TRAINING_PATHS.chargeDesks(':id'),
    { config: batches, schema: { tags, params, querystring: chargeDeskQuerySchema } },
    async (request) =>
      ok(await trainingChargeChoices(app.db, caller(request), request.params.id, request.query)),
  );
  app.post(TRAINING_PATHS.withdraw(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await withdraw(app.db, actorOf(request), request.params.id)),
  );

  /* Trainees */
  app.get(
    TRAINING_PATHS.trainees,
    { config: { ...batches, ...kept }, schema: { tags, querystring: traineeQuerySchema } },
    async (request) => ok(await listTrainees(app.db, caller(request), request.query)),
  );
  app.get(
    TRAINING_PATHS.traineesExport,
    { config: batches, schema: { tags, querystring: traineeFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `trainees-${today()}.xlsx`,
        await exportTrainees(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    TRAINING_PATHS.complete(':id'),
    { config: batches, schema: { tags, params, body: traineeOutcomeInputSchema } },
    async (request) =>
      ok(await decideTrainee(app.db, actorOf(request), request.params.id, request.body.outcome)),
  );
  app.get(TRAINING_PATHS.certificate(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await certificateOf(app.db, caller(request), request.params.id)),
  );
  app.post(
    TRAINING_PATHS.feedback(':id'),
    { config: use, schema: { tags, params, body: feedbackInputSchema } },
    async (request) => ok(await giveFeedback(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(TRAINING_PATHS.self, { config: use, schema: { tags } }, async (request) =>
    ok(await myTrainings(app.db, caller(request))),
  );
  app.get(
    TRAINING_PATHS.completed,
    { config: { access: isSignedIn }, schema: { tags, querystring: completedQuerySchema } },
    async (request) => {
      const auth = caller(request);
      const userId = request.query.userId ?? auth.userId;
      if (userId !== auth.userId) await assertCanReadProfileOf(app.db, auth, userId);
      return ok(await completedTrainingsOf(app.db, userId));
    },
  );
  app.get(
    TRAINING_PATHS.dashboard,
    { config: { ...use, ...kept }, schema: { tags, querystring: dashboardQuerySchema } },
    async (request) => ok(await dashboard(app.db, request.query)),
  );

  /* A school account's students */
  app.get(
    TRAINING_PATHS.students,
    { config: school, schema: { tags, querystring: studentQuerySchema } },
    async (request) => ok(await listStudents(app.db, caller(request), request.query)),
  );
  app.get(
    TRAINING_PATHS.studentsExport,
    { config: school, schema: { tags, querystring: studentFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `students-${today()}.xlsx`,
        await exportStudents(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    TRAINING_PATHS.students,
    { config: school, schema: { tags, body: studentInputSchema } },
    async (request) => ok(await createStudent(app.db, actorOf(request), request.body)),
  );
  app.get(TRAINING_PATHS.studentsTemplate, { config: school, schema: { tags } }, async (_request, reply) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="students-template.xlsx"')
      .send(await studentTemplate()),
  );
  app.post(
    TRAINING_PATHS.studentsImport,
    { config: school, schema: { tags, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const upload = await readUpload(request, STUDENT_IMPORT_RULE);
      const report = await importStudents(app.db, actorOf(request), upload.bytes);
      if (report.errors.length === 0) return ok(report);
      // Every mistake by row and column, in the caller's language; nothing was added.
      const lang = requestLang(request);
      const errors = report.errors.map((error) => ({ ...error, message: translate(error.messageKey, lang) }));
      return reply.status(400).send({
        success: false,
        message: translate('training.import.rowErrors', lang, { count: report.errors.length }),
        // As field errors too ('row:column'), which the web's error type carries.
        errors: errors.map((error) => ({ field: `${error.row}:${error.column}`, message: error.message })),
        data: { ...report, errors },
      });
    },
  );
};
