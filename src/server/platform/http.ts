/** Small helpers every route uses: the response envelope and the caller's language. */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../common/messages';

export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** English only when the caller asks for it first; Bangla is the default (SPEC.md §1). */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'bn';
}
