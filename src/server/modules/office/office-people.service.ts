/**
 * The officers of an office and their roles in it (SPEC.md §2 /officeadminssetup, /user-roles,
 * /honourboard): who holds which post, who are the office admins and the head, section admins and
 * heads, and the honour board of heads with their tenure. Changing the head closes the previous
 * head's tenure and opens the new one, so the honour board keeps itself.
 */
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ListParams, Page } from '../../../common/contracts/office.contract';
import type {
  HonourBoardEntry,
  HonourBoardValues,
  OfficeAdminsValues,
  OfficeOfficer,
  OfficerListParams,
  UserRoleFlags,
} from '../../../common/contracts/office-structure.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { deleteAudited, insertAudited, updateAudited } from '../../platform/audited-writes';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { containsPattern, countAll, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { profiles, users } from '../users/users.table';
import { assertCanManageOffice, assertCanReadOffice, deskSection, named } from './office.access';
import { desks, honourBoardEntries, offices, roles, sections, userRoles } from './office.table';

/** Today in Bangladesh (UTC+6), as the honour board writes dates. */
export const todayInDhaka = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/* Officers of an office ------------------------------------------------------------------------- */

/** An account's first profile (the one SPEC.md §3 uses), written out as drizzle may not qualify columns. */
const firstProfile = sql`(select min(p.id) from profiles p where p.user_id = "user_roles"."user_id")`;

function officersQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      userRoleId: userRoles.id,
      userId: userRoles.userId,
      nameBn: profiles.knownAsBangla,
      nameEn: profiles.knownAs,
      email: users.email,
      mobile: users.mobile,
      deskId: desks.id,
      officeId: desks.officeId,
      role: { id: roles.id, nameBn: roles.nameBn, nameEn: roles.nameEn },
      sectionId: sections.id,
      sectionBn: sections.nameBn,
      sectionEn: sections.nameEn,
      isOfficeAdmin: userRoles.isOfficeAdmin,
      isOfficeHead: userRoles.isOfficeHead,
      isSectionAdmin: userRoles.isSectionAdmin,
      isSectionHead: userRoles.isSectionHead,
      isAdditionalCharge: userRoles.isAdditionalCharge,
      joinedOn: userRoles.joinedOn,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, firstProfile))
    .leftJoin(sections, deskSection)
    .where(and(isNull(userRoles.releasedOn), where));
}

type OfficerRow = Awaited<ReturnType<typeof officersQuery>>[number];

const toOfficer = ({
  sectionId,
  sectionBn,
  sectionEn,
  officeId: _officeId,
  ...row
}: OfficerRow): OfficeOfficer => ({
  ...row,
  nameBn: row.nameBn ?? '',
  nameEn: row.nameEn ?? '',
  section: named(sectionId, sectionBn, sectionEn),
});

function officerSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.normalize('NFC'));
  // Names through the stored lower-case NFC column (trigram-indexed), the rest as typed.
  return sql`(${profiles.searchText} like lower(${pattern}) or ${users.email} ilike ${pattern} or ${users.mobile} ilike ${pattern} or normalize(${roles.nameBn}, NFC) ilike ${pattern} or ${roles.nameEn} ilike ${pattern})`;
}

