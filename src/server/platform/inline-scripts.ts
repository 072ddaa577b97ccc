/**
 * The hashes of the inline scripts in the built index.html, for the Content-Security-Policy: the page
 * runs one small inline script (the first screen's preload, scripts/first-screen-preload.ts) and no
 * other inline script may run, so the policy names that script's SHA-256 rather than allowing inline
 * scripts at all. Read once at start; a new build means a restart.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Scripts without a src attribute, as written between their tags. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(webDir: string): string[] {
  const file = path.join(webDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1])
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
