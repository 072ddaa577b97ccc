/**
 * The audit trail (নিরীক্ষা লগ): every change and every read of a confidential record, as written
 * in the same transaction as the change. The super admin reads all of it; an office admin reads
 * the rows written under a desk of their own office. Rows are never changed or deleted.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { blankToUndefined, dateSchema, idSchema, intSchema, textSchema } from '../validation';
import { AUDIT_MODULE_IDS, type AuditModule } from './audit.paths';
import type { Named } from './office.contract';

export * from './audit.paths';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** Action names are lower-case words joined by '-'. */
const actionSchema = textSchema(40).refine((value) => /^[a-z][a-z_-]*$/.test(value), 'validation.invalid');

const auditFilterFields = z.object({
  /** A person's name, e-mail or mobile; up to fifty matching people are looked up. */
  person: optional(textSchema(100)),
  userId: optional(idSchema()),
  officeId: optional(idSchema()),
  module: optional(
    z.enum(AUDIT_MODULE_IDS as [AuditModule, ...AuditModule[]], { message: 'validation.invalid' }),
  ),
  action: optional(actionSchema),
  /** The record's id within its module. */
  entityId: optional(textSchema(40)),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
});
const rangeInOrder = (value: { from?: string; to?: string }) =>
  !value.from || !value.to || value.from <= value.to;
const RANGE_ERROR = { message: 'validation.audit.dateRange', path: ['to'] };

export const auditFilterSchema = auditFilterFields.refine(rangeInOrder, RANGE_ERROR);
export type AuditFilterParams = z.output<typeof auditFilterSchema>;

/** Deep offsets on a trail of millions are slow and nobody reads them: the filters narrow instead. */
export const AUDIT_MAX_PAGE = 500;
export const auditListQuerySchema = auditFilterFields
  .extend({
    page: z.preprocess(blankToUndefined, intSchema(1, AUDIT_MAX_PAGE).default(1)),
    pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  })
  .refine(rangeInOrder, RANGE_ERROR);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListParams = z.output<typeof auditListQuerySchema>;

export interface AuditPerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  person: AuditPerson | null;
  /** The desk the person worked under: its designation and office. */
  desk: { userRoleId: number; designation: Named | null } | null;
  /** The charge the desk was held under: the person acted for its absent holder (ভারপ্রাপ্ত হিসেবে). */
  actingChargeId: number | null;
  office: Named | null;
  module: AuditModule | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** The record before and after, with personal fields masked and secrets left out. */
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Exact up to AUDIT_COUNT_LIMIT; `capped` says the trail holds at least that many. */
  total: number;
  capped: boolean;
}
export const AUDIT_COUNT_LIMIT = 10_000;
