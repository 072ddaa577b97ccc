/**
 * A lab list's filters in the address (a reload or a shared link keeps them), with its server
 * paging: a filter changed goes back to the first page.
 */
import { useSearchParams } from 'react-router';
import { usePaging } from '../../../lib/table-paging';

export function useLabFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const filters: Record<string, string | undefined> = Object.fromEntries(
    keys.map((key) => [key, params.get(key) ?? undefined]),
  );
  const set = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };
  return { filters, set, paging };
}
