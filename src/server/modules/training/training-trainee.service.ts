/**
 * Final trainees: the trainee lists of both sets, the attendance sheet of a batch by day, the
 * certificate of a completed trainee, feedback from those who attended, the caller's own trainings
 * ('my trainings') and the completed trainings the profile shows, and the dashboards' figures.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AttendanceSheet,
  Certificate,
  CompletedTraining,
  DashboardParams,
  MyTrainings,
  Tally,
  TraineeFilterParams,
  TraineePage,
  TraineeParams,
  TraineeRow,
  TrainingDashboard,
} from '../../../common/contracts/training.contract';
import { canManageTrainingBatches } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { managedBatchScope } from './training.access';
import {
  trainingApplications,
  trainingAttendance,
  trainingBatches,
  trainingFeedback,
  trainingProviders,
  trainingStudents,
  trainingTitles,
  trainingTraineeStats,
  trainingTrainees,
} from './training.table';
import { readBatch, toSummary } from './training-batch.service';
import { applicationQuery, toApplicationRow } from './training-entry.service';

const columns = {
  id: trainingTrainees.id,
  batchId: trainingBatches.id,
  batchName: trainingBatches.nameBn,
  kind: trainingBatches.kind,
  startDate: trainingBatches.startDate,
  endDate: trainingBatches.endDate,
  venue: trainingBatches.venue,
  titleId: trainingTitles.id,
  titleBn: trainingTitles.nameBn,
  titleEn: trainingTitles.nameEn,
  providerId: trainingProviders.id,
  providerBn: trainingProviders.nameBn,
  providerEn: trainingProviders.nameEn,
  userId: trainingTrainees.userId,
  studentId: trainingTrainees.studentId,
  nameBn: trainingTrainees.nameBn,
  nameEn: trainingTrainees.nameEn,
  designation: trainingTrainees.designation,
  gender: trainingTrainees.gender,
  officeId: trainingTrainees.officeId,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  mobile: trainingStudents.mobile,
  status: trainingTrainees.status,
  daysPresent: trainingTrainees.daysPresent,
  certificateNo: trainingTrainees.certificateNo,
  completedAt: trainingTrainees.completedAt,
  feedbackRating: trainingFeedback.rating,
};

function traineeQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(trainingTrainees)
    .innerJoin(trainingBatches, eq(trainingBatches.id, trainingTrainees.batchId))
    .innerJoin(trainingTitles, eq(trainingTitles.id, trainingTrainees.titleId))
    .innerJoin(trainingProviders, eq(trainingProviders.id, trainingTrainees.providerOrgId))
    .leftJoin(offices, eq(offices.id, trainingTrainees.officeId))
    .leftJoin(trainingStudents, eq(trainingStudents.id, trainingTrainees.studentId))
    .leftJoin(trainingFeedback, eq(trainingFeedback.traineeId, trainingTrainees.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof traineeQuery>['execute']>>[number];

const toRow = (row: Row): TraineeRow => ({
  id: row.id,
  batch: {
    id: row.batchId,
    nameBn: row.batchName,
    kind: row.kind,
    startDate: row.startDate,
    endDate: row.endDate,
    venue: row.venue,
    title: { id: row.titleId, nameBn: row.titleBn, nameEn: row.titleEn },
    provider: { id: row.providerId, nameBn: row.providerBn, nameEn: row.providerEn },
  },
  person: {
    userId: row.userId,
    studentId: row.studentId,
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    mobile: row.mobile ?? null,
    gender: row.gender,
    office: row.officeId
      ? { id: row.officeId, nameBn: row.officeBn ?? '', nameEn: row.officeEn ?? '' }
      : null,
    designation: row.designation,
  },
  status: row.status,
  daysPresent: row.daysPresent,
  certificateNo: row.certificateNo,
  completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  feedbackRating: row.feedbackRating ?? null,
});

function traineeWhere(auth: AuthContext, query: TraineeFilterParams): SQL | undefined {
  return and(
    managedBatchScope(auth),
    query.kind ? eq(trainingTrainees.kind, query.kind) : undefined,
    query.batchId ? eq(trainingTrainees.batchId, query.batchId) : undefined,
    query.status ? eq(trainingTrainees.status, query.status) : undefined,
    query.providerOrgId ? eq(trainingTrainees.providerOrgId, query.providerOrgId) : undefined,
    query.titleId ? eq(trainingTrainees.titleId, query.titleId) : undefined,
    query.year ? eq(trainingTrainees.year, query.year) : undefined,
    searchTextMatches(query.search, trainingTrainees.searchText),
  );
}

/**
 * An app admin's list filtered only by what the dashboards' trigger-kept figures are kept by
 * (kind, provider, title, year, completed or not) is counted from those figures, exactly; any
 * other list counts its matching rows up to 10,000. The figures of every trainee in the country
 * are a few thousand rows; counting the trainees themselves reads up to 10,000 joined rows a page.
 */
