/**
 * Exam management (পরীক্ষা ব্যবস্থাপনা, SPEC.md §2 /exam-mgt, issue 18): a controlling unit's
 * subjects, exams, work items with honorarium rates, bank routing numbers, experts and their
 * assignments, question-paper and answer-sheet movements, and honorarium bills created → approved →
 * paid. Amounts are whole taka. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import {
  blankToUndefined,
  dateSchema,
  idSchema,
  intSchema,
  mobileSchema,
  storable,
  textSchema,
  toEnglishDigits,
} from '../validation';
import {
  EXAM_BILL_STATUSES,
  EXAM_MEASURES,
  EXAM_MOVEMENT_STATUSES,
  type ExamBillStatus,
  type ExamMeasure,
  type ExamMovementKind,
  type ExamMovementStatus,
} from './exam.paths';
import type { Page } from './office.contract';

// The paths and fixed lists live apart, so a plain list imports them without zod (exam.paths.ts).
export * from './exam.paths';

/* Rules ---------------------------------------------------------------------------------------- */

/**
 * Deductions from an honorarium bill (docs/decisions.md): income tax at source of 10 % of the gross
 * (rounded to the nearest taka), and a ৳10 revenue stamp on a receipt of more than ৳400.
 */
export const EXAM_TAX_PERCENT = 10;
export const EXAM_STAMP = 10;
export const EXAM_STAMP_ABOVE = 400;

export interface ExamWorkLine {
  workItemId: number;
  quantity: number;
}

export interface ExamBillLine {
  workItemId: number;
  nameBn: string;
  nameEn: string;
  measure: ExamMeasure;
  quantity: number;
  rate: number;
  amount: number;
}

/** The bill's arithmetic: Σ quantity × rate, less tax at source and the revenue stamp. */
export function billAmounts(lines: { quantity: number; rate: number }[]) {
  const gross = lines.reduce((sum, line) => sum + line.quantity * line.rate, 0);
  const tax = Math.round((gross * EXAM_TAX_PERCENT) / 100);
  const stamp = gross > EXAM_STAMP_ABOVE ? EXAM_STAMP : 0;
  return { gross, tax, stamp, net: gross - tax - stamp };
}

/** A Bangladesh bank branch routing number: 9 digits. */
export const ROUTING_PATTERN = /^\d{9}$/;

