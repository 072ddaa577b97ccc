/**
 * The officer list (SPEC.md §3 columns), one officer in full, and a new officer made by an admin.
 * An officer is an account with its profile; `profiles.office_id` and `role_id` (kept by triggers on
 * postings, migration 0014) say where the officer works now, so the list filters and sorts on one
 * table with its indexes, over 1.5 million officers as over one office.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COUNT_CAP,
  type NewOfficer,
  type OfficerDetail,
  type OfficerFilterParams,
  type OfficerListParams,
  type OfficerPage,
  type OfficerSummary,
  SEARCH_COUNT_CAP,
} from '../../../common/contracts/officer.contract';
import {
  canExportOfficers,
  canListOfficers,
  canManageOfficersOf,
  isAppAdmin,
} from '../../../common/permissions';
import { toEnglishDigits } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, forbidden } from '../../platform/errors';
import type { NidVerifier } from '../../platform/nid';
import { pageOffset, plannedRows, searchTextMatches } from '../../platform/paging';
import { hashPassword } from '../../platform/passwords';
import { isUniqueViolation } from '../../platform/transactions';
import { districts, upazilas } from '../geography/geography.table';
import { named } from '../office/office.access';
import { offices, roles, userRoles } from '../office/office.table';
import {
  checkNid,
  checkPreferredPlace,
  chosenDesk,
  insertAccount,
  isNidVerificationEnabled,
  refuseDuplicates,
} from '../registration/registration.service';
import { profileChildren, profileSpouses, profiles, users } from '../users/users.table';
import { assertCanSeeOfficer } from './officer.access';
import { serviceRecords } from './officer-posting.service';

const attached = alias(offices, 'attached_office');
const home = alias(offices, 'home_office');
const preferredDistrict = alias(districts, 'preferred_district');
const preferredUpazila = alias(upazilas, 'preferred_upazila');

/* Who sees whom -------------------------------------------------------------------------------- */

/**
 * App admins see every officer; an office admin, or a desk app security lets view or export the
 * list, those working in or attached to the active office.
 */
function scope(actor: Actor, officeId: number | undefined): SQL | undefined {
  const { auth } = actor;
  if (!isAppAdmin(auth)) {
    if (!canListOfficers(auth) && !canExportOfficers(auth)) throw forbidden();
    if (officeId !== undefined && officeId !== auth.activeRole.OfficeId) throw forbidden();
    officeId = auth.activeRole.OfficeId;
  }
  return officeId === undefined
    ? undefined
    : or(eq(profiles.officeId, officeId), eq(profiles.attachedOfficeId, officeId));
}

/** What a search box's text is: an email, a mobile number or an NID finds one person by its index. */
function searchKind(text: string | undefined): 'email' | 'mobile' | 'nid' | 'name' | null {
  if (!text) return null;
  const digits = toEnglishDigits(text.trim());
  if (digits.includes('@')) return 'email';
  if (/^01\d{9}$/.test(digits)) return 'mobile';
  if (/^(\d{10}|\d{13}|\d{17})$/.test(digits)) return 'nid';
  return 'name';
}

function search(text: string | undefined): SQL | undefined {
  const kind = searchKind(text);
  if (!text || !kind) return undefined;
  const digits = toEnglishDigits(text.trim());
  if (kind === 'email') return eq(users.email, digits.toLowerCase());
  if (kind === 'mobile') return eq(users.mobile, digits);
  if (kind === 'nid') return eq(profiles.nid, digits);
  return searchTextMatches(text, profiles.searchText);
}

function stateOf(query: OfficerFilterParams, officeId: number | undefined): SQL | undefined {
  const here = officeId === undefined ? undefined : eq(profiles.officeId, officeId);
  switch (query.state) {
    case 'posted':
      return and(here, isNotNull(profiles.roleId));
    case 'nonPosted':
      return and(here, isNull(profiles.roleId));
    case 'attached':
      return officeId === undefined
        ? isNotNull(profiles.attachedOfficeId)
        : eq(profiles.attachedOfficeId, officeId);
    default:
      return undefined;
  }
}

