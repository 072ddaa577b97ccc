/**
 * A list's filters in the address (as every plain list keeps them), so a reload, the back button or
 * a shared link gives the same list: each key's value, and a change that goes back to the list's
 * first page.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type FilterValue = string | number | null | undefined;

/**
 * `onChange` is told which keys changed: a list goes back to its first page on a filter, not on a
 * key that only opens a row (`?id=`). A screen without pages (a dashboard) leaves it out.
 */
export function useFilterParams<Key extends string>(
  keys: readonly Key[],
  onChange: (changed: Key[]) => void = () => {},
) {
  const [params, setParams] = useSearchParams();
  // The router puts a change in the address after this render; a second filter changed before then
  // (two selects in a row) starts from the first's change, not from the address, or it undoes it.
  const pending = useRef<URLSearchParams | null>(null);
  // A new address (the router's write, a link, the back button) has taken in or replaced every change
  // made before it. Kept past it, a change that left the address as it was (the same search again)
  // would bring its filters back on the next change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on each new address
  useEffect(() => {
    pending.current = null;
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
    const entries = Object.entries(values) as [Key, FilterValue][];
    for (const [key, value] of entries) {
      if (value === undefined || value === null || value === '') {
        if (keepEmpty) next.set(key, '');
        else next.delete(key);
      } else next.set(key, String(value));
    }
    pending.current = next;
    setParams(next, { replace: true });
    onChange(entries.map(([key]) => key));
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
