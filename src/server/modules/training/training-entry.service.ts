/**
 * The entries of a batch: an officer applies, an admin nominates named officers, a school account
 * adds its students; then the shortlist (ranked, with reasons), the waitlist, rejection and the move
 * to final trainee. Each limit is checked in the statement that takes it:
 * - an entry takes one place of its office's quota in the statement that inserts it (`used < quota`);
 *   an office without a quota row in a batch with quotas gets none;
 * - a final trainee takes a seat in the statement that moves it from the shortlist
 *   (`trainee_count < seats` and `status = 'shortlisted'`).
 * Zero rows answers 409 and the transaction is rolled back, so nothing is half done.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ApplicationFilterParams,
  type ApplicationPage,
  type ApplicationParams,
  type ApplicationRow,
  type ApplicationSource,
  DECISION_FROM,
  DECISION_TO,
  type DecisionValues,
  type NominationMemo,
  type TrainingPerson,
} from '../../../common/contracts/training.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { managedBatchScope, readEntry } from './training.access';
import { notifyFinalised, notifyNominated, notifyShortlisted } from './training.notify';
import {
  trainingApplications,
  trainingBatches,
  trainingQuotas,
  trainingStudents,
  trainingTitles,
  trainingTrainees,
} from './training.table';
import {
  assertTraineeCharges,
  chargesWithTraining,
  endTrainingCharges,
  type TraineeCharge,
} from './training-away.service';
import { getBatch, readBatch } from './training-batch.service';
import { type PersonSnapshot, peopleByIds } from './training-catalog.service';

interface NewEntry {
  batchId: number;
  userId: number | null;
  studentId: number | null;
  officeId: number | null;
  nameBn: string;
  nameEn: string;
  designation: string | null;
  gender: 'male' | 'female' | 'other' | null;
  source: ApplicationSource;
  status: 'applied' | 'shortlisted';
  reason: string | null;
  createdBy: number;
}

/**
 * Inserts one entry while the batch is open, taking a place of the office's quota in the same
 * statement when the batch has quotas. Returns the new id, or why there is none.
 */
async function insertEntry(tx: Tx, entry: NewEntry): Promise<number> {
  const result = (await tx.execute(sql`
    with batch as (
      update ${trainingBatches} set applicant_count = applicant_count + 1
      where id = ${entry.batchId} and status = 'open'
      returning id, exists (select 1 from ${trainingQuotas} q where q.batch_id = ${entry.batchId}) as has_quotas
    ), place as (
      update ${trainingQuotas} set used = used + 1
      where batch_id = ${entry.batchId} and office_id = ${entry.officeId} and used < quota
        and exists (select 1 from batch where has_quotas)
      returning batch_id
    )
    insert into ${trainingApplications}
      (batch_id, user_id, student_id, office_id, name_bn, name_en, designation, gender, source, status, reason, created_by)
    select ${entry.batchId}, ${entry.userId}, ${entry.studentId}, ${entry.officeId}, ${entry.nameBn}, ${entry.nameEn},
           ${entry.designation}, ${entry.gender}, ${entry.source}, ${entry.status}, ${entry.reason}, ${entry.createdBy}
    from batch where not batch.has_quotas or exists (select 1 from place)
    returning id`)) as unknown as { rows: { id: number }[] };
  const [row] = result.rows;
  if (row) return Number(row.id);
  // Nothing was taken (the transaction rolls back): say why.
  const [batch] = await tx
    .select({ status: trainingBatches.status })
    .from(trainingBatches)
    .where(eq(trainingBatches.id, entry.batchId));
  if (batch?.status !== 'open') throw conflict('training.notOpen');
  const [quota] = await tx
    .select({ quota: trainingQuotas.quota })
    .from(trainingQuotas)
    .where(and(eq(trainingQuotas.batchId, entry.batchId), eq(trainingQuotas.officeId, entry.officeId ?? 0)));
  throw conflict(quota ? 'training.overQuota' : 'training.noQuota');
}

const personEntry = (
  batchId: number,
  person: PersonSnapshot,
  source: ApplicationSource,
  createdBy: number,
  reason: string | null,
): NewEntry => ({
  batchId,
  userId: person.userId,
  studentId: null,
  officeId: person.officeId,
  nameBn: person.nameBn,
  nameEn: person.nameEn,
  designation: person.designation,
  gender: person.gender,
  source,
  status: 'applied',
  reason,
  createdBy,
});

