/**
 * The API paths, types, kinds, conditions and orders of digital labs, apart from their schemas: the
 * lab lists only call them and name the choices of their filters, and carry no validator
 * (lab.contract.ts re-exports them).
 */
const BASE = '/api/lab';
export const LAB_PATHS = {
  labs: `${BASE}/labs`,
  labsExport: `${BASE}/labs/export`,
  lab: (id: number | string) => `${BASE}/labs/${id}`,
  labEquipment: (id: number | string) => `${BASE}/labs/${id}/equipment`,
  labActivities: (id: number | string) => `${BASE}/labs/${id}/activities`,
  equipment: `${BASE}/equipment`,
  equipmentExport: `${BASE}/equipment/export`,
  equipmentOne: (id: number | string) => `${BASE}/equipment/${id}`,
  equipmentCondition: (id: number | string) => `${BASE}/equipment/${id}/condition`,
  activities: `${BASE}/activities`,
  activitiesExport: `${BASE}/activities/export`,
  report: `${BASE}/report`,
  inspected: `${BASE}/inspected`,
  recommendations: `${BASE}/recommendations`,
  recommendationProgress: `${BASE}/recommendation-progress`,
  districts: `${BASE}/districts`,
  /** SPEC.md §7, exactly: the srdl-dashboard's figures. */
  dashboard: '/api/reports/showSrdlDashBoard',
} as const;

/** The first year a digital lab was set up in a school here; earlier is a typing slip (the form's bound too). */
export const FIRST_LAB_YEAR = 2000;

export const LAB_TYPES = ['srdl', 'ict', 'language', 'other'] as const;
export type LabType = (typeof LAB_TYPES)[number];
export const EQUIPMENT_KINDS = [
  'laptop',
  'desktop',
  'projector',
  'router',
  'printer',
  'smart_board',
  'ups',
  'webcam',
  'other',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
export const EQUIPMENT_CONDITIONS = ['working', 'faulty', 'lost'] as const;
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number];
export const ACTIVITY_KINDS = ['class', 'training', 'usage'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The orders the lab list offers; institution (by name) when none is asked. */
export const LAB_SORTS = ['institution', 'established', 'equipment', 'newest'] as const;
