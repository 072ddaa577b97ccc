/**
 * Checklist and general-information templates, versioned: creating one writes version 1; an edit
 * (or adding a catalogue item) writes the next version and moves the template on with one
 * conditional update `… where id = $1 and version = $seen`, so two edits of one version give one
 * 200 and one 409. An inspection points at the version it was started on, which never changes.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AddItemInput,
  CatalogItem,
  InspectionSettings,
  ItemInput,
  SettingsInput,
  TemplateDesign,
  TemplateDetail,
  TemplateEditInput,
  TemplateInput,
  TemplateKind,
  TemplateSummary,
} from '../../../common/contracts/inspection.contract';
import {
  addItemSchema,
  GENERAL_ITEM_TYPES,
  itemInputSchema,
  settingsInputSchema,
  templateEditSchema,
  templateInputSchema,
} from '../../../common/contracts/inspection.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { nameMatches, pageOf, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import {
  inspectionItems,
  inspectionSettings,
  inspectionTemplates,
  inspectionTemplateVersions,
} from './inspection.table';

const itemCountOf = (design: TemplateDesign) =>
  design.sections.reduce((sum, section) => sum + section.items.length, 0);

function checkKind(kind: TemplateKind, design: TemplateDesign) {
  if (kind !== 'general') return;
  for (const [s, section] of design.sections.entries()) {
    for (const [i, item] of section.items.entries()) {
      if (!GENERAL_ITEM_TYPES.includes(item.type))
        throw badRequest('inspection.wrongItemType', [
          { field: `design.sections.${s}.items.${i}.type`, messageKey: 'inspection.wrongItemType' },
        ]);
    }
  }
}

const toSummary = (row: typeof inspectionTemplates.$inferSelect): TemplateSummary => ({
  id: row.id,
  kind: row.kind,
  nameBn: row.nameBn,
  nameEn: row.nameEn || row.nameBn,
  version: row.version,
  itemCount: row.itemCount,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(
  db: Db,
  query: { kind?: TemplateKind; search?: string; page: number; pageSize: number },
): Promise<Page<TemplateSummary>> {
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(inspectionTemplates.kind, query.kind) : undefined,
    nameMatches(query.search, inspectionTemplates.nameBn, inspectionTemplates.nameEn),
  ];
  const where = and(...conditions);
  const rows = db
    .select()
    .from(inspectionTemplates)
    .where(where)
    .orderBy(desc(inspectionTemplates.updatedAt), desc(inspectionTemplates.id))
    .$dynamic();
  const page = await pageOf(query, rows, totalOf(db, inspectionTemplates, where));
  return { items: page.items.map(toSummary), total: page.total };
}

export async function getTemplate(db: Db | Tx, id: number): Promise<TemplateDetail> {
  const [row] = await db.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, id));
  if (!row) throw notFound();
  const versions = await db
    .select()
    .from(inspectionTemplateVersions)
    .where(eq(inspectionTemplateVersions.templateId, id))
    .orderBy(desc(inspectionTemplateVersions.version))
    .limit(100);
  const current = versions.find((version) => version.version === row.version);
  return {
    ...toSummary(row),
    design: current?.design ?? { sections: [] },
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: version.createdAt.toISOString(),
      itemCount: version.itemCount,
    })),
  };
}

export async function getTemplateVersion(db: Db, id: number, version: number) {
  const [row] = await db
    .select()
    .from(inspectionTemplateVersions)
    .where(
      and(eq(inspectionTemplateVersions.templateId, id), eq(inspectionTemplateVersions.version, version)),
    );
  if (!row) throw notFound();
  return {
    templateId: id,
    version: row.version,
    nameBn: row.nameBn,
    design: row.design,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<TemplateDetail> {
  const values = templateInputSchema.parse(input);
  checkKind(values.kind, values.design);
  const id = await inTransaction(db, async (tx) => {
    const itemCount = itemCountOf(values.design);
    const templateId = await insertAudited(tx, actor, 'inspection-template', inspectionTemplates, {
      kind: values.kind,
      nameBn: values.nameBn,
      nameEn: values.nameEn ?? '',
      itemCount,
      createdBy: actor.auth.userId,
    });
    await tx.insert(inspectionTemplateVersions).values({
      templateId,
      version: 1,
      nameBn: values.nameBn,
      design: values.design,
      itemCount,
      createdBy: actor.auth.userId,
    });
    return templateId;
  });
  return getTemplate(db, id);
}

/** Writes the next version of a template made on `baseVersion`; 409 if another edit came first. */
async function writeVersion(
  tx: Tx,
  actor: Actor,
  id: number,
  baseVersion: number,
  next: { nameBn: string; nameEn?: string; design: TemplateDesign },
) {
  const itemCount = itemCountOf(next.design);
  const [moved] = await tx
    .update(inspectionTemplates)
    .set({
      version: baseVersion + 1,
      nameBn: next.nameBn,
      nameEn: next.nameEn ?? '',
      itemCount,
      updatedAt: new Date(),
    })
    .where(and(eq(inspectionTemplates.id, id), eq(inspectionTemplates.version, baseVersion)))
    .returning();
  if (!moved) throw conflict('inspection.templateChanged');
  await tx.insert(inspectionTemplateVersions).values({
    templateId: id,
    version: baseVersion + 1,
    nameBn: next.nameBn,
    design: next.design,
    itemCount,
    createdBy: actor.auth.userId,
  });
  await audit(tx, actor, 'new-version', 'inspection-template', id, { after: { version: baseVersion + 1 } });
}

