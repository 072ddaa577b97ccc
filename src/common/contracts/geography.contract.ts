/** Geography contract (SPEC.md §3 Geography): divisions, districts and upazilas, public for the selectors. */
import type { z } from 'zod';
import { listQuerySchema, type Named, queryId } from './office.contract';

export { GEOGRAPHY_PATHS } from './geography.paths';

export const districtQuerySchema = listQuerySchema.extend({ divisionId: queryId });
export type DistrictQuery = z.input<typeof districtQuerySchema>;
export type DistrictParams = z.output<typeof districtQuerySchema>;

export const upazilaQuerySchema = listQuerySchema.extend({ districtId: queryId, divisionId: queryId });
export type UpazilaQuery = z.input<typeof upazilaQuerySchema>;
export type UpazilaParams = z.output<typeof upazilaQuerySchema>;

export type Division = Named;

export interface District extends Named {
  divisionId: number;
  /** The Deputy Commissioner's office, in English digits. */
  latitude: string | null;
  longitude: string | null;
}

export interface Upazila extends Named {
  districtId: number;
}