function countFromStats(auth: AuthContext, query: TraineeFilterParams): SQL | null {
  if (managedBatchScope(auth) || query.batchId || query.search) return null;
  if (query.status && query.status !== 'completed') return null;
  const conditions = and(
    query.kind ? sql`kind = ${query.kind}` : undefined,
    query.providerOrgId ? sql`provider_org_id = ${query.providerOrgId}` : undefined,
    query.titleId ? sql`title_id = ${query.titleId}` : undefined,
    query.year ? sql`year = ${query.year}` : undefined,
  );
  const column = sql.raw(query.status === 'completed' ? 'completed' : 'trainees');
  return sql`select coalesce(sum(${column}), 0)::int as total from training_trainee_stats where ${conditions ?? sql`true`}`;
}

export async function listTrainees(db: Db, auth: AuthContext, query: TraineeParams): Promise<TraineePage> {
  const where = traineeWhere(auth, query);
  const counted =
    countFromStats(auth, query) ??
    sql`select count(*)::int as total from (
        select 1 from ${trainingTrainees} join ${trainingBatches} on ${trainingBatches.id} = ${trainingTrainees.batchId}
        where ${where ?? sql`true`} limit 10000) capped`;
  const [rows, count] = await Promise.all([
    traineeQuery(db)
      .where(where)
      .orderBy(desc(trainingTrainees.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.execute(counted) as unknown as Promise<{ rows: { total: number }[] }>,
  ]);
  return { items: rows.map(toRow), total: Number(count.rows[0]?.total ?? 0) };
}

export async function* traineeBatches(db: Db, auth: AuthContext, query: TraineeFilterParams) {
  const where = traineeWhere(auth, query);
  for (let offset = 0; ; offset += 1000) {
    const rows = await traineeQuery(db)
      .where(where)
      .orderBy(desc(trainingTrainees.id))
      .limit(1000)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toRow);
    if (rows.length < 1000) return;
  }
}

/* Attendance --------------------------------------------------------------------------------- */

const daysOf = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days.slice(0, 400);
};

export async function attendanceSheet(
  db: Db,
  auth: AuthContext,
  batchId: number,
  day?: string,
): Promise<AttendanceSheet> {
  const batch = await readBatch(db, auth, batchId, true);
  const [rows, marks] = await Promise.all([
    traineeQuery(db).where(eq(trainingTrainees.batchId, batchId)).orderBy(asc(trainingTrainees.nameBn)),
    day
      ? db
          .select({ traineeId: trainingAttendance.traineeId, present: trainingAttendance.present })
          .from(trainingAttendance)
          .innerJoin(trainingTrainees, eq(trainingTrainees.id, trainingAttendance.traineeId))
          .where(and(eq(trainingTrainees.batchId, batchId), eq(trainingAttendance.day, day)))
      : Promise.resolve([]),
  ]);
  const present = new Map(marks.map((mark) => [mark.traineeId, mark.present]));
  return {
    batch: toSummary(batch),
    day: day ?? null,
    days: daysOf(batch.startDate, batch.endDate),
    rows: rows.map((row) => ({
      traineeId: row.id,
      person: toRow(row).person,
      present: present.get(row.id) ?? false,
      daysPresent: row.daysPresent,
    })),
  };
}

