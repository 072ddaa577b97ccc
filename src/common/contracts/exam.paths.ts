/**
 * The API paths of exam management and the fixed lists its screens name (measures, movement and
 * bill statuses), apart from its schemas: a list that only calls them and names the choices of its
 * filters carries no validator (exam.contract.ts re-exports them).
 */
const BASE = '/api/exam';
export const EXAM_PATHS = {
  subjects: `${BASE}/subjects`,
  subject: (id: number | string) => `${BASE}/subjects/${id}`,
  workItems: `${BASE}/work-items`,
  workItem: (id: number | string) => `${BASE}/work-items/${id}`,
  bankBranches: `${BASE}/bank-branches`,
  bankBranch: (id: number | string) => `${BASE}/bank-branches/${id}`,
  experts: `${BASE}/experts`,
  expertsExport: `${BASE}/experts/export`,
  expert: (id: number | string) => `${BASE}/experts/${id}`,
  exams: `${BASE}/exams`,
  examsExport: `${BASE}/exams/export`,
  exam: (id: number | string) => `${BASE}/exams/${id}`,
  assignments: `${BASE}/assignments`,
  assignment: (id: number | string) => `${BASE}/assignments/${id}`,
  /** Question papers (confidential: every read is audited). */
  questions: `${BASE}/question-papers`,
  question: (id: number | string) => `${BASE}/question-papers/${id}`,
  questionReceive: (id: number | string) => `${BASE}/question-papers/${id}/receive`,
  answers: `${BASE}/answer-sheets`,
  answersExport: `${BASE}/answer-sheets/export`,
  answerReceive: (id: number | string) => `${BASE}/answer-sheets/${id}/receive`,
  bills: `${BASE}/bills`,
  billsExport: `${BASE}/bills/export`,
  bill: (id: number | string) => `${BASE}/bills/${id}`,
  billApprove: (id: number | string) => `${BASE}/bills/${id}/approve`,
  billPay: (id: number | string) => `${BASE}/bills/${id}/pay`,
  dashboard: `${BASE}/dashboard`,
} as const;

/** What a work item's rate is per. */
export const EXAM_MEASURES = ['paper', 'script', 'day', 'item'] as const;
export type ExamMeasure = (typeof EXAM_MEASURES)[number];

export const EXAM_MOVEMENT_KINDS = ['question', 'answer'] as const;
export type ExamMovementKind = (typeof EXAM_MOVEMENT_KINDS)[number];
export const EXAM_MOVEMENT_STATUSES = ['issued', 'received'] as const;
export type ExamMovementStatus = (typeof EXAM_MOVEMENT_STATUSES)[number];

export const EXAM_BILL_STATUSES = ['created', 'approved', 'paid'] as const;
export type ExamBillStatus = (typeof EXAM_BILL_STATUSES)[number];
