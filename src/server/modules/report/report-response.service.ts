/**
 * Responses of an office (প্রতিবেদন দাখিল): filling a period's response (create-report-response),
 * one response in full (my-report-details/{id}), the reports asked of an office with the period now
 * being collected (own-office-reports, asked-reports-byoffice), the desk's pending lists, and a
 * report's periods and step log by code (report-submit-log-by-code).
 */
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type AssignedReport,
  bdToday,
  currentPeriod,
  type ExpectedAttachment,
  fiscalYearOf,
  type LogEntry,
  PERIODS_PER_YEAR,
  periodDates,
  REPORT_PATHS,
  type ReportField,
  type ReportFrequency,
  type ResponseDetail,
  type ResponseParams,
  type ResponseStatus,
  type ResponseSummary,
  STAGE_STATUS,
  type SubmitLog,
} from '../../../common/contracts/report.contract';
import { isRealDay } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { EXACT_COUNT_LIMIT, pageOffset } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import {
  controlledOffices,
  deskLabels,
  deskMayWork,
  deskOf,
  officeOf,
  ownsReport,
  stagesOfDesk,
} from './report.access';
import { notifyStageDesks } from './report.notify';
import { reportAssignments, reportDefinitions, reportResponseLogs, reportResponses } from './report.table';
import { getDefinition } from './report-config.service';

export const ATTACHMENT_OWNER = 'report-response';

/* Summaries ---------------------------------------------------------------------------------- */

export const summaryColumns = {
  id: reportResponses.id,
  reportId: reportDefinitions.id,
  code: reportDefinitions.code,
  titleBn: reportDefinitions.titleBn,
  titleEn: reportDefinitions.titleEn,
  frequency: reportDefinitions.frequency,
  officeId: offices.id,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  fiscalYear: reportResponses.fiscalYear,
  periodNo: reportResponses.periodNo,
  periodEnd: reportResponses.periodEnd,
  dueDate: reportResponses.dueDate,
  status: reportResponses.status,
  returned: reportResponses.returned,
  late: reportResponses.late,
  submittedAt: reportResponses.submittedAt,
  updatedAt: reportResponses.updatedAt,
};

export function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(reportResponses)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportResponses.reportId))
    .innerJoin(offices, eq(offices.id, reportResponses.officeId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function toSummary(row: SummaryRow): ResponseSummary {
  return {
    id: row.id,
    report: {
      id: row.reportId,
      code: row.code,
      titleBn: row.titleBn,
      titleEn: row.titleEn,
      frequency: row.frequency,
    },
    office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
    fiscalYear: row.fiscalYear,
    periodNo: row.periodNo,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    status: row.status,
    returned: row.returned,
    late: row.late,
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of responses matching `where`, newest change first. */
export async function responsePage(
  db: Db,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  order: SQL[] = [desc(reportResponses.updatedAt), desc(reportResponses.id)],
) {
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    // Counted up to EXACT_COUNT_LIMIT: a head office receives hundreds of thousands of responses.
    db
      .select({ total: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(reportResponses)
          .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportResponses.reportId))
          .innerJoin(offices, eq(offices.id, reportResponses.officeId))
          .where(where)
          .limit(EXACT_COUNT_LIMIT)
          .as('capped'),
      ),
  ]);
  return { items: rows.map(toSummary), total };
}

/* Reading one response ----------------------------------------------------------------------- */

type Response = typeof reportResponses.$inferSelect;

/** The response if the caller's office made it or asked for it (or the super admin): 404 otherwise. */
export async function readableResponse(db: Db | Tx, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ response: reportResponses, ownerOfficeId: reportDefinitions.ownerOfficeId })
    .from(reportResponses)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportResponses.reportId))
    .where(eq(reportResponses.id, id));
  if (!row) throw notFound();
  if (row.response.officeId !== officeOf(auth) && !ownsReport(auth, row)) throw notFound();
  return row.response;
}

/** A response of the caller's own office (the stages work only their own): 404 for another office's. */
export async function ownOfficeResponse(db: Db | Tx, auth: AuthContext, id: number): Promise<Response> {
  const [row] = await db
    .select()
    .from(reportResponses)
    .where(and(eq(reportResponses.id, id), eq(reportResponses.officeId, officeOf(auth))));
  if (!row) throw notFound();
  return row;
}