function conditions(actor: Actor, query: OfficerFilterParams): SQL | undefined {
  const officeId = isAppAdmin(actor.auth) ? query.officeId : actor.auth.activeRole.OfficeId;
  const place = query.upazilaId
    ? sql`${profiles.officeId} in (select id from offices where upazila_id = ${query.upazilaId})`
    : query.districtId
      ? sql`${profiles.officeId} in (select id from offices where district_id = ${query.districtId})`
      : undefined;
  return and(
    scope(actor, query.officeId),
    stateOf(query, officeId),
    query.roleId ? eq(profiles.roleId, query.roleId) : undefined,
    place,
    search(query.search),
  );
}

/* The list ------------------------------------------------------------------------------------- */

const summaryColumns = {
  userId: profiles.userId,
  nameBn: profiles.knownAsBangla,
  nameEn: profiles.knownAs,
  progress: profiles.progress,
  email: users.email,
  mobile: users.mobile,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleBn: roles.nameBn,
  roleEn: roles.nameEn,
  officeId: offices.id,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  districtId: districts.id,
  districtBn: districts.nameBn,
  districtEn: districts.nameEn,
  upazilaId: upazilas.id,
  upazilaBn: upazilas.nameBn,
  upazilaEn: upazilas.nameEn,
  attachedId: attached.id,
  attachedBn: attached.nameBn,
  attachedEn: attached.nameEn,
  // The post the officer holds in charge today while its holder is away, read per row of the page
  // through the acting officer's index.
  acting: sql<OfficerSummary['acting']>`(select json_build_object('roleBn', r.name_bn, 'roleEn', r.name_en,
      'fromDate', c.from_date, 'toDate', c.to_date, 'kind', c.kind)
    from desk_charges c join desks d on d.id = c.desk_id join roles r on r.id = d.role_id
    join user_roles h on h.id = c.holder_user_role_id and h.released_on is null
    where c.acting_user_id = ${profiles.userId} and c.status = 'active'
      and c.from_date <= (now() at time zone 'Asia/Dhaka')::date and c.to_date >= (now() at time zone 'Asia/Dhaka')::date
    order by c.from_date limit 1)`,
};

