/**
 * A list's filters in the address (as every plain list keeps them), so a reload, the back button or
 * a shared link gives the same list: each key's value, and a change that goes back to the list's
 * first page.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

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
  /** Sets one filter; an empty value removes it, unless `keepEmpty` (a list whose default is a filter). */
  const setFilter = (key: Key, value: string | number | null | undefined, keepEmpty = false) => {
    const next = new URLSearchParams(pending.current ?? params);
    if (value === undefined || value === null || value === '') {
      if (keepEmpty) next.set(key, '');
      else next.delete(key);
    } else next.set(key, String(value));
    pending.current = next;
    setParams(next, { replace: true });
    onChange();
  };
  return { params, filters, setFilter };
}

/** An id kept in the address (a chosen office), or nothing when it is not one. */
export function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
