/**
 * The API paths and statuses of innovations, apart from their schemas: the list only calls them and
 * names the statuses of its filter and figures, and carries no validator (innovation.contract.ts
 * re-exports them).
 */
import type { InnovationAction } from './innovation.contract';

const BASE = '/api/innovation';
export const INNOVATION_PATHS = {
  list: `${BASE}/innovations`,
  export: `${BASE}/innovations/export`,
  summary: `${BASE}/summary`,
  one: (id: number | string) => `${BASE}/innovations/${id}`,
  transition: (id: number | string, action: InnovationAction) => `${BASE}/innovations/${id}/${action}`,
  /** PUT (multipart) replaces the picture; GET serves it to whoever may read the innovation. */
  picture: (id: number | string) => `${BASE}/innovations/${id}/picture`,
  /** POST (multipart) adds a proof attachment. */
  attachments: (id: number | string) => `${BASE}/innovations/${id}/attachments`,
  attachment: (id: number | string, fileId: string) => `${BASE}/innovations/${id}/attachments/${fileId}`,
} as const;

export const INNOVATION_STATUSES = ['draft', 'submitted', 'accepted', 'returned', 'replicated'] as const;
export type InnovationStatus = (typeof INNOVATION_STATUSES)[number];
