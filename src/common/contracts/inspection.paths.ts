/**
 * The API paths and the statuses of inspections, apart from their schemas: a list that only calls
 * them and names the choices of its filters carries no validator (inspection.contract.ts re-exports
 * them).
 */
const BASE = '/api/inspection';
export const INSPECTION_PATHS = {
  templates: `${BASE}/templates`,
  template: (id: number | string) => `${BASE}/templates/${id}`,
  templateVersion: (id: number | string, version: number | string) =>
    `${BASE}/templates/${id}/versions/${version}`,
  templateAddItem: (id: number | string) => `${BASE}/templates/${id}/items`,
  items: `${BASE}/items`,
  settings: `${BASE}/settings`,
  permissions: `${BASE}/entry-permissions`,
  permission: (id: number | string) => `${BASE}/entry-permissions/${id}`,
  targets: `${BASE}/targets`,
  plans: `${BASE}/plans`,
  plansExport: `${BASE}/plans/export`,
  plan: (id: number | string) => `${BASE}/plans/${id}`,
  planSubmit: (id: number | string) => `${BASE}/plans/${id}/submit`,
  planDecision: (id: number | string) => `${BASE}/plans/${id}/decision`,
  planCancel: (id: number | string) => `${BASE}/plans/${id}/cancel`,
  /** Desks whose holders may take the planner's charge on a day (the planner's form). */
  planChargeDesks: `${BASE}/plan-charge-desks`,
  /** The approving desk's choice of who takes the planner's charge with the approval. */
  planChargeChoices: (id: number | string) => `${BASE}/plans/${id}/charge-desks`,
  /** GET the inspection of a plan (404 before it is started); POST starts it. */
  planInspection: (id: number | string) => `${BASE}/plans/${id}/inspection`,
  inspections: `${BASE}/inspections`,
  inspectionsExport: `${BASE}/inspections/export`,
  inspection: (id: number | string) => `${BASE}/inspections/${id}`,
  inspectionSubmit: (id: number | string) => `${BASE}/inspections/${id}/submit`,
  photos: (id: number | string) => `${BASE}/inspections/${id}/photos`,
  photo: (id: number | string, fileId: string) => `${BASE}/inspections/${id}/photos/${fileId}`,
  inspectionRecommendations: (id: number | string) => `${BASE}/inspections/${id}/recommendations`,
  recommendations: `${BASE}/recommendations`,
  recommendationsExport: `${BASE}/recommendations/export`,
  recommendation: (id: number | string) => `${BASE}/recommendations/${id}`,
  recommendationUpdates: (id: number | string) => `${BASE}/recommendations/${id}/updates`,
  evidence: (id: number | string, updateId: number | string) =>
    `${BASE}/recommendations/${id}/updates/${updateId}/evidence`,
  evidenceFile: (id: number | string, fileId: string) => `${BASE}/recommendations/${id}/evidence/${fileId}`,
  recommendationClose: (id: number | string) => `${BASE}/recommendations/${id}/close`,
  feedbackProgress: `${BASE}/feedback-progress`,
  progressReport: `${BASE}/progress-report`,
  officerReport: `${BASE}/officer-visit-report`,
  dashboard: `${BASE}/dashboard`,
  officeOptions: `${BASE}/office-options`,
  officerOptions: `${BASE}/officer-options`,
} as const;

/* Templates and scopes ------------------------------------------------------------------------- */

export const ITEM_TYPES = ['yes_no', 'score', 'text', 'number', 'photo'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const TEMPLATE_KINDS = ['checklist', 'general'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
/** The general-information template asks for text and numbers only. */
export const GENERAL_ITEM_TYPES: readonly ItemType[] = ['text', 'number'];
/** own: the caller's plans; approvals: waiting at the caller's desk; office: the office's (admin). */
export const PLAN_SCOPES = ['own', 'approvals', 'office'] as const;
/** responsible: the caller's office must act; raised: raised by the caller or the office's inspectors. */
export const RECOMMENDATION_SCOPES = ['responsible', 'raised', 'all'] as const;

/* Statuses ------------------------------------------------------------------------------------ */

export const PLAN_STATUSES = [
  'draft',
  'pending',
  'returned',
  'approved',
  'rejected',
  'cancelled',
  'inspected',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const INSPECTION_STATUSES = ['draft', 'submitted'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const RECOMMENDATION_STATUSES = ['open', 'in_progress', 'implemented', 'closed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/* Settings ------------------------------------------------------------------------------------ */

/** The days from a visit a recommendation's deadline may be set to by default (the settings form's hint). */
export const DEADLINE_DAYS = { min: 1, max: 365 } as const;
