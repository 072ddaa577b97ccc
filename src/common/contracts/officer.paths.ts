/** The API paths and list constants of officer management, apart from its schemas: a list screen carries no validator. */
const BASE = '/api/officers';

export const OFFICER_PATHS = {
  list: BASE,
  export: `${BASE}/export`,
  one: (id: number | string) => `${BASE}/${id}`,
  postings: (id: number | string) => `${BASE}/${id}/postings`,
  serviceHistory: (id: number | string) => `${BASE}/${id}/service-history`,
  release: (userRoleId: number | string) => `/api/postings/${userRoleId}/release`,
  /** An office's staff from an Excel file: the template to fill in, and the upload. */
  importTemplate: (officeId: number | string) => `${BASE}/import/${officeId}/template`,
  import: (officeId: number | string) => `${BASE}/import/${officeId}`,
  /** The caller's own service details and posting history (/service-info, /officerservicehistory). */
  myService: '/api/me/service',
} as const;

export const POSTING_STATES = ['posted', 'nonPosted', 'attached'] as const;
export type PostingState = (typeof POSTING_STATES)[number];
/** The officer list counts at most this many rows exactly; beyond it the total says "more than". */
export const COUNT_CAP = 10_000;
