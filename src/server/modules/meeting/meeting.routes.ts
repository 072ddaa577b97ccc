/**
 * Meetings API (SPEC.md §2 /meeting-mgt; issue 17). Calling meetings and their workflow need the
 * meetings group (site permission meetingMgt, SPEC.md §6: `canManageMeetings`); the dashboard,
 * calendar, nominations owed and tasks are for every desk of an office that sees the meeting tile
 * (`canUseMeetings`). Which meeting, invitation or task the caller may read or change the services check.
 */

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarQuerySchema,
  deskQuerySchema,
  finaliseInputSchema,
  idParamSchema,
  MEETING_PAPER_RULE,
  MEETING_PATHS,
  meetingFilterSchema,
  meetingInputSchema,
  meetingListQuerySchema,
  minutesInputSchema,
  nominationInputSchema,
  nominationQuerySchema,
  paperParamSchema,
  taskCompleteSchema,
  taskFilterSchema,
  taskListQuerySchema,
} from '../../../common/contracts/meeting.contract';
import { canManageMeetings, canUseMeetings, isAppAdmin } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { ACTIVE_OFFICE } from '../../platform/read-cache';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import { cappedCount, getMeeting, listMeetings } from './meeting.service';
import { meetingDecisions } from './meeting.table';
import { desksOfOffice } from './meeting-desks';
import { exportMeetings, exportTasks, meetingIcs } from './meeting-export.service';
import { addPaper, assertCanAttachPaper, readPaper } from './meeting-files.service';
import { remindMeeting } from './meeting-reminders.service';
import { completeTask, listTasks } from './meeting-tasks.service';
import { calendarOf, dashboardOf, listNominations } from './meeting-views.service';
import {
  archiveMeeting,
  createMeeting,
  finaliseMinutes,
  holdMeeting,
  inviteMeeting,
  nominate,
  saveMinutes,
  updateMeeting,
} from './meeting-workflow.service';

export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['meeting'];
  const use = { access: canUseMeetings };
  const manage = { access: canManageMeetings };
  const params = idParamSchema;
  const today = () => dhakaDay(new Date());
  // Every list is of the active office's meetings, invitations and tasks: kept while the office's
  // structure and meetings stay (platform/read-cache.ts, migration 0058).

  app.get(
    MEETING_PATHS.meetings,
    {
      config: { ...manage, readCache: ACTIVE_OFFICE },
      schema: { tags, querystring: meetingListQuerySchema },
    },
    async (request) => ok(await listMeetings(app.db, caller(request), request.query)),
  );
  app.get(
    MEETING_PATHS.meetingsExport,
    { config: manage, schema: { tags, querystring: meetingFilterSchema } },
    async (request, reply) => {
      const file = await exportMeetings(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `meetings-${today()}.xlsx`, file);
    },
  );
  app.post(
    MEETING_PATHS.meetings,
    { config: manage, schema: { tags, body: meetingInputSchema } },
    async (request) => ok(await createMeeting(app.db, actorOf(request), request.body)),
  );
  // Read by the calling office's and the invited offices' desks: invitees and nominees open it too.
  app.get(MEETING_PATHS.one(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getMeeting(app.db, caller(request), request.params.id)),
  );
  app.get(MEETING_PATHS.ics(':id'), { config: use, schema: { tags, params } }, async (request, reply) => {
    const meeting = await getMeeting(app.db, caller(request), request.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="meeting-${meeting.id}.ics"`)
      .send(meetingIcs(meeting));
  });
  app.post(
    MEETING_PATHS.papers(':id'),
    { config: manage, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAttachPaper(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, MEETING_PAPER_RULE);
      return ok(await addPaper(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    MEETING_PATHS.paper(':id', ':fileId'),
    { config: use, schema: { tags, params: paperParamSchema } },
    async (request, reply) => {
      const file = await readPaper(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.put(
    MEETING_PATHS.one(':id'),
    { config: manage, schema: { tags, params, body: meetingInputSchema } },
    async (request) => ok(await updateMeeting(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(MEETING_PATHS.invite(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await inviteMeeting(app.db, actorOf(request), request.params.id)),
  );
  app.post(MEETING_PATHS.hold(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await holdMeeting(app.db, actorOf(request), request.params.id)),
  );
  app.post(MEETING_PATHS.remind(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await remindMeeting(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    MEETING_PATHS.minutes(':id'),
    { config: manage, schema: { tags, params, body: minutesInputSchema } },
    async (request) => ok(await saveMinutes(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    MEETING_PATHS.finalise(':id'),
    { config: manage, schema: { tags, params, body: finaliseInputSchema } },
    async (request) =>
      ok(await finaliseMinutes(app.db, actorOf(request), request.params.id, request.body.memoNo)),
  );
  app.post(MEETING_PATHS.archive(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await archiveMeeting(app.db, actorOf(request), request.params.id)),
  );
  app.get(
    MEETING_PATHS.nominations,
    { config: { ...use, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: nominationQuerySchema } },
    async (request) => ok(await listNominations(app.db, caller(request), request.query)),
  );
  app.put(
    MEETING_PATHS.nominate(':id'),
    { config: use, schema: { tags, params, body: nominationInputSchema } },
    async (request) => ok(await nominate(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    MEETING_PATHS.tasks,
    { config: { ...use, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: taskListQuerySchema } },
    async (request) =>
      ok(
        await listTasks(app.db, caller(request), request.query, (where) =>
          cappedCount(app.db, sql`${meetingDecisions}`, where),
        ),
      ),
  );
  app.get(
    MEETING_PATHS.tasksExport,
    { config: use, schema: { tags, querystring: taskFilterSchema } },
    async (request, reply) => {
      const file = await exportTasks(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `meeting-tasks-${today()}.xlsx`, file);
    },
  );
  app.post(
    MEETING_PATHS.completeTask(':id'),
    { config: use, schema: { tags, params, body: taskCompleteSchema } },
    async (request) => ok(await completeTask(app.db, actorOf(request), request.params.id, request.body.note)),
  );
  app.get(
    MEETING_PATHS.calendar,
    { config: { ...use, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: calendarQuerySchema } },
    async (request) => ok(await calendarOf(app.db, caller(request), request.query.from, request.query.to)),
  );
  app.get(
    MEETING_PATHS.dashboard,
    { config: { ...use, readCache: ACTIVE_OFFICE }, schema: { tags } },
    async (request) => ok(await dashboardOf(app.db, caller(request))),
  );
  app.get(
    MEETING_PATHS.desks,
    { config: use, schema: { tags, querystring: deskQuerySchema } },
    async (request) => {
      const auth = caller(request);
      const officeId = request.query.officeId ?? auth.activeRole.OfficeId;
      // Desks of the own office (to invite, chair, nominate); another office's only for app admins.
      if (officeId !== auth.activeRole.OfficeId && !isAppAdmin(auth)) throw notFound();
      return ok(await desksOfOffice(app.db, officeId));
    },
  );
};