export async function logOf(db: Db | Tx, responseIds: number[]): Promise<LogEntry[]> {
  if (responseIds.length === 0) return [];
  const rows = await db
    .select({
      log: reportResponseLogs,
      fiscalYear: reportResponses.fiscalYear,
      periodNo: reportResponses.periodNo,
    })
    .from(reportResponseLogs)
    .innerJoin(reportResponses, eq(reportResponses.id, reportResponseLogs.responseId))
    .where(inArray(reportResponseLogs.responseId, responseIds))
    .orderBy(asc(reportResponseLogs.id))
    .limit(2000);
  const labels = await deskLabels(
    db,
    rows.map((row) => row.log.deskId ?? 0),
  );
  return rows.map(({ log, fiscalYear, periodNo }) => ({
    id: log.id,
    responseId: log.responseId,
    fiscalYear,
    periodNo,
    action: log.action,
    fromStatus: log.fromStatus,
    toStatus: log.toStatus,
    desk: log.deskId ? (labels.get(log.deskId) ?? null) : null,
    comment: log.comment,
    at: log.createdAt.toISOString(),
  }));
}

export async function getResponse(db: Db, auth: AuthContext, id: number): Promise<ResponseDetail> {
  const row = await readableResponse(db, auth, id);
  const [summary] = await summaryQuery(db).where(eq(reportResponses.id, id));
  const definition = await getDefinition(db, row.reportId);
  const own = row.officeId === officeOf(auth);
  const stages = own ? ((await stagesOfDesk(db, auth, [row.reportId])).get(row.reportId) ?? []) : [];
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerType, ATTACHMENT_OWNER),
        eq(storedFiles.ownerId, id),
        isNull(storedFiles.deletedAt),
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  const at = (status: ResponseStatus) => row.status === status;
  const creator = stages.includes('creator') && at(1);
  const verifier = stages.includes('verifier') && at(2);
  const approver = stages.includes('approver') && at(3);
  return {
    ...toSummary(summary),
    definition,
    values: definition.fields.map((field) => ({ key: field.key, value: row.values[field.key] ?? '' })),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      url: REPORT_PATHS.attachment(id, file.id),
    })),
    log: await logOf(db, [id]),
    can: {
      edit: creator,
      forward: creator,
      attach: creator,
      verify: verifier,
      sendBackToCreator: verifier,
      approve: approver,
      sendBackToVerifier: approver,
    },
  };
}

/* Filling a response ------------------------------------------------------------------------- */

/** The values checked against the report's fields: 400 naming the field that is wrong. */
export function checkValues(
  fields: ReportField[],
  values: { key: string; value: string }[],
): Record<string, string> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const result: Record<string, string> = {};
  for (const { key, value } of values) {
    if (!byKey.has(key))
      throw badRequest('validation.report.unknownField', [
        { field: key, messageKey: 'validation.report.unknownField' },
      ]);
    result[key] = value.normalize('NFC');
  }
  for (const field of fields) {
    const value = result[field.key] ?? '';
    const fail = (
      key:
        | 'validation.report.valueRequired'
        | 'validation.report.valueNumber'
        | 'validation.report.valueDate',
    ) => {
      throw new AppError(400, key, { field: field.labelBn }, [{ field: field.key, messageKey: key }]);
    };
    if (value === '') {
      if (field.required) fail('validation.report.valueRequired');
      continue;
    }
    if (field.type === 'number' && !/^-?\d{1,15}(\.\d{1,4})?$/.test(value))
      fail('validation.report.valueNumber');
    if (field.type === 'date' && !isRealDay(value)) fail('validation.report.valueDate');
  }
  return result;
}

/** Is the period one the office can fill now: within the year's periods, started, and not before the year the report began? */
export function periodIsOpen(
  report: { frequency: ReportFrequency; dueDay: number; createdAt: Date },
  fiscalYear: number,
  periodNo: number,
  now = new Date(),
): boolean {
  if (periodNo > PERIODS_PER_YEAR[report.frequency]) return false;
  if (fiscalYear < fiscalYearOf(report.createdAt) - 1) return false;
  return periodDates(report.frequency, fiscalYear, periodNo, report.dueDay).start <= bdToday(now);
}

/**
 * A response goes to the verifier only with at least as many files as the report requires
 * (docs/decisions.md): files are not tied to an expected attachment, so the count is the check.
 * The upsert before it holds the response's row, which the upload service also locks.
 */
async function requireAttachments(tx: Tx, responseId: number, expected: ExpectedAttachment[]): Promise<void> {
  const required = expected.filter((attachment) => attachment.required);
  if (required.length === 0) return;
  const [{ total }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerType, ATTACHMENT_OWNER),
        eq(storedFiles.ownerId, responseId),
        isNull(storedFiles.deletedAt),
      ),
    );
  if (total >= required.length) return;
  const names = required.map((attachment) => attachment.nameBn).join(', ');
  throw new AppError(400, 'report.attachmentsMissing', { names }, [
    { field: 'attachments', messageKey: 'report.attachmentsMissing' },
  ]);
}

