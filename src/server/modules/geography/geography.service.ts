/** Reading the geography for selectors and forms; it changes only with a new data release. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { District, Division, Upazila } from '../../../common/contracts/geography.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import { coordinate, countAll, nameMatches, pageOffset } from '../../platform/paging';
import { districts, divisions, upazilas } from './geography.table';

interface Paging {
  page: number;
  pageSize: number;
  search?: string;
}

export async function listDivisions(db: Db, query: Paging): Promise<Page<Division>> {
  const where = nameMatches(query.search, divisions.nameBn, divisions.nameEn);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: divisions.id, nameBn: divisions.nameBn, nameEn: divisions.nameEn })
      .from(divisions)
      .where(where)
      .orderBy(asc(divisions.nameBn))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(divisions).where(where),
  ]);
  return { items, total };
}

export async function listDistricts(
  db: Db,
  query: Paging & { divisionId?: number },
): Promise<Page<District>> {
  const where = and(
    query.divisionId ? eq(districts.divisionId, query.divisionId) : undefined,
    nameMatches(query.search, districts.nameBn, districts.nameEn),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: districts.id,
        nameBn: districts.nameBn,
        nameEn: districts.nameEn,
        divisionId: districts.divisionId,
        latitude: districts.latitude,
        longitude: districts.longitude,
      })
      .from(districts)
      .where(where)
      .orderBy(asc(districts.nameBn))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(districts).where(where),
  ]);
  return {
    items: items.map((item) => ({
      ...item,
      latitude: coordinate(item.latitude),
      longitude: coordinate(item.longitude),
    })),
    total,
  };
}

export async function listUpazilas(
  db: Db,
  query: Paging & { districtId?: number; divisionId?: number },
): Promise<Page<Upazila>> {
  const conditions: (SQL | undefined)[] = [
    query.districtId ? eq(upazilas.districtId, query.districtId) : undefined,
    query.divisionId ? eq(districts.divisionId, query.divisionId) : undefined,
    nameMatches(query.search, upazilas.nameBn, upazilas.nameEn),
  ];
  const where = and(...conditions);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: upazilas.id,
        nameBn: upazilas.nameBn,
        nameEn: upazilas.nameEn,
        districtId: upazilas.districtId,
      })
      .from(upazilas)
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .where(where)
      .orderBy(asc(upazilas.nameBn))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: countAll })
      .from(upazilas)
      .innerJoin(districts, eq(districts.id, upazilas.districtId))
      .where(where),
  ]);
  return { items, total };
}
