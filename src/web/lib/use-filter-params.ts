/**
 * A list's filters in the address (as every plain list keeps them), so a reload, the back button or
 * a shared link gives the same list: each key's value, and a change that goes back to the list's
 * first page.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type FilterValue = string | number | null | undefined;

export function useFilterParams<Key extends string>(keys: readonly Key[], onChange: () => void) {
  const [params, setParams] = useSearchParams();
  // The router puts a change in the address after this render; a second filter changed before then
  // (two selects in a row) starts from the first's change, not from the address, or it undoes it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as Record<
    Key,
    string | undefined
  >;
  /**
   * Sets several filters in one change of the address (a period's year and month); an empty value
   * removes its key, unless `keepEmpty` (a list whose default is a filter).
   */
  const setFilters = (values: Partial<Record<Key, FilterValue>>, keepEmpty = false) => {
    const next = new URLSearchParams(pending.current ?? params);
    for (const [key, value] of Object.entries(values) as [Key, FilterValue][]) {
      if (value === undefined || value === null || value === '') {
        if (keepEmpty) next.set(key, '');
        else next.delete(key);
      } else next.set(key, String(value));
    }
    // A change that leaves the address as it was never arrives as one to clear it, and would keep
    // a later change from starting at what the address became meanwhile (the back button, a link).
    pending.current = next.toString() === params.toString() ? null : next;
    setParams(next, { replace: true });
    onChange();
  };
  /** Sets one filter, as `setFilters` does. */
  const setFilter = (key: Key, value: FilterValue, keepEmpty = false) =>
    setFilters({ [key]: value } as Partial<Record<Key, FilterValue>>, keepEmpty);
  return { params, filters, setFilter, setFilters };
}

/** An id kept in the address (a chosen office), or nothing when it is not one. */
export function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