/* Inputs --------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const name = (max: number, key: string) => textSchema(max, key).transform(nfc);
const digits = (max: number, key: string) =>
  storable(
    z
      .string({ message: key })
      .trim()
      .min(1, key)
      .max(max + 10, key),
  ).transform(toEnglishDigits);

export const subjectInputSchema = z.object({
  code: digits(10, 'validation.exam.subjectCode').refine(
    (v) => /^\d{1,10}$/.test(v),
    'validation.exam.subjectCode',
  ),
  nameBn: name(150, 'validation.exam.nameRequired'),
  nameEn: name(150, 'validation.exam.nameRequired'),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;
export type SubjectValues = z.output<typeof subjectInputSchema>;

export const workItemInputSchema = z.object({
  nameBn: name(150, 'validation.exam.nameRequired'),
  nameEn: name(150, 'validation.exam.nameRequired'),
  measure: z.enum(EXAM_MEASURES, { message: 'validation.exam.measureRequired' }),
  rate: intSchema(1, 1_000_000, 'validation.exam.rateInvalid'),
  active: z.boolean({ message: 'validation.invalid' }).optional().default(true),
});
export type WorkItemInput = z.input<typeof workItemInputSchema>;
export type WorkItemValues = z.output<typeof workItemInputSchema>;

export const bankBranchInputSchema = z.object({
  routingNo: digits(9, 'validation.exam.routingInvalid').refine(
    (value) => ROUTING_PATTERN.test(value),
    'validation.exam.routingInvalid',
  ),
  bankNameBn: name(150, 'validation.exam.nameRequired'),
  bankNameEn: name(150, 'validation.exam.nameRequired'),
  branchNameBn: name(150, 'validation.exam.nameRequired'),
  branchNameEn: name(150, 'validation.exam.nameRequired'),
  district: optional(textSchema(100).transform(nfc)),
});
export type BankBranchInput = z.input<typeof bankBranchInputSchema>;
export type BankBranchValues = z.output<typeof bankBranchInputSchema>;

export const expertInputSchema = z.object({
  nameBn: name(150, 'validation.exam.nameRequired'),
  nameEn: name(150, 'validation.exam.nameRequired'),
  designation: name(150, 'validation.exam.designationRequired'),
  institution: name(200, 'validation.exam.institutionRequired'),
  subjectId: idSchema('validation.exam.subjectRequired'),
  mobile: mobileSchema,
  email: optional(
    textSchema(190).refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.emailInvalid'),
  ),
  accountName: name(150, 'validation.exam.accountRequired'),
  accountNo: digits(20, 'validation.exam.accountRequired').refine(
    (value) => /^\d{6,20}$/.test(value),
    'validation.exam.accountInvalid',
  ),
  bankBranchId: idSchema('validation.exam.bankRequired'),
  active: z.boolean({ message: 'validation.invalid' }).optional().default(true),
});
export type ExpertInput = z.input<typeof expertInputSchema>;
export type ExpertValues = z.output<typeof expertInputSchema>;

export const examInputSchema = z
  .object({
    nameBn: name(200, 'validation.exam.nameRequired'),
    nameEn: name(200, 'validation.exam.nameRequired'),
    examYear: intSchema(2000, 2100, 'validation.exam.yearInvalid'),
    session: name(20, 'validation.exam.sessionRequired'),
    subjectIds: z
      .array(idSchema(), { message: 'validation.exam.subjectRequired' })
      .min(1, 'validation.exam.subjectRequired')
      .max(100, 'validation.tooLong'),
    startDate: dateSchema(),
    endDate: dateSchema(),
    centreCount: intSchema(1, 10_000, 'validation.exam.centresInvalid'),
    centres: optional(textSchema(2000).transform(nfc)),
  })
  .refine((value) => value.endDate >= value.startDate, {
    message: 'validation.exam.endBeforeStart',
    path: ['endDate'],
  });
export type ExamInput = z.input<typeof examInputSchema>;
export type ExamValues = z.output<typeof examInputSchema>;

const workLineSchema = z.object({
  workItemId: idSchema('validation.exam.workItemRequired'),
  quantity: intSchema(1, 100_000, 'validation.exam.quantityInvalid'),
});
export const assignmentInputSchema = z.object({
  examId: idSchema('validation.exam.examRequired'),
  expertId: idSchema('validation.exam.expertRequired'),
  subjectId: idSchema('validation.exam.subjectRequired'),
  works: z
    .array(workLineSchema, { message: 'validation.exam.workRequired' })
    .min(1, 'validation.exam.workRequired')
    .max(20, 'validation.tooLong')
    .refine(
      (lines) => new Set(lines.map((line) => line.workItemId)).size === lines.length,
      'validation.exam.workRepeated',
    ),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;
export type AssignmentValues = z.output<typeof assignmentInputSchema>;
export const assignmentWorksSchema = assignmentInputSchema.pick({ works: true });

export const movementInputSchema = z
  .object({
    examId: idSchema('validation.exam.examRequired'),
    subjectId: idSchema('validation.exam.subjectRequired'),
    /** To an expert (paper setter, moderator, examiner) or to a centre. */
    expertId: optional(idSchema()),
    centre: optional(textSchema(200).transform(nfc)),
    setLabel: name(50, 'validation.exam.setRequired'),
    packets: intSchema(1, 10_000, 'validation.exam.packetsInvalid'),
    /** Answer scripts in the packets: required for answer sheets, not for question papers. */
    scripts: optional(intSchema(1, 1_000_000, 'validation.exam.scriptsInvalid')),
    issuedOn: dateSchema(),
    note: optional(textSchema(500).transform(nfc)),
  })
  .refine((value) => value.expertId !== undefined || value.centre !== undefined, {
    message: 'validation.exam.recipientRequired',
    path: ['expertId'],
  });
export type MovementInput = z.input<typeof movementInputSchema>;
export type MovementValues = z.output<typeof movementInputSchema>;

export const receiveInputSchema = z.object({
  receivedOn: dateSchema(),
  packets: intSchema(0, 10_000, 'validation.exam.packetsInvalid'),
  /** Answer sheets: scripts received back, at most those issued. */
  scripts: optional(intSchema(0, 1_000_000, 'validation.exam.scriptsInvalid')),
  note: optional(textSchema(500).transform(nfc)),
});
export type ReceiveInput = z.input<typeof receiveInputSchema>;
export type ReceiveValues = z.output<typeof receiveInputSchema>;