/** The caller applies to a batch they may see, under the active desk's office. */
export async function apply(db: Db, actor: Actor, batchId: number, reason: string | undefined) {
  const { auth } = actor;
  await readBatch(db, auth, batchId);
  const people = await peopleByIds(db, [auth.userId]);
  const me = people.get(auth.userId);
  if (!me) throw notFound();
  const person = {
    ...me,
    officeId: auth.activeRole.OfficeId,
    designation: auth.activeRole.RoleName ?? me.designation,
  };
  await inTransaction(
    db,
    async (tx) => {
      const id = await insertEntry(tx, personEntry(batchId, person, 'applied', auth.userId, reason ?? null));
      await audit(tx, actor, 'apply', 'training-application', id, { after: { batchId } });
    },
    { duplicate: 'training.alreadyIn' },
  );
  return getBatch(db, auth, batchId);
}

/** Named officers nominated to a batch, each against their office's quota: all or none. */
export async function nominate(db: Db, actor: Actor, batchId: number, userIds: number[], note?: string) {
  const batch = await readBatch(db, actor.auth, batchId, true);
  const ids = [...new Set(userIds)];
  const people = await peopleByIds(db, ids);
  if (people.size !== ids.length) throw notFound();
  await inTransaction(
    db,
    async (tx) => {
      for (const id of ids) {
        const person = people.get(id) as PersonSnapshot;
        const entryId = await insertEntry(
          tx,
          personEntry(batchId, person, 'nominated', actor.auth.userId, note ?? null),
        );
        await audit(tx, actor, 'nominate', 'training-application', entryId, {
          after: { batchId, userId: id },
        });
      }
      await notifyNominated(tx, ids, batch, note);
    },
    { duplicate: 'training.alreadyIn' },
  );
  return getBatch(db, actor.auth, batchId);
}

