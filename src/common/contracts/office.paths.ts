/** The API paths of office setup, apart from its schemas: a screen that only calls them carries no validator. */
const BASE = '/api/office';

export const OFFICE_PATHS = {
  ministries: `${BASE}/ministries`,
  ministry: (id: number | string) => `${BASE}/ministries/${id}`,
  departments: `${BASE}/departments`,
  department: (id: number | string) => `${BASE}/departments/${id}`,
  levels: `${BASE}/levels`,
  level: (id: number | string) => `${BASE}/levels/${id}`,
  designations: `${BASE}/designations`,
  designation: (id: number | string) => `${BASE}/designations/${id}`,
  offices: `${BASE}/offices`,
  /** The office list as an .xlsx file, with the list's search and filters. */
  officesExport: `${BASE}/offices/export`,
  office: (id: number | string) => `${BASE}/offices/${id}`,
  officeInfo: (id: number | string) => `${BASE}/offices/${id}/info`,
  officeLocation: (id: number | string) => `${BASE}/offices/${id}/location`,
  officeSettings: (id: number | string) => `${BASE}/offices/${id}/settings`,
  organogram: (id: number | string) => `${BASE}/offices/${id}/organogram`,
  officers: (id: number | string) => `${BASE}/offices/${id}/officers`,
  admins: (id: number | string) => `${BASE}/offices/${id}/admins`,
  honourBoard: (id: number | string) => `${BASE}/offices/${id}/honour-board`,
  sections: `${BASE}/sections`,
  section: (id: number | string) => `${BASE}/sections/${id}`,
  posts: `${BASE}/posts`,
  post: (id: number | string) => `${BASE}/posts/${id}`,
  userRole: (id: number | string) => `${BASE}/user-roles/${id}`,
  honourBoardEntries: `${BASE}/honour-board`,
  honourBoardEntry: (id: number | string) => `${BASE}/honour-board/${id}`,
  /** Public look-ups for the office selector, which registration uses before sign-in. */
  options: {
    ministries: `${BASE}/options/ministries`,
    departments: `${BASE}/options/departments`,
    levels: `${BASE}/options/levels`,
    offices: `${BASE}/options/offices`,
    sections: `${BASE}/options/sections`,
    posts: `${BASE}/options/posts`,
    designations: `${BASE}/options/designations`,
  },
} as const;
