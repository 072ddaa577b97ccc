/** Exam desk permissions (SPEC.md §3 examDeskPermissions), granted per desk. */
import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { desks } from '../office/office.table';

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
