/**
 * The fixed-asset register (tag number, custodian desk, condition), the store dashboard, and the
 * Excel files of the store's lists.
 */
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentTally,
  ASSET_CONDITIONS,
  type AssetChanges,
  type AssetFilter,
  type AssetQuery,
  type AssetRow,
  type AssetValues,
  type ProductFilter,
  type ProductRow,
  REQUISITION_STATUSES,
  type RequisitionFilter,
  type RequisitionRow,
  type StoreDashboard,
} from '../../../common/contracts/store.contract';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { storeFixedAssets } from './store.table';
import { assertKeepsCatalogue, isAdmin, readOfficeOf, rowsOf } from './store-access';
import { productsForExport } from './store-catalogue.service';
import { requisitionsForExport } from './store-stock.service';

type AssetSqlRow = {
  id: number;
  tag_no: string;
  name_bn: string;
  name_en: string;
  category_id: number | null;
  custodian_desk_id: number | null;
  custodian_bn: string | null;
  custodian_en: string | null;
  condition: AssetRow['condition'];
  acquired_on: string | null;
  value: string | null;
};
const assetRow = (row: AssetSqlRow): AssetRow => ({
  id: Number(row.id),
  tagNo: row.tag_no,
  nameBn: row.name_bn,
  nameEn: row.name_en,
  categoryId: row.category_id === null ? null : Number(row.category_id),
  custodianDeskId: row.custodian_desk_id === null ? null : Number(row.custodian_desk_id),
  custodianBn: row.custodian_bn,
  custodianEn: row.custodian_en,
  condition: row.condition,
  acquiredOn: row.acquired_on === null ? null : String(row.acquired_on).slice(0, 10),
  value: row.value === null ? null : String(row.value),
});
const assetSelect = sql`select a.id, a.tag_no, a.name_bn, a.name_en, a.category_id, a.custodian_desk_id,
    r.name_bn as custodian_bn, r.name_en as custodian_en, a.condition, a.acquired_on::text, a.value::text
  from store_fixed_assets a left join desks d on d.id = a.custodian_desk_id left join roles r on r.id = d.role_id`;

function assetWhere(auth: AuthContext, filter: AssetFilter) {
  const parts = [sql`a.office_id = ${readOfficeOf(auth, filter.officeId)}`];
  if (filter.condition) parts.push(sql`a.condition = ${filter.condition}`);
  if (filter.search)
    parts.push(sql`a.search_text like lower(${containsPattern(filter.search.normalize('NFC'))})`);
  return sql.join(parts, sql` and `);
}

export async function listAssets(db: Db, auth: AuthContext, query: AssetQuery): Promise<Page<AssetRow>> {
  const where = assetWhere(auth, query);
  const [rows, [count]] = await Promise.all([
    rowsOf<AssetSqlRow>(
      db,
      sql`${assetSelect} where ${where} order by a.tag_no, a.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from store_fixed_assets a where ${where}`,
    ),
  ]);
  return { items: rows.map(assetRow), total: Number(count.total) };
}

export async function getAsset(db: Db, auth: AuthContext, id: number): Promise<AssetRow> {
  const scope = isAdmin(auth) ? sql`` : sql`and a.office_id = ${auth.activeRole.OfficeId}`;
  const [row] = await rowsOf<AssetSqlRow>(db, sql`${assetSelect} where a.id = ${id} ${scope}`);
  if (!row) throw notFound();
  return assetRow(row);
}

/** The custodian is a desk of the own office; the category one of the own store's. */
async function assertOwnReferences(db: Db, officeId: number, input: AssetChanges) {
  const [row] = await rowsOf<{ desk_ok: boolean; category_ok: boolean }>(
    db,
    sql`select
      (${input.custodianDeskId ?? null}::int is null or exists (select 1 from desks where id = ${input.custodianDeskId ?? null}::int and office_id = ${officeId})) as desk_ok,
      (${input.categoryId ?? null}::int is null or exists (select 1 from store_categories where id = ${input.categoryId ?? null}::int and office_id = ${officeId})) as category_ok`,
  );
  const errors = [
    ...(row.desk_ok ? [] : [{ field: 'custodianDeskId', messageKey: 'validation.invalid' }]),
    ...(row.category_ok ? [] : [{ field: 'categoryId', messageKey: 'validation.invalid' }]),
  ];
  if (errors.length > 0) throw badRequest('error.invalidInput', errors);
}

const duplicateTag = { duplicate: 'store.duplicateTag' } as const;

