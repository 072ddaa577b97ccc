/**
 * Tour plans (ভ্রমণসূচি): an officer plans a visit to an office they may inspect, submits it to the
 * controlling desk (the desk theirs reports to), which approves, sends back or rejects it before the
 * visit. Each decision is one conditional update `… where id = $1 and status = 'pending' and
 * approver_desk_id = $desk returning`: of two decisions at once one is 200 and the other 409.
 */
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { ChargeDeskOption } from '../../../common/contracts/charge.contract';
import {
  PLAN_CANCELLABLE,
  PLAN_EDITABLE,
  type PlanChargeDesk,
  type PlanDecisionInput,
  type PlanDetail,
  type PlanFilterParams,
  type PlanInput,
  type PlanQueryParams,
  type PlanSummary,
  planDecisionSchema,
  planInputSchema,
} from '../../../common/contracts/inspection.contract';
import type { Page } from '../../../common/contracts/office.contract';
import { toBanglaDigits } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, pageOf, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { todayInDhaka } from '../charge/charge.service';
import { assertTakerDesk, chargeWithAbsence, endAbsenceCharges } from '../charge/charge-absence.service';
import { takerDeskOptions } from '../charge/charge-options.service';
import { holdLab, mayReadLab } from '../lab/lab-delete.service';
import { inspectionPlans, inspections, inspectionTemplates } from './inspection.table';
import {
  approverDeskOf,
  isAdmin,
  mayInspect,
  officeNames,
  personNames,
  rowsOf,
  unknownOffice,
  unknownPerson,
} from './inspection-access';
import { joinLab, labsOf, type WithLab, withLabColumns } from './inspection-labs';
import { getSettings } from './inspection-templates.service';

type PlanRow = typeof inspectionPlans.$inferSelect;

