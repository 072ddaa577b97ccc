/**
 * Inspections (পরিদর্শন): versioned templates (an edit adds a version; an inspection keeps the
 * version it was started on), the item catalogue, settings, entry permissions, monthly targets, tour
 * plans with their approving desk, inspections with their answers, and recommendations with their
 * compliance updates. Photos and evidence are `stored_files` rows owned by the inspection or update.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  InspectionStatus,
  ItemType,
  PlanStatus,
  RecommendationStatus,
  TemplateDesign,
  TemplateKind,
} from '../../../common/contracts/inspection.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<TemplateKind>().notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** The newest version; an edit moves it on conditionally (`where version = $seen`). */
    version: integer('version').notNull().default(1),
    itemCount: integer('item_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspection_templates_kind_idx').on(table.kind, table.updatedAt, table.id)],
);

export const inspectionTemplateVersions = pgTable(
  'inspection_template_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => inspectionTemplates.id),
    version: integer('version').notNull(),
    nameBn: text('name_bn').notNull(),
    design: jsonb('design').$type<TemplateDesign>().notNull(),
    itemCount: integer('item_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('inspection_template_versions_unique').on(table.templateId, table.version)],
);

/** The catalogue of checklist items that can be added to templates. */
export const inspectionItems = pgTable('inspection_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  labelBn: text('label_bn').notNull(),
  labelEn: text('label_en').notNull().default(''),
  type: text('type').$type<ItemType>().notNull(),
  maxScore: smallint('max_score'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the application's inspection settings. */
export const inspectionSettings = pgTable('inspection_settings', {
  id: integer('id').primaryKey(),
  checklistTemplateId: integer('checklist_template_id').references(() => inspectionTemplates.id),
  generalTemplateId: integer('general_template_id').references(() => inspectionTemplates.id),
  requirePosition: boolean('require_position').notNull().default(true),
  requirePhoto: boolean('require_photo').notNull().default(false),
  defaultDeadlineDays: smallint('default_deadline_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may enter inspections of which offices beyond their own office's tree. */
export const inspectionEntryPermissions = pgTable(
  'inspection_entry_permissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    withChildren: boolean('with_children').notNull().default(true),
    /** The office of the admin who gave it; an office admin sees and removes their office's. */
    grantedByOfficeId: integer('granted_by_office_id').references(() => offices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inspection_entry_permissions_unique').on(table.userId, table.officeId),
    index('inspection_entry_permissions_office_idx').on(table.grantedByOfficeId, table.id),
  ],
);

/** Inspections an officer must do in a month. */
export const inspectionTargets = pgTable(
  'inspection_targets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    count: smallint('count').notNull(),
  },
  (table) => [
    uniqueIndex('inspection_targets_unique').on(table.userId, table.year, table.month),
    index('inspection_targets_office_idx').on(table.officeId, table.year, table.month),
  ],
);

export const inspectionPlans = pgTable(
  'inspection_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    targetOfficeId: integer('target_office_id')
      .notNull()
      .references(() => offices.id),
    labId: integer('lab_id'),
    templateId: integer('template_id').references(() => inspectionTemplates.id),
    visitDate: date('visit_date').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('draft'),
    /** The controlling desk that approves the plan, fixed when it is submitted. */
    approverDeskId: integer('approver_desk_id').references(() => desks.id),
    /** The desk of the office whose holder takes the planner's charge on the tour's day. */
    chargeDeskId: integer('charge_desk_id').references(() => desks.id),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inspection_plans_user_idx').on(table.userId, table.visitDate, table.id),
    index('inspection_plans_office_idx').on(table.officeId, table.visitDate, table.id),
    index('inspection_plans_target_idx').on(table.targetOfficeId, table.visitDate),
    index('inspection_plans_queue_idx')
      .on(table.approverDeskId, table.submittedAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('inspection_plans_lab_idx').on(table.labId).where(sql`${table.labId} is not null`),
  ],
);

export const inspections = pgTable(
  'inspections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => inspectionPlans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    targetOfficeId: integer('target_office_id')
      .notNull()
      .references(() => offices.id),
    labId: integer('lab_id'),
    visitDate: date('visit_date').notNull(),
    /** The template version the checklist was filled on; later edits of the template leave it. */
    templateVersionId: integer('template_version_id')
      .notNull()
      .references(() => inspectionTemplateVersions.id),
    generalVersionId: integer('general_version_id').references(() => inspectionTemplateVersions.id),
    generalInfo: jsonb('general_info').$type<{ key: string; value: string | null }[]>().notNull().default([]),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    summary: text('summary'),
    score: integer('score'),
    maxScore: integer('max_score'),
    status: text('status').$type<InspectionStatus>().notNull().default('draft'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inspections_plan_unique').on(table.planId),
    index('inspections_user_idx').on(table.userId, table.visitDate, table.id),
    index('inspections_office_idx').on(table.officeId, table.visitDate, table.id),
    index('inspections_target_idx').on(table.targetOfficeId, table.visitDate, table.id),
    index('inspections_visit_idx').on(table.visitDate, table.id),
    index('inspections_lab_idx').on(table.labId, table.visitDate).where(sql`${table.labId} is not null`),
  ],
);

export const inspectionAnswers = pgTable(
  'inspection_answers',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    value: text('value'),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.inspectionId, table.itemKey] })],
);

export const inspectionRecommendations = pgTable(
  'inspection_recommendations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id),
    itemKey: text('item_key'),
    text: text('text').notNull(),
    responsibleOfficeId: integer('responsible_office_id')
      .notNull()
      .references(() => offices.id),
    /** Copied from the inspection, so lists need no join to know whose it is. */
    inspectorId: integer('inspector_id')
      .notNull()
      .references(() => users.id),
    inspectorOfficeId: integer('inspector_office_id')
      .notNull()
      .references(() => offices.id),
    targetOfficeId: integer('target_office_id')
      .notNull()
      .references(() => offices.id),
    labId: integer('lab_id'),
    deadline: date('deadline').notNull(),
    status: text('status').$type<RecommendationStatus>().notNull().default('open'),
    progress: smallint('progress').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inspection_recommendations_inspection_idx').on(table.inspectionId, table.id),
    index('inspection_recommendations_office_idx').on(
      table.responsibleOfficeId,
      table.status,
      table.deadline,
    ),
    index('inspection_recommendations_raised_idx').on(table.inspectorOfficeId, table.createdAt, table.id),
    index('inspection_recommendations_status_idx').on(table.status, table.deadline),
    // What is still open by deadline: the overdue list of every office reads it in its order.
    index('inspection_recommendations_open_deadline_idx')
      .on(table.deadline, table.id.desc().nullsFirst())
      .where(sql`${table.status} <> 'closed'`),
    index('inspection_recommendations_lab_idx')
      .on(table.labId, table.status)
      .where(sql`${table.labId} is not null`),
  ],
);

