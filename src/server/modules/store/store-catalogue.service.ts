/**
 * The store's catalogue: who the store officer is, product categories, products with their stock
 * and reorder level, and each product's ledger. Products and categories belong to one office's store:
 * reading another office's answers 404, changing it 403, and an id that is nowhere 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  AdjustmentReason,
  CategoryValues,
  DeskOption,
  LedgerQuery,
  LedgerRow,
  ProductChanges,
  ProductFilter,
  ProductQuery,
  ProductRow,
  ProductValues,
  StoreCategory,
  StoreOfficer,
} from '../../../common/contracts/store.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { storeCategories, storeOfficers, storeProducts } from './store.table';
import {
  assertKeepsCatalogue,
  isAdmin,
  isStoreOfficer,
  readOfficeOf,
  rowsOf,
  storeOfficerDesk,
} from './store-access';

/* Store officer ------------------------------------------------------------------------------- */

/** A desk of the office with its designation and current substantive holder. */
const deskSql = (officeId: number, deskId?: number) => sql`
  select d.id, r.name_bn, r.name_en,
    (select coalesce((select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1), u.name)
     from user_roles ur join users u on u.id = ur.user_id
     where ur.desk_id = d.id and ur.released_on is null order by ur.is_additional_charge, ur.id limit 1) as holder_bn,
    (select u.name from user_roles ur join users u on u.id = ur.user_id
     where ur.desk_id = d.id and ur.released_on is null order by ur.is_additional_charge, ur.id limit 1) as holder_en
  from desks d join roles r on r.id = d.role_id
  where d.office_id = ${officeId} ${deskId === undefined ? sql`` : sql`and d.id = ${deskId}`}
  order by d.sort_order, d.id limit 300`;

type DeskRow = {
  id: number;
  name_bn: string;
  name_en: string;
  holder_bn: string | null;
  holder_en: string | null;
};
const deskOption = (row: DeskRow): DeskOption => ({
  id: Number(row.id),
  nameBn: row.name_bn,
  nameEn: row.name_en,
  holderBn: row.holder_bn,
  holderEn: row.holder_en,
});

export async function deskOptions(db: Db, auth: AuthContext): Promise<DeskOption[]> {
  return (await rowsOf<DeskRow>(db, deskSql(auth.activeRole.OfficeId))).map(deskOption);
}

export async function getOfficer(db: Db, auth: AuthContext, officeId?: number): Promise<StoreOfficer> {
  const office = readOfficeOf(auth, officeId);
  const deskId = await storeOfficerDesk(db, office);
  const [desk] = deskId === null ? [] : await rowsOf<DeskRow>(db, deskSql(office, deskId));
  return {
    officeId: office,
    deskId,
    deskNameBn: desk?.name_bn ?? null,
    deskNameEn: desk?.name_en ?? null,
    holderBn: desk?.holder_bn ?? null,
    holderEn: desk?.holder_en ?? null,
    isStoreOfficer: office === auth.activeRole.OfficeId && (await isStoreOfficer(db, auth)),
  };
}

/** The office admin names a desk of the own office as its store officer. */
export async function setOfficer(db: Db, actor: Actor, deskId: number): Promise<StoreOfficer> {
  const { auth } = actor;
  const officeId = auth.activeRole.OfficeId;
  if (!auth.activeRole.IsOfficeAdmin || officeId <= 0) throw forbidden();
  const [desk] = await rowsOf<DeskRow>(db, deskSql(officeId, deskId));
  if (!desk) throw badRequest('error.invalidInput', [{ field: 'deskId', messageKey: 'validation.invalid' }]);
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(storeOfficers)
      .where(eq(storeOfficers.officeId, officeId))
      .for('update');
    const values = { officeId, deskId, updatedBy: auth.userId, updatedAt: new Date() };
    await tx
      .insert(storeOfficers)
      .values(values)
      .onConflictDoUpdate({ target: storeOfficers.officeId, set: values });
    await audit(tx, actor, 'update', 'store-officer', officeId, { before: before ?? null, after: values });
  });
  return getOfficer(db, auth);
}

/* Categories ---------------------------------------------------------------------------------- */

export async function listCategories(db: Db, auth: AuthContext, officeId?: number): Promise<StoreCategory[]> {
  const office = readOfficeOf(auth, officeId);
  const rows = await rowsOf<{ id: number; name_bn: string; name_en: string; products: number }>(
    db,
    sql`select c.id, c.name_bn, c.name_en,
        (select count(*) from store_products p where p.category_id = c.id)::int as products
      from store_categories c where c.office_id = ${office} order by c.name_bn, c.id limit 500`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    nameBn: row.name_bn,
    nameEn: row.name_en,
    products: Number(row.products),
  }));
}