export async function createAsset(db: Db, actor: Actor, input: AssetValues) {
  await assertKeepsCatalogue(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  await assertOwnReferences(db, officeId, input);
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(storeFixedAssets)
        .values({
          officeId,
          tagNo: input.tagNo,
          nameBn: input.nameBn,
          nameEn: input.nameEn ?? '',
          categoryId: input.categoryId ?? null,
          custodianDeskId: input.custodianDeskId ?? null,
          condition: input.condition,
          acquiredOn: input.acquiredOn ?? null,
          value: input.value ?? null,
        })
        .returning();
      await audit(tx, actor, 'create', 'store-fixed-asset', row.id, { after: row });
      return row.id;
    },
    duplicateTag,
  );
  return getAsset(db, actor.auth, id);
}

export async function updateAsset(db: Db, actor: Actor, id: number, input: AssetChanges) {
  await assertKeepsCatalogue(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  // Whose asset it is comes first: another office's answers 403 whatever the input names.
  const [owner] = await db
    .select({ officeId: storeFixedAssets.officeId })
    .from(storeFixedAssets)
    .where(eq(storeFixedAssets.id, id));
  if (!owner) throw notFound();
  if (owner.officeId !== officeId) throw forbidden();
  await assertOwnReferences(db, officeId, input);
  await inTransaction(
    db,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(storeFixedAssets)
        .where(eq(storeFixedAssets.id, id))
        .for('update');
      const [after] = await tx
        .update(storeFixedAssets)
        // A field sent empty is cleared (null; the English name to none), never left as it was.
        .set({ ...input, nameEn: input.nameEn === null ? '' : input.nameEn, updatedAt: new Date() })
        .where(eq(storeFixedAssets.id, id))
        .returning();
      await audit(tx, actor, 'update', 'store-fixed-asset', id, { before, after });
    },
    duplicateTag,
  );
  return getAsset(db, actor.auth, id);
}

/* Dashboard ----------------------------------------------------------------------------------- */

/** The fiscal year (July to June) of a day, as '2025-26', with its first and last day. */
export function fiscalYearOf(day: Date) {
  const start = day.getUTCMonth() >= 6 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    from: `${start}-07-01`,
    to: `${start + 1}-06-30`,
  };
}

export async function storeDashboard(db: Db, auth: AuthContext, officeId?: number): Promise<StoreDashboard> {
  const office = readOfficeOf(auth, officeId);
  const year = fiscalYearOf(new Date());
  const [[products], requisitions, [moves], adjustments, assets] = await Promise.all([
    rowsOf<{ products: number; low: number; out: number }>(
      db,
      sql`select count(*)::int as products, count(*) filter (where stock <= reorder_level)::int as low,
          count(*) filter (where stock = 0)::int as out
        from store_products where office_id = ${office}`,
    ),
    rowsOf<{ status: string; count: number }>(
      db,
      sql`select status, count(*)::int as count from store_requisitions where office_id = ${office} group by status`,
    ),
    rowsOf<{ received: number; delivered: number }>(
      db,
      sql`select coalesce(sum(quantity) filter (where kind = 'receive'), 0)::int as received,
          coalesce(-sum(quantity) filter (where kind = 'deliver'), 0)::int as delivered
        from store_ledger where office_id = ${office}
          and created_at >= ${year.from}::date and created_at < ${year.to}::date + 1`,
    ),
    // One range of store_adjustments_office_time_idx: the office's adjustments of the year.
    rowsOf<{ reason: string; count: number; written_off: number; added: number }>(
      db,
      sql`select reason, count(*)::int as count,
          coalesce(-sum(quantity) filter (where quantity < 0), 0)::int as written_off,
          coalesce(sum(quantity) filter (where quantity > 0), 0)::int as added
        from store_adjustments where office_id = ${office}
          and created_at >= ${year.from}::date and created_at < ${year.to}::date + 1
        group by reason`,
    ),
    rowsOf<{ condition: string; count: number }>(
      db,
      sql`select condition, count(*)::int as count from store_fixed_assets where office_id = ${office} group by condition`,
    ),
  ]);
  const tally = (rows: typeof adjustments): AdjustmentTally => ({
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
    writtenOff: rows.reduce((sum, row) => sum + Number(row.written_off), 0),
    added: rows.reduce((sum, row) => sum + Number(row.added), 0),
  });
  const byStatus = new Map(requisitions.map((row) => [row.status, Number(row.count)]));
  const byCondition = new Map(assets.map((row) => [row.condition, Number(row.count)]));
  return {
    officeId: office,
    products: Number(products.products),
    lowStock: Number(products.low),
    outOfStock: Number(products.out),
    requisitions: Object.fromEntries(
      REQUISITION_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
    ) as StoreDashboard['requisitions'],
    fiscalYear: year.label,
    receivedThisYear: Number(moves.received),
    deliveredThisYear: Number(moves.delivered),
    adjustmentsThisYear: {
      ...tally(adjustments),
      byReason: Object.fromEntries(
        ADJUSTMENT_REASONS.map((reason) => [
          reason,
          tally(adjustments.filter((row) => row.reason === reason)),
        ]),
      ) as Record<(typeof ADJUSTMENT_REASONS)[number], AdjustmentTally>,
    },
    assets: Object.fromEntries(
      ASSET_CONDITIONS.map((condition) => [condition, byCondition.get(condition) ?? 0]),
    ) as StoreDashboard['assets'],
  };
}