export const inspectionComplianceUpdates = pgTable(
  'inspection_compliance_updates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => inspectionRecommendations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id').references(() => offices.id),
    status: text('status').$type<RecommendationStatus>().notNull(),
    progress: smallint('progress').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspection_compliance_updates_rec_idx').on(table.recommendationId, table.id)],
);

/**
 * The app admin's dashboard figures: plans and inspections by status and visit day, recommendations
 * by status and deadline, kept by statement triggers (migration 0047), so the national dashboard sums
 * a few thousand rows rather than counting 300,000 inspections and 500,000 recommendations a call.
 */
export const inspectionDayStats = pgTable(
  'inspection_day_stats',
  {
    kind: text('kind').$type<'plan' | 'inspection' | 'recommendation'>().notNull(),
    status: text('status').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.status, table.day] })],
);

/** Recommendations not yet closed, by responsible office, for the dashboard's top ten; kept as above. */
export const inspectionOpenRecommendations = pgTable(
  'inspection_open_recommendations',
  {
    officeId: integer('office_id').primaryKey(),
    open: integer('open').notNull(),
  },
  (table) => [
    index('inspection_open_recommendations_rank_idx')
      .on(table.open.desc(), table.officeId)
      .where(sql`${table.open} > 0`),
  ],
);
