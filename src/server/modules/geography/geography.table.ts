/**
 * Bangladesh geography: 8 divisions, 64 districts and their upazilas, with Bangla and English names.
 * Ids are those of the shipped bd-geocode data set (src/server/db/geography, MIT), not BBS geocodes.
 */
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

export const divisions = pgTable('divisions', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameBn: text('name_bn').notNull(),
  website: text('website'),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    /** The Deputy Commissioner's office, in English digits (SPEC.md §5). */
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    website: text('website'),
  },
  (table) => [index('districts_division_idx').on(table.divisionId)],
);

export const upazilas = pgTable(
  'upazilas',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    website: text('website'),
  },
  (table) => [index('upazilas_district_idx').on(table.districtId)],
);