export async function editTemplate(db: Db, actor: Actor, id: number, input: TemplateEditInput) {
  const values = templateEditSchema.parse(input);
  const [row] = await db.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, id));
  if (!row) throw notFound();
  checkKind(row.kind, values.design);
  await inTransaction(db, (tx) => writeVersion(tx, actor, id, values.baseVersion, values));
  return getTemplate(db, id);
}

/** add-item-to-checklist: a catalogue item appended to a section, as a new version. */
export async function addItemToTemplate(db: Db, actor: Actor, id: number, input: AddItemInput) {
  const values = addItemSchema.parse(input);
  const template = await getTemplate(db, id);
  const [item] = await db.select().from(inspectionItems).where(eq(inspectionItems.id, values.itemId));
  if (!item) throw badRequest('error.invalidInput', [{ field: 'itemId', messageKey: 'validation.invalid' }]);
  if (template.kind === 'general' && !GENERAL_ITEM_TYPES.includes(item.type))
    throw badRequest('inspection.wrongItemType');
  const section = template.design.sections[values.sectionIndex];
  if (!section)
    throw badRequest('error.invalidInput', [{ field: 'sectionIndex', messageKey: 'validation.invalid' }]);
  const key = `c${item.id}`;
  if (template.design.sections.some((one) => one.items.some((existing) => existing.key === key)))
    throw conflict('validation.inspection.duplicateKey');
  const design: TemplateDesign = {
    sections: template.design.sections.map((one, index) =>
      index === values.sectionIndex
        ? {
            ...one,
            items: [
              ...one.items,
              {
                key,
                labelBn: item.labelBn,
                labelEn: item.labelEn || undefined,
                type: item.type,
                required: values.required,
                maxScore: item.maxScore ?? undefined,
              },
            ],
          }
        : one,
    ),
  };
  await inTransaction(db, (tx) =>
    writeVersion(tx, actor, id, values.baseVersion, {
      nameBn: template.nameBn,
      nameEn: template.nameEn,
      design,
    }),
  );
  return getTemplate(db, id);
}

/** A template's current version id (for starting an inspection). */
export async function currentVersionId(db: Db | Tx, templateId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: inspectionTemplateVersions.id })
    .from(inspectionTemplateVersions)
    .innerJoin(inspectionTemplates, eq(inspectionTemplates.id, inspectionTemplateVersions.templateId))
    .where(
      and(
        eq(inspectionTemplates.id, templateId),
        eq(inspectionTemplateVersions.version, inspectionTemplates.version),
      ),
    );
  return row?.id ?? null;
}