/** A school account's students put on the shortlist of its own batch. */
export async function addStudents(db: Db, actor: Actor, batchId: number, studentIds: number[]) {
  const { auth } = actor;
  await readBatch(db, auth, batchId, true);
  const ids = [...new Set(studentIds)];
  const students = await db
    .select()
    .from(trainingStudents)
    .where(
      and(
        sql`${trainingStudents.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        auth.isSuperAdmin || auth.isSupportAdmin
          ? undefined
          : eq(trainingStudents.ownerOfficeId, auth.activeRole.OfficeId),
      ),
    );
  if (students.length !== ids.length) throw notFound();
  await inTransaction(
    db,
    async (tx) => {
      for (const student of students) {
        const id = await insertEntry(tx, {
          batchId,
          userId: null,
          studentId: student.id,
          officeId: student.ownerOfficeId,
          nameBn: student.nameBn,
          nameEn: student.nameEn ?? student.nameBn,
          designation: student.className
            ? `${student.institution}, ${student.className}`
            : student.institution,
          gender: student.gender,
          source: 'selected',
          status: 'shortlisted',
          reason: null,
          createdBy: auth.userId,
        });
        await audit(tx, actor, 'select', 'training-application', id, {
          after: { batchId, studentId: student.id },
        });
      }
    },
    { duplicate: 'training.alreadyIn' },
  );
  return getBatch(db, auth, batchId);
}

/* Decisions ---------------------------------------------------------------------------------- */

/** Frees the quota place an entry held, in the transaction that ends it. */
async function freePlace(tx: Tx, batchId: number, officeId: number | null) {
  if (officeId === null) return;
  await tx.execute(
    sql`update ${trainingQuotas} set used = used - 1 where batch_id = ${batchId} and office_id = ${officeId} and used > 0`,
  );
}

export async function decide(db: Db, actor: Actor, id: number, input: DecisionValues) {
  const { entry, batch } = await readEntry(db, actor.auth, id);
  const to = DECISION_TO[input.action];
  const from = DECISION_FROM[input.action];
  if (!from.includes(entry.status)) throw conflict('training.decisionNotNow');
  const charges = input.action === 'finalise' ? (input.charges ?? []) : [];
  await assertTraineeCharges(db, entry.userId, charges);
  await inTransaction(db, async (tx) => {
    if (input.action === 'finalise') {
      await finalise(tx, actor, entry.id, batch.id, charges);
    } else {
      const result = (await tx.execute(sql`
        update ${trainingApplications} set
          status = ${to},
          rank = case when ${to} in ('shortlisted', 'waitlisted')
            then coalesce(${input.rank ?? null}::int, (select coalesce(max(a.rank), 0) + 1 from ${trainingApplications} a
                  where a.batch_id = ${batch.id} and a.status = ${to}))
            end,
          reason = coalesce(${input.reason ?? null}, reason),
          decided_by = ${actor.auth.userId},
          updated_at = now()
        where id = ${id} and status in (${sql.join(
          from.map((state) => sql`${state}`),
          sql`, `,
        )})
        returning id`)) as unknown as { rows: unknown[] };
      if (result.rows.length === 0) throw conflict('training.decisionNotNow');
      if (to === 'rejected') await freePlace(tx, batch.id, entry.officeId);
      if (to === 'shortlisted' && entry.userId) await notifyShortlisted(tx, [entry.userId], batch);
    }
    await audit(tx, actor, input.action, 'training-application', id, {
      before: { status: entry.status },
      after: {
        status: to,
        rank: input.rank ?? null,
        reason: input.reason ?? null,
        ...(charges.length > 0 && { charges }),
      },
    });
  });
  return { id, status: to };
}

/**
 * Shortlisted → trainee, taking a seat: one statement moves the entry only if it is still on the
 * shortlist and the batch still has a seat, and writes the trainee row. The officer's desks named
 * go in charge for the batch's days in the same transaction (training-away.service.ts).
 */
async function finalise(
  tx: Tx,
  _actor: Actor,
  applicationId: number,
  batchId: number,
  charges: TraineeCharge[],
) {
  const result = (await tx.execute(sql`
    with seat as (
      update ${trainingBatches} set trainee_count = trainee_count + 1, updated_at = now()
      where id = ${batchId} and trainee_count < seats and status in ('open', 'closed')
      returning id, kind, provider_org_id, title_id, start_date
    ), moved as (
      update ${trainingApplications} set status = 'trainee', decided_by = ${_actor.auth.userId}, updated_at = now()
      where id = ${applicationId} and batch_id = ${batchId} and status = 'shortlisted' and exists (select 1 from seat)
      returning *
    )
    insert into ${trainingTrainees}
      (application_id, batch_id, user_id, student_id, office_id, kind, provider_org_id, title_id, year, gender,
       name_bn, name_en, designation)
    select moved.id, moved.batch_id, moved.user_id, moved.student_id, moved.office_id, seat.kind, seat.provider_org_id,
           seat.title_id, extract(year from seat.start_date)::int, moved.gender, moved.name_bn, moved.name_en, moved.designation
    from moved cross join seat
    returning id, user_id as "userId"`)) as unknown as { rows: { id: number; userId: number | null }[] };
  const [row] = result.rows;
  if (!row) {
    const [entry] = await tx
      .select({ status: trainingApplications.status })
      .from(trainingApplications)
      .where(eq(trainingApplications.id, applicationId));
    if (entry?.status !== 'shortlisted') throw conflict('training.decisionNotNow');
    throw conflict('training.seatsFull');
  }
  if (row.userId) {
    const [batch] = await tx.select().from(trainingBatches).where(eq(trainingBatches.id, batchId));
    if (charges.length > 0)
      await chargesWithTraining(
        tx,
        _actor,
        { id: Number(row.id), userId: Number(row.userId) },
        batch,
        charges,
      );
    await notifyFinalised(tx, [Number(row.userId)], batch);
  }
}

/**
 * The applicant withdraws an entry, freeing its quota place: one not yet final, or a final
 * trainee's before the batch's first day.
 */
export async function withdraw(db: Db, actor: Actor, id: number) {
  const [entry] = await db
    .select()
    .from(trainingApplications)
    .where(and(eq(trainingApplications.id, id), eq(trainingApplications.userId, actor.auth.userId)));
  if (!entry) throw notFound();
  if (entry.status === 'trainee') return withdrawTrainee(db, actor, entry);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(trainingApplications)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(
        and(
          eq(trainingApplications.id, id),
          sql`${trainingApplications.status} in ('applied', 'shortlisted', 'waitlisted')`,
        ),
      )
      .returning({ id: trainingApplications.id });
    if (!after) throw conflict('training.decisionNotNow');
    await freePlace(tx, entry.batchId, entry.officeId);
    await audit(tx, actor, 'withdraw', 'training-application', id, { before: { status: entry.status } });
  });
  return { id, status: 'withdrawn' as const };
}

/**
 * A final trainee withdraws before the batch's first day: in one transaction the entry is withdrawn,
 * the trainee row (no attendance yet) removed, the seat and the quota place given back, and the
 * charges the training gave ended. From the first day on it is 409: the batch's admin decides the
 * trainee instead.
 */
async function withdrawTrainee(db: Db, actor: Actor, entry: typeof trainingApplications.$inferSelect) {
  const today = dhakaDay(new Date());
  const [batch] = await db
    .select({ startDate: trainingBatches.startDate })
    .from(trainingBatches)
    .where(eq(trainingBatches.id, entry.batchId));
  if (!batch || batch.startDate <= today) throw conflict('training.withdrawStarted');
  await inTransaction(db, async (tx) => {
    const result = (await tx.execute(sql`
      with moved as (
        update ${trainingApplications} a set status = 'withdrawn', updated_at = now()
        where a.id = ${entry.id} and a.status = 'trainee' and exists (select 1 from ${trainingBatches} b
          where b.id = a.batch_id and b.start_date > ${today} and b.status in ('open', 'closed'))
        returning a.id
      ), gone as (
        delete from ${trainingTrainees} t using moved
        where t.application_id = moved.id and t.status = 'enrolled' and t.days_present = 0
        returning t.id, t.user_id
      ), seat as (
        update ${trainingBatches} b set trainee_count = trainee_count - 1, updated_at = now()
        from gone where b.id = ${entry.batchId}
        returning b.id
      )
      select gone.id, gone.user_id as "userId" from gone`)) as unknown as {
      rows: { id: number; userId: number | null }[];
    };
    const [trainee] = result.rows;
    if (!trainee) throw conflict('training.decisionNotNow');
    await freePlace(tx, entry.batchId, entry.officeId);
    const ended = await endTrainingCharges(
      tx,
      actor,
      [{ id: Number(trainee.id), userId: trainee.userId === null ? null : Number(trainee.userId) }],
      'প্রশিক্ষণ থেকে প্রত্যাহার',
    );
    await audit(tx, actor, 'withdraw', 'training-application', entry.id, {
      before: { status: 'trainee', traineeId: Number(trainee.id) },
      after: { status: 'withdrawn', endedCharges: ended },
    });
  });
  return { id: entry.id, status: 'withdrawn' as const };
}

/* Lists -------------------------------------------------------------------------------------- */

const rowColumns = {
  id: trainingApplications.id,
  batchId: trainingBatches.id,
  batchName: trainingBatches.nameBn,
  kind: trainingBatches.kind,
  startDate: trainingBatches.startDate,
  endDate: trainingBatches.endDate,
  titleId: trainingTitles.id,
  titleBn: trainingTitles.nameBn,
  titleEn: trainingTitles.nameEn,
  userId: trainingApplications.userId,
  studentId: trainingApplications.studentId,
  nameBn: trainingApplications.nameBn,
  nameEn: trainingApplications.nameEn,
  designation: trainingApplications.designation,
  gender: trainingApplications.gender,
  officeId: trainingApplications.officeId,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  mobile: trainingStudents.mobile,
  source: trainingApplications.source,
  status: trainingApplications.status,
  rank: trainingApplications.rank,
  reason: trainingApplications.reason,
  createdAt: trainingApplications.createdAt,
};

export function applicationQuery(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(trainingApplications)
    .innerJoin(trainingBatches, eq(trainingBatches.id, trainingApplications.batchId))
    .innerJoin(trainingTitles, eq(trainingTitles.id, trainingBatches.titleId))
    .leftJoin(offices, eq(offices.id, trainingApplications.officeId))
    .leftJoin(trainingStudents, eq(trainingStudents.id, trainingApplications.studentId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof applicationQuery>['execute']>>[number];

export const personOf = (
  row: Pick<
    Row,
    | 'userId'
    | 'studentId'
    | 'nameBn'
    | 'nameEn'
    | 'designation'
    | 'gender'
    | 'officeId'
    | 'officeBn'
    | 'officeEn'
    | 'mobile'
  >,
): TrainingPerson => ({
  userId: row.userId,
  studentId: row.studentId,
  nameBn: row.nameBn,
  nameEn: row.nameEn,
  mobile: row.mobile ?? null,
  gender: row.gender,
  office: row.officeId ? { id: row.officeId, nameBn: row.officeBn ?? '', nameEn: row.officeEn ?? '' } : null,
  designation: row.designation,
});

export const toApplicationRow = (row: Row): ApplicationRow => ({
  id: row.id,
  batch: {
    id: row.batchId,
    nameBn: row.batchName,
    kind: row.kind,
    startDate: row.startDate,
    endDate: row.endDate,
    title: { id: row.titleId, nameBn: row.titleBn, nameEn: row.titleEn },
  },
  person: personOf(row),
  source: row.source,
  status: row.status,
  rank: row.rank,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

function applicationWhere(auth: AuthContext, query: ApplicationFilterParams): SQL | undefined {
  return and(
    managedBatchScope(auth),
    query.kind ? eq(trainingBatches.kind, query.kind) : undefined,
    query.batchId ? eq(trainingApplications.batchId, query.batchId) : undefined,
    query.status ? eq(trainingApplications.status, query.status) : undefined,
    query.source ? eq(trainingApplications.source, query.source) : undefined,
    query.officeId ? eq(trainingApplications.officeId, query.officeId) : undefined,
    searchTextMatches(query.search, trainingApplications.searchText),
  );
}

const listOrder = [
  asc(trainingApplications.batchId),
  sql`${trainingApplications.rank} asc nulls last`,
  asc(trainingApplications.id),
];

export async function listApplications(
  db: Db,
  auth: AuthContext,
  query: ApplicationParams,
): Promise<ApplicationPage> {
  const where = applicationWhere(auth, query);
  const [rows, total] = await Promise.all([
    applicationQuery(db)
      .where(where)
      .orderBy(...(query.batchId ? listOrder.slice(1) : [sql`${trainingApplications.id} desc`]))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    countCapped(db, where),
  ]);
  return { items: rows.map(toApplicationRow), total };
}

async function countCapped(db: Db, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as total from (
      select 1 from ${trainingApplications} join ${trainingBatches} on ${trainingBatches.id} = ${trainingApplications.batchId}
      where ${where ?? sql`true`} limit 10000) capped`)) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

export async function* applicationBatches(db: Db, auth: AuthContext, query: ApplicationFilterParams) {
  const where = applicationWhere(auth, query);
  for (let offset = 0; ; offset += 1000) {
    const rows = await applicationQuery(db)
      .where(where)
      .orderBy(sql`${trainingApplications.id} desc`)
      .limit(1000)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toApplicationRow);
    if (rows.length < 1000) return;
  }
}

/** The printable memo of one office's nominees to a batch (SPEC.md: a Bangla document leaving the office). */
export async function nominationMemo(
  db: Db,
  auth: AuthContext,
  batchId: number,
  officeId: number,
): Promise<NominationMemo> {
  const batch = await getBatch(db, auth, batchId);
  const [office] = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  const rows = await applicationQuery(db)
    .where(
      and(
        eq(trainingApplications.batchId, batchId),
        eq(trainingApplications.officeId, officeId),
        eq(trainingApplications.source, 'nominated'),
        sql`${trainingApplications.status} not in ('rejected', 'withdrawn')`,
      ),
    )
    .orderBy(asc(trainingApplications.id));
  const quota = batch.quotas.find((item) => item.office.id === officeId);
  return {
    memoNo: `প্রশি/${batch.startDate.slice(0, 4)}/${batchId}/${officeId}`,
    date: dhakaDay(new Date()),
    batch,
    office,
    quota: quota?.quota ?? null,
    nominees: rows.map(personOf),
  };
}
