/**
 * The profile tabs' keys and API paths, apart from their schemas: a screen that only lists the
 * tabs' entries carries no validator (profile-sections.contract.ts re-exports them).
 */
import { MB, type UploadRule } from '../file-types';

const BASE = '/api/profile';
export const PROFILE_SECTION_KEYS = [
  'education',
  'trainings',
  'skills',
  'researches',
  'desire-postings',
  'workhistory',
  'portfolio',
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTION_KEYS)[number];

export const PROFILE_SECTION_PATHS = {
  /** GET and PUT: the signed-in officer's own personal fields. */
  basic: `${BASE}/basic`,
  /** GET: how much of the own profile is filled, and what is missing. */
  progress: `${BASE}/progress`,
  /** GET (own list) and POST (add). */
  section: (key: ProfileSectionKey) => `${BASE}/${key}`,
  /** PUT and DELETE one own entry. */
  entry: (key: ProfileSectionKey, id: number | string) => `${BASE}/${key}/${id}`,
  /** GET: the whole profile of `userId` (the CV), to the user, app admins and the user's office admin. */
  of: (userId: number | string) => `${BASE}/users/${userId}`,
  /** GET: the master list of skill areas. */
  skillAreas: '/api/skills/areas',
  /** GET: /userskills, the office's (office admin) or the own skills, paged. */
  userSkills: '/api/skills',
  userSkillsExport: '/api/skills/export',
  /** PUT (multipart) and DELETE: the attachment of an own portfolio entry; GET serves it. */
  portfolioAttachment: (id: number | string) => `${BASE}/portfolio/${id}/attachment`,
} as const;

/** A portfolio attachment: a PDF, a picture or an Office document of the work, at most 10 MB. */
export const PORTFOLIO_ATTACHMENT_RULE: UploadRule = { kinds: ['pdf', 'image', 'office'], maxBytes: 10 * MB };