/* The item catalogue ------------------------------------------------------------------------------ */

const toItem = (row: typeof inspectionItems.$inferSelect): CatalogItem => ({
  id: row.id,
  labelBn: row.labelBn,
  labelEn: row.labelEn || row.labelBn,
  type: row.type,
  maxScore: row.maxScore,
});

export async function listItems(
  db: Db,
  query: { type?: CatalogItem['type']; search?: string; page: number; pageSize: number },
): Promise<Page<CatalogItem>> {
  const where = and(
    query.type ? eq(inspectionItems.type, query.type) : undefined,
    nameMatches(query.search, inspectionItems.labelBn, inspectionItems.labelEn),
  );
  const rows = db.select().from(inspectionItems).where(where).orderBy(desc(inspectionItems.id)).$dynamic();
  const page = await pageOf(query, rows, totalOf(db, inspectionItems, where));
  return { items: page.items.map(toItem), total: page.total };
}

export async function createItem(db: Db, actor: Actor, input: ItemInput): Promise<CatalogItem> {
  const values = itemInputSchema.parse(input);
  const id = await inTransaction(db, (tx) =>
    insertAudited(tx, actor, 'inspection-item', inspectionItems, {
      labelBn: values.labelBn,
      labelEn: values.labelEn ?? '',
      type: values.type,
      maxScore: values.type === 'score' ? (values.maxScore ?? 5) : null,
    }),
  );
  const [row] = await db.select().from(inspectionItems).where(eq(inspectionItems.id, id));
  return toItem(row);
}

/* Settings --------------------------------------------------------------------------------------- */

export async function getSettings(db: Db | Tx): Promise<InspectionSettings> {
  const [row] = await db.select().from(inspectionSettings).where(eq(inspectionSettings.id, 1));
  const named = async (id: number | null | undefined) => {
    if (!id) return null;
    const [template] = await db.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, id));
    return template
      ? { id: template.id, nameBn: template.nameBn, nameEn: template.nameEn || template.nameBn }
      : null;
  };
  return {
    checklistTemplateId: row?.checklistTemplateId ?? null,
    generalTemplateId: row?.generalTemplateId ?? null,
    requirePosition: row?.requirePosition ?? true,
    requirePhoto: row?.requirePhoto ?? false,
    defaultDeadlineDays: row?.defaultDeadlineDays ?? 30,
    checklistTemplate: await named(row?.checklistTemplateId),
    generalTemplate: await named(row?.generalTemplateId),
  };
}

export async function saveSettings(db: Db, actor: Actor, input: SettingsInput): Promise<InspectionSettings> {
  const values = settingsInputSchema.parse(input);
  const kindOf = async (id: number | null | undefined, kind: TemplateKind, field: string) => {
    if (!id) return;
    const [row] = await db.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, id));
    if (row?.kind !== kind)
      throw badRequest('error.invalidInput', [{ field, messageKey: 'validation.invalid' }]);
  };
  await kindOf(values.checklistTemplateId, 'checklist', 'checklistTemplateId');
  await kindOf(values.generalTemplateId, 'general', 'generalTemplateId');
  const before = await getSettings(db);
  const set = {
    checklistTemplateId: values.checklistTemplateId ?? null,
    generalTemplateId: values.generalTemplateId ?? null,
    requirePosition: values.requirePosition,
    requirePhoto: values.requirePhoto,
    defaultDeadlineDays: values.defaultDeadlineDays,
    updatedAt: new Date(),
  };
  await inTransaction(db, async (tx) => {
    await tx
      .insert(inspectionSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: inspectionSettings.id, set });
    await audit(tx, actor, 'update', 'inspection-settings', 1, { before, after: set });
  });
  return getSettings(db);
}
