/** The office admin's queue of desk requests: list, approve (posting the officer), reject. */
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DeskRequestRow } from '../../../common/contracts/registration.contract';
import { canManageOfficersOf, isAppAdmin, type PermissionSubject } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { type MessageSender, sendMessage } from '../../platform/outbox';
import { EVERY_OFFICE } from '../../platform/read-cache';
import { transition } from '../../platform/transitions';
import { desks, offices, roles, sections, userRoles } from '../office/office.table';
import { profiles, users } from '../users/users.table';
import { deskRequests } from './registration.table';

export interface RequestListQuery {
  page: number;
  pageSize: number;
  status: 'pending' | 'approved' | 'rejected';
}

/** App admins see every office's queue; an office admin sees the active office's; others none. */
function officeScope(subject: PermissionSubject) {
  if (isAppAdmin(subject)) return undefined;
  if (subject.activeRole.IsOfficeAdmin) return eq(deskRequests.officeId, subject.activeRole.OfficeId);
  throw forbidden();
}

/** Whose queue the caller reads, for its kept answer: the active office's, or every office's. */
export function queueOfficeOf(subject: PermissionSubject): number | undefined {
  if (isAppAdmin(subject)) return EVERY_OFFICE;
  return subject.activeRole.IsOfficeAdmin ? subject.activeRole.OfficeId : undefined;
}

/** Requests with who asked and for which post, newest first; callers add the filter and the page. */
function requestRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: deskRequests.id,
      status: deskRequests.status,
      createdAt: deskRequests.createdAt,
      userId: users.id,
      nameBn: profiles.knownAsBangla,
      nameEn: profiles.knownAs,
      mobile: users.mobile,
      email: users.email,
      // What the office admin checks against the applicant's papers before approving.
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      nid: profiles.nid,
      serviceId: profiles.serviceId,
      firstJoiningDate: profiles.firstJoiningDate,
      currentJoiningDate: profiles.currentJoiningDate,
      deskId: desks.id,
      roleName: roles.nameBn,
      roleNameEn: roles.nameEn,
      sectionName: sections.nameBn,
      sectionNameEn: sections.nameEn,
      officeId: offices.id,
      officeName: offices.nameBn,
      officeNameEn: offices.nameEn,
    })
    .from(deskRequests)
    .innerJoin(users, eq(users.id, deskRequests.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(desks, eq(desks.id, deskRequests.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, deskRequests.officeId))
    .leftJoin(sections, eq(sections.id, desks.sectionId))
    .where(where)
    .orderBy(desc(deskRequests.createdAt), desc(deskRequests.id));
}

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];
const toContract = (row: RequestRow): DeskRequestRow => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listDeskRequests(
  db: Db,
  subject: PermissionSubject,
  query: RequestListQuery,
): Promise<{ items: DeskRequestRow[]; total: number }> {
  const where = and(officeScope(subject), eq(deskRequests.status, query.status));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(deskRequests).where(where);
  const rows = await requestRows(db, where)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toContract), total };
}

/** The caller's own latest request, so an officer without a desk sees where it stands. */
export async function latestRequestOf(db: Db, userId: number): Promise<DeskRequestRow | null> {
  const [row] = await requestRows(db, eq(deskRequests.userId, userId)).limit(1);
  return row ? toContract(row) : null;
}

async function pendingRequest(db: Db, subject: PermissionSubject, requestId: number) {
  const [request] = await db.select().from(deskRequests).where(eq(deskRequests.id, requestId));
  if (!request) throw notFound();
  if (!canManageOfficersOf(subject, request.officeId)) throw forbidden();
  if (request.status !== 'pending') throw conflict('registration.alreadyDecided');
  return request;
}

/** Decides a pending request: of an approval and a rejection at once, one finds it pending, the other 409. */
function decide(tx: Tx, requestId: number, status: 'approved' | 'rejected', decidedBy: number) {
  return transition(tx, {
    table: deskRequests,
    id: requestId,
    idColumn: deskRequests.id,
    stateColumn: deskRequests.status,
    from: 'pending',
    set: { status, decidedBy, decidedAt: new Date() },
    conflictKey: 'registration.alreadyDecided',
  });
}

/** Tells the officer by SMS that the desk is theirs; a failed SMS stays in the outbox as failed. */
async function notifyApproval(db: Db, sender: MessageSender, userId: number, deskId: number): Promise<void> {
  const [row] = await db
    .select({ mobile: users.mobile, roleName: roles.nameBn, officeName: offices.nameBn })
    .from(users)
    .innerJoin(desks, eq(desks.id, deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .where(eq(users.id, userId));
  if (!row?.mobile) return;
  await sendMessage(db, sender, {
    channel: 'sms',
    recipient: row.mobile,
    purpose: 'desk-approved',
    body: `কার্যালয়: ${row.officeName}-এ ${row.roleName} পদে আপনার ডেস্ক অনুমোদিত হয়েছে। লগইন করে কাজ শুরু করুন।`,
  });
}

export async function approveDeskRequest(
  db: Db,
  sender: MessageSender,
  subject: PermissionSubject & { userId: number; userRoleId: number | null },
  requestId: number,
): Promise<void> {
  const request = await pendingRequest(db, subject, requestId);
  await db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.deskId, request.deskId), isNull(userRoles.releasedOn)));
    if (holder) throw conflict('registration.deskTaken');
    await decide(tx, requestId, 'approved', subject.userId);
    await tx
      .insert(userRoles)
      .values({ userId: request.userId, deskId: request.deskId, joinedOn: request.joinedOn });
    await writeAudit(tx as unknown as Db, {
      userId: subject.userId,
      userRoleId: subject.userRoleId,
      action: 'approve',
      entity: 'desk_request',
      entityId: requestId,
      before: { status: 'pending' },
      after: { status: 'approved', deskId: request.deskId },
    });
  });
  await notifyApproval(db, sender, request.userId, request.deskId);
}

export async function rejectDeskRequest(
  db: Db,
  subject: PermissionSubject & { userId: number; userRoleId: number | null },
  requestId: number,
): Promise<void> {
  await pendingRequest(db, subject, requestId);
  await db.transaction(async (tx) => {
    await decide(tx, requestId, 'rejected', subject.userId);
    await writeAudit(tx as unknown as Db, {
      userId: subject.userId,
      userRoleId: subject.userRoleId,
      action: 'reject',
      entity: 'desk_request',
      entityId: requestId,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });
}
