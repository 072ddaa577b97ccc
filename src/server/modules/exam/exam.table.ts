/** Exam desk permissions (SPEC.md §3 examDeskPermissions), granted per desk. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ExamBillLine,
  ExamBillStatus,
  ExamMeasure,
  ExamMovementKind,
  ExamMovementStatus,
  ExamWorkLine,
} from '../../../common/contracts/exam.contract';
import { desks } from '../office/office.table';
import { users } from '../users/users.table';

export const examDeskPermissions = pgTable('exam_desk_permissions', {
  deskId: integer('desk_id')
    .primaryKey()
    .references(() => desks.id),
  examCategoryId: integer('exam_category_id'),
  controllingUnitId: integer('controlling_unit_id'),
  canCreateExam: boolean('can_create_exam').notNull().default(false),
  canDistributeExamPaper: boolean('can_distribute_exam_paper').notNull().default(false),
  canReceiveExamPaper: boolean('can_receive_exam_paper').notNull().default(false),
  canDistributeQuestionPaper: boolean('can_distribute_question_paper').notNull().default(false),
  canReceiveQuestionPaper: boolean('can_receive_question_paper').notNull().default(false),
  canCreateBill: boolean('can_create_bill').notNull().default(false),
  canApproveBill: boolean('can_approve_bill').notNull().default(false),
  canPayBill: boolean('can_pay_bill').notNull().default(false),
  canAddExamWiseExpert: boolean('can_add_exam_wise_expert').notNull().default(false),
  canAddExamExpert: boolean('can_add_exam_expert').notNull().default(false),
  canEditExamExpert: boolean('can_edit_exam_expert').notNull().default(false),
  canAddBankRoutingNo: boolean('can_add_bank_routing_no').notNull().default(false),
});

/*
 * Public examinations run by a controlling unit (DOMAIN.md, issue 18). Every record but the bank
 * branches (routing numbers are national) belongs to one controlling unit (`unit_id`, the desk's
 * examDeskPermissions.controllingUnitId); exams also to an exam category. Amounts are whole taka.
 * Each searchable table keeps its names in lower-case NFC in `search_text` with a trigram index.
 */