/** One day's attendance of a whole batch, and every trainee's days present counted again. */
export async function recordAttendance(
  db: Db,
  actor: Actor,
  batchId: number,
  day: string,
  present: number[],
) {
  const batch = await readBatch(db, actor.auth, batchId, true);
  if (day < batch.startDate || day > batch.endDate)
    throw badRequest('training.outsideBatch', [{ field: 'day', messageKey: 'training.outsideBatch' }]);
  if (batch.status === 'completed' || batch.status === 'cancelled') throw conflict('training.batchMove');
  const ids =
    present.length > 0
      ? sql.join(
          present.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`
      insert into ${trainingAttendance} (trainee_id, day, present)
      select id, ${day}, id in (${ids}) from ${trainingTrainees} where batch_id = ${batchId}
      on conflict (trainee_id, day) do update set present = excluded.present`);
    await tx.execute(sql`
      update ${trainingTrainees} t set days_present =
        (select count(*)::int from ${trainingAttendance} a where a.trainee_id = t.id and a.present)
      where t.batch_id = ${batchId}`);
    await audit(tx, actor, 'attendance', 'training-batch', batchId, {
      after: { day, present: present.length },
    });
  });
  return attendanceSheet(db, actor.auth, batchId, day);
}

/* Certificate and feedback ------------------------------------------------------------------- */