/**
 * create-report-response: the creator desk fills the period's response, new or still at creation
 * (also after being sent back), in one statement that refuses a response past creation (409);
 * `forward` sends it to the verifier in the same statement.
 */
export async function saveResponse(db: Db, actor: Actor, input: ResponseParams): Promise<ResponseDetail> {
  const { auth } = actor;
  const [report] = await db
    .select({ report: reportDefinitions, assigned: reportAssignments.officeId })
    .from(reportDefinitions)
    .leftJoin(
      reportAssignments,
      and(
        eq(reportAssignments.reportId, reportDefinitions.id),
        eq(reportAssignments.officeId, officeOf(auth)),
      ),
    )
    .where(eq(reportDefinitions.id, input.reportId));
  if (!report) throw notFound();
  if (report.assigned === null) throw forbidden('report.notAssigned');
  if (!report.report.active) throw conflict('report.inactive');
  if (!(await deskMayWork(db, auth, input.reportId, 1))) throw forbidden('report.notPermittedDesk');
  const definition = report.report;
  if (!periodIsOpen(definition, input.fiscalYear, input.periodNo))
    throw badRequest('report.periodNotOpen', [{ field: 'periodNo', messageKey: 'report.periodNotOpen' }]);
  const values = checkValues(definition.fields, input.values);
  const dates = periodDates(definition.frequency, input.fiscalYear, input.periodNo, definition.dueDay);
  const status: ResponseStatus = input.forward ? 2 : 1;
  const now = new Date();
  const id = await inTransaction(db, async (tx) => {
    // Held for share until commit: the definition's periods cannot change under this response.
    const [current] = await tx
      .select({ frequency: reportDefinitions.frequency, dueDay: reportDefinitions.dueDay })
      .from(reportDefinitions)
      .where(eq(reportDefinitions.id, input.reportId))
      .for('share');
    if (current?.frequency !== definition.frequency || current.dueDay !== definition.dueDay)
      throw conflict('report.definitionChanged');
    // Held too: the office is not unassigned while its response is saved (its `asked` stays true).
    const [stillAsked] = await tx
      .select({ officeId: reportAssignments.officeId })
      .from(reportAssignments)
      .where(
        and(eq(reportAssignments.reportId, input.reportId), eq(reportAssignments.officeId, officeOf(auth))),
      )
      .for('share');
    if (!stillAsked) throw forbidden('report.notAssigned');
    const [row] = await tx
      .insert(reportResponses)
      .values({
        reportId: input.reportId,
        officeId: officeOf(auth),
        fiscalYear: input.fiscalYear,
        periodNo: input.periodNo,
        periodEnd: dates.end,
        dueDate: dates.due,
        status,
        values,
        createdByDeskId: deskOf(auth),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          reportResponses.reportId,
          reportResponses.officeId,
          reportResponses.fiscalYear,
          reportResponses.periodNo,
        ],
        set: {
          values,
          status,
          asked: true,
          returned: input.forward ? false : sql`${reportResponses.returned}`,
          updatedAt: now,
        },
        setWhere: eq(reportResponses.status, 1),
      })
      .returning({ id: reportResponses.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw conflict('report.wrongStage');
    const log = (action: 'create' | 'update' | 'forward', from: ResponseStatus | null, to: ResponseStatus) =>
      tx.insert(reportResponseLogs).values({
        responseId: row.id,
        action,
        fromStatus: from,
        toStatus: to,
        deskId: deskOf(auth),
        userId: auth.userId,
        comment:
          action === 'update' || (action === 'create' && input.forward) ? null : (input.comment ?? null),
      });
    await log(row.inserted ? 'create' : 'update', row.inserted ? null : 1, 1);
    if (input.forward) {
      await requireAttachments(tx, row.id, definition.attachments);
      await tx.insert(reportResponseLogs).values({
        responseId: row.id,
        action: 'forward',
        fromStatus: 1,
        toStatus: 2,
        deskId: deskOf(auth),
        userId: auth.userId,
        comment: input.comment ?? null,
      });
      await notifyStageDesks(tx, officeOf(auth), definition, row.id, 2);
    }
    await audit(tx, actor, row.inserted ? 'create' : 'update', 'report-response', row.id, {
      after: { values, status },
    });
    return row.id;
  });
  return getResponse(db, auth, id);
}

/* What an office is asked ------------------------------------------------------------------- */

/** The reports asked of `officeId` (of them only those `onlyOwner` asks, when given), each with its current period. */
async function assignedToOffice(
  db: Db,
  auth: AuthContext,
  officeId: number,
  query: { search?: string; page: number; pageSize: number },
  onlyOwner?: number,
) {
  const where = and(
    eq(reportAssignments.officeId, officeId),
    onlyOwner === undefined ? undefined : eq(reportDefinitions.ownerOfficeId, onlyOwner),
    query.search
      ? sql`${reportDefinitions.searchText} like lower(${`%${query.search.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
      : undefined,
  );
  const owner = sql`(select json_build_object('id', o.id, 'nameBn', o.name_bn, 'nameEn', o.name_en) from offices o where o.id = ${reportDefinitions.ownerOfficeId})`;
  const [rows, [{ total }], [office]] = await Promise.all([
    db
      .select({
        report: reportDefinitions,
        owner: sql<{ id: number; nameBn: string; nameEn: string }>`${owner}`,
      })
      .from(reportAssignments)
      .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportAssignments.reportId))
      .where(where)
      .orderBy(asc(reportDefinitions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(reportAssignments)
      .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportAssignments.reportId))
      .where(where),
    db
      .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
      .from(offices)
      .where(eq(offices.id, officeId)),
  ]);
  const currents = rows.map(({ report }) => ({ report, ...currentPeriod(report.frequency, report.dueDay) }));
  const responses =
    currents.length === 0
      ? []
      : await db
          .select({
            id: reportResponses.id,
            reportId: reportResponses.reportId,
            fiscalYear: reportResponses.fiscalYear,
            periodNo: reportResponses.periodNo,
            status: reportResponses.status,
          })
          .from(reportResponses)
          .where(
            and(
              eq(reportResponses.officeId, officeId),
              sql`(${reportResponses.reportId}, ${reportResponses.fiscalYear}, ${reportResponses.periodNo}) in (${sql.join(
                currents.map((c) => sql`(${c.report.id}, ${c.fiscalYear}, ${c.periodNo})`),
                sql`, `,
              )})`,
            ),
          );
  const stages =
    officeId === officeOf(auth)
      ? await stagesOfDesk(
          db,
          auth,
          rows.map((row) => row.report.id),
        )
      : new Map();
  const items: AssignedReport[] = currents.map((current, index) => {
    const response = responses.find(
      (r) =>
        r.reportId === current.report.id &&
        r.fiscalYear === current.fiscalYear &&
        r.periodNo === current.periodNo,
    );
    return {
      report: {
        id: current.report.id,
        code: current.report.code,
        titleBn: current.report.titleBn,
        titleEn: current.report.titleEn,
        frequency: current.report.frequency,
        dueDay: current.report.dueDay,
        ownerOffice: rows[index].owner,
      },
      office: office ?? { id: officeId, nameBn: '', nameEn: '' },
      current: {
        fiscalYear: current.fiscalYear,
        periodNo: current.periodNo,
        due: current.due,
        responseId: response?.id ?? null,
        status: response?.status ?? null,
      },
      stages: stages.get(current.report.id) ?? [],
    };
  });
  return { items, total };
}

