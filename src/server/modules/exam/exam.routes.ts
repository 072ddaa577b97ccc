/**
 * Exam management API (SPEC.md §2 /exam-mgt, issue 18). Every route is gated by one flag of the
 * desk's examDeskPermissions (common/permissions.ts); the services narrow every record to the desk's
 * controlling unit (and exams to its category), answering 404 for another unit's record.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentWorksSchema,
  bankBranchInputSchema,
  billFilterSchema,
  billInputSchema,
  billListQuerySchema,
  EXAM_PATHS,
  examFilterSchema,
  examInputSchema,
  examListQuerySchema,
  expertFilterSchema,
  expertInputSchema,
  expertListQuerySchema,
  idParamSchema,
  movementFilterSchema,
  movementInputSchema,
  movementListQuerySchema,
  paymentInputSchema,
  receiveInputSchema,
  simpleListQuerySchema,
  subjectInputSchema,
  workItemInputSchema,
} from '../../../common/contracts/exam.contract';
import {
  canAddBankRoutingNumbers,
  canAddExamExperts,
  canApproveExamBills,
  canAssignExamExperts,
  canCreateExamBills,
  canCreateExams,
  canDistributeAnswerSheets,
  canDistributeQuestionPapers,
  canEditExamExperts,
  canPayExamBills,
  canReadQuestionPapers,
  canReceiveAnswerSheets,
  canReceiveQuestionPapers,
  canUseExamDesk,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { examUnitScope } from '../../platform/read-cache';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import { unitOf } from './exam.scope';
import { approveBill, createBill, examDashboard, getBill, listBills, payBill } from './exam-bill.service';
import {
  createExam,
  createExpert,
  getExam,
  getExpert,
  listExams,
  listExperts,
  updateExam,
  updateExpert,
} from './exam-catalog.service';
import { deleteBankBranch, deleteDraftBill, deleteExpert, deleteSubject } from './exam-delete.service';
import { exportAnswerSheets, exportBills, exportExams, exportExperts } from './exam-export.service';
import {
  createBankBranch,
  createSubject,
  createWorkItem,
  listBankBranches,
  listSubjects,
  listWorkItems,
  updateBankBranch,
  updateSubject,
  updateWorkItem,
} from './exam-setup.service';
import {
  createAssignment,
  getAssignment,
  issueMovement,
  listAssignments,
  listMovements,
  readQuestionPaper,
  receiveMovement,
  updateAssignmentWorks,
} from './exam-work.service';

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exam'];
  const params = idParamSchema;
  const desk = { access: canUseExamDesk };
  // A unit's lists are kept under its work number, which every change to its records raises
  // (migration 0063); a desk without a unit keeps nothing.
  const unitList = {
    ...desk,
    readCache: {
      office: (request: FastifyRequest) => {
        const unitId = unitOf(caller(request));
        return unitId > 0 ? examUnitScope(unitId) : undefined;
      },
    },
  };
  const examDesk = { access: canCreateExams };
  const today = () => dhakaDay(new Date());

  // Setup: subjects and work items by the desk that creates exams; routing numbers by their flag.
  app.get(
    EXAM_PATHS.subjects,
    { config: unitList, schema: { tags, querystring: simpleListQuerySchema } },
    async (request) => ok(await listSubjects(app.db, caller(request), request.query)),
  );
  app.post(
    EXAM_PATHS.subjects,
    { config: examDesk, schema: { tags, body: subjectInputSchema } },
    async (request) => ok(await createSubject(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.subject(':id'),
    { config: examDesk, schema: { tags, params, body: subjectInputSchema } },
    async (request) => ok(await updateSubject(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(EXAM_PATHS.subject(':id'), { config: examDesk, schema: { tags, params } }, async (request) =>
    ok(await deleteSubject(app.db, actorOf(request), request.params.id)),
  );
  app.get(
    EXAM_PATHS.workItems,
    { config: unitList, schema: { tags, querystring: simpleListQuerySchema } },
    async (request) => ok(await listWorkItems(app.db, caller(request), request.query)),
  );
  app.post(
    EXAM_PATHS.workItems,
    { config: examDesk, schema: { tags, body: workItemInputSchema } },
    async (request) => ok(await createWorkItem(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.workItem(':id'),
    { config: examDesk, schema: { tags, params, body: workItemInputSchema } },
    async (request) => ok(await updateWorkItem(app.db, actorOf(request), request.params.id, request.body)),
  );
  const bankDesk = { access: canAddBankRoutingNumbers };
  app.get(
    EXAM_PATHS.bankBranches,
    // National, and raising the structure generation when changed (migration 0063).
    { config: { ...desk, readCache: true }, schema: { tags, querystring: simpleListQuerySchema } },
    async (request) => ok(await listBankBranches(app.db, request.query)),
  );
  app.post(
    EXAM_PATHS.bankBranches,
    { config: bankDesk, schema: { tags, body: bankBranchInputSchema } },
    async (request) => ok(await createBankBranch(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.bankBranch(':id'),
    { config: bankDesk, schema: { tags, params, body: bankBranchInputSchema } },
    async (request) => ok(await updateBankBranch(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(EXAM_PATHS.bankBranch(':id'), { config: bankDesk, schema: { tags, params } }, async (request) =>
    ok(await deleteBankBranch(app.db, actorOf(request), request.params.id)),
  );

  // Experts.
  app.get(
    EXAM_PATHS.experts,
    { config: unitList, schema: { tags, querystring: expertListQuerySchema } },
    async (request) => ok(await listExperts(app.db, caller(request), request.query)),
  );
  app.get(
    EXAM_PATHS.expertsExport,
    { config: desk, schema: { tags, querystring: expertFilterSchema } },
    async (request, reply) => {
      const file = await exportExperts(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `exam-experts-${today()}.xlsx`, file);
    },
  );
  app.get(EXAM_PATHS.expert(':id'), { config: desk, schema: { tags, params } }, async (request) =>
    ok(await getExpert(app.db, caller(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.experts,
    { config: { access: canAddExamExperts }, schema: { tags, body: expertInputSchema } },
    async (request) => ok(await createExpert(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.expert(':id'),
    { config: { access: canEditExamExperts }, schema: { tags, params, body: expertInputSchema } },
    async (request) => ok(await updateExpert(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    EXAM_PATHS.expert(':id'),
    { config: { access: canEditExamExperts }, schema: { tags, params } },
    async (request) => ok(await deleteExpert(app.db, actorOf(request), request.params.id)),
  );

  // Exams.
  app.get(
    EXAM_PATHS.exams,
    { config: unitList, schema: { tags, querystring: examListQuerySchema } },
    async (request) => ok(await listExams(app.db, caller(request), request.query)),
  );
  app.get(
    EXAM_PATHS.examsExport,
    { config: desk, schema: { tags, querystring: examFilterSchema } },
    async (request, reply) => {
      const file = await exportExams(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `exams-${today()}.xlsx`, file);
    },
  );
  app.get(EXAM_PATHS.exam(':id'), { config: desk, schema: { tags, params } }, async (request) =>
    ok(await getExam(app.db, caller(request), request.params.id)),
  );
  app.post(EXAM_PATHS.exams, { config: examDesk, schema: { tags, body: examInputSchema } }, async (request) =>
    ok(await createExam(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.exam(':id'),
    { config: examDesk, schema: { tags, params, body: examInputSchema } },
    async (request) => ok(await updateExam(app.db, actorOf(request), request.params.id, request.body)),
  );

  // Exam-wise experts.
  const assignDesk = { access: canAssignExamExperts };
  app.get(
    EXAM_PATHS.assignments,
    { config: unitList, schema: { tags, querystring: assignmentListQuerySchema } },
    async (request) => ok(await listAssignments(app.db, caller(request), request.query)),
  );
  app.get(EXAM_PATHS.assignment(':id'), { config: desk, schema: { tags, params } }, async (request) =>
    ok(await getAssignment(app.db, caller(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.assignments,
    { config: assignDesk, schema: { tags, body: assignmentInputSchema } },
    async (request) => ok(await createAssignment(app.db, actorOf(request), request.body)),
  );
  app.put(
    EXAM_PATHS.assignment(':id'),
    { config: assignDesk, schema: { tags, params, body: assignmentWorksSchema } },
    async (request) =>
      ok(await updateAssignmentWorks(app.db, actorOf(request), request.params.id, request.body.works)),
  );

  // Question papers (confidential) and answer sheets.
  app.get(
    EXAM_PATHS.questions,
    { config: { access: canReadQuestionPapers }, schema: { tags, querystring: movementListQuerySchema } },
    async (request) => ok(await listMovements(app.db, actorOf(request), 'question', request.query)),
  );
  app.get(
    EXAM_PATHS.question(':id'),
    { config: { access: canReadQuestionPapers }, schema: { tags, params } },
    async (request) => ok(await readQuestionPaper(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.questions,
    { config: { access: canDistributeQuestionPapers }, schema: { tags, body: movementInputSchema } },
    async (request) => ok(await issueMovement(app.db, actorOf(request), 'question', request.body)),
  );
  app.post(
    EXAM_PATHS.questionReceive(':id'),
    { config: { access: canReceiveQuestionPapers }, schema: { tags, params, body: receiveInputSchema } },
    async (request) =>
      ok(await receiveMovement(app.db, actorOf(request), 'question', request.params.id, request.body)),
  );
  app.get(
    EXAM_PATHS.answers,
    { config: unitList, schema: { tags, querystring: movementListQuerySchema } },
    async (request) => ok(await listMovements(app.db, actorOf(request), 'answer', request.query)),
  );
  app.get(
    EXAM_PATHS.answersExport,
    { config: desk, schema: { tags, querystring: movementFilterSchema } },
    async (request, reply) => {
      const file = await exportAnswerSheets(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `exam-answer-sheets-${today()}.xlsx`, file);
    },
  );
  app.post(
    EXAM_PATHS.answers,
    { config: { access: canDistributeAnswerSheets }, schema: { tags, body: movementInputSchema } },
    async (request) => ok(await issueMovement(app.db, actorOf(request), 'answer', request.body)),
  );
  app.post(
    EXAM_PATHS.answerReceive(':id'),
    { config: { access: canReceiveAnswerSheets }, schema: { tags, params, body: receiveInputSchema } },
    async (request) =>
      ok(await receiveMovement(app.db, actorOf(request), 'answer', request.params.id, request.body)),
  );

  // Bills.
  app.get(
    EXAM_PATHS.bills,
    { config: unitList, schema: { tags, querystring: billListQuerySchema } },
    async (request) => ok(await listBills(app.db, caller(request), request.query)),
  );
  app.get(
    EXAM_PATHS.billsExport,
    { config: desk, schema: { tags, querystring: billFilterSchema } },
    async (request, reply) => {
      const file = await exportBills(app.db, caller(request), request.query, requestLang(request));
      const batch = request.query.paidOn ? `bank-advice-${request.query.paidOn}` : `exam-bills-${today()}`;
      return sendXlsx(reply, `${batch}.xlsx`, file);
    },
  );
  app.get(EXAM_PATHS.bill(':id'), { config: desk, schema: { tags, params } }, async (request) =>
    ok(await getBill(app.db, caller(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.bills,
    { config: { access: canCreateExamBills }, schema: { tags, body: billInputSchema } },
    async (request) => ok(await createBill(app.db, actorOf(request), request.body.assignmentId)),
  );
  app.delete(
    EXAM_PATHS.bill(':id'),
    { config: { access: canCreateExamBills }, schema: { tags, params } },
    async (request) => ok(await deleteDraftBill(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.billApprove(':id'),
    { config: { access: canApproveExamBills }, schema: { tags, params } },
    async (request) => ok(await approveBill(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    EXAM_PATHS.billPay(':id'),
    { config: { access: canPayExamBills }, schema: { tags, params, body: paymentInputSchema } },
    async (request) => ok(await payBill(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.get(EXAM_PATHS.dashboard, { config: unitList, schema: { tags } }, async (request) =>
    ok(await examDashboard(app.db, caller(request))),
  );
};