/** A trainee row the caller may read: their own, or one of a batch they manage. */
async function readTrainee(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const [row] = await traineeQuery(db).where(eq(trainingTrainees.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.userId === auth.userId) return row;
  const [managed] = await db
    .select({ id: trainingBatches.id })
    .from(trainingBatches)
    .where(and(eq(trainingBatches.id, row.batchId), managedBatchScope(auth)));
  if (!managed || !canManageTrainingBatches(auth)) throw notFound();
  return row;
}

export async function certificateOf(db: Db, auth: AuthContext, id: number): Promise<Certificate> {
  const row = await readTrainee(db, auth, id);
  if (row.status !== 'completed' || !row.certificateNo || !row.completedAt)
    throw conflict('training.notCompleted');
  const full = toRow(row);
  return {
    traineeId: row.id,
    certificateNo: row.certificateNo,
    person: full.person,
    batch: full.batch,
    completedAt: row.completedAt.toISOString(),
    daysPresent: row.daysPresent,
  };
}

export async function giveFeedback(
  db: Db,
  actor: Actor,
  id: number,
  input: { rating: number; comment?: string },
) {
  const [row] = await db.select().from(trainingTrainees).where(eq(trainingTrainees.id, id));
  if (!row) throw notFound();
  if (row.userId !== actor.auth.userId) throw forbidden('training.notTrainee');
  if (row.daysPresent === 0) throw conflict('training.notAttended');
  await inTransaction(
    db,
    async (tx) => {
      await tx
        .insert(trainingFeedback)
        .values({ traineeId: id, rating: input.rating, comment: input.comment ?? null });
      await audit(tx, actor, 'feedback', 'training-trainee', id, { after: { rating: input.rating } });
    },
    { duplicate: 'error.conflict' },
  );
  return { traineeId: id, rating: input.rating };
}

/* The caller's own -------------------------------------------------------------------------- */

export async function myTrainings(db: Db, auth: AuthContext): Promise<MyTrainings> {
  const [applications, trainings] = await Promise.all([
    applicationQuery(db)
      .where(eq(trainingApplications.userId, auth.userId))
      .orderBy(desc(trainingBatches.startDate))
      .limit(200),
    traineeQuery(db)
      .where(eq(trainingTrainees.userId, auth.userId))
      .orderBy(desc(trainingBatches.startDate))
      .limit(200),
  ]);
  return { applications: applications.map(toApplicationRow), trainings: trainings.map(toRow) };
}

/** The completed trainings of an officer, as the profile's trainings tab lists them. */
export async function completedTrainingsOf(db: Db, userId: number): Promise<CompletedTraining[]> {
  const rows = await traineeQuery(db)
    .where(and(eq(trainingTrainees.userId, userId), eq(trainingTrainees.status, 'completed')))
    .orderBy(desc(trainingBatches.startDate))
    .limit(200);
  return rows.map((row) => ({
    traineeId: row.id,
    titleBn: row.titleBn,
    titleEn: row.titleEn,
    providerBn: row.providerBn,
    providerEn: row.providerEn,
    batchNameBn: row.batchName,
    startDate: row.startDate,
    endDate: row.endDate,
    days: Math.round((Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000) + 1,
    certificateNo: row.certificateNo,
  }));
}

/* Dashboard --------------------------------------------------------------------------------- */

export async function dashboard(db: Db, query: DashboardParams): Promise<TrainingDashboard> {
  const statsFilter = and(
    query.kind ? eq(trainingTraineeStats.kind, query.kind) : undefined,
    query.providerOrgId ? eq(trainingTraineeStats.providerOrgId, query.providerOrgId) : undefined,
    query.titleId ? eq(trainingTraineeStats.titleId, query.titleId) : undefined,
  );
  const batchFilter = and(
    query.kind ? eq(trainingBatches.kind, query.kind) : undefined,
    query.providerOrgId ? eq(trainingBatches.providerOrgId, query.providerOrgId) : undefined,
    query.titleId ? eq(trainingBatches.titleId, query.titleId) : undefined,
  );
  // The figures kept by trigger (training_trainee_stats): a few thousand rows, not every trainee.
  const tally = (key: SQL<string>) =>
    db
      .select({
        key,
        trainees: sql<number>`sum(${trainingTraineeStats.trainees})::int`,
        completed: sql<number>`sum(${trainingTraineeStats.completed})::int`,
      })
      .from(trainingTraineeStats)
      .where(statsFilter)
      .groupBy(key)
      .having(sql`sum(${trainingTraineeStats.trainees}) > 0`);
  const [[batches], byYear, byProvider, byTopic, byGender, providers, titles] = await Promise.all([
    db
      .select({
        batches: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${trainingBatches.status} = 'open'))::int`,
        applicants: sql<number>`coalesce(sum(${trainingBatches.applicantCount}), 0)::int`,
        finished: sql<number>`coalesce(sum(${trainingBatches.traineeCount}) filter (where ${trainingBatches.status} = 'completed'), 0)::int`,
      })
      .from(trainingBatches)
      .where(batchFilter),
    tally(sql<string>`${trainingTraineeStats.year}::text`),
    tally(sql<string>`${trainingTraineeStats.providerOrgId}::text`),
    tally(sql<string>`${trainingTraineeStats.titleId}::text`),
    tally(sql<string>`${trainingTraineeStats.gender}`),
    db
      .select({
        id: trainingProviders.id,
        nameBn: trainingProviders.nameBn,
        nameEn: trainingProviders.nameEn,
      })
      .from(trainingProviders),
    db
      .select({ id: trainingTitles.id, nameBn: trainingTitles.nameBn, nameEn: trainingTitles.nameEn })
      .from(trainingTitles),
  ]);
  const named = (rows: typeof byYear, names: Map<number, { nameBn: string; nameEn: string }>): Tally[] =>
    rows
      .map((row) => {
        const id = Number(row.key);
        const name = names.get(id);
        return {
          key: row.key,
          id,
          labelBn: name?.nameBn ?? row.key,
          labelEn: name?.nameEn ?? row.key,
          trainees: row.trainees,
          completed: row.completed,
        };
      })
      .sort((a, b) => b.trainees - a.trainees);
  const providerNames = new Map(providers.map((row) => [row.id, row]));
  const titleNames = new Map(titles.map((row) => [row.id, row]));
  const GENDER = { male: ['পুরুষ', 'Male'], female: ['নারী', 'Female'], other: ['অন্যান্য', 'Other'] } as const;
  const trainees = byGender.reduce((sum, row) => sum + row.trainees, 0);
  const completed = byGender.reduce((sum, row) => sum + row.completed, 0);
  return {
    batches: batches.batches,
    openBatches: batches.open,
    applicants: batches.applicants,
    trainees,
    completed,
    completionRate: batches.finished > 0 ? Math.round((completed / batches.finished) * 1000) / 10 : 0,
    byYear: byYear
      .map((row) => ({ ...row, id: Number(row.key), labelBn: row.key, labelEn: row.key }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    byProvider: named(byProvider, providerNames).slice(0, 20),
    byTopic: named(byTopic, titleNames).slice(0, 20),
    byGender: byGender.map((row) => {
      const label = GENDER[row.key as keyof typeof GENDER] ?? GENDER.other;
      return {
        key: row.key,
        id: null,
        labelBn: label[0],
        labelEn: label[1],
        trainees: row.trainees,
        completed: row.completed,
      };
    }),
  };
}
