/**
 * A lab list's filters in the address (a reload or a shared link keeps them), with its server
 * paging: a filter changed goes back to the first page.
 */
import { usePaging } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';

export function useLabFilters<Key extends string>(keys: readonly Key[]) {
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(keys, paging.reset);
  return { filters, set: setFilter, paging };
}
