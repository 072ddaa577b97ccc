/** The API paths of the geography look-ups, apart from their schemas (see office.paths.ts). */
export const GEOGRAPHY_PATHS = {
  divisions: '/api/geography/divisions',
  districts: '/api/geography/districts',
  upazilas: '/api/geography/upazilas',
} as const;
