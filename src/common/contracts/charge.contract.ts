/**
 * Charges (দায়িত্ব হস্তান্তর): while a desk's holder is away (leave, training, tour, an unplanned
 * absence) an office order gives the current charge (চলতি দায়িত্ব) or an additional charge
 * (অতিরিক্ত দায়িত্ব) of the desk to another officer for a window of days. The acting officer has the
 * desk beside their own from the first day through the last and works its queues; every action
 * taken so records both the desk and the acting officer. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { blankToUndefined, dateSchema, idSchema, intSchema, textSchema } from '../validation';
import { CHARGE_KINDS, CHARGE_STATES, type ChargeKind, type ChargeState } from './charge.paths';
import type { Page } from './office.contract';

export { CHARGE_KINDS, CHARGE_PATHS, CHARGE_STATES, type ChargeKind, type ChargeState } from './charge.paths';

/** Stored: active until ended early. */
export const CHARGE_STATUSES = ['active', 'ended'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
/** How long a chain of charges may grow: A's desk to B while B's desk goes to C, and no further. */
export const MAX_CHAIN = 2;
/** A charge lasts at most a year; a longer absence is a posting, not a charge. */
export const MAX_CHARGE_DAYS = 366;

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const giveChargeSchema = z
  .object({
    deskId: idSchema('validation.charge.deskRequired'),
    actingUserId: idSchema('validation.charge.actingRequired'),
    kind: z.enum(CHARGE_KINDS, { message: 'validation.charge.kindRequired' }),
    fromDate: dateSchema(),
    toDate: dateSchema(),
    orderNo: textSchema(100, 'validation.charge.orderNoRequired').transform(nfc),
    orderDate: dateSchema(),
    reason: optional(textSchema(500).transform(nfc)),
  })
  .refine((value) => value.toDate >= value.fromDate, {
    message: 'validation.charge.toBeforeFrom',
    path: ['toDate'],
  });
export type GiveChargeInput = z.input<typeof giveChargeSchema>;
export type GiveChargeValues = z.output<typeof giveChargeSchema>;

/** Ending early says why (the holder came back, the tour was cancelled), as the order ending it would. */
export const endChargeSchema = z.object({
  note: textSchema(500, 'validation.charge.endNoteRequired').transform(nfc),
});
export type EndChargeInput = z.input<typeof endChargeSchema>;

export const chargeFilterSchema = z.object({
  state: optional(z.enum(CHARGE_STATES, { message: 'validation.invalid' })),
  kind: optional(z.enum(CHARGE_KINDS, { message: 'validation.invalid' })),
  /** Charges touching this period. */
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  /** The holder's or the acting officer's name, Bangla or English. */
  search: optional(textSchema(100)),
  sort: optional(z.enum(['newest', 'oldest'], { message: 'validation.invalid' })),
});
export const chargeQuerySchema = chargeFilterSchema.extend({
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type ChargeFilterParams = z.output<typeof chargeFilterSchema>;
export type ChargeQueryParams = z.output<typeof chargeQuerySchema>;

export const optionSearchSchema = z.object({ search: optional(textSchema(100)) });

export interface ChargePerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface ChargeDeskName {
  deskId: number;
  roleBn: string;
  roleEn: string;
  officeBn: string;
  officeEn: string;
}

export interface ChargeSummary {
  id: number;
  desk: ChargeDeskName;
  holder: ChargePerson;
  acting: ChargePerson;
  kind: ChargeKind;
  fromDate: string;
  toDate: string;
  state: ChargeState;
  orderNo: string;
  orderDate: string;
  leaveApplicationId: number | null;
  endedAt: string | null;
}

export interface ChargeDetail extends ChargeSummary {
  reason: string;
  givenBy: ChargePerson & { roleBn: string | null; roleEn: string | null };
  officeHead: ChargePerson | null;
  canEnd: boolean;
}

export type ChargePage = Page<ChargeSummary>;

/** One thing done under the charge, from the audit trail. */
export interface ChargeAction {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  at: string;
}

/** A desk of the office with its holder, to give in charge. */
export interface ChargeDeskOption extends ChargeDeskName {
  holder: ChargePerson;
}
