/**
 * Digital labs (ডিজিটাল ল্যাব): SRDL and other labs at schools and institutions, one table with a
 * type; their equipment with its condition, and their activities. Each lab keeps its equipment
 * counts by condition, changed in the same statement as the equipment, so lists and the dashboard
 * read twelve thousand labs instead of counting two hundred thousand devices.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ActivityKind,
  EquipmentCondition,
  EquipmentKind,
  LabType,
} from '../../../common/contracts/lab.contract';
import { districts, upazilas } from '../geography/geography.table';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';

export const labs = pgTable(
  'labs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').$type<LabType>().notNull(),
    institutionBn: text('institution_bn').notNull(),
    institutionEn: text('institution_en').notNull().default(''),
    /** EIIN or another code, as typed (upper case). */
    code: text('code').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    /** The institution's own office, when it has one in Karjaloy. */
    officeId: integer('office_id').references(() => offices.id),
    /** Kept as typed, in English digits (SPEC.md §5). */
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    establishedYear: smallint('established_year'),
    contactTeacher: text('contact_teacher'),
    contactMobile: text('contact_mobile'),
    equipmentCount: integer('equipment_count').notNull().default(0),
    workingCount: integer('working_count').notNull().default(0),
    faultyCount: integer('faulty_count').notNull().default(0),
    lostCount: integer('lost_count').notNull().default(0),
    activityCount: integer('activity_count').notNull().default(0),
    /** Names and code in NFC and lower case, for the trigram 'contains' search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(institution_bn, NFC) || chr(10) || institution_en || chr(10) || code)`,
    ),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('labs_code_unique').on(table.code),
    index('labs_district_idx').on(table.districtId, table.institutionBn, table.id),
    index('labs_upazila_idx').on(table.upazilaId, table.institutionBn, table.id),
    index('labs_office_idx').on(table.officeId).where(sql`${table.officeId} is not null`),
    index('labs_type_idx').on(table.type, table.institutionBn, table.id),
    index('labs_name_idx').on(table.institutionBn, table.id),
    index('labs_faulty_idx')
      .on(table.districtId, table.id)
      .where(sql`${table.faultyCount} + ${table.lostCount} > 0`),
    index('labs_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const labEquipment = pgTable(
  'lab_equipment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id),
    kind: text('kind').$type<EquipmentKind>().notNull(),
    model: text('model'),
    serial: text('serial'),
    supplier: text('supplier'),
    receivedOn: date('received_on'),
    condition: text('condition').$type<EquipmentCondition>().notNull().default('working'),
    conditionChangedAt: timestamp('condition_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_equipment_lab_idx').on(table.labId, table.id),
    index('lab_equipment_condition_idx').on(table.condition, table.id),
    index('lab_equipment_kind_idx').on(table.kind, table.condition, table.id),
    index('lab_equipment_serial_trgm_idx').using('gin', sql`lower(${table.serial}) gin_trgm_ops`),
  ],
);

export const labActivities = pgTable(
  'lab_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id),
    kind: text('kind').$type<ActivityKind>().notNull(),
    heldOn: date('held_on').notNull(),
    titleBn: text('title_bn').notNull(),
    participants: integer('participants').notNull(),
    female: integer('female'),
    hours: smallint('hours'),
    note: text('note'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_activities_lab_idx').on(table.labId, table.heldOn, table.id),
    index('lab_activities_date_idx').on(table.heldOn, table.id),
    // The dashboard's fiscal-year sums read this index alone.
    index('lab_activities_stats_idx').on(table.heldOn, table.labId, table.participants),
  ],
);