export async function listOfficers(
  db: Db,
  actor: Actor,
  officeId: number,
  query: OfficerListParams,
): Promise<Page<OfficeOfficer>> {
  assertCanReadOffice(actor.auth, officeId);
  const where = and(
    eq(desks.officeId, officeId),
    query.sectionId ? eq(desks.sectionId, query.sectionId) : undefined,
    officerSearch(query.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    officersQuery(db, where)
      .orderBy(sql`${roles.grade} asc nulls last`, asc(desks.sortOrder), asc(userRoles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: countAll })
      .from(userRoles)
      .innerJoin(desks, eq(desks.id, userRoles.deskId))
      .innerJoin(roles, eq(roles.id, desks.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(profiles, eq(profiles.id, firstProfile))
      .where(and(isNull(userRoles.releasedOn), where)),
  ]);
  return { items: rows.map(toOfficer), total };
}

/** The present head and admins of an office (a handful of people, so not paginated). */
export async function getOfficeAdmins(
  db: Db,
  actor: Actor,
  officeId: number,
): Promise<{ head: OfficeOfficer | null; admins: OfficeOfficer[] }> {
  assertCanReadOffice(actor.auth, officeId);
  const rows = await officersQuery(
    db,
    and(eq(desks.officeId, officeId), sql`(${userRoles.isOfficeHead} or ${userRoles.isOfficeAdmin})`),
  ).orderBy(sql`${roles.grade} asc nulls last`, asc(userRoles.id));
  const officers = rows.map(toOfficer);
  return {
    head: officers.find((officer) => officer.isOfficeHead) ?? null,
    admins: officers.filter((o) => o.isOfficeAdmin),
  };
}

/** When the head changes: close the present head's tenure today and open the new head's. */
async function recordHeadChange(tx: Tx, officeId: number, newHead: OfficerRow | null): Promise<void> {
  const today = todayInDhaka();
  const [present] = await tx
    .select()
    .from(honourBoardEntries)
    .where(and(eq(honourBoardEntries.officeId, officeId), isNull(honourBoardEntries.toDate)));
  if (present && newHead && present.userId === newHead.userId) return;
  if (present) {
    await tx
      .update(honourBoardEntries)
      .set({ toDate: present.fromDate > today ? present.fromDate : today })
      .where(eq(honourBoardEntries.id, present.id));
  }
  if (newHead) {
    await tx.insert(honourBoardEntries).values({
      officeId,
      userId: newHead.userId,
      nameBn: newHead.nameBn ?? '',
      nameEn: newHead.nameEn,
      designationBn: newHead.role.nameBn,
      designationEn: newHead.role.nameEn,
      fromDate: today,
    });
  }
}

/** /officeadminssetup: one head (or none) and at least one admin, all from the office's officers. */
export async function setOfficeAdmins(
  db: Db,
  actor: Actor,
  officeId: number,
  input: OfficeAdminsValues,
): Promise<{ head: OfficeOfficer | null; admins: OfficeOfficer[] }> {
  assertCanManageOffice(actor.auth, officeId);
  const officers = await officersQuery(db, eq(desks.officeId, officeId));
  const inOffice = new Map(officers.map((officer) => [officer.userRoleId, officer]));
  const chosen = [...input.adminUserRoleIds, ...(input.headUserRoleId ? [input.headUserRoleId] : [])];
  if (chosen.some((id) => !inOffice.has(id))) throw badRequest('office.userRoleNotInOffice');
  const admins = new Set(input.adminUserRoleIds);
  const headId = input.headUserRoleId;
  await inTransaction(db, async (tx) => {
    for (const officer of officers) {
      const isOfficeAdmin = admins.has(officer.userRoleId);
      const isOfficeHead = officer.userRoleId === headId;
      if (officer.isOfficeAdmin === isOfficeAdmin && officer.isOfficeHead === isOfficeHead) continue;
      await tx
        .update(userRoles)
        .set({ isOfficeAdmin, isOfficeHead })
        .where(eq(userRoles.id, officer.userRoleId));
    }
    const headBefore = officers.find((officer) => officer.isOfficeHead) ?? null;
    if ((headBefore?.userRoleId ?? null) !== headId) {
      await recordHeadChange(tx, officeId, headId ? (inOffice.get(headId) ?? null) : null);
    }
    await audit(tx, actor, 'set-admins', 'office', officeId, {
      before: {
        head: headBefore?.userRoleId ?? null,
        admins: officers.filter((officer) => officer.isOfficeAdmin).map((officer) => officer.userRoleId),
      },
      after: { head: headId, admins: [...admins] },
    });
  });
  return getOfficeAdmins(db, actor, officeId);
}

/** /user-roles: one officer's admin and head flags; a head or section head replaces the previous one. */
export async function updateUserRoleFlags(
  db: Db,
  actor: Actor,
  userRoleId: number,
  flags: UserRoleFlags,
): Promise<OfficeOfficer> {
  const [before] = await officersQuery(db, eq(userRoles.id, userRoleId));
  if (!before) throw notFound();
  const officeId = before.officeId;
  assertCanManageOffice(actor.auth, officeId);
  if ((flags.isSectionAdmin || flags.isSectionHead) && before.sectionId === null)
    throw badRequest('office.noSection');
  if (flags.isOfficeAdmin === false && before.isOfficeAdmin) {
    const [{ others }] = await db
      .select({ others: countAll })
      .from(userRoles)
      .innerJoin(desks, eq(desks.id, userRoles.deskId))
      .where(
        and(
          eq(desks.officeId, officeId),
          isNull(userRoles.releasedOn),
          eq(userRoles.isOfficeAdmin, true),
          ne(userRoles.id, userRoleId),
        ),
      );
    if (others === 0) throw conflict('office.lastAdmin');
  }
  await inTransaction(db, async (tx) => {
    const held = and(isNull(userRoles.releasedOn), ne(userRoles.id, userRoleId));
    if (flags.isOfficeHead && !before.isOfficeHead) {
      const officeDesks = tx.select({ id: desks.id }).from(desks).where(eq(desks.officeId, officeId));
      await tx
        .update(userRoles)
        .set({ isOfficeHead: false })
        .where(and(held, inArray(userRoles.deskId, officeDesks)));
      await recordHeadChange(tx, officeId, before);
    }
    if (flags.isOfficeHead === false && before.isOfficeHead) await recordHeadChange(tx, officeId, null);
    if (flags.isSectionHead && !before.isSectionHead && before.sectionId !== null) {
      const sectionDesks = tx
        .select({ id: desks.id })
        .from(desks)
        .where(eq(desks.sectionId, before.sectionId));
      await tx
        .update(userRoles)
        .set({ isSectionHead: false })
        .where(and(held, inArray(userRoles.deskId, sectionDesks)));
    }
    await tx.update(userRoles).set(flags).where(eq(userRoles.id, userRoleId));
    await audit(tx, actor, 'update-flags', 'user-role', userRoleId, {
      before: toOfficer(before),
      after: flags,
    });
  });
  const [after] = await officersQuery(db, eq(userRoles.id, userRoleId));
  return toOfficer(after);
}

/* Honour board ---------------------------------------------------------------------------------- */

export async function listHonourBoard(
  db: Db,
  actor: Actor,
  officeId: number,
  query: ListParams,
): Promise<Page<HonourBoardEntry>> {
  assertCanReadOffice(actor.auth, officeId);
  const where = eq(honourBoardEntries.officeId, officeId);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: honourBoardEntries.id,
        officeId: honourBoardEntries.officeId,
        userId: honourBoardEntries.userId,
        nameBn: honourBoardEntries.nameBn,
        nameEn: honourBoardEntries.nameEn,
        designationBn: honourBoardEntries.designationBn,
        designationEn: honourBoardEntries.designationEn,
        fromDate: honourBoardEntries.fromDate,
        toDate: honourBoardEntries.toDate,
      })
      .from(honourBoardEntries)
      .where(where)
      // The present head first, then the others from the latest back.
      .orderBy(sql`${honourBoardEntries.toDate} is null desc`, desc(honourBoardEntries.fromDate))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(honourBoardEntries).where(where),
  ]);
  return { items, total };
}

