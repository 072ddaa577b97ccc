/**
 * The registry of the app's modules and pages. The web app is where pages are declared (its module
 * manifests), so it sends them (`modules/sync`) whenever the super admin opens app security; pages
 * it no longer has stay, inactive, because grants may name them. Which actions of a page can be
 * granted is not stored: it is read from the API's own route declarations (`grantablePages`).
 */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type {
  AppModulePage,
  AppPagePage,
  ModuleListParams,
  PageListParams,
  SyncInput,
  SyncResult,
} from '../../../common/contracts/app-security.contract';
import { grantOf, type PageAction } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import type { DeclaredRoute } from '../../platform/auth';
import { containsPattern, countAll, nameMatches, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { accessRoleGrants, appModules, appPages } from './app-security.table';

/** Page path → the actions some API route lets a grant open, from the routes' declared rules. */
export type GrantablePages = ReadonlyMap<string, readonly PageAction[]>;

export function grantablePages(routes: readonly DeclaredRoute[]): GrantablePages {
  const found = new Map<string, Set<PageAction>>();
  for (const route of routes) {
    const grant = grantOf(route.access);
    if (!grant) continue;
    const actions = found.get(grant.page) ?? new Set<PageAction>();
    actions.add(grant.action);
    found.set(grant.page, actions);
  }
  return new Map([...found].map(([page, actions]) => [page, [...actions].sort()]));
}

/** modules/sync: the registry becomes the web app's modules and pages, in its order. */
export async function syncRegistry(db: Db, actor: Actor, input: SyncInput): Promise<SyncResult> {
  const now = new Date();
  const paths = new Set<string>();
  const modules = input.modules.map((module, index) => ({
    key: module.key,
    nameBn: module.nameBn,
    nameEn: module.nameEn,
    sortOrder: index,
    active: true,
    syncedAt: now,
  }));
  // A path declared twice (a module listing another's page) belongs to the first module that has it.
  const pages = input.modules.flatMap((module) =>
    module.pages.flatMap((page, index) => {
      if (paths.has(page.path)) return [];
      paths.add(page.path);
      return [{ ...page, moduleKey: module.key, sortOrder: index, active: true, syncedAt: now }];
    }),
  );
  return inTransaction(db, async (tx) => {
    // One sync at a time: two super admins opening the screen at once would otherwise interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app-security-sync'))`);
    await tx
      .insert(appModules)
      .values(modules)
      .onConflictDoUpdate({
        target: appModules.key,
        set: {
          nameBn: sql`excluded.name_bn`,
          nameEn: sql`excluded.name_en`,
          sortOrder: sql`excluded.sort_order`,
          active: true,
          syncedAt: now,
        },
      });
    if (pages.length > 0)
      await tx
        .insert(appPages)
        .values(pages)
        .onConflictDoUpdate({
          target: appPages.path,
          set: {
            moduleKey: sql`excluded.module_key`,
            titleBn: sql`excluded.title_bn`,
            titleEn: sql`excluded.title_en`,
            sortOrder: sql`excluded.sort_order`,
            active: true,
            syncedAt: now,
          },
        });
    await tx
      .update(appModules)
      .set({ active: false })
      .where(
        notInArray(
          appModules.key,
          modules.map((module) => module.key),
        ),
      );
    const retired = await tx
      .update(appPages)
      .set({ active: false })
      .where(and(eq(appPages.active, true), notInArray(appPages.path, [...paths])))
      .returning({ path: appPages.path });
    const result = { modules: modules.length, pages: pages.length, retired: retired.length };
    await audit(tx, actor, 'update', 'app-registry', null, { after: result });
    return result;
  });
}

/** The modules, active first in the app's order, with how many pages each has and can grant. */
export async function listModules(
  db: Db,
  grantable: GrantablePages,
  query: ModuleListParams,
): Promise<AppModulePage> {
  const where = nameMatches(query.search, appModules.nameBn, appModules.nameEn);
  const pagePaths = sql`array_agg(${appPages.path}) filter (where ${appPages.active})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        key: appModules.key,
        nameBn: appModules.nameBn,
        nameEn: appModules.nameEn,
        active: appModules.active,
        paths: sql<string[] | null>`${pagePaths}`,
      })
      .from(appModules)
      .leftJoin(appPages, eq(appPages.moduleKey, appModules.key))
      .where(where)
      .groupBy(appModules.key)
      .orderBy(sql`${appModules.active} desc`, asc(appModules.sortOrder), asc(appModules.key))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(appModules).where(where),
  ]);
  return {
    items: rows.map(({ paths, ...row }) => ({
      ...row,
      pages: paths?.length ?? 0,
      grantablePages: (paths ?? []).filter((path) => grantable.has(path)).length,
    })),
    total,
  };
}

/** The pages, by module and the app's order, with the actions a grant can open on each. */
export async function listPages(
  db: Db,
  grantable: GrantablePages,
  query: PageListParams,
): Promise<AppPagePage> {
  const conditions: (SQL | undefined)[] = [
    query.moduleKey ? eq(appPages.moduleKey, query.moduleKey) : undefined,
    query.search
      ? sql`(${nameMatches(query.search, appPages.titleBn, appPages.titleEn)} or ${appPages.path} ilike ${containsPattern(query.search)})`
      : undefined,
    query.grantable ? inArray(appPages.path, [...grantable.keys(), '']) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        path: appPages.path,
        moduleKey: appPages.moduleKey,
        moduleNameBn: appModules.nameBn,
        moduleNameEn: appModules.nameEn,
        titleBn: appPages.titleBn,
        titleEn: appPages.titleEn,
        active: appPages.active,
        accessRoles: sql<number>`(select count(distinct ${accessRoleGrants.accessRoleId})::int from ${accessRoleGrants} where ${accessRoleGrants.pagePath} = ${appPages.path})`,
      })
      .from(appPages)
      .innerJoin(appModules, eq(appModules.key, appPages.moduleKey))
      .where(where)
      .orderBy(
        sql`${appPages.active} desc`,
        asc(appModules.sortOrder),
        asc(appPages.sortOrder),
        asc(appPages.path),
      )
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: countAll }).from(appPages).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, actions: [...(grantable.get(row.path) ?? [])] })),
    total,
  };
}
