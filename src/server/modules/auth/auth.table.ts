/** Sessions (hashed bearer tokens), one-time captcha answers and the generation of what access is read from. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { userRoles } from '../office/office.table';
import { users } from '../users/users.table';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The desk the user works under; null while the user has no office (role 0). */
    activeUserRoleId: integer('active_user_role_id').references(() => userRoles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/**
 * One number, raised at the commit of every transaction that changes what a request's access is
 * resolved from (the triggers of migration 0051): a server may keep what it resolved for a token
 * while the number stays (auth-cache.ts).
 */
export const authGeneration = pgTable(
  'auth_generation',
  {
    id: smallint('id').primaryKey(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [check('auth_generation_one_row', sql`${table.id} = 1`)],
);

/** A changing transaction's mark until its commit raises the generation (migration 0051). */
export const authGenerationMarks = pgTable('auth_generation_marks', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
});