/** own-office-reports/: the reports asked of the caller's office. */
export const listOwnOfficeReports = (
  db: Db,
  auth: AuthContext,
  query: { search?: string; page: number; pageSize: number },
) => assignedToOffice(db, auth, officeOf(auth), query);

/** asked-reports-byoffice/{officeId}: what the caller's office asks of an office it controls (or its own). */
export async function askedReportsByOffice(
  db: Db,
  auth: AuthContext,
  officeId: number,
  query: { search?: string; page: number; pageSize: number },
) {
  if (officeId === officeOf(auth)) return assignedToOffice(db, auth, officeId, query);
  if (!auth.isSuperAdmin && !(await controlledOffices(db, officeOf(auth), [officeId])).has(officeId))
    throw notFound();
  return assignedToOffice(db, auth, officeId, query, auth.isSuperAdmin ? undefined : officeOf(auth));
}

/* Pending lists ------------------------------------------------------------------------------ */

const deskPermitted = (auth: AuthContext, status: ResponseStatus) => sql`exists (
  select 1 from report_permitted_desks p
  where p.office_id = ${officeOf(auth)} and p.desk_id = ${deskOf(auth)} and p.stage = ${status}
    and p.report_id = ${reportResponses.reportId})`;

/** The caller's office's responses waiting at `status` that its desk may work. */
export async function pendingForDesk(
  db: Db,
  auth: AuthContext,
  status: ResponseStatus,
  query: { reportId?: number; fiscalYear?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(reportResponses.officeId, officeOf(auth)),
    eq(reportResponses.status, status),
    deskPermitted(auth, status),
    query.reportId ? eq(reportResponses.reportId, query.reportId) : undefined,
    query.fiscalYear ? eq(reportResponses.fiscalYear, query.fiscalYear) : undefined,
  );
  const page = await responsePage(db, where, query);
  // Creation also waits on periods nobody has started: the reports whose current period has no response.
  const notStarted = status === STAGE_STATUS.creator ? await notStartedReports(db, auth, true) : [];
  return { ...page, notStarted };
}

