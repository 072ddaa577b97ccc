/**
 * Inside one office: its sections (branches) and its organogram, the tree of sanctioned posts.
 * Office admins change the own office; the super admin any office. A post someone holds cannot be
 * deleted (the 409 names the holder), nor one with service history.
 */
import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  Organogram,
  OrganogramPost,
  PostUpdateValues,
  PostValues,
  Section,
  SectionListParams,
  SectionUpdateValues,
  SectionValues,
} from '../../../common/contracts/office-structure.contract';
import { canAssignDesignation } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { deleteAudited, insertAudited, updateAudited } from '../../platform/audited-writes';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { countAll, nameMatches, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import { deskCharges } from '../charge/charge.table';
import { profiles } from '../users/users.table';
import { assertCanManageOffice, assertCanReadOffice, deskSection, named } from './office.access';
import { desks, offices, roles, sections, userRoles } from './office.table';

/* Sections -------------------------------------------------------------------------------------- */

const sectionColumns = {
  id: sections.id,
  officeId: sections.officeId,
  nameBn: sections.nameBn,
  nameEn: sections.nameEn,
  sortOrder: sections.sortOrder,
  postCount: sql<number>`(select count(*)::int from desks d where d.section_id = "sections"."id")`,
  filledCount: sql<number>`(select count(*)::int from desks d join user_roles ur on ur.desk_id = d.id and ur.released_on is null where d.section_id = "sections"."id")`,
};

export async function listSections(db: Db, actor: Actor, query: SectionListParams): Promise<Page<Section>> {
  assertCanReadOffice(actor.auth, query.officeId);
  const where = and(
    eq(sections.officeId, query.officeId),
    nameMatches(query.search, sections.nameBn, sections.nameEn),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(sectionColumns)
      .from(sections)
      .where(where)
      .orderBy(asc(sections.sortOrder), asc(sections.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(sections).where(where),
  ]);
  return { items, total };
}

async function getSection(db: Db | Tx, id: number): Promise<Section> {
  const [row] = await db.select(sectionColumns).from(sections).where(eq(sections.id, id));
  if (!row) throw notFound();
  return row;
}

async function assertOfficeExists(db: Db, officeId: number): Promise<void> {
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
  if (!office)
    throw badRequest('error.invalidInput', [{ field: 'officeId', messageKey: 'validation.office.notFound' }]);
}

export async function createSection(db: Db, actor: Actor, input: SectionValues): Promise<Section> {
  assertCanManageOffice(actor.auth, input.officeId);
  await assertOfficeExists(db, input.officeId);
  const id = await inTransaction(
    db,
    async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${sections.sortOrder}) + 1, 0)::int` })
        .from(sections)
        .where(eq(sections.officeId, input.officeId));
      return insertAudited(tx, actor, 'section', sections, { ...input, sortOrder: input.sortOrder ?? next });
    },
    { duplicate: 'office.sectionDuplicate' },
  );
  return getSection(db, id);
}

export async function updateSection(
  db: Db,
  actor: Actor,
  id: number,
  input: SectionUpdateValues,
): Promise<Section> {
  const before = await getSection(db, id);
  assertCanManageOffice(actor.auth, before.officeId);
  await inTransaction(db, (tx) => updateAudited(tx, actor, 'section', sections, id, before, input), {
    duplicate: 'office.sectionDuplicate',
  });
  return getSection(db, id);
}

export async function deleteSection(db: Db, actor: Actor, id: number): Promise<void> {
  const section = await getSection(db, id);
  assertCanManageOffice(actor.auth, section.officeId);
  if (section.postCount > 0) throw new AppError(409, 'office.sectionHasPosts', { count: section.postCount });
  await deleteAudited(db, actor, 'section', sections, id, section);
}

/* Organogram ------------------------------------------------------------------------------------ */

export async function getOrganogram(db: Db, actor: Actor, officeId: number): Promise<Organogram> {
  assertCanReadOffice(actor.auth, officeId);
  const [office] = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  const posts = await loadPosts(db, eq(desks.officeId, officeId));
  const filled = posts.filter((post) => post.holder !== null).length;
  return { office, posts, totals: { posts: posts.length, filled, empty: posts.length - filled } };
}

/** Posts with their designation, section and present holder; one query for a whole organogram. */
async function loadPosts(db: Db | Tx, where: SQL): Promise<OrganogramPost[]> {
  const today = dhakaDay(new Date());
  const rows = await db
    .select({
      id: desks.id,
      officeId: desks.officeId,
      parentDeskId: desks.parentDeskId,
      sortOrder: desks.sortOrder,
      role: { id: roles.id, nameBn: roles.nameBn, nameEn: roles.nameEn, grade: roles.grade },
      sectionId: sections.id,
      sectionBn: sections.nameBn,
      sectionEn: sections.nameEn,
      userRoleId: userRoles.id,
      userId: userRoles.userId,
      isOfficeHead: userRoles.isOfficeHead,
      isOfficeAdmin: userRoles.isOfficeAdmin,
      isAdditionalCharge: userRoles.isAdditionalCharge,
      joinedOn: userRoles.joinedOn,
      holderBn: profiles.knownAsBangla,
      holderEn: profiles.knownAs,
      actingId: deskCharges.actingUserId,
      actingBn: sql<
        string | null
      >`(select p.known_as_bangla from profiles p where p.user_id = ${deskCharges.actingUserId} order by p.id limit 1)`,
      actingEn: sql<string | null>`(select u.name from users u where u.id = ${deskCharges.actingUserId})`,
      actingKind: deskCharges.kind,
      actingFrom: deskCharges.fromDate,
      actingTo: deskCharges.toDate,
    })
    .from(desks)
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(sections, deskSection)
    .leftJoin(userRoles, and(eq(userRoles.deskId, desks.id), isNull(userRoles.releasedOn)))
    .leftJoin(
      profiles,
      eq(profiles.id, sql`(select min(p.id) from profiles p where p.user_id = "user_roles"."user_id")`),
    )
    // The charge of the post running today, while its holder keeps it (one at a time by rule).
    .leftJoin(
      deskCharges,
      and(
        eq(deskCharges.deskId, desks.id),
        eq(deskCharges.holderUserRoleId, userRoles.id),
        eq(deskCharges.status, 'active'),
        lte(deskCharges.fromDate, today),
        gte(deskCharges.toDate, today),
      ),
    )
    .where(where)
    .orderBy(asc(desks.sortOrder), asc(desks.id));
  return rows.map((row) => ({
    id: row.id,
    officeId: row.officeId,
    parentDeskId: row.parentDeskId,
    sortOrder: row.sortOrder,
    role: row.role,
    section: named(row.sectionId, row.sectionBn, row.sectionEn),
    holder:
      row.userRoleId === null || row.userId === null
        ? null
        : {
            userRoleId: row.userRoleId,
            userId: row.userId,
            nameBn: row.holderBn ?? '',
            nameEn: row.holderEn ?? '',
            isOfficeHead: row.isOfficeHead === true,
            isOfficeAdmin: row.isOfficeAdmin === true,
            isAdditionalCharge: row.isAdditionalCharge === true,
            joinedOn: row.joinedOn,
          },
    acting:
      row.actingId === null || row.actingKind === null || row.actingFrom === null || row.actingTo === null
        ? null
        : {
            userId: row.actingId,
            nameBn: row.actingBn ?? row.actingEn ?? '',
            nameEn: row.actingEn ?? '',
            kind: row.actingKind,
            fromDate: row.actingFrom,
            toDate: row.actingTo,
          },
  }));
}

async function getPost(db: Db | Tx, id: number): Promise<OrganogramPost> {
  const [post] = await loadPosts(db, eq(desks.id, id));
  if (!post) throw notFound();
  return post;
}

/** The section must be the office's own; the superior post too, and not the post itself or below it. */
async function checkPlacement(
  db: Db | Tx,
  officeId: number,
  placement: { roleId?: number; sectionId?: number | null; parentDeskId?: number | null },
  deskId: number | null,
): Promise<void> {
  if (placement.roleId !== undefined) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, placement.roleId));
    if (!role || placement.roleId === 0)
      throw badRequest('error.invalidInput', [{ field: 'roleId', messageKey: 'validation.office.notFound' }]);
  }
  if (placement.sectionId) {
    const [section] = await db.select().from(sections).where(eq(sections.id, placement.sectionId));
    if (!section || section.officeId !== officeId) throw badRequest('office.sectionNotInOffice');
  }
  if (placement.parentDeskId) {
    const officeDesks = await db
      .select({ id: desks.id, parentDeskId: desks.parentDeskId })
      .from(desks)
      .where(eq(desks.officeId, officeId));
    const parentOf = new Map(officeDesks.map((desk) => [desk.id, desk.parentDeskId]));
    if (!parentOf.has(placement.parentDeskId)) throw badRequest('office.deskParentInvalid');
    // Walk up from the new superior: meeting this post means the move would make a loop.
    let current: number | null | undefined = placement.parentDeskId;
    for (let depth = 0; current && depth <= officeDesks.length; depth++) {
      if (current === deskId) throw badRequest('office.deskParentInvalid');
      current = parentOf.get(current);
    }
  }
}

export async function createPosts(db: Db, actor: Actor, input: PostValues): Promise<OrganogramPost[]> {
  assertCanManageOffice(actor.auth, input.officeId);
  if (!canAssignDesignation(actor.auth, input.roleId)) throw forbidden();
  await assertOfficeExists(db, input.officeId);
  await checkPlacement(db, input.officeId, input, null);
  const ids = await inTransaction(db, async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${desks.sortOrder}) + 1, 0)::int` })
      .from(desks)
      .where(eq(desks.officeId, input.officeId));
    const rows = await tx
      .insert(desks)
      .values(
        Array.from({ length: input.count }, (_, index) => ({
          officeId: input.officeId,
          roleId: input.roleId,
          sectionId: input.sectionId ?? null,
          parentDeskId: input.parentDeskId ?? null,
          sortOrder: next + index,
        })),
      )
      .returning();
    for (const row of rows) await audit(tx, actor, 'create', 'desk', row.id, { after: row });
    return rows.map((row) => row.id);
  });
  return loadPosts(db, inArray(desks.id, ids));
}

