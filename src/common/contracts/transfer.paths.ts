/**
 * The API paths and application statuses of transfer, apart from its schemas: a list that only
 * calls them and names the choices of its status filter carries no validator (transfer.contract.ts
 * re-exports them).
 */
const BASE = '/api/transfer';
export const TRANSFER_PATHS = {
  /** GET the caller's own applications; POST applies. */
  applications: `${BASE}/applications`,
  one: (id: number | string) => `${BASE}/applications/${id}`,
  withdraw: (id: number | string) => `${BASE}/applications/${id}/withdraw`,
  attachments: (id: number | string) => `${BASE}/applications/${id}/attachments`,
  attachment: (id: number | string, fileId: string) => `${BASE}/applications/${id}/attachments/${fileId}`,
  /** GET the deciding desk's queue and its Excel file. */
  approvals: `${BASE}/approvals`,
  approvalsExport: `${BASE}/approvals/export`,
  decide: (id: number | string) => `${BASE}/applications/${id}/decision`,
  /** The planner: vacancies, candidates, rounds and their transfers. */
  vacancies: `${BASE}/planner/vacancies`,
  candidates: `${BASE}/planner/candidates`,
  rounds: `${BASE}/planner/rounds`,
  round: (id: number | string) => `${BASE}/planner/rounds/${id}`,
  roundItems: (id: number | string) => `${BASE}/planner/rounds/${id}/items`,
  roundItem: (id: number | string, itemId: number | string) => `${BASE}/planner/rounds/${id}/items/${itemId}`,
  execute: (id: number | string) => `${BASE}/planner/rounds/${id}/execute`,
} as const;

/* Statuses ------------------------------------------------------------------------------------- */

/**
 * An application: 1 submitted (waiting for the deciding desk), 2 approved, 3 rejected, 4 withdrawn
 * by the applicant, 5 transferred (carried out in a round). Only 1 → 2, 3, 4 and 2 → 5 happen.
 */
export const TRANSFER_STATUS = {
  submitted: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  transferred: 5,
} as const;
export const TRANSFER_STATUSES = [1, 2, 3, 4, 5] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
