/**
 * The API paths, statuses and upload rules of innovations, apart from their schemas: the list only
 * calls them and names the statuses of its filter and figures, and the plain form and the proof
 * upload check files with the rules, and none carries a validator (innovation.contract.ts
 * re-exports them).
 */
import { PICTURE_MIN_WIDTH_PX } from '../constants';
import { IMAGE_MAX_BYTES, MB, type UploadRule } from '../file-types';
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

/** SPEC.md §5: the picture is at least 500 px wide; checked by the upload component and the API. */
export const INNOVATION_PICTURE_RULE: UploadRule = {
  kinds: ['image'],
  maxBytes: IMAGE_MAX_BYTES,
  minWidth: PICTURE_MIN_WIDTH_PX,
};
/** Proof (প্রমাণক): a photo, a PDF or an Office document, up to 10 MB each. */
export const INNOVATION_ATTACHMENT_RULE: UploadRule = {
  kinds: ['image', 'pdf', 'office'],
  maxBytes: 10 * MB,
};
