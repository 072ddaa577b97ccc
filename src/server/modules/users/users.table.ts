/** Accounts and the officer profile attached to each (SPEC.md §3 Session: user, profile). */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isSupportAdmin: boolean('is_support_admin').notNull().default(false),
    supportLevel: integer('support_level').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.mobile),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    knownAs: text('known_as').notNull(),
    knownAsBangla: text('known_as_bangla').notNull(),
    photoUrl: text('photo_url'),
    signatureUrl: text('signature_url'),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    /** The office an officer belongs to; counted as non-posted there while holding no desk. */
    homeOfficeId: integer('home_office_id'),
    /** An office the officer works in without a post there (সংযুক্ত). */
    attachedOfficeId: integer('attached_office_id'),
  },
  (table) => [
    index('profiles_user_idx').on(table.userId),
    index('profiles_home_office_idx').on(table.homeOfficeId),
    index('profiles_attached_office_idx').on(table.attachedOfficeId),
  ],
);
