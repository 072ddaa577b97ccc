/**
 * The exam lists are plain HTML; their forms and the bill's print dialog are drawn with the UI kit
 * and download with it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const SubjectFormPart = kitPart(
  () => import('./subject-form').then((module) => module.SubjectForm),
  (props) => props.editing !== undefined,
);

export const WorkItemFormPart = kitPart(
  () => import('./work-item-form').then((module) => module.WorkItemForm),
  (props) => props.editing !== undefined,
);

export const BankBranchFormPart = kitPart(
  () => import('./bank-branch-form').then((module) => module.BankBranchForm),
  (props) => props.editing !== undefined,
);

export const ExpertFormPart = kitPart(
  () => import('./expert-form').then((module) => module.ExpertForm),
  (props) => props.editing !== undefined,
);

export const ExamEditFormPart = kitPart(
  () => import('./exam-edit-form').then((module) => module.ExamEditForm),
  (props) => props.editing !== undefined,
);

export const AssignmentFormPart = kitPart(
  () => import('./assignment-form').then((module) => module.AssignmentForm),
  (props) => props.open,
);

export const IssueMovementPart = kitPart(
  () => import('./movement-forms').then((module) => module.IssueMovementForm),
  (props) => props.open,
);

export const ReceiveMovementPart = kitPart(
  () => import('./movement-forms').then((module) => module.ReceiveMovementForm),
  (props) => props.movement !== null,
);

export const CreateBillPart = kitPart(
  () => import('./bill-forms').then((module) => module.CreateBillForm),
  (props) => props.open,
);

export const PayBillPart = kitPart(
  () => import('./bill-forms').then((module) => module.PayBillForm),
  (props) => props.bill !== null,
);

export const BillViewPart = kitPart(
  () => import('./bill-view').then((module) => module.BillView),
  (props) => props.bill !== null,
);
