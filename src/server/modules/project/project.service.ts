/**
 * Projects and their sites. A project belongs to its implementing office: that office's desks read
 * it, its office admin and the app admins keep it; the app admins read every project. Another
 * office's project answers 404 to a read and 403 to a write.
 */
import type { Readable } from 'node:stream';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  ProjectChanges,
  ProjectDetail,
  ProjectFilter,
  ProjectQuery,
  ProjectRow,
  ProjectValues,
  SiteChanges,
  SiteFilter,
  SiteQuery,
  SiteRow,
  SiteValues,
} from '../../../common/contracts/project.contract';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { containsPattern, coordinate } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { projectBudgets, projectSites, projects } from './project.table';

const isAdmin = (auth: AuthContext) => auth.isSuperAdmin || auth.isSupportAdmin;
const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const scope = (auth: AuthContext) =>
  isAdmin(auth) ? sql`true` : sql`p.office_id = ${auth.activeRole.OfficeId}`;

/* Projects ------------------------------------------------------------------------------------ */

type ProjectSqlRow = {
  id: number;
  office_id: number;
  code: string;
  name_bn: string;
  name_en: string;
  ministry: string;
  director: string;
  start_date: string;
  end_date: string;
  status: ProjectRow['status'];
  progress: number;
  total_budget: string;
  sites: number;
};
const projectRow = (row: ProjectSqlRow): ProjectRow => ({
  id: Number(row.id),
  officeId: Number(row.office_id),
  code: row.code,
  nameBn: row.name_bn,
  nameEn: row.name_en,
  ministry: row.ministry,
  director: row.director,
  startDate: String(row.start_date).slice(0, 10),
  endDate: String(row.end_date).slice(0, 10),
  status: row.status,
  progress: Number(row.progress),
  totalBudget: String(row.total_budget),
  sites: Number(row.sites),
});
const projectSelect = sql`select p.id, p.office_id, p.code, p.name_bn, p.name_en, p.ministry, p.director,
    p.start_date::text, p.end_date::text, p.status, p.progress,
    (select coalesce(sum(b.amount), 0)::text from project_budgets b where b.project_id = p.id) as total_budget,
    (select count(*) from project_sites s where s.project_id = p.id)::int as sites
  from projects p`;

function projectWhere(auth: AuthContext, filter: ProjectFilter) {
  const parts = [scope(auth)];
  if (filter.status) parts.push(sql`p.status = ${filter.status}`);
  if (filter.fiscalYear)
    parts.push(
      sql`exists (select 1 from project_budgets b where b.project_id = p.id and b.fiscal_year = ${filter.fiscalYear})`,
    );
  if (filter.search)
    parts.push(sql`p.search_text like lower(${containsPattern(filter.search.normalize('NFC'))})`);
  return sql.join(parts, sql` and `);
}

export async function listProjects(
  db: Db,
  auth: AuthContext,
  query: ProjectQuery,
): Promise<Page<ProjectRow>> {
  const where = projectWhere(auth, query);
  const [rows, [count]] = await Promise.all([
    rowsOf<ProjectSqlRow>(
      db,
      sql`${projectSelect} where ${where} order by p.start_date desc, p.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from projects p where ${where}`),
  ]);
  return { items: rows.map(projectRow), total: Number(count.total) };
}

export async function getProject(db: Db, auth: AuthContext, id: number): Promise<ProjectDetail> {
  const [row] = await rowsOf<ProjectSqlRow>(db, sql`${projectSelect} where p.id = ${id} and ${scope(auth)}`);
  if (!row) throw notFound();
  const budgets = await db
    .select({ fiscalYear: projectBudgets.fiscalYear, amount: projectBudgets.amount })
    .from(projectBudgets)
    .where(eq(projectBudgets.projectId, id))
    .orderBy(projectBudgets.fiscalYear);
  return { ...projectRow(row), budgets };
}

/** The project, locked, when the caller may change it: the app admins, or its office's admin. */
async function editable(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!row) throw notFound();
  if (!isAdmin(auth) && row.officeId !== auth.activeRole.OfficeId) throw forbidden();
  return row;
}

const duplicateCode = { duplicate: 'project.duplicateCode' } as const;

export async function createProject(db: Db, actor: Actor, input: ProjectValues) {
  const { budgets, ...values } = input;
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          ...values,
          nameEn: values.nameEn ?? '',
          officeId: actor.auth.activeRole.OfficeId,
          createdBy: actor.auth.userId,
        })
        .returning();
      if (budgets.length > 0)
        await tx.insert(projectBudgets).values(budgets.map((budget) => ({ projectId: row.id, ...budget })));
      await audit(tx, actor, 'create', 'project', row.id, { after: { ...row, budgets } });
      return row.id;
    },
    duplicateCode,
  );
  return getProject(db, actor.auth, id);
}