function summaries(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(roles, eq(roles.id, profiles.roleId))
    .leftJoin(offices, eq(offices.id, profiles.officeId))
    .leftJoin(districts, eq(districts.id, offices.districtId))
    .leftJoin(upazilas, eq(upazilas.id, offices.upazilaId))
    .leftJoin(attached, eq(attached.id, profiles.attachedOfficeId))
    .where(where)
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

const toSummary = (row: SummaryRow): OfficerSummary => ({
  userId: row.userId,
  nameBn: row.nameBn,
  nameEn: row.nameEn,
  role: named(row.roleId, row.roleBn, row.roleEn),
  office: named(row.officeId, row.officeBn, row.officeEn),
  district: named(row.districtId, row.districtBn, row.districtEn),
  upazila: named(row.upazilaId, row.upazilaBn, row.upazilaEn),
  attachedOffice: named(row.attachedId, row.attachedBn, row.attachedEn),
  acting: row.acting ?? null,
  progress: row.progress,
  mobile: row.mobile,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

const order = (query: OfficerFilterParams) =>
  query.sort === 'name' ? [asc(profiles.knownAsBangla), asc(profiles.id)] : [desc(profiles.id)];

/**
 * A name the planner expects this many times over the cap is not counted: the cap is shown. Counting
 * a common name ("রহমান", one officer in ten nationally) up to the cap reads profiles in order, a
 * scan that under load costs more than the page; the statistics already say the cap is passed.
 */
const UNCOUNTED_NAME_FACTOR = 10;

/**
 * Matches counted up to a cap and no further: a national search for a common name has hundreds of
 * thousands, and counting them all on every page costs more than the page. A name search stops at
 * SEARCH_COUNT_CAP, a filter at COUNT_CAP. The count reads users only when the filter does (an
 * email or mobile number); every profile has its user, so the join would only slow the count.
 */
async function cappedTotal(
  db: Db,
  where: SQL | undefined,
  query: OfficerFilterParams,
): Promise<{ total: number; capped: boolean }> {
  if (!where) {
    const result = (await db.execute(
      sql`select reltuples::bigint as rows from pg_class where oid = to_regclass('profiles')`,
    )) as unknown as { rows: { rows: string | number }[] };
    const estimate = Number(result.rows[0]?.rows ?? -1);
    if (estimate > COUNT_CAP) return { total: estimate, capped: true };
  }
  const kind = searchKind(query.search);
  const cap = kind === 'name' ? SEARCH_COUNT_CAP : COUNT_CAP;
  const from =
    kind === 'email' || kind === 'mobile'
      ? sql`${profiles} inner join ${users} on ${users.id} = ${profiles.userId}`
      : sql`${profiles}`;
  if (kind === 'name' && where) {
    const expected = await plannedRows(db, from, where);
    if (expected !== undefined && expected > cap * UNCOUNTED_NAME_FACTOR) return { total: cap, capped: true };
  }
  const result = (await db.execute(sql`select count(*)::int as total from (
      select 1 from ${from} where ${where ?? sql`true`} limit ${cap + 1}) matches`)) as unknown as {
    rows: { total: number }[];
  };
  const total = Number(result.rows[0]?.total ?? 0);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * The page's profile ids, chosen from profiles alone (and users only when the search is an email or
 * a mobile number): joining the names first made PostgreSQL join every officer of a 600-post office
 * before keeping 20 of them.
 */
function pageIds(db: Db, where: SQL | undefined, query: OfficerListParams) {
  const kind = searchKind(query.search);
  const ids = db.select({ id: profiles.id }).from(profiles).$dynamic();
  const from =
    kind === 'email' || kind === 'mobile' ? ids.innerJoin(users, eq(users.id, profiles.userId)) : ids;
  return from
    .where(where)
    .orderBy(...order(query))
    .limit(query.pageSize)
    .offset(pageOffset(query));
}

export async function listOfficers(db: Db, actor: Actor, query: OfficerListParams): Promise<OfficerPage> {
  const where = conditions(actor, query);
  const [rows, count] = await Promise.all([
    summaries(db, inArray(profiles.id, pageIds(db, where, query))).orderBy(...order(query)),
    cappedTotal(db, where, query),
  ]);
  return { items: rows.map(toSummary), total: count.total, totalIsCapped: count.capped };
}

/** The list in batches for the Excel file, in the list's order and scope. */
export async function* officerBatches(
  db: Db,
  actor: Actor,
  query: OfficerFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<OfficerSummary[]> {
  const where = conditions(actor, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await summaries(db, where)
      .orderBy(...order(query))
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toSummary);
    if (rows.length < size) return;
  }
}

/* One officer ---------------------------------------------------------------------------------- */

export async function getOfficer(db: Db, actor: Actor, userId: number): Promise<OfficerDetail> {
  const profile = await assertCanSeeOfficer(db, actor, userId);
  const [row] = await summaries(db, eq(profiles.id, profile.id));
  const [places] = await db
    .select({
      homeId: home.id,
      homeBn: home.nameBn,
      homeEn: home.nameEn,
      districtId: preferredDistrict.id,
      districtBn: preferredDistrict.nameBn,
      districtEn: preferredDistrict.nameEn,
      upazilaId: preferredUpazila.id,
      upazilaBn: preferredUpazila.nameBn,
      upazilaEn: preferredUpazila.nameEn,
    })
    .from(profiles)
    .leftJoin(home, eq(home.id, profiles.homeOfficeId))
    .leftJoin(preferredDistrict, eq(preferredDistrict.id, profiles.preferredDistrictId))
    .leftJoin(preferredUpazila, eq(preferredUpazila.id, profiles.preferredUpazilaId))
    .where(eq(profiles.id, profile.id));
  const [spouses, children, postings] = await Promise.all([
    db
      .select({ name: profileSpouses.name, occupation: profileSpouses.occupation })
      .from(profileSpouses)
      .where(eq(profileSpouses.profileId, profile.id))
      .orderBy(asc(profileSpouses.id)),
    db
      .select({
        name: profileChildren.name,
        gender: profileChildren.gender,
        dateOfBirth: profileChildren.dateOfBirth,
      })
      .from(profileChildren)
      .where(eq(profileChildren.profileId, profile.id))
      .orderBy(asc(profileChildren.id)),
    serviceRecords(db, userId, { current: true }),
  ]);
  if (actor.auth.userId !== userId) {
    // Personal data of another officer (NID, birth date, family): every read is on record.
    await audit(db, actor, 'read', 'officer', userId);
  }
  return {
    ...toSummary(row),
    gender: profile.gender,
    fatherNameBn: profile.fatherNameBn,
    fatherNameEn: profile.fatherNameEn,
    motherNameBn: profile.motherNameBn,
    motherNameEn: profile.motherNameEn,
    dateOfBirth: profile.dateOfBirth,
    nid: profile.nid,
    religion: profile.religion,
    permanentAddress: profile.permanentAddress,
    presentAddress: profile.presentAddress,
    postOffice: profile.postOffice,
    postCode: profile.postCode,
    preferredDistrict: named(places.districtId, places.districtBn, places.districtEn),
    preferredUpazila: named(places.upazilaId, places.upazilaBn, places.upazilaEn),
    serviceId: profile.serviceId,
    firstJoiningDate: profile.firstJoiningDate,
    currentJoiningDate: profile.currentJoiningDate,
    homeOffice: named(places.homeId, places.homeBn, places.homeEn),
    skills: profile.skills,
    spouses,
    children,
    postings,
  };
}

/* A new officer -------------------------------------------------------------------------------- */

/**
 * An admin registers an officer straight onto a vacant post of an office they manage: the account,
 * profile and family as registration makes them, and the posting at once (no request to approve).
 */
export async function createOfficer(
  db: Db,
  verifier: NidVerifier,
  actor: Actor,
  input: NewOfficer,
): Promise<{ userId: number }> {
  if (!canManageOfficersOf(actor.auth, input.officeId)) throw forbidden();
  const desk = await chosenDesk(db, input);
  await checkPreferredPlace(db, input);
  await refuseDuplicates(db, input);
  if (await isNidVerificationEnabled(db)) await checkNid(verifier, input.nid, input.dateOfBirth);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const { userId } = await insertAccount(tx, input, passwordHash, desk.officeId);
      // The partial unique index on held desks refuses a post someone took meanwhile (409).
      const [posting] = await tx
        .insert(userRoles)
        .values({
          userId,
          deskId: desk.id,
          joinedOn: input.currentJoiningDate,
          orderNo: input.orderNo ?? null,
        })
        .returning({ id: userRoles.id });
      await audit(tx, actor, 'create', 'officer', userId, {
        after: { deskId: desk.id, officeId: desk.officeId, userRoleId: posting.id },
      });
      return { userId };
    });
  } catch (error) {
    // Someone took the post, or the email, mobile or NID, between the checks and the write.
    if (isUniqueViolation(error)) {
      throw conflict(
        constraintOf(error) === 'user_roles_one_holder_per_desk'
          ? 'registration.deskTaken'
          : 'officer.duplicate',
      );
    }
    throw error;
  }
}

const constraintOf = (error: unknown) => {
  const candidate = error as { constraint?: string; cause?: { constraint?: string } };
  return candidate.cause?.constraint ?? candidate.constraint;
};