/** Desk labels (role, section, office) in both languages, by desk id. */
export async function deskLabels(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { bn: string; en: string }>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await rowsOf<{
    id: number;
    role_bn: string;
    role_en: string;
    office_bn: string;
    office_en: string;
  }>(
    db,
    sql`select d.id, r.name_bn as role_bn, r.name_en as role_en, o.name_bn as office_bn, o.name_en as office_en
      from desks d join roles r on r.id = d.role_id join offices o on o.id = d.office_id
      where d.id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { bn: `${row.role_bn}, ${row.office_bn}`, en: `${row.role_en}, ${row.office_en}` },
    ]),
  );
}

async function summaries(db: Db | Tx, rows: WithLab<PlanRow>[]): Promise<PlanSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, offices, desks, templates, started, labRefs] = await Promise.all([
    personNames(
      db,
      rows.map((row) => row.userId),
    ),
    officeNames(
      db,
      rows.flatMap((row) => [row.officeId, row.targetOfficeId]),
    ),
    deskLabels(
      db,
      rows.map((row) => row.approverDeskId ?? 0),
    ),
    db
      .select({
        id: inspectionTemplates.id,
        nameBn: inspectionTemplates.nameBn,
        nameEn: inspectionTemplates.nameEn,
      })
      .from(inspectionTemplates)
      .where(
        inArray(
          inspectionTemplates.id,
          rows.map((row) => row.templateId ?? 0),
        ),
      ),
    db
      .select({ id: inspections.id, planId: inspections.planId })
      .from(inspections)
      .where(inArray(inspections.planId, ids)),
    labsOf(db, rows),
  ]);
  const inspectionOf = new Map(started.map((row) => [row.planId, row.id]));
  const templateOf = new Map(templates.map((row) => [row.id, { ...row, nameEn: row.nameEn || row.nameBn }]));
  return rows.map((row, index) => ({
    id: row.id,
    status: row.status,
    visitDate: row.visitDate,
    purpose: row.purpose,
    inspector: people.get(row.userId) ?? unknownPerson(row.userId),
    office: offices.get(row.officeId) ?? unknownOffice(row.officeId),
    targetOffice: offices.get(row.targetOfficeId) ?? unknownOffice(row.targetOfficeId),
    lab: labRefs[index],
    template: row.templateId ? (templateOf.get(row.templateId) ?? null) : null,
    approverDeskLabelBn: row.approverDeskId ? (desks.get(row.approverDeskId)?.bn ?? null) : null,
    approverDeskLabelEn: row.approverDeskId ? (desks.get(row.approverDeskId)?.en ?? null) : null,
    inspectionId: inspectionOf.get(row.id) ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/** The desk named to take the planner's charge, with whoever holds it now. */
async function chargeDeskOf(db: Db | Tx, deskId: number | null): Promise<PlanChargeDesk | null> {
  if (!deskId) return null;
  const [labels, [holder]] = await Promise.all([
    deskLabels(db, [deskId]),
    rowsOf<{ user_id: number; name_en: string; name_bn: string | null }>(
      db,
      sql`select u.id as user_id, u.name as name_en,
          (select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1) as name_bn
        from user_roles ur join users u on u.id = ur.user_id
        where ur.desk_id = ${deskId} and ur.released_on is null limit 1`,
    ),
  ]);
  const label = labels.get(deskId);
  return {
    deskId,
    labelBn: label?.bn ?? '',
    labelEn: label?.en ?? '',
    holder: holder
      ? { userId: Number(holder.user_id), nameBn: holder.name_bn ?? holder.name_en, nameEn: holder.name_en }
      : null,
  };
}

/** Who may read a plan: the planner, its approving desk, its office's admin or head, the inspected office, app admins. */
export function mayRead(auth: AuthContext, row: PlanRow): boolean {
  const role = auth.activeRole;
  return (
    isAdmin(auth) ||
    row.userId === auth.userId ||
    (row.approverDeskId !== null && row.approverDeskId === role.DeskId) ||
    (row.officeId === role.OfficeId && (role.IsOfficeAdmin || role.IsOfficeHead)) ||
    (row.targetOfficeId === role.OfficeId && row.status !== 'draft')
  );
}

export async function readablePlan(db: Db | Tx, auth: AuthContext, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(inspectionPlans).where(eq(inspectionPlans.id, id));
  if (!row || !mayRead(auth, row)) throw notFound();
  return row;
}

export async function getPlan(db: Db | Tx, auth: AuthContext, id: number): Promise<PlanDetail> {
  const row = await readablePlan(db, auth, id);
  const [[summary], chargeDesk] = await Promise.all([
    summaries(db, [row]),
    chargeDeskOf(db, row.chargeDeskId),
  ]);
  const own = row.userId === auth.userId;
  return {
    ...summary,
    decisionNote: row.decisionNote,
    labId: row.labId,
    chargeDesk,
    can: {
      edit: own && PLAN_EDITABLE.includes(row.status),
      submit: own && PLAN_EDITABLE.includes(row.status),
      cancel: own && PLAN_CANCELLABLE.includes(row.status) && summary.inspectionId === null,
      decide: row.status === 'pending' && row.approverDeskId === auth.activeRole.DeskId,
      inspect: own && (row.status === 'approved' || row.status === 'inspected'),
    },
  };
}

function planWhere(auth: AuthContext, query: PlanFilterParams): SQL | undefined {
  const role = auth.activeRole;
  const scope = query.scope ?? 'own';
  const conditions: (SQL | undefined)[] = [];
  if (scope === 'own') conditions.push(eq(inspectionPlans.userId, auth.userId));
  else if (scope === 'approvals')
    conditions.push(eq(inspectionPlans.approverDeskId, role.DeskId), eq(inspectionPlans.status, 'pending'));
  else if (!isAdmin(auth)) conditions.push(eq(inspectionPlans.officeId, role.OfficeId));
  if (query.status) conditions.push(eq(inspectionPlans.status, query.status));
  if (query.from) conditions.push(gte(inspectionPlans.visitDate, query.from));
  if (query.to) conditions.push(lte(inspectionPlans.visitDate, query.to));
  if (query.search) {
    const pattern = containsPattern(query.search.normalize('NFC'));
    conditions.push(
      sql`(${inspectionPlans.purpose} ilike ${pattern} or ${inspectionPlans.targetOfficeId} in
        (select id from offices where search_text like lower(${pattern})))`,
    );
  }
  return and(...conditions);
}

export async function listPlans(
  db: Db,
  auth: AuthContext,
  query: PlanQueryParams,
): Promise<Page<PlanSummary>> {
  if (
    query.scope === 'office' &&
    !isAdmin(auth) &&
    !auth.activeRole.IsOfficeAdmin &&
    !auth.activeRole.IsOfficeHead
  )
    throw forbidden();
  const where = planWhere(auth, query);
  const order =
    query.scope === 'approvals'
      ? [inspectionPlans.submittedAt, inspectionPlans.id]
      : [desc(inspectionPlans.visitDate), desc(inspectionPlans.id)];
  const rows = db
    .select(withLabColumns(inspectionPlans))
    .from(inspectionPlans)
    .leftJoin(...joinLab(inspectionPlans.labId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const page = await pageOf(query, rows, totalOf(db, inspectionPlans, where));
  return { items: await summaries(db, page.items), total: page.total };
}

/** All the plans of a filter, for the Excel file (at most 10,000). */
export async function plansForExport(
  db: Db,
  auth: AuthContext,
  query: PlanFilterParams,
): Promise<PlanSummary[]> {
  const rows = await db
    .select(withLabColumns(inspectionPlans))
    .from(inspectionPlans)
    .leftJoin(...joinLab(inspectionPlans.labId))
    .where(planWhere(auth, query))
    .orderBy(desc(inspectionPlans.visitDate), desc(inspectionPlans.id))
    .limit(10_000);
  return summaries(db, rows);
}

async function checkPlanInput(db: Db, auth: AuthContext, values: ReturnType<typeof planInputSchema.parse>) {
  const [office] = await rowsOf<{ id: number }>(
    db,
    sql`select id from offices where id = ${values.targetOfficeId}`,
  );
  if (!office)
    throw badRequest('error.invalidInput', [
      { field: 'targetOfficeId', messageKey: 'validation.inspection.officeRequired' },
    ]);
  if (!(await mayInspect(db, auth, values.targetOfficeId))) throw forbidden('inspection.officeNotAllowed');
  await assertTakerDesk(db, auth, values.chargeDeskId);
  if (values.templateId) {
    const [template] = await db
      .select()
      .from(inspectionTemplates)
      .where(eq(inspectionTemplates.id, values.templateId));
    if (template?.kind !== 'checklist')
      throw badRequest('error.invalidInput', [{ field: 'templateId', messageKey: 'validation.invalid' }]);
  }
  // The lab visited must be a digital lab the planner reads (the lab module's area).
  if (values.labId && !(await mayReadLab(db, auth, values.labId))) throw badLab();
}

const badLab = () => badRequest('error.invalidInput', [{ field: 'labId', messageKey: 'validation.invalid' }]);

/** Inside the plan's transaction: the lab named stays until the plan is written (a delete waits). */
async function holdPlanLab(tx: Tx, labId: number | undefined) {
  if (labId && !(await holdLab(tx, labId))) throw badLab();
}

export async function createPlan(db: Db, actor: Actor, input: PlanInput): Promise<PlanDetail> {
  const values = planInputSchema.parse(input);
  const { auth } = actor;
  await checkPlanInput(db, auth, values);
  const settings = await getSettings(db);
  const id = await inTransaction(db, async (tx) => {
    await holdPlanLab(tx, values.labId);
    const [row] = await tx
      .insert(inspectionPlans)
      .values({
        userId: auth.userId,
        deskId: auth.activeRole.DeskId,
        officeId: auth.activeRole.OfficeId,
        targetOfficeId: values.targetOfficeId,
        labId: values.labId ?? null,
        templateId: values.templateId ?? settings.checklistTemplateId,
        visitDate: values.visitDate,
        purpose: values.purpose,
        chargeDeskId: values.chargeDeskId ?? null,
      })
      .returning();
    await audit(tx, actor, 'create', 'inspection-plan', row.id, { after: row });
    return row.id;
  });
  return getPlan(db, auth, id);
}

async function ownPlan(db: Db, auth: AuthContext, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(inspectionPlans).where(eq(inspectionPlans.id, id));
  if (!row || row.userId !== auth.userId) throw notFound();
  return row;
}

export async function updatePlan(db: Db, actor: Actor, id: number, input: PlanInput): Promise<PlanDetail> {
  const values = planInputSchema.parse(input);
  const row = await ownPlan(db, actor.auth, id);
  await checkPlanInput(db, actor.auth, values);
  const settings = await getSettings(db);
  await inTransaction(db, async (tx) => {
    await holdPlanLab(tx, values.labId);
    const [after] = await tx
      .update(inspectionPlans)
      .set({
        targetOfficeId: values.targetOfficeId,
        visitDate: values.visitDate,
        purpose: values.purpose,
        // A plan is sent whole: a template left out is the settings' default, as when it was made.
        templateId: values.templateId ?? settings.checklistTemplateId,
        labId: values.labId ?? null,
        chargeDeskId: values.chargeDeskId ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(inspectionPlans.id, id), inArray(inspectionPlans.status, [...PLAN_EDITABLE])))
      .returning();
    if (!after) throw conflict('error.stateChanged');
    await audit(tx, actor, 'update', 'inspection-plan', id, { before: row, after });
  });
  return getPlan(db, actor.auth, id);
}

export async function submitPlan(db: Db, actor: Actor, id: number): Promise<PlanDetail> {
  const row = await ownPlan(db, actor.auth, id);
  const approver = await approverDeskOf(db, row.deskId);
  if (approver === null) throw conflict('inspection.noApprover');
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspectionPlans)
      .set({ status: 'pending', approverDeskId: approver, submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(inspectionPlans.id, id), inArray(inspectionPlans.status, [...PLAN_EDITABLE])))
      .returning();
    if (!after) throw conflict('error.stateChanged');
    await audit(tx, actor, 'submit', 'inspection-plan', id, {
      before: { status: row.status },
      after: { status: 'pending' },
    });
  });
  return getPlan(db, actor.auth, id);
}

/** The order number of the charge a tour plan's approval gives. */
const tourOrderNo = (planId: number) => `ভ্রমণ-${toBanglaDigits(planId)}`;

export async function cancelPlan(db: Db, actor: Actor, id: number): Promise<PlanDetail> {
  const row = await ownPlan(db, actor.auth, id);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspectionPlans)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(inspectionPlans.id, id),
          inArray(inspectionPlans.status, [...PLAN_CANCELLABLE]),
          sql`not exists (select 1 from inspections i where i.plan_id = ${id})`,
        ),
      )
      .returning();
    if (!after) throw conflict('error.stateChanged');
    await audit(tx, actor, 'cancel', 'inspection-plan', id, { before: { status: row.status } });
    // A tour called off after its approval gives its desk back: the charge for the day ends.
    if (row.status === 'approved')
      await endAbsenceCharges(
        tx,
        actor,
        [{ holderUserId: after.userId, orderNo: tourOrderNo(id) }],
        'ভ্রমণ বাতিল',
      );
  });
  return getPlan(db, actor.auth, id);
}

export async function decidePlan(
  db: Db,
  actor: Actor,
  id: number,
  input: PlanDecisionInput,
): Promise<PlanDetail> {
  const values = planDecisionSchema.parse(input);
  const { auth } = actor;
  const row = await readablePlan(db, auth, id);
  if (row.status !== 'pending') throw conflict('inspection.planDecided');
  if (row.approverDeskId !== auth.activeRole.DeskId) throw forbidden('inspection.notYourDesk');
  if (values.action !== 'approve' && !values.note)
    throw badRequest('inspection.noteRequired', [{ field: 'note', messageKey: 'inspection.noteRequired' }]);
  const status =
    values.action === 'approve' ? 'approved' : values.action === 'return' ? 'returned' : 'rejected';
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspectionPlans)
      .set({
        status,
        // The approver's choice of who takes the charge is the one the approval stands on.
        ...(status === 'approved' && { chargeDeskId: values.chargeDeskId ?? row.chargeDeskId }),
        decisionNote: values.note ?? null,
        decidedBy: auth.userId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(inspectionPlans.id, id),
          eq(inspectionPlans.status, 'pending'),
          eq(inspectionPlans.approverDeskId, auth.activeRole.DeskId),
        ),
      )
      .returning();
    if (!after) throw conflict('inspection.planDecided');
    if (status === 'approved') await chargeWithTour(tx, actor, after);
    await audit(tx, actor, values.action, 'inspection-plan', id, {
      before: { status: 'pending' },
      after: { status, note: values.note ?? null },
    });
  });
  return getPlan(db, auth, id);
}

/**
 * The charge a tour plan's approval gives: the planner's desk applied from, on the visit's day, to
 * the holder of the named desk, with the order number `ভ্রমণ-<id>`. A broken rule stops the approval.
 */
function chargeWithTour(tx: Tx, actor: Actor, plan: PlanRow) {
  return chargeWithAbsence(
    tx,
    actor,
    {
      userId: plan.userId,
      deskId: plan.deskId,
      fromDate: plan.visitDate,
      toDate: plan.visitDate,
      orderNo: tourOrderNo(plan.id),
      reason: 'ভ্রমণকালীন',
    },
    plan.chargeDeskId,
  );
}

/** Desks of the caller's office whose holders may take the caller's charge on `visitDate`. */
export function planChargeDesks(
  db: Db,
  auth: AuthContext,
  visitDate: string,
  search: string | undefined,
): Promise<ChargeDeskOption[]> {
  return takerDeskOptions(
    db,
    { officeId: auth.activeRole.OfficeId, absentUserId: auth.userId, fromDate: visitDate, toDate: visitDate },
    search,
  );
}

/** The approving desk's choice of who takes the planner's charge (403 to anyone else). */
export async function planChargeChoices(
  db: Db,
  auth: AuthContext,
  id: number,
  search: string | undefined,
): Promise<ChargeDeskOption[]> {
  const row = await readablePlan(db, auth, id);
  if (row.status !== 'pending' || row.approverDeskId !== auth.activeRole.DeskId)
    throw forbidden('inspection.notYourDesk');
  const today = todayInDhaka();
  const day = row.visitDate < today ? today : row.visitDate;
  return takerDeskOptions(
    db,
    { officeId: row.officeId, absentUserId: row.userId, fromDate: day, toDate: day },
    search,
  );
}
