/**
 * /admin-settings (SPEC.md §3): the application-wide fixedData flags and each office's
 * sitePermissions. The super admin changes them; the support admin may look. Sessions read the new
 * values at their next sign-in or session refresh.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FixedData } from '../../../common/contracts/auth.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  OfficeSitePermissions,
  SitePermissionListParams,
  SitePermissionsInput,
} from '../../../common/contracts/settings.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { countAll, pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { assertSuperAdmin } from '../office/office.access';
import { offices } from '../office/office.table';
import { appSettings } from './settings.table';

const FIXED_DATA_KEY = 'fixedData';

function assertCanRead(actor: Actor): void {
  if (!isAppAdmin(actor.auth)) throw forbidden();
}

const toFixedData = (value: unknown): FixedData => ({
  isNidVerificationEnabled: (value as Partial<FixedData> | null)?.isNidVerificationEnabled === true,
});

export async function getFixedData(db: Db, actor: Actor): Promise<FixedData> {
  assertCanRead(actor);
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, FIXED_DATA_KEY));
  return toFixedData(row?.value);
}

export async function updateFixedData(db: Db, actor: Actor, input: FixedData): Promise<FixedData> {
  assertSuperAdmin(actor.auth);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(appSettings).where(eq(appSettings.key, FIXED_DATA_KEY));
    // Keys this version does not know are kept, so an older server never drops a newer flag.
    const value = { ...((before?.value as object | undefined) ?? {}), ...input };
    await tx
      .insert(appSettings)
      .values({ key: FIXED_DATA_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    await audit(tx, actor, 'update', 'app-settings', FIXED_DATA_KEY, {
      before: before?.value ?? null,
      after: value,
    });
    return toFixedData(value);
  });
}

export async function listSitePermissions(
  db: Db,
  actor: Actor,
  query: SitePermissionListParams,
): Promise<Page<OfficeSitePermissions>> {
  assertCanRead(actor);
  const conditions: (SQL | undefined)[] = [
    searchTextMatches(query.search, offices.searchText),
    query.ministryId ? eq(offices.ministryId, query.ministryId) : undefined,
    query.officeLevelId ? eq(offices.officeLevelId, query.officeLevelId) : undefined,
    query.districtId ? eq(offices.districtId, query.districtId) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        officeId: offices.id,
        nameBn: offices.nameBn,
        nameEn: offices.nameEn,
        sitePermissions: offices.sitePermissions,
      })
      .from(offices)
      .where(where)
      .orderBy(asc(offices.nameBn), asc(offices.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(offices).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      sitePermissions: { meetingMgt: row.sitePermissions.meetingMgt === true },
    })),
    total,
  };
}

export async function updateSitePermissions(
  db: Db,
  actor: Actor,
  officeId: number,
  input: SitePermissionsInput,
): Promise<OfficeSitePermissions> {
  assertSuperAdmin(actor.auth);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(offices).where(eq(offices.id, officeId));
    if (!before) throw notFound();
    const sitePermissions = { ...before.sitePermissions, ...input };
    await tx.update(offices).set({ sitePermissions, updatedAt: new Date() }).where(eq(offices.id, officeId));
    await audit(tx, actor, 'update-site-permissions', 'office', officeId, {
      before: before.sitePermissions,
      after: sitePermissions,
    });
    return {
      officeId,
      nameBn: before.nameBn,
      nameEn: before.nameEn,
      sitePermissions: { meetingMgt: sitePermissions.meetingMgt === true },
    };
  });
}
