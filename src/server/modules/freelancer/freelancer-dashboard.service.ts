/**
 * The freelancer dashboard: counts and dollar earnings by district, category and marketplace, and
 * how many joined each year, in the caller's scope (a district; every district for the DoICT
 * dashboard). Each figure is a filter of the list (district, category, marketplace, joining year).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DashboardBucket, FreelancerDashboard } from '../../../common/contracts/freelancer.contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/auth.session';
import { districts } from '../geography/geography.table';
import { inScope } from './freelancer.access';
import { listScope } from './freelancer.service';
import {
  freelancerCategories,
  freelancerMarketplaceEntries,
  freelancerMarketplaces,
  freelancers,
} from './freelancer.table';

const money = (column: SQL | typeof freelancers.lifetimeEarnings) =>
  sql<string>`coalesce(sum(${column}), 0)::numeric(16,2)::text`;
const count = sql<number>`count(*)::int`;

export async function freelancerDashboard(
  db: Db,
  auth: AuthContext,
  query: { districtId?: number },
  national = false,
): Promise<FreelancerDashboard> {
  const scope = await listScope(db, auth, national);
  const where = and(
    inScope(scope, freelancers.districtId),
    query.districtId ? eq(freelancers.districtId, query.districtId) : undefined,
  );
  const earnings = money(freelancers.lifetimeEarnings);
  const [[totals], byDistrict, byCategory, byMarketplace, byYear] = await Promise.all([
    db
      .select({
        total: count,
        active: sql<number>`(count(*) filter (where ${freelancers.status} = 'active'))::int`,
        earnings,
      })
      .from(freelancers)
      .where(where),
    db
      .select({ id: districts.id, nameBn: districts.nameBn, nameEn: districts.nameEn, count, earnings })
      .from(freelancers)
      .innerJoin(districts, eq(districts.id, freelancers.districtId))
      .where(where)
      .groupBy(districts.id),
    db
      .select({
        id: sql<number>`coalesce(${freelancers.categoryId}, 0)`,
        count,
        earnings,
      })
      .from(freelancers)
      .where(where)
      .groupBy(freelancers.categoryId),
    db
      .select({
        id: freelancerMarketplaceEntries.marketplaceId,
        count,
        earnings: money(sql`${freelancerMarketplaceEntries.earnings}`),
      })
      .from(freelancerMarketplaceEntries)
      .innerJoin(freelancers, eq(freelancers.id, freelancerMarketplaceEntries.freelancerId))
      .where(where)
      .groupBy(freelancerMarketplaceEntries.marketplaceId),
    db
      .select({
        year: sql<number>`extract(year from ${freelancers.firstJoiningDate})::int`,
        count,
        earnings,
      })
      .from(freelancers)
      .where(and(where, sql`${freelancers.firstJoiningDate} is not null`))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const [categories, marketplaces] = await Promise.all([
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
