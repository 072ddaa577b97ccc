/**
 * The server as a screen under test meets it: `fetch` answers every request with the envelope of
 * lib/api.ts around what `answer` gives for its address. Returns the stub, to read what was asked.
 * Undone by `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export function stubApi(answer: (url: string, init?: RequestInit) => unknown) {
  const fetch = vi.fn(
    async (url: string, init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data: answer(url, init) })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