const duplicateName = { duplicate: 'store.duplicateName' } as const;

export async function saveCategory(db: Db, actor: Actor, input: CategoryValues, id?: number) {
  await assertKeepsCatalogue(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  const values = { nameBn: input.nameBn, nameEn: input.nameEn ?? '' };
  await inTransaction(
    db,
    async (tx) => {
      if (id === undefined) {
        const [row] = await tx
          .insert(storeCategories)
          .values({ ...values, officeId })
          .returning();
        await audit(tx, actor, 'create', 'store-category', row.id, { after: row });
        return;
      }
      const [before] = await tx.select().from(storeCategories).where(eq(storeCategories.id, id));
      if (!before) throw notFound();
      if (before.officeId !== officeId) throw forbidden();
      const [after] = await tx
        .update(storeCategories)
        .set(values)
        .where(eq(storeCategories.id, id))
        .returning();
      await audit(tx, actor, 'update', 'store-category', id, { before, after });
    },
    duplicateName,
  );
  return listCategories(db, actor.auth);
}

/**
 * Deletes a category of the own store (another store's: 403); one that still holds products stays
 * (409), which is said before who may delete, as anyone of the office sees it.
 */
export async function removeCategory(db: Db, actor: Actor, id: number) {
  const [category] = await rowsOf<{ office_id: number; products: number }>(
    db,
    sql`select c.office_id, (select count(*) from store_products p where p.category_id = c.id)::int as products
      from store_categories c where c.id = ${id}`,
  );
  if (!category) throw notFound();
  if (Number(category.office_id) !== actor.auth.activeRole.OfficeId) throw forbidden();
  if (Number(category.products) > 0) throw conflict('store.categoryInUse');
  await assertKeepsCatalogue(db, actor.auth);
  await inTransaction(
    db,
    async (tx) => {
      const [before] = await tx.select().from(storeCategories).where(eq(storeCategories.id, id));
      await tx.delete(storeCategories).where(eq(storeCategories.id, id));
      await audit(tx, actor, 'delete', 'store-category', id, { before });
    },
    { referenced: 'store.categoryInUse' },
  );
}

/* Products ------------------------------------------------------------------------------------ */

type ProductSqlRow = {
  id: number;
  category_id: number;
  category_bn: string;
  category_en: string;
  name_bn: string;
  name_en: string;
  unit: ProductRow['unit'];
  reorder_level: number;
  stock: number;
  updated_at: string | Date;
};
const productRow = (row: ProductSqlRow): ProductRow => ({
  id: Number(row.id),
  categoryId: Number(row.category_id),
  categoryBn: row.category_bn,
  categoryEn: row.category_en,
  nameBn: row.name_bn,
  nameEn: row.name_en,
  unit: row.unit,
  reorderLevel: Number(row.reorder_level),
  stock: Number(row.stock),
  updatedAt: new Date(row.updated_at).toISOString(),
});

function productWhere(auth: AuthContext, filter: ProductFilter) {
  const office = readOfficeOf(auth, filter.officeId);
  const parts = [sql`p.office_id = ${office}`];
  if (filter.categoryId) parts.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.stock === 'low') parts.push(sql`p.stock <= p.reorder_level`);
  if (filter.stock === 'out') parts.push(sql`p.stock = 0`);
  if (filter.search)
    parts.push(sql`p.search_text like lower(${containsPattern(filter.search.normalize('NFC'))})`);
  return sql.join(parts, sql` and `);
}

const productOrder = (sort: ProductFilter['sort']) =>
  sort === 'stock'
    ? sql`p.stock, p.id`
    : sort === 'updated'
      ? sql`p.updated_at desc, p.id desc`
      : sql`p.name_bn, p.id`;

const productSelect = sql`select p.id, p.category_id, c.name_bn as category_bn, c.name_en as category_en,
    p.name_bn, p.name_en, p.unit, p.reorder_level, p.stock, p.updated_at
  from store_products p join store_categories c on c.id = p.category_id`;

/** Stock by product: the inventory and the product list are one query on the store's products. */
export async function listProducts(
  db: Db,
  auth: AuthContext,
  query: ProductQuery,
): Promise<Page<ProductRow>> {
  const where = productWhere(auth, query);
  const [items, [count]] = await Promise.all([
    rowsOf<ProductSqlRow>(
      db,
      sql`${productSelect} where ${where} order by ${productOrder(query.sort)}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from store_products p where ${where}`),
  ]);
  return { items: items.map(productRow), total: Number(count.total) };
}