async function getEntry(db: Db, id: number): Promise<HonourBoardEntry> {
  const [row] = await db.select().from(honourBoardEntries).where(eq(honourBoardEntries.id, id));
  if (!row) throw notFound();
  const { createdAt: _createdAt, ...entry } = row;
  return entry;
}

const entryValues = (input: HonourBoardValues) => ({
  nameBn: input.nameBn,
  nameEn: input.nameEn ?? null,
  designationBn: input.designationBn,
  designationEn: input.designationEn ?? null,
  fromDate: input.fromDate,
  toDate: input.toDate ?? null,
});

export async function createHonourBoardEntry(
  db: Db,
  actor: Actor,
  input: HonourBoardValues,
): Promise<HonourBoardEntry> {
  assertCanManageOffice(actor.auth, input.officeId);
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, input.officeId));
  if (!office) throw notFound();
  const id = await inTransaction(
    db,
    (tx) =>
      insertAudited(tx, actor, 'honour-board', honourBoardEntries, {
        officeId: input.officeId,
        ...entryValues(input),
      }),
    { duplicate: 'office.presentHeadExists' },
  );
  return getEntry(db, id);
}

export async function updateHonourBoardEntry(
  db: Db,
  actor: Actor,
  id: number,
  input: HonourBoardValues,
): Promise<HonourBoardEntry> {
  const before = await getEntry(db, id);
  assertCanManageOffice(actor.auth, before.officeId);
  if (input.officeId !== before.officeId) throw new AppError(400, 'error.invalidInput');
  await inTransaction(
    db,
    (tx) => updateAudited(tx, actor, 'honour-board', honourBoardEntries, id, before, entryValues(input)),
    { duplicate: 'office.presentHeadExists' },
  );
  return getEntry(db, id);
}

export async function deleteHonourBoardEntry(db: Db, actor: Actor, id: number): Promise<void> {
  const entry = await getEntry(db, id);
  assertCanManageOffice(actor.auth, entry.officeId);
  await deleteAudited(db, actor, 'honour-board', honourBoardEntries, id, entry);
}