/** Reports asked of the caller's office whose current period has no response yet (for its creator desk only, when `deskOnly`). */
export async function notStartedReports(
  db: Db,
  auth: AuthContext,
  deskOnly: boolean,
): Promise<AssignedReport[]> {
  const { items } = await assignedToOffice(db, auth, officeOf(auth), { page: 1, pageSize: 200 });
  return items.filter(
    (item) => item.current.responseId === null && (!deskOnly || item.stages.includes('creator')),
  );
}

/** pending-reports: every response of the caller's office not yet submitted (office admin). */
export async function pendingOfOffice(
  db: Db,
  auth: AuthContext,
  query: { reportId?: number; fiscalYear?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(reportResponses.officeId, officeOf(auth)),
    inArray(reportResponses.status, [1, 2, 3]),
    query.reportId ? eq(reportResponses.reportId, query.reportId) : undefined,
    query.fiscalYear ? eq(reportResponses.fiscalYear, query.fiscalYear) : undefined,
  );
  const page = await responsePage(db, where, query);
  return { ...page, notStarted: await notStartedReports(db, auth, false) };
}

/* A report's periods and log ----------------------------------------------------------------- */

/** report-submit-log-by-code: one office's periods of a report in a fiscal year, with every step. */
export async function submitLogByCode(
  db: Db,
  auth: AuthContext,
  input: { code: string; officeId?: number; fiscalYear?: number },
): Promise<SubmitLog> {
  const [report] = await db
    .select()
    .from(reportDefinitions)
    .where(sql`lower(${reportDefinitions.code}) = lower(${input.code})`);
  if (!report) throw notFound();
  const officeId = input.officeId ?? officeOf(auth);
  const [assigned] = await db
    .select({ officeId: reportAssignments.officeId })
    .from(reportAssignments)
    .where(and(eq(reportAssignments.reportId, report.id), eq(reportAssignments.officeId, officeId)));
  const readable = officeId === officeOf(auth) ? Boolean(assigned) : ownsReport(auth, report);
  if (!readable) throw notFound();
  const fiscalYear = input.fiscalYear ?? currentPeriod(report.frequency, report.dueDay).fiscalYear;
  const [office] = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(eq(offices.id, officeId));
  const rows = await summaryQuery(db).where(
    and(
      eq(reportResponses.reportId, report.id),
      eq(reportResponses.officeId, officeId),
      eq(reportResponses.fiscalYear, fiscalYear),
    ),
  );
  const responses = rows.map(toSummary);
  const periods = Array.from({ length: PERIODS_PER_YEAR[report.frequency] }, (_, index) => {
    const periodNo = index + 1;
    return {
      periodNo,
      ...periodDates(report.frequency, fiscalYear, periodNo, report.dueDay),
      response: responses.find((response) => response.periodNo === periodNo) ?? null,
    };
  });
  const stages =
    officeId === officeOf(auth) ? ((await stagesOfDesk(db, auth, [report.id])).get(report.id) ?? []) : [];
  return {
    report: {
      id: report.id,
      code: report.code,
      titleBn: report.titleBn,
      titleEn: report.titleEn,
      frequency: report.frequency,
      dueDay: report.dueDay,
      fields: report.fields,
    },
    office: office ?? { id: officeId, nameBn: '', nameEn: '' },
    fiscalYear,
    periods,
    log: await logOf(
      db,
      responses.map((response) => response.id),
    ),
    stages,
  };
}

/** sendback-report/{id}: the latest send-back of a response, with its reason, or null. */
export async function latestSendBack(db: Db, auth: AuthContext, id: number) {
  await readableResponse(db, auth, id);
  const [row] = await db
    .select()
    .from(reportResponseLogs)
    .where(and(eq(reportResponseLogs.responseId, id), eq(reportResponseLogs.action, 'send-back')))
    .orderBy(desc(reportResponseLogs.id))
    .limit(1);
  if (!row) return null;
  const labels = await deskLabels(db, [row.deskId ?? 0]);
  return {
    responseId: id,
    comment: row.comment,
    desk: row.deskId ? (labels.get(row.deskId) ?? null) : null,
    at: row.createdAt.toISOString(),
    toStatus: row.toStatus,
  };
}
