/**
 * Answers of read routes kept by this server while the structure generation stays. A GET route
 * whose answer is read only from the tables that raise that generation (accounts, profiles, desks,
 * holdings, designations, offices, sections, charges, access roles, the fixed data, the office
 * catalogues and the geography; migrations 0051 and 0052) declares `config: { readCache: true }`;
 * its JSON is then kept as sent, per caller, desk, Dhaka day, language and URL, and sent again
 * without a query while no transaction has changed any of those tables.
 *
 * The generation is read before the data (by the session lookup, or here for a public route), so
 * what is kept is at least as new as the number it is kept under, and a change committed meanwhile
 * moves the number past it. Every server sees a change on its next request, as the number changes
 * in the change's own commit. Memory is bounded by READ_CACHE_MB; 0 turns the cache off.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentGeneration, GenerationCache } from '../modules/auth/auth-cache';
import { requestLang } from './http';
import { dhakaDay } from './working-days';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the tables of the structure generation (platform/read-cache.ts). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCacheEntry: { key: string; generation: number; hit: boolean } | null;
  }
}

/** At most this many answers, whatever their size. */
const ENTRY_LIMIT = 20_000;

/** Whose answer it is: the caller's account, desk and charge, or nobody for a public route. */
function readerOf(request: FastifyRequest): string {
  const auth = request.auth;
  return auth ? `${auth.userId}|${auth.userRoleId ?? '-'}|${auth.actingChargeId ?? '-'}` : 'public';
}

export function registerReadCache(app: FastifyInstance, megabytes: number): void {
  app.decorateRequest('readCacheEntry', null);
  if (megabytes <= 0) return;
  // Answers are JSON text; a character is counted as two bytes, as V8 may keep it.
  const answers = new GenerationCache<string>(
    ENTRY_LIMIT,
    (text) => text.length * 2,
    megabytes * 1024 * 1024,
  );

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config?.readCache !== true) return;
    const generation = request.auth?.generation ?? (await currentGeneration(app.db));
    const key = `${readerOf(request)}|${dhakaDay(new Date())}|${requestLang(request)}|${request.url}`;
    const kept = answers.get(key, generation);
    request.readCacheEntry = { key, generation, hit: kept !== undefined };
    if (kept === undefined) return;
    reply.header('x-read-cache', 'hit').type('application/json; charset=utf-8').send(kept);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.readCacheEntry;
    if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === 'string') {
      answers.set(entry.key, entry.generation, payload, Number.POSITIVE_INFINITY);
    }
    return payload;
  });
}
