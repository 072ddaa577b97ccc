/**
 * The freelancer dashboard: counts and dollar earnings by district, category and marketplace, and
 * how many joined each year, in the caller's scope (a district; every district for the DoICT
 * dashboard). Each figure is a filter of the list (district, category, marketplace, joining year).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardBucket, FreelancerDashboard } from '../../../common/contracts/freelancer.contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/auth.session';
import { districts } from '../geography/geography.table';
import { inScope } from './freelancer.access';
import { listScope } from './freelancer.service';
import {
  freelancerCategories,
  freelancerMarketplaceStats,
  freelancerMarketplaces,
  freelancerStats,
} from './freelancer.table';

const count = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const money = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::numeric(16,2)::text`;

/**
 * Read from the figures the triggers keep (freelancer_stats, freelancer_marketplace_stats): a few
 * thousand rows, whatever the size of the registry.
 */
export async function freelancerDashboard(
  db: Db,
  auth: AuthContext,
  query: { districtId?: number },
  national = false,
): Promise<FreelancerDashboard> {
  const scope = await listScope(db, auth, national);
  const where = and(
    inScope(scope, freelancerStats.districtId),
    query.districtId ? eq(freelancerStats.districtId, query.districtId) : undefined,
  );
  const marketplaceWhere = and(
    inScope(scope, freelancerMarketplaceStats.districtId),
    query.districtId ? eq(freelancerMarketplaceStats.districtId, query.districtId) : undefined,
  );
  const freelancersOf = count(freelancerStats.freelancers);
  const earnings = money(freelancerStats.earnings);
  const present = sql`sum(${freelancerStats.freelancers}) > 0`;
  const [[totals], byDistrict, byCategory, byMarketplace, byYear, categories, marketplaces] =
    await Promise.all([
      db
        .select({
          total: freelancersOf,
          active: sql<number>`coalesce(sum(${freelancerStats.freelancers}) filter (where ${freelancerStats.status} = 'active'), 0)::int`,
          earnings,
        })
        .from(freelancerStats)
        .where(where),
      db
        .select({
          id: districts.id,
          nameBn: districts.nameBn,
          nameEn: districts.nameEn,
          count: freelancersOf,
          earnings,
        })
        .from(freelancerStats)
        .innerJoin(districts, eq(districts.id, freelancerStats.districtId))
        .where(where)
        .groupBy(districts.id)
        .having(present),
      db
        .select({ id: freelancerStats.categoryId, count: freelancersOf, earnings })
        .from(freelancerStats)
        .where(where)
        .groupBy(freelancerStats.categoryId)
        .having(present),
      db
        .select({
          id: freelancerMarketplaceStats.marketplaceId,
          count: count(freelancerMarketplaceStats.entries),
          earnings: money(freelancerMarketplaceStats.earnings),
        })
        .from(freelancerMarketplaceStats)
        .where(marketplaceWhere)
        .groupBy(freelancerMarketplaceStats.marketplaceId)
        .having(sql`sum(${freelancerMarketplaceStats.entries}) > 0`),
      db
        .select({ year: freelancerStats.joiningYear, count: freelancersOf, earnings })
        .from(freelancerStats)
        .where(and(where, gt(freelancerStats.joiningYear, 0)))
        .groupBy(freelancerStats.joiningYear)
        .having(present)
        .orderBy(freelancerStats.joiningYear),
      db.select().from(freelancerCategories),
      db.select().from(freelancerMarketplaces),
    ]);
  const withNames = (
    rows: { id: number; count: number; earnings: string }[],
    names: { id: number; nameBn: string; nameEn: string }[],
  ): DashboardBucket[] => {
    const byId = new Map(names.map((item) => [item.id, item]));
    return rows
      .map((row) => ({
        id: Number(row.id),
        nameBn: byId.get(Number(row.id))?.nameBn ?? 'অনির্ধারিত',
        nameEn: byId.get(Number(row.id))?.nameEn ?? 'Not set',
        count: Number(row.count),
        earnings: row.earnings,
      }))
      .sort((a, b) => b.count - a.count || a.id - b.id);
  };
  return {
    total: totals.total,
    active: totals.active,
    earnings: totals.earnings,
    byDistrict: byDistrict
      .map((row) => ({ ...row, count: Number(row.count), earnings: String(row.earnings) }))
      .sort((a, b) => b.count - a.count || a.id - b.id),
    byCategory: withNames(byCategory, categories),
    byMarketplace: withNames(byMarketplace, marketplaces),
    byYear: byYear.map((row) => ({
      year: Number(row.year),
      count: Number(row.count),
      earnings: row.earnings,
    })),
  };
}