export const paymentInputSchema = z.object({
  paymentRef: name(60, 'validation.exam.referenceRequired'),
  paidOn: dateSchema(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentValues = z.output<typeof paymentInputSchema>;

export const billInputSchema = z.object({ assignmentId: idSchema('validation.exam.assignmentRequired') });

export const idParamSchema = z.object({ id: idSchema() });

const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};
const search = optional(textSchema(100));

export const simpleListQuerySchema = z.object({ search, ...paging });
export type SimpleListParams = z.output<typeof simpleListQuerySchema>;

export const expertFilterSchema = z.object({ search, subjectId: optional(idSchema()) });
export const expertListQuerySchema = expertFilterSchema.extend(paging);
export type ExpertFilterParams = z.output<typeof expertFilterSchema>;
export type ExpertListParams = z.output<typeof expertListQuerySchema>;

export const examFilterSchema = z.object({
  search,
  year: optional(intSchema(2000, 2100)),
  /** Exams that list this subject. */
  subjectId: optional(idSchema()),
});
export const examListQuerySchema = examFilterSchema.extend(paging);
export type ExamFilterParams = z.output<typeof examFilterSchema>;
export type ExamListParams = z.output<typeof examListQuerySchema>;

export const assignmentListQuerySchema = z.object({
  search,
  examId: optional(idSchema()),
  /** Only assignments without a bill yet (the bill form's choices). */
  unbilled: optional(z.enum(['true', 'false'], { message: 'validation.invalid' })),
  ...paging,
});
export type AssignmentListParams = z.output<typeof assignmentListQuerySchema>;

export const movementFilterSchema = z.object({
  search,
  examId: optional(idSchema()),
  status: optional(z.enum(EXAM_MOVEMENT_STATUSES, { message: 'validation.invalid' })),
});
export const movementListQuerySchema = movementFilterSchema.extend(paging);
export type MovementFilterParams = z.output<typeof movementFilterSchema>;
export type MovementListParams = z.output<typeof movementListQuerySchema>;

export const billFilterSchema = z.object({
  search,
  examId: optional(idSchema()),
  status: optional(z.enum(EXAM_BILL_STATUSES, { message: 'validation.invalid' })),
  /** Paid on this day: the payment batch of the bank advice. */
  paidOn: optional(dateSchema()),
});
export const billListQuerySchema = billFilterSchema.extend(paging);
export type BillFilterParams = z.output<typeof billFilterSchema>;
export type BillListParams = z.output<typeof billListQuerySchema>;

/* Responses ------------------------------------------------------------------------------------ */

export interface ExamRef {
  id: number;
  nameBn: string;
  nameEn: string;
}

export interface ExamSubject extends ExamRef {
  code: string;
}

export interface ExamWorkItem extends ExamRef {
  measure: ExamMeasure;
  rate: number;
  active: boolean;
}

export interface ExamBankBranch {
  id: number;
  routingNo: string;
  bankNameBn: string;
  bankNameEn: string;
  branchNameBn: string;
  branchNameEn: string;
  district: string;
}

export interface ExamExpert extends ExamRef {
  designation: string;
  institution: string;
  subject: ExamSubject;
  mobile: string;
  email: string | null;
  accountName: string;
  accountNo: string;
  bank: ExamBankBranch;
  active: boolean;
}

export interface Exam extends ExamRef {
  categoryId: number;
  examYear: number;
  session: string;
  subjects: ExamSubject[];
  startDate: string;
  endDate: string;
  centreCount: number;
  centres: string;
}

export interface ExamAssignment {
  id: number;
  exam: ExamRef;
  expert: ExamRef & { institution: string };
  subject: ExamSubject;
  works: (ExamWorkLine & { nameBn: string; nameEn: string; measure: ExamMeasure; rate: number })[];
  /** What a bill of it would come to now. */
  gross: number;
  billId: number | null;
}

export interface ExamPerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface ExamMovement {
  id: number;
  kind: ExamMovementKind;
  exam: ExamRef;
  subject: ExamSubject;
  expert: ExamRef | null;
  centre: string | null;
  setLabel: string;
  packets: number;
  scripts: number;
  status: ExamMovementStatus;
  issuedOn: string;
  issuedBy: ExamPerson;
  receivedOn: string | null;
  receivedBy: ExamPerson | null;
  receivedPackets: number | null;
  receivedScripts: number | null;
  note: string | null;
}

export interface ExamBill {
  id: number;
  billNo: string;
  exam: ExamRef;
  expert: ExamRef & { designation: string; institution: string; mobile: string };
  subject: ExamSubject;
  lines: ExamBillLine[];
  gross: number;
  tax: number;
  stamp: number;
  net: number;
  status: ExamBillStatus;
  createdBy: ExamPerson;
  createdAt: string;
  approvedBy: ExamPerson | null;
  approvedAt: string | null;
  paidBy: ExamPerson | null;
  paidOn: string | null;
  paymentRef: string | null;
  /** Where it is paid: the expert's account until paid, then what was paid to. */
  bank: ExamBankBranch;
  accountName: string;
  accountNo: string;
}

export interface ExamDashboard {
  exams: number;
  experts: number;
  papersInTransit: number;
  sheetsOutstanding: { movements: number; scripts: number };
  billsByStage: { status: ExamBillStatus; count: number; net: number }[];
  amountsByExam: { exam: ExamRef; gross: number; net: number; paid: number }[];
}

export type ExamPage<T> = Page<T>;
