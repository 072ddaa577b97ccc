/**
 * The authorization matrix: every route of the server's own route table, called anonymously and as
 * each of the eight demo personas, against a record of the persona's own office and of a foreign
 * one. The answers must match each route's declared access (401 anonymous, 403 when the rule
 * refuses the active desk) and the office scope (never a 2xx for another office's record unless the
 * caller is an app admin). A new route is covered as soon as it is registered.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionPayload } from '../common/contracts/auth.contract';
import { isAppAdmin, type PermissionSubject, PUBLIC, subjectOfSession } from '../common/permissions';
import { assetStatements } from './modules/asset/asset.table';
import { desks, honourBoardEntries, sections, userRoles } from './modules/office/office.table';
import { deskRequests } from './modules/registration/registration.table';
import { storeCategories, storeRequisitions } from './modules/store/store.table';
import { supportTickets } from './modules/support/support.table';
import type { DeclaredRoute } from './platform/auth';
import { createTestApp, type TestApp } from './testing/test-app';

const PERSONAS = [
  'superadmin@demo.gov.bd',
  'support@demo.gov.bd',
  'officeadmin@demo.gov.bd',
  'officer@demo.gov.bd',
  'nooffice@demo.gov.bd',
  'school@demo.gov.bd',
  'office861@demo.gov.bd',
  'exam@demo.gov.bd',
] as const;

/** Calls that end the caller's own session are checked on their own, not in the walk. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

interface Persona {
  email: string;
  token: string;
  subject: PermissionSubject;
  officeId: number;
  /** A support ticket the persona opened: a ticket is its requester's, whatever the office. */
  ticket: number;
  /** The persona's own asset statement, and one submitted to its desk, if the demo has them. */
  statement: number | null;
  received: number | null;
}

/** Routes of one support ticket, which name the caller's own ticket in the walk. */
const OWN_TICKET = /^\/api\/support\/tickets\/:id/;

/**
 * Routes of one asset statement. A statement is confidential: anyone but its declarant and its
 * receiving desk is refused (403) whatever the route's rule says, so the walk names the persona's
 * own statement, or for the receiving desk's decisions one submitted to the persona's desk. A
 * persona the rule allows who has no such statement is skipped there: any statement would be
 * another's, and the 403 that follows is the statement's confidentiality, which the asset tests
 * check, not the rule. A persona the rule refuses is still called, and must get the rule's 403.
 */
const OWN_STATEMENT = /^\/api\/asset\/statements\/:id/;

/**
 * The desks that may take a charge, asked for one leave application, tour plan or training entry:
 * only the desk whose turn it is to decide it may ask (403 to any other reader, and for a training
 * entry once it has left the shortlist), which depends on the record's state, not on the route's
 * rule; leave-charge.test.ts, inspection-tour-charge.test.ts and training-charge.test.ts check it.
 */
const DECIDING_DESK_ONLY = /\/(applications|plans)\/:id\/charge-desks$/;
const RECEIVED_STATEMENT = /^\/api\/asset\/statements\/:id\/(accept|return)$/;

/** The url a route is called with on the persona's own record, or null when the persona has none. */
function ownUrlFor(route: DeclaredRoute, persona: Persona): { url: string; scoped: boolean } | null {
  if (OWN_TICKET.test(route.url))
    return { url: route.url.replace(':id', String(persona.ticket)), scoped: false };
  if (OWN_STATEMENT.test(route.url)) {
    const id = RECEIVED_STATEMENT.test(route.url) ? persona.received : persona.statement;
    return id === null ? null : { url: route.url.replace(':id', String(id)), scoped: false };
  }
  return urlFor(route, persona.officeId > 0 ? persona.officeId : null);
}

/** Ids of records that belong to one office, for the route parameters that name such a record. */
interface OfficeRecords {
  office: number;
  section: number;
  desk: number;
  userRole: number;
  honour: number;
  request: number;
  user: number;
  storeCategory: number;
  requisition: number;
}