/** Changes the given fields; budgets, when given, replace the project's budget whole. */
export async function updateProject(db: Db, actor: Actor, id: number, input: ProjectChanges) {
  const { budgets, ...values } = input;
  await inTransaction(
    db,
    async (tx) => {
      const before = await editable(tx, actor.auth, id);
      const start = values.startDate ?? before.startDate;
      const end = values.endDate ?? before.endDate;
      if (end < start)
        throw badRequest('error.invalidInput', [
          { field: 'endDate', messageKey: 'validation.project.endBeforeStart' },
        ]);
      const [after] = await tx
        .update(projects)
        // A cleared English name is stored as none ('', as on create), never left as it was.
        .set({ ...values, nameEn: values.nameEn === null ? '' : values.nameEn, updatedAt: new Date() })
        .where(eq(projects.id, id))
        .returning();
      if (budgets) {
        await tx.delete(projectBudgets).where(eq(projectBudgets.projectId, id));
        if (budgets.length > 0)
          await tx.insert(projectBudgets).values(budgets.map((budget) => ({ projectId: id, ...budget })));
      }
      await audit(tx, actor, 'update', 'project', id, { before, after: { ...after, budgets } });
    },
    duplicateCode,
  );
  return getProject(db, actor.auth, id);
}

export async function* projectsForExport(db: Db, auth: AuthContext, filter: ProjectFilter) {
  for (let page = 1; page <= 100; page += 1) {
    const { items } = await listProjects(db, auth, { ...filter, page, pageSize: 1000 });
    yield items;
    if (items.length < 1000) return;
  }
}

/* Sites --------------------------------------------------------------------------------------- */

type SiteSqlRow = {
  id: number;
  project_id: number;
  project_code: string;
  project_bn: string;
  project_en: string;
  name_bn: string;
  name_en: string;
  district_id: number;
  district_bn: string;
  district_en: string;
  upazila_id: number | null;
  upazila_bn: string | null;
  upazila_en: string | null;
  latitude: string;
  longitude: string;
  progress: number;
};
const siteRow = (row: SiteSqlRow): SiteRow => ({
  id: Number(row.id),
  projectId: Number(row.project_id),
  projectCode: row.project_code,
  projectBn: row.project_bn,
  projectEn: row.project_en,
  nameBn: row.name_bn,
  nameEn: row.name_en,
  districtId: Number(row.district_id),
  districtBn: row.district_bn,
  districtEn: row.district_en,
  upazilaId: row.upazila_id === null ? null : Number(row.upazila_id),
  upazilaBn: row.upazila_bn,
  upazilaEn: row.upazila_en,
  latitude: coordinate(String(row.latitude)) ?? '',
  longitude: coordinate(String(row.longitude)) ?? '',
  progress: Number(row.progress),
});
const siteSelect = sql`select s.id, s.project_id, p.code as project_code, p.name_bn as project_bn,
    p.name_en as project_en, s.name_bn, s.name_en, s.district_id, d.name_bn as district_bn,
    d.name_en as district_en, s.upazila_id, u.name_bn as upazila_bn, u.name_en as upazila_en,
    s.latitude::text, s.longitude::text, s.progress
  from project_sites s join projects p on p.id = s.project_id join districts d on d.id = s.district_id
  left join upazilas u on u.id = s.upazila_id`;

function siteWhere(auth: AuthContext, filter: SiteFilter) {
  const parts = [scope(auth)];
  if (filter.projectId) parts.push(sql`s.project_id = ${filter.projectId}`);
  if (filter.districtId) parts.push(sql`s.district_id = ${filter.districtId}`);
  if (filter.search)
    parts.push(sql`s.search_text like lower(${containsPattern(filter.search.normalize('NFC'))})`);
  return sql.join(parts, sql` and `);
}

export async function listSites(db: Db, auth: AuthContext, query: SiteQuery): Promise<Page<SiteRow>> {
  const where = siteWhere(auth, query);
  const [rows, [count]] = await Promise.all([
    rowsOf<SiteSqlRow>(
      db,
      sql`${siteSelect} where ${where} order by p.code, s.name_bn, s.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from project_sites s join projects p on p.id = s.project_id where ${where}`,
    ),
  ]);
  return { items: rows.map(siteRow), total: Number(count.total) };
}

export async function getSite(db: Db, auth: AuthContext, id: number): Promise<SiteRow> {
  const [row] = await rowsOf<SiteSqlRow>(db, sql`${siteSelect} where s.id = ${id} and ${scope(auth)}`);
  if (!row) throw notFound();
  return siteRow(row);
}

/** The upazila, when given, lies in the district. */
async function assertPlace(db: Db | Tx, districtId: number, upazilaId: number | undefined) {
  const [row] = await rowsOf<{ district_ok: boolean; upazila_ok: boolean }>(
    db,
    sql`select exists (select 1 from districts where id = ${districtId}) as district_ok,
      (${upazilaId ?? null}::int is null or exists (
        select 1 from upazilas where id = ${upazilaId ?? null}::int and district_id = ${districtId})) as upazila_ok`,
  );
  if (!row.district_ok)
    throw badRequest('error.invalidInput', [
      { field: 'districtId', messageKey: 'validation.project.districtRequired' },
    ]);
  if (!row.upazila_ok)
    throw badRequest('error.invalidInput', [
      { field: 'upazilaId', messageKey: 'validation.project.upazilaOutside' },
    ]);
}