/* Excel --------------------------------------------------------------------------------------- */

const column = <T>(
  lang: Lang,
  bn: string,
  en: string,
  width: number,
  value: XlsxColumn<T>['value'],
): XlsxColumn<T> => ({
  header: lang === 'en' ? en : bn,
  width,
  value,
});
const digitsIn = (lang: Lang) => (value: string | number | null) =>
  value === null ? null : lang === 'bn' ? toBanglaDigits(value) : value;

export function exportProducts(
  db: Db,
  auth: AuthContext,
  filter: ProductFilter,
  lang: Lang,
): Promise<Readable> {
  const digits = digitsIn(lang);
  const name = (bn: string, en: string) => (lang === 'en' && en ? en : bn);
  return xlsxStream(
    lang === 'en' ? 'Inventory' : 'মজুদ',
    [
      column<ProductRow>(lang, 'পণ্য', 'Product', 36, (row) => name(row.nameBn, row.nameEn)),
      column<ProductRow>(lang, 'ক্যাটাগরি', 'Category', 24, (row) => name(row.categoryBn, row.categoryEn)),
      column<ProductRow>(lang, 'একক', 'Unit', 10, (row) => row.unit),
      column<ProductRow>(lang, 'পুনঃক্রয় সীমা', 'Reorder level', 14, (row) => digits(row.reorderLevel)),
      column<ProductRow>(lang, 'মজুদ', 'Stock', 12, (row) => digits(row.stock)),
    ],
    productsForExport(db, auth, filter),
  );
}

export function exportRequisitions(db: Db, auth: AuthContext, filter: RequisitionFilter, lang: Lang) {
  const digits = digitsIn(lang);
  return xlsxStream(
    lang === 'en' ? 'Requisitions' : 'চাহিদাপত্র',
    [
      column<RequisitionRow>(lang, 'নং', 'No.', 8, (row) => digits(row.id)),
      column<RequisitionRow>(lang, 'তারিখ', 'Date', 14, (row) => digits(row.createdAt.slice(0, 10))),
      column<RequisitionRow>(lang, 'চাহিদাকারী', 'Requested by', 28, (row) =>
        lang === 'en' ? row.requesterEn : row.requesterBn,
      ),
      column<RequisitionRow>(lang, 'উদ্দেশ্য', 'Purpose', 40, (row) => row.purpose),
      column<RequisitionRow>(lang, 'অবস্থা', 'Status', 14, (row) => row.status),
    ],
    requisitionsForExport(db, auth, filter),
  );
}

export function exportAssets(db: Db, auth: AuthContext, filter: AssetFilter, lang: Lang) {
  const digits = digitsIn(lang);
  async function* batches() {
    for (let page = 1; page <= 100; page += 1) {
      const { items } = await listAssets(db, auth, { ...filter, page, pageSize: 1000 });
      yield items;
      if (items.length < 1000) return;
    }
  }
  return xlsxStream(
    lang === 'en' ? 'Fixed assets' : 'স্থায়ী সম্পদ',
    [
      column<AssetRow>(lang, 'ট্যাগ নম্বর', 'Tag number', 16, (row) => row.tagNo),
      column<AssetRow>(lang, 'সম্পদ', 'Asset', 32, (row) =>
        lang === 'en' && row.nameEn ? row.nameEn : row.nameBn,
      ),
      column<AssetRow>(lang, 'জিম্মাদার ডেস্ক', 'Custodian desk', 28, (row) =>
        lang === 'en' ? row.custodianEn : row.custodianBn,
      ),
      column<AssetRow>(lang, 'অবস্থা', 'Condition', 14, (row) => row.condition),
      column<AssetRow>(lang, 'মূল্য', 'Value', 14, (row) => digits(row.value)),
    ],
    batches(),
  );
}
