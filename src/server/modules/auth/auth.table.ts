/** Sessions (hashed bearer tokens) and one-time captcha answers. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
