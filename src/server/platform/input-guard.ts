/**
 * A net under the contracts: a NUL character anywhere in the query, the path parameters or a JSON
 * body (a value or a key, at any depth) is refused with a 400 before any route sees it. PostgreSQL
 * cannot store NUL in text, and no form ever sends one; the contracts refuse it field by field too
 * (validation.ts `storable`), this catches a route whose schema forgot.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const NUL = '\u0000';
/** Deeper than any contract goes; below it the contracts refuse the shape anyway. */
const MAX_DEPTH = 32;

/** The path (e.g. 'kids.0.name') of the first string or key holding NUL, '' for the value itself, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return null;
  // Files and streams of uploads are checked by the upload service, not here.
  if (
    Buffer.isBuffer(value) ||
    ArrayBuffer.isView(value) ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  )
    return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function refuseNul(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part);
    if (field !== null) {
      throw new AppError(400, 'error.invalidInput', {}, [
        { field: field.replaceAll(NUL, ''), messageKey: 'validation.textInvalid' },
      ]);
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request));
}
