/** Tables of the shared platform services: the audit trail, the outbox, one-time passwords, files, counters. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    userRoleId: integer('user_role_id'),
    /** The office of the desk the change was made under: an office admin reads their office's rows. */
    officeId: integer('office_id'),
    /** The charge the desk was held under (ভারপ্রাপ্ত): `user_id` acted for the holder of `user_role_id`. */
    actingChargeId: integer('acting_charge_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    // Newest first within one entity: a module's page merges its entities' newest rows.
    index('audit_log_entity_id_idx').on(table.entity, table.id),
    // Newest first within a person or an office: the trail's filtered pages read these in order.
    index('audit_log_user_idx').on(table.userId, table.id),
    index('audit_log_office_idx').on(table.officeId, table.id),
    // What was done under one charge, for the holder on return.
    index('audit_log_charge_idx')
      .on(table.actingChargeId, table.id)
      .where(sql`${table.actingChargeId} is not null`),
    // A date range's page in time order, at any distance from today (a BRIN index finds the range
    // but gives no order, so the page walked the primary key back from the newest row).
    index('audit_log_at_idx').on(table.at, table.id),
    // One action within a date range, of a module (an entity range): its page and its count read
    // this index alone. Without it the count joined a bitmap of every row of the module
    // (a million 'profile…' rows at 5 million) to the range's: 207 ms against 7 ms.
    index('audit_log_action_at_idx').on(table.action, table.at, table.entity),
  ],
);

/** Every SMS and e-mail goes through this outbox; the configured sender delivers or only records it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    /** pending, sent (delivered to a gateway), recorded (no gateway configured) or failed. */
    status: text('status').$type<'pending' | 'sent' | 'recorded' | 'failed'>().notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/** One-time passwords: only a salted hash of the code is kept, with expiry, attempts and resends. */
export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'password-reset'>().notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The address that asked, so one client cannot send codes to many numbers. */
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otps_mobile_idx').on(table.mobile, table.createdAt),
    index('otps_request_ip_idx').on(table.requestIp, table.createdAt),
  ],
);

/**
 * Uploaded files: the bytes live in the file store (DATA_DIR/files by default) under a generated
 * name; this row says what they are and which record owns them, so reads can be checked against
 * the reader's right to that record.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    /** What the file belongs to, e.g. 'profile-photo', with the owning row's id. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The generated name in the store; never what the uploader called it. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** Detected from the bytes, not taken from the upload's headers. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerType, table.ownerId)],
);

/**
 * Bounded counters (sign-in tries, OTP quotas): one row per key, counting inside a window that ends
 * at `window_ends_at`. Taken and checked in one statement (see counters.ts), so concurrent requests
 * on any number of instances cannot all slip under the limit.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_window_idx').on(table.windowEndsAt)],
);

/**
 * The work generation of each office (migrations 0054–0058): raised in the commit of every
 * transaction that changes the office's day-to-day work read by kept answers (desk requests, leave,
 * transfer applications, asset statements sent to its desks, its store, its meetings, its people's
 * skills and research). A kept answer about one office is used while this number and the
 * structure generation stay (platform/read-cache.ts).
 */
export const officeGenerations = pgTable('office_generations', {
  officeId: integer('office_id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** The offices a transaction changed, until its commit raises their numbers. */
export const officeWorkMarks = pgTable(
  'office_work_marks',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    officeId: integer('office_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.officeId] })],
);

/** One row per changing transaction; its deferred trigger raises the marked offices at commit. */
export const officeWorkRaises = pgTable('office_work_raises', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
});