let t: TestApp;
let personas: Persona[];
const records = new Map<number, OfficeRecords>();

/** A number no record has: the route must then answer 404 or a 4xx of its own, never a 5xx. */
const NONE = 2_000_000_000;

async function recordsOf(officeId: number): Promise<OfficeRecords> {
  const db = t.database.db;
  const first = async <T>(rows: Promise<{ id: T }[]>, fallback: T) => (await rows)[0]?.id ?? fallback;
  const desk = await first(
    db
      .select({ id: desks.id })
      .from(desks)
      .where(eq(desks.officeId, officeId))
      .orderBy(asc(desks.id))
      .limit(1),
    NONE,
  );
  const [holder] = await db
    .select({ id: userRoles.id, userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(and(eq(desks.officeId, officeId), isNull(userRoles.releasedOn)))
    .limit(1);
  // A pending desk request of this office, so the queue's decisions have something to refuse.
  const [request] = await db
    .insert(deskRequests)
    .values({ userId: holder?.userId ?? 5, officeId, deskId: desk === NONE ? 1 : desk, status: 'pending' })
    .returning({ id: deskRequests.id });
  return {
    office: officeId,
    section: await first(
      db.select({ id: sections.id }).from(sections).where(eq(sections.officeId, officeId)).limit(1),
      NONE,
    ),
    desk,
    userRole: holder?.id ?? NONE,
    honour: await first(
      db
        .select({ id: honourBoardEntries.id })
        .from(honourBoardEntries)
        .where(eq(honourBoardEntries.officeId, officeId))
        .limit(1),
      NONE,
    ),
    request: request.id,
    user: holder?.userId ?? NONE,
    // A store's records answer 403 to another office's writes: the walk names the office's own.
    storeCategory: await first(
      db
        .select({ id: storeCategories.id })
        .from(storeCategories)
        .where(eq(storeCategories.officeId, officeId))
        .limit(1),
      NONE,
    ),
    requisition: await first(
      db
        .select({ id: storeRequisitions.id })
        .from(storeRequisitions)
        .where(eq(storeRequisitions.officeId, officeId))
        .limit(1),
      NONE,
    ),
  };
}

/** Which record a route's parameter names; routes not listed here have no office scope. */
const PARAMETER_RECORDS: [RegExp, keyof OfficeRecords][] = [
  [/^\/api\/office\/offices\/:id/, 'office'],
  [/:officeId/, 'office'],
  [/^\/api\/office\/sections\/:id/, 'section'],
  [/^\/api\/office\/posts\/:id/, 'desk'],
  [/^\/api\/office\/user-roles\/:id/, 'userRole'],
  [/^\/api\/office\/honour-board\/:id/, 'honour'],
  [/^\/api\/registration\/requests\/:id/, 'request'],
  [/:userId/, 'user'],
  [/^\/api\/store\/categories\/:id/, 'storeCategory'],
  [/^\/api\/store\/requisitions\/:id/, 'requisition'],
];

function urlFor(route: DeclaredRoute, officeId: number | null): { url: string; scoped: boolean } {
  const kind = PARAMETER_RECORDS.find(([pattern]) => pattern.test(route.url))?.[1];
  const office = officeId === null ? undefined : records.get(officeId);
  const id = kind && office ? office[kind] : 1;
  let url = route.url.replace(/:[A-Za-z]+/g, String(id));
  // Lists of one office take it as a query parameter.
  const listsOneOffice = route.method === 'GET' && /\/api\/office\/sections$/.test(route.url);
  if (listsOneOffice && office) url += `?officeId=${office.office}`;
  return { url, scoped: Boolean(kind && office) || listsOneOffice };
}

async function call(route: DeclaredRoute, url: string, token: string | null) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
  });
  return response.statusCode;
}

