/**
 * The API paths, statuses and fiscal-year format of projects, apart from their schemas: a list that
 * only calls them and names the choices of its filters carries no validator (project.contract.ts
 * re-exports them).
 */
const BASE = '/api/project';
export const PROJECT_PATHS = {
  projects: `${BASE}/projects`,
  projectsExport: `${BASE}/projects/export`,
  project: (id: number | string) => `${BASE}/projects/${id}`,
  sites: `${BASE}/sites`,
  sitesExport: `${BASE}/sites/export`,
  site: (id: number | string) => `${BASE}/sites/${id}`,
} as const;

export const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A fiscal year as SPEC.md §5 writes it, in English digits: 2024-25 (July 2024 to June 2025). */
export const FISCAL_YEAR_FORMAT = /^\d{4}-\d{2}$/;
/** Whether the year after the dash is the one after the first (2024-25, not 2024-26). */
export const fiscalYearFollows = (value: string) =>
  (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5));
/** A whole fiscal year, as the list's filter sends it only once it is typed in full. */
export const isFiscalYear = (value: string) => FISCAL_YEAR_FORMAT.test(value) && fiscalYearFollows(value);
