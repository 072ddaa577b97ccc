/** The text typed into a server-searched select, handed on only after a pause, so each keystroke is not a request. */
import { useEffect, useState } from 'react';

export function useDebouncedSearch(delayMs = 250): { debounced: string; setSearch: (text: string) => void } {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [search, delayMs]);
  return { debounced, setSearch };
}
