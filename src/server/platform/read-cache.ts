/**
 * Answers of read routes kept by this server while the structure generation stays. A GET route
 * whose answer is read only from the tables that raise that generation (accounts, profiles, desks,
 * holdings, designations, offices, sections, charges, access roles, the fixed data, the office
 * catalogues, the geography and the asset statement deadlines; migrations 0051, 0052 and 0071)
 * declares `config: { readCache: true }`; its JSON is then kept as sent, per caller, desk, Dhaka
 * day, language and URL, and sent again without a query while no transaction has changed any of
 * those tables. An answer that depends on the clock as well declares `keepMs` and is kept no
 * longer.
 *
 * The generation is read before the data (by the session lookup, or here for a public route), so
 * what is kept is at least as new as the number it is kept under, and a change committed meanwhile
 * moves the number past it. Every server sees a change on its next request, as the number changes
 * in the change's own commit. Memory is bounded by READ_CACHE_MB; 0 turns the cache off.
 *
 * An answer about one office's day-to-day work (its request queue, its dashboard) declares
 * `readCache: { office: (request) => id }` instead: it is kept under that office's work generation
 * too (migrations 0053–0071), which every transaction changing the office's desk requests, leave,
 * transfer applications, asset statements sent to its desks, store, meetings, inspections,
 * reports, mail, support tickets, labs, freelancers, or people's skills and research raises in its commit. A change
 * in one office leaves the other offices' answers kept. A person's own list gives the office of
 * their desk: a change to one of their records marks the offices of the posts they hold too.
 * A list of every office's requests gives EVERY_OFFICE; records of no office have numbers of
 * their own (EVERY_OFFICE_TRAINING, …_RECOMMENDATIONS, …_INSPECTIONS, …_ASSETS, examUnitScope, the labs'
 * and freelancers' numbers). An `office` that gives no id keeps nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { currentGeneration, GenerationCache } from '../modules/auth/auth-cache';
import { requestLang } from './http';
import { officeGenerations } from './platform.table';
import { preparedQuery } from './prepared';
import { dhakaDay } from './working-days';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the tables of the structure generation, or on those and one office's
     * work generation (platform/read-cache.ts).
     */
    readCache?: boolean | OfficeWorkAnswer;
  }
  interface FastifyRequest {
    readCacheEntry: { key: string; generation: number; hit: boolean; until: number } | null;
  }
}

/**
 * The work generation of lists that span every office (migration 0055): raised by any change to
 * their tables anywhere. No office has this id.
 */
export const EVERY_OFFICE = 0;

/** The work number of every office's training (migration 0064), raised by any change to it. */
export const EVERY_OFFICE_TRAINING = -1;

/** The work number of every office's inspection recommendations (migration 0066). */
export const EVERY_OFFICE_RECOMMENDATIONS = -2;

/** The work number of every office's inspection plans, inspections and recommendations (0068). */
export const EVERY_OFFICE_INSPECTIONS = -3;

/** The work number of every office's asset statement filings (migration 0071). */
export const EVERY_OFFICE_ASSETS = -6;

/**
 * The work number of a controlling unit's exam records (migration 0063): a negative number, which
 * no office has, so a unit's changes leave every office's answers kept.
 */
export const examUnitScope = (unitId: number) => -1_000_000 - unitId;

/**
 * The work numbers of labs (migration 0069), which no office has. A caller reads the labs of its
 * office's upazila, or of its district when the office has no upazila, or only its own office's
 * labs when it has neither; an app admin reads every lab (EVERY_LAB). A change to a lab marks its
 * upazila's and district's numbers and the number of its office's area, so one number per caller
 * covers both the area and the office's own labs.
 */
export const EVERY_LAB = -4;
export const labUpazilaScope = (upazilaId: number) => -2_000_000 - upazilaId;
export const labDistrictScope = (districtId: number) => -3_000_000 - districtId;
export const labOfficeScope = (officeId: number) => -4_000_000 - officeId;

/**
 * The work numbers of freelancers (migration 0070): every district's (EVERY_FREELANCER), read by
 * app admins, and one district's, read by the desks of its offices.
 */
export const EVERY_FREELANCER = -5;
export const freelancerDistrictScope = (districtId: number) => -5_000_000 - districtId;

/** An answer about one office's work: the office it is about, or none when it is not kept. */
export interface OfficeWorkAnswer {
  /** May look the office up (the office that owns the record asked about). */
  office: (request: FastifyRequest) => number | undefined | Promise<number | undefined>;
  /** How long an answer may be kept, when it depends on the time of day too (CLOCK_ANSWER_MS). */
  keepMs?: number;
}

const officeGenerationQuery = preparedQuery((db) =>
  db
    .select({ value: officeGenerations.value })
    .from(officeGenerations)
    .where(eq(officeGenerations.officeId, sql.placeholder('officeId')))
    .prepare('office_generation'),
);

/** The office's work generation, as committed; 0 before its first change. */
async function officeGeneration(db: Db, officeId: number): Promise<number> {
  const [row] = await officeGenerationQuery(db).execute({ officeId });
  return Number(row?.value ?? 0);
}

/** The office of the caller's active desk (or of the desk it acts for under a charge). */
export const ACTIVE_OFFICE: OfficeWorkAnswer = {
  office: (request) => request.auth?.activeRole.OfficeId,
};

/**
 * For a person's own list: the office of the caller's own desk, under whose number every change to
 * their records is marked (through the offices of the posts they hold). Under a charge the active
 * office is another's, and without a desk there is none: not kept.
 */
export const OWN_DESK_OFFICE: OfficeWorkAnswer = {
  office: (request) => {
    const auth = request.auth;
    const officeId = auth?.activeRole.OfficeId ?? 0;
    return auth && auth.actingChargeId === null && officeId > 0 ? officeId : undefined;
  },
};

/**
 * An answer that also depends on the clock (a deadline passed or not) is kept this long at most,
 * so a flag shown from it is late by no more than this.
 */
export const CLOCK_ANSWER_MS = 30_000;

/** What the answer is kept under besides the structure generation: `office@generation`, or '-'. */
async function workScopeOf(db: Db, request: FastifyRequest): Promise<string | undefined> {
  const declared = request.routeOptions.config?.readCache;
  if (declared === true) return '-';
  const officeId = declared ? await declared.office(request) : undefined;
  if (officeId === undefined) return undefined;
  return `${officeId}@${await officeGeneration(db, officeId)}`;
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
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache) return;
    const generation = request.auth?.generation ?? (await currentGeneration(app.db));
    const work = await workScopeOf(app.db, request);
    if (work === undefined) return;
    const key = `${readerOf(request)}|${work}|${dhakaDay(new Date())}|${requestLang(request)}|${request.url}`;
    const kept = answers.get(key, generation);
    const declared = request.routeOptions.config.readCache;
    const keepMs = typeof declared === 'object' ? declared.keepMs : undefined;
    request.readCacheEntry = {
      key,
      generation,
      hit: kept !== undefined,
      until: keepMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + keepMs,
    };
    if (kept === undefined) return;
    reply.header('x-read-cache', 'hit').type('application/json; charset=utf-8').send(kept);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.readCacheEntry;
    if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === 'string') {
      answers.set(entry.key, entry.generation, payload, entry.until);
    }
    return payload;
  });
}
