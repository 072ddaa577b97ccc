/** A training list's filters in the address, as every plain list keeps them (lib/use-filter-params.ts). */
export { idParam, useFilterParams } from '../../../lib/use-filter-params';