/** exam-subjects: the subjects a unit sets papers in. */
export const examSubjects = pgTable(
  'exam_subjects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    code: text('code').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(code || ' ' || name_bn || ' ' || name_en, NFC))`,
    ),
  },
  (table) => [
    uniqueIndex('exam_subjects_code_unique').on(table.unitId, table.code),
    index('exam_subjects_unit_idx').on(table.unitId, table.code),
    index('exam_subjects_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** exam-honorarium-setup: work items (paper setting, moderation, examining scripts …) and their rates. */
export const examWorkItems = pgTable(
  'exam_work_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    measure: text('measure').$type<ExamMeasure>().notNull(),
    /** Taka per unit of `measure`. */
    rate: integer('rate').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || name_en, NFC))`),
  },
  (table) => [
    uniqueIndex('exam_work_items_name_unique').on(table.unitId, table.nameBn),
    index('exam_work_items_unit_idx').on(table.unitId, table.id),
  ],
);

/** bank-branch-setup: banks and branches with their 9-digit routing numbers (unique nationally). */
export const examBankBranches = pgTable(
  'exam_bank_branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    routingNo: text('routing_no').notNull(),
    bankNameBn: text('bank_name_bn').notNull(),
    bankNameEn: text('bank_name_en').notNull(),
    branchNameBn: text('branch_name_bn').notNull(),
    branchNameEn: text('branch_name_en').notNull(),
    district: text('district').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(routing_no || ' ' || bank_name_bn || ' ' || bank_name_en || ' ' || branch_name_bn || ' ' || branch_name_en || ' ' || district, NFC))`,
    ),
  },
  (table) => [
    uniqueIndex('exam_bank_branches_routing_unique').on(table.routingNo),
    index('exam_bank_branches_name_idx').on(table.bankNameEn, table.branchNameEn, table.id),
    index('exam_bank_branches_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** expert-profiles: paper setters, moderators and examiners of a unit, with where to pay them. */
export const examExperts = pgTable(
  'exam_experts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    designation: text('designation').notNull(),
    institution: text('institution').notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => examSubjects.id),
    mobile: text('mobile').notNull(),
    email: text('email'),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    bankBranchId: integer('bank_branch_id')
      .notNull()
      .references(() => examBankBranches.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name_bn || ' ' || name_en || ' ' || institution || ' ' || mobile, NFC))`,
    ),
  },
  (table) => [
    uniqueIndex('exam_experts_mobile_unique').on(table.unitId, table.mobile),
    index('exam_experts_unit_idx').on(table.unitId, table.id),
    index('exam_experts_subject_idx').on(table.unitId, table.subjectId, table.id),
    index('exam_experts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** exam-list: an examination of a unit and category: session, subjects, dates, centres. */
export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    categoryId: integer('category_id').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    examYear: integer('exam_year').notNull(),
    session: text('session').notNull(),
    subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::integer[]`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    centreCount: integer('centre_count').notNull(),
    centres: text('centres').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name_bn || ' ' || name_en || ' ' || session, NFC))`,
    ),
  },
  (table) => [
    index('exams_unit_idx').on(table.unitId, table.categoryId, table.startDate, table.id),
    index('exams_year_idx').on(table.unitId, table.categoryId, table.examYear, table.startDate, table.id),
    index('exams_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** exam-wise-experts: an expert assigned to an exam and subject, with the work to do. */
export const examAssignments = pgTable(
  'exam_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => examExperts.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => examSubjects.id),
    /** Work items and quantities: [{ workItemId, quantity }]. */
    works: jsonb('works').$type<ExamWorkLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('exam_assignments_unique').on(table.examId, table.expertId, table.subjectId),
    index('exam_assignments_unit_idx').on(table.unitId, table.examId, table.id),
    index('exam_assignments_expert_idx').on(table.expertId, table.id),
  ],
);

/**
 * exam-questions and exam-answersheets: one issue of sealed packets (question paper sets to an
 * expert or centre; answer scripts to an examiner) and its receipt, recorded once.
 */
export const examMovements = pgTable(
  'exam_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    kind: text('kind').$type<ExamMovementKind>().notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => examSubjects.id),
    expertId: integer('expert_id').references(() => examExperts.id),
    centre: text('centre'),
    /** The question set (ক, খ …) or the answer-script bundle's label. */
    setLabel: text('set_label').notNull(),
    packets: integer('packets').notNull(),
    /** Answer scripts in the packets (answer sheets only). */
    scripts: integer('scripts').notNull().default(0),
    status: text('status').$type<ExamMovementStatus>().notNull().default('issued'),
    issuedOn: date('issued_on').notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    receivedOn: date('received_on'),
    receivedBy: integer('received_by').references(() => users.id),
    receivedPackets: integer('received_packets'),
    receivedScripts: integer('received_scripts'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exam_movements_list_idx').on(table.unitId, table.kind, table.issuedOn, table.id),
    index('exam_movements_status_idx').on(table.unitId, table.kind, table.status, table.issuedOn, table.id),
    index('exam_movements_exam_idx').on(table.examId, table.kind, table.status),
    // Outstanding answer scripts on the dashboard: an index-only sum of the issues not yet received.
    index('exam_movements_outstanding_idx')
      .on(table.unitId, table.kind, table.scripts)
      .where(sql`${table.status} = 'issued'`),
  ],
);

/** exam-bills: an expert's honorarium for one assignment, created → approved → paid. */
export const examBills = pgTable(
  'exam_bills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    unitId: integer('unit_id').notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => examExperts.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => examAssignments.id),
    /** The work items, quantities and rates as billed (rates may change later). */
    lines: jsonb('lines').$type<ExamBillLine[]>().notNull(),
    gross: integer('gross').notNull(),
    tax: integer('tax').notNull(),
    stamp: integer('stamp').notNull(),
    net: integer('net').notNull(),
    status: text('status').$type<ExamBillStatus>().notNull().default('created'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id),
    /** The bank the money went to, copied from the expert when paid. */
    bankBranchId: integer('bank_branch_id').references(() => examBankBranches.id),
    routingNo: text('routing_no'),
    accountNo: text('account_no'),
    paymentRef: text('payment_ref'),
    paidOn: date('paid_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('exam_bills_assignment_unique').on(table.assignmentId),
    index('exam_bills_list_idx').on(table.unitId, table.createdAt, table.id),
    index('exam_bills_status_idx').on(table.unitId, table.status, table.createdAt, table.id),
    index('exam_bills_exam_idx').on(table.unitId, table.examId, table.status),
    index('exam_bills_expert_idx').on(table.expertId, table.id),
    index('exam_bills_paid_idx')
      .on(table.unitId, table.paidOn, table.id)
      .where(sql`${table.status} = 'paid'`),
  ],
);

/**
 * The bills' counts and amounts per exam and stage, kept in the same transaction as every bill's
 * creation, approval and payment, so the dashboard reads a few rows rather than adding up 600,000.
 */
export const examBillTotals = pgTable(
  'exam_bill_totals',
  {
    unitId: integer('unit_id').notNull(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    status: text('status').$type<ExamBillStatus>().notNull(),
    bills: integer('bills').notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.status] }),
    index('exam_bill_totals_unit_idx').on(table.unitId),
  ],
);
