/**
 * A plain list's filters kept in the address, as the other lists keep theirs: a reload or a shared
 * link shows the same rows. Setting one (an empty value removes it) goes back to the first page.
 */
import { useSearchParams } from 'react-router';

export function useAddressFilters(toFirstPage: () => void) {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: string) => params.get(key) ?? undefined,
    set: (key: string, value: string | null | undefined) => {
      const next = new URLSearchParams(params);
      if (value) next.set(key, value);
      else next.delete(key);
      setParams(next, { replace: true });
      toFirstPage();
    },
  };
}