/** Every product of a filtered list for its Excel file, a page of rows at a time. */
export async function* productsForExport(db: Db, auth: AuthContext, filter: ProductFilter) {
  const where = productWhere(auth, filter);
  for (let offset = 0; offset < 100_000; offset += 1000) {
    const rows = await rowsOf<ProductSqlRow>(
      db,
      sql`${productSelect} where ${where} order by ${productOrder(filter.sort)} limit 1000 offset ${offset}`,
    );
    yield rows.map(productRow);
    if (rows.length < 1000) return;
  }
}

export async function getProduct(db: Db, auth: AuthContext, id: number): Promise<ProductRow> {
  // The app admins read every store; anyone else only the own office's (another's is not there).
  const scope = isAdmin(auth) ? sql`` : sql`and p.office_id = ${auth.activeRole.OfficeId}`;
  const [row] = await rowsOf<ProductSqlRow>(db, sql`${productSelect} where p.id = ${id} ${scope}`);
  if (!row) throw notFound();
  return productRow(row);
}

async function assertOwnCategory(db: Db, officeId: number, categoryId: number) {
  const [row] = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(and(eq(storeCategories.id, categoryId), eq(storeCategories.officeId, officeId)));
  if (!row)
    throw badRequest('error.invalidInput', [
      { field: 'categoryId', messageKey: 'validation.store.categoryRequired' },
    ]);
}

export async function createProduct(db: Db, actor: Actor, input: ProductValues) {
  await assertKeepsCatalogue(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  await assertOwnCategory(db, officeId, input.categoryId);
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(storeProducts)
        .values({
          officeId,
          categoryId: input.categoryId,
          nameBn: input.nameBn,
          nameEn: input.nameEn ?? '',
          unit: input.unit,
          reorderLevel: input.reorderLevel,
        })
        .returning();
      await audit(tx, actor, 'create', 'store-product', row.id, { after: row });
      return row.id;
    },
    duplicateName,
  );
  return getProduct(db, actor.auth, id);
}

/** Name, category, unit and reorder level; the stock changes only through the ledger. */
export async function updateProduct(db: Db, actor: Actor, id: number, input: ProductChanges) {
  await assertKeepsCatalogue(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  if (input.categoryId !== undefined) await assertOwnCategory(db, officeId, input.categoryId);
  await inTransaction(
    db,
    async (tx) => {
      const [before] = await tx.select().from(storeProducts).where(eq(storeProducts.id, id)).for('update');
      if (!before) throw notFound();
      if (before.officeId !== officeId) throw forbidden();
      const [after] = await tx
        .update(storeProducts)
        .set({
          categoryId: input.categoryId,
          nameBn: input.nameBn,
          // A cleared English name is stored as none ('', as on create), never left as it was.
          nameEn: input.nameEn === null ? '' : input.nameEn,
          unit: input.unit,
          reorderLevel: input.reorderLevel,
          updatedAt: new Date(),
        })
        .where(eq(storeProducts.id, id))
        .returning();
      await audit(tx, actor, 'update', 'store-product', id, { before, after });
    },
    duplicateName,
  );
  return getProduct(db, actor.auth, id);
}

/** The product's movements, newest first, each with the balance after it (and what an adjustment says). */
export async function productLedger(
  db: Db,
  auth: AuthContext,
  id: number,
  query: LedgerQuery,
): Promise<Page<LedgerRow>> {
  const product = await getProduct(db, auth, id);
  const where = query.kind
    ? sql`l.product_id = ${product.id} and l.kind = ${query.kind}`
    : sql`l.product_id = ${product.id}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: number;
      kind: LedgerRow['kind'];
      quantity: number;
      balance: number;
      receipt_id: number | null;
      requisition_id: number | null;
      adjustment_id: number | null;
      reason: AdjustmentReason | null;
      memo_no: string | null;
      note: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select l.id, l.kind, l.quantity, l.balance, l.receipt_id, l.requisition_id, l.adjustment_id,
          a.reason, a.memo_no, a.note, l.created_at
        from store_ledger l left join store_adjustments a on a.id = l.adjustment_id
        where ${where} order by l.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from store_ledger l where ${where}`),
  ]);
  const idOrNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      quantity: Number(row.quantity),
      balance: Number(row.balance),
      receiptId: idOrNull(row.receipt_id),
      requisitionId: idOrNull(row.requisition_id),
      adjustment:
        row.adjustment_id === null || row.reason === null
          ? null
          : { id: Number(row.adjustment_id), reason: row.reason, memoNo: row.memo_no ?? '', note: row.note },
      at: new Date(row.created_at).toISOString(),
    })),
  };
}