export async function createSite(db: Db, actor: Actor, input: SiteValues) {
  await assertPlace(db, input.districtId, input.upazilaId);
  const id = await inTransaction(db, async (tx) => {
    await editable(tx, actor.auth, input.projectId);
    const [row] = await tx
      .insert(projectSites)
      .values({ ...input, nameEn: input.nameEn ?? '', upazilaId: input.upazilaId ?? null })
      .returning();
    await audit(tx, actor, 'create', 'project-site', row.id, { after: row });
    return row.id;
  });
  return getSite(db, actor.auth, id);
}

export async function updateSite(db: Db, actor: Actor, id: number, input: SiteChanges) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(projectSites).where(eq(projectSites.id, id)).for('update');
    if (!before) throw notFound();
    await editable(tx, actor.auth, before.projectId);
    const districtId = input.districtId ?? before.districtId;
    // Left out, the upazila stays (unless the district changes); sent empty (null), it is cleared.
    const upazilaId =
      input.upazilaId !== undefined
        ? input.upazilaId
        : input.districtId === undefined
          ? before.upazilaId
          : null;
    await assertPlace(tx, districtId, upazilaId ?? undefined);
    const [after] = await tx
      .update(projectSites)
      .set({ ...input, nameEn: input.nameEn === null ? '' : input.nameEn, upazilaId, updatedAt: new Date() })
      .where(eq(projectSites.id, id))
      .returning();
    await audit(tx, actor, 'update', 'project-site', id, { before, after });
  });
  return getSite(db, actor.auth, id);
}

/* Excel --------------------------------------------------------------------------------------- */

const column = <T>(
  lang: Lang,
  bn: string,
  en: string,
  width: number,
  value: XlsxColumn<T>['value'],
): XlsxColumn<T> => ({ header: lang === 'en' ? en : bn, width, value });

export function exportProjects(
  db: Db,
  auth: AuthContext,
  filter: ProjectFilter,
  lang: Lang,
): Promise<Readable> {
  const digits = (value: string | number) => (lang === 'bn' ? toBanglaDigits(value) : value);
  return xlsxStream(
    lang === 'en' ? 'Projects' : 'প্রকল্প',
    [
      column<ProjectRow>(lang, 'কোড', 'Code', 14, (row) => row.code),
      column<ProjectRow>(lang, 'প্রকল্প', 'Project', 40, (row) =>
        lang === 'en' && row.nameEn ? row.nameEn : row.nameBn,
      ),
      column<ProjectRow>(lang, 'মন্ত্রণালয়/বিভাগ', 'Ministry/division', 30, (row) => row.ministry),
      column<ProjectRow>(lang, 'প্রকল্প পরিচালক', 'Director', 24, (row) => row.director),
      column<ProjectRow>(lang, 'শুরু', 'Start', 12, (row) => digits(row.startDate)),
      column<ProjectRow>(lang, 'শেষ', 'End', 12, (row) => digits(row.endDate)),
      column<ProjectRow>(lang, 'অবস্থা', 'Status', 12, (row) => row.status),
      column<ProjectRow>(lang, 'অগ্রগতি (%)', 'Progress (%)', 12, (row) => digits(row.progress)),
      column<ProjectRow>(lang, 'মোট বরাদ্দ (টাকা)', 'Budget (taka)', 18, (row) => digits(row.totalBudget)),
    ],
    projectsForExport(db, auth, filter),
  );
}

export function exportSites(db: Db, auth: AuthContext, filter: SiteFilter, lang: Lang): Promise<Readable> {
  async function* batches() {
    for (let page = 1; page <= 100; page += 1) {
      const { items } = await listSites(db, auth, { ...filter, page, pageSize: 1000 });
      yield items;
      if (items.length < 1000) return;
    }
  }
  return xlsxStream(
    lang === 'en' ? 'Project sites' : 'প্রকল্পের সাইট',
    [
      column<SiteRow>(lang, 'প্রকল্প', 'Project', 14, (row) => row.projectCode),
      column<SiteRow>(lang, 'সাইট', 'Site', 32, (row) =>
        lang === 'en' && row.nameEn ? row.nameEn : row.nameBn,
      ),
      column<SiteRow>(lang, 'জেলা', 'District', 16, (row) =>
        lang === 'en' ? row.districtEn : row.districtBn,
      ),
      column<SiteRow>(lang, 'উপজেলা', 'Upazila', 16, (row) => (lang === 'en' ? row.upazilaEn : row.upazilaBn)),
      // SPEC.md §5: coordinates are written in English digits, also in a Bangla file.
      column<SiteRow>(lang, 'অক্ষাংশ', 'Latitude', 12, (row) => row.latitude),
      column<SiteRow>(lang, 'দ্রাঘিমাংশ', 'Longitude', 12, (row) => row.longitude),
      column<SiteRow>(lang, 'অগ্রগতি (%)', 'Progress (%)', 12, (row) =>
        lang === 'bn' ? toBanglaDigits(row.progress) : row.progress,
      ),
    ],
    batches(),
  );
}