beforeAll(async () => {
  t = await createTestApp();
  personas = [];
  for (const email of PERSONAS) {
    const token = await t.tokenFor(email);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    const payload = session.json().data as SessionPayload;
    const subject = subjectOfSession(payload);
    const [ticket] = await t.database.db
      .insert(supportTickets)
      .values({
        requesterUserId: payload.user.id,
        reason: 'others',
        description: 'কার্যালয়ে লগইন করতে সমস্যা হচ্ছে',
        responseDueAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .returning({ id: supportTickets.id });
    const [statement] = await t.database.db
      .select({ id: assetStatements.id })
      .from(assetStatements)
      .where(eq(assetStatements.userId, payload.user.id))
      .orderBy(asc(assetStatements.id))
      .limit(1);
    const desk = payload.userrole[0]?.DeskId ?? 0;
    const [received] =
      desk > 0
        ? await t.database.db
            .select({ id: assetStatements.id })
            .from(assetStatements)
            .where(and(eq(assetStatements.receiverDeskId, desk), ne(assetStatements.status, 'draft')))
            .orderBy(asc(assetStatements.id))
            .limit(1)
        : [];
    personas.push({
      email,
      token,
      subject,
      officeId: subject.activeRole.OfficeId,
      ticket: ticket.id,
      statement: statement?.id ?? null,
      received: received?.id ?? null,
    });
  }
  for (const officeId of new Set([...personas.map((persona) => persona.officeId), 2, 10]))
    if (officeId > 0) records.set(officeId, await recordsOf(officeId));
});
afterAll(() => t.close());

/** Another office with records: the demo has offices 2 and 10 fully set up. */
const foreignOf = (officeId: number) => (officeId === 10 ? 2 : 10);

describe('the authorization matrix', () => {
  it('answers every route as its access declaration and the office scope say', {
    timeout: 600_000,
  }, async () => {
    const routes = t.app.declaredRoutes;
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route, urlFor(route, 10).url, null);
      checked++;
      if (route.access === PUBLIC ? anonymous === 401 || anonymous >= 500 : anonymous !== 401)
        wrong.push(`${name} anonymous → ${anonymous}`);
      if (ENDS_SESSION.has(name)) continue;

      for (const persona of personas) {
        const allowed = route.access === PUBLIC || route.access(persona.subject);
        const own =
          ownUrlFor(route, persona) ??
          (allowed ? null : { url: route.url.replace(':id', '1'), scoped: false });
        if (own === null) continue;
        const ownStatus = await call(route, own.url, persona.token);
        checked++;
        if (!allowed && ownStatus !== 403)
          wrong.push(`${name} ${persona.email} → ${ownStatus}, declared 403`);
        const refusedByWorkflow = ownStatus === 403 && DECIDING_DESK_ONLY.test(route.url);
        if (allowed && (ownStatus === 401 || (ownStatus === 403 && !refusedByWorkflow) || ownStatus >= 500))
          wrong.push(`${name} ${persona.email} own office → ${ownStatus}`);
        if (!allowed || !own.scoped || route.access === PUBLIC) continue;

        const foreign = urlFor(route, foreignOf(persona.officeId));
        const foreignStatus = await call(route, foreign.url, persona.token);
        checked++;
        const reached = foreignStatus < 300;
        if (foreignStatus >= 500 || (reached && !isAppAdmin(persona.subject)))
          wrong.push(`${name} ${persona.email} foreign office → ${foreignStatus}`);
      }
    }
    console.log(
      `authorization matrix: ${routes.length} routes × ${personas.length} personas and anonymous, ${checked} calls`,
    );
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('lets every signed-in persona end its own session, and nobody else', async () => {
    expect(
      await call({ method: 'POST', url: '/api/auth/logout', access: PUBLIC }, '/api/auth/logout', null),
    ).toBe(401);
    for (const persona of personas) {
      const route = { method: 'POST', url: '/api/auth/logout', access: PUBLIC } as const;
      expect(await call(route, '/api/auth/logout', persona.token)).toBe(200);
      expect(
        await call({ ...route, method: 'GET', url: '/api/auth/session' }, '/api/auth/session', persona.token),
      ).toBe(401);
    }
  });
});