export async function updatePost(
  db: Db,
  actor: Actor,
  id: number,
  input: PostUpdateValues,
): Promise<OrganogramPost> {
  const before = await getPost(db, id);
  assertCanManageOffice(actor.auth, before.officeId);
  const changesRole = input.roleId !== undefined && input.roleId !== before.role.id;
  if (
    changesRole &&
    !(canAssignDesignation(actor.auth, before.role.id) && canAssignDesignation(actor.auth, input.roleId ?? 0))
  )
    throw forbidden();
  await checkPlacement(db, before.officeId, input, id);
  const values = {
    ...(input.roleId !== undefined && { roleId: input.roleId }),
    ...(input.sectionId !== undefined && { sectionId: input.sectionId }),
    ...(input.parentDeskId !== undefined && { parentDeskId: input.parentDeskId }),
    ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
  };
  if (Object.keys(values).length === 0) return before;
  await inTransaction(db, (tx) => updateAudited(tx, actor, 'desk', desks, id, before, values));
  return getPost(db, id);
}

/**
 * Removes an empty post. Posts below it move up to its superior, so the tree stays whole.
 * A held post is refused with the holder's name; a post with past holders keeps their history.
 */
export async function deletePost(db: Db, actor: Actor, id: number, lang: 'bn' | 'en'): Promise<void> {
  const post = await getPost(db, id);
  assertCanManageOffice(actor.auth, post.officeId);
  if (post.holder) {
    throw new AppError(409, 'office.deskHeld', {
      name: lang === 'en' ? post.holder.nameEn : post.holder.nameBn,
    });
  }
  const [{ history }] = await db
    .select({ history: countAll })
    .from(userRoles)
    .where(eq(userRoles.deskId, id));
  if (history > 0) throw conflict('office.deskHasHistory');
  await inTransaction(db, async (tx) => {
    await tx.update(desks).set({ parentDeskId: post.parentDeskId }).where(eq(desks.parentDeskId, id));
    await tx.delete(desks).where(eq(desks.id, id));
    await audit(tx, actor, 'delete', 'desk', id, { before: post });
  });
}
