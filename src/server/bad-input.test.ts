/**
 * Bad input never gives a 5xx (MODULES.md "Input"). Two checks over every route the server has, found
 * through the server itself so a new route is covered without being named here:
 * - every request schema (params, query, body) bounds every value: strings have a maximum length and
 *   refuse NUL, numbers fit PostgreSQL's integer, arrays have a maximum size;
 * - the walk: for every route and method of the OpenAPI document, fast-check makes bad values for each
 *   path parameter, query parameter and body property (NUL, huge and negative numbers, ids past
 *   2,147,483,647, impossible dates, 10,000-character strings, wrong types, empty objects, arrays
 *   for objects, lone surrogates, RTL marks …), sent anonymously and as the super admin, so that
 *   validation is reached. Any 5xx fails the test, listing route and input.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { z } from 'zod';
import { isStorableText, MAX_ID } from '../common/validation';
import {
  bodyPaths,
  CLASSICS,
  type Input,
  inputs,
  type OpenApi,
  request,
  SKIPPED,
  type Target,
} from './testing/bad-input';
import { createTestApp, type TestApp } from './testing/test-app';

/* Every request schema, as the server compiles its validators ------------------------------------ */

const requestSchemas = vi.hoisted(() => [] as { route: string; part: string; schema: unknown }[]);

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...original,
    validatorCompiler: (route: Parameters<typeof original.validatorCompiler>[0]) => {
      requestSchemas.push({
        route: `${route.method} ${route.url}`,
        part: route.httpPart ?? '',
        schema: route.schema,
      });
      return original.validatorCompiler(route);
    },
  };
});

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;

/** What one schema leaves unbounded, each as 'path: problem'. */
function unbounded(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const inner = (key: string) => unbounded(def[key] as z.ZodType, path, seen);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const has = (kind: string) => checks.some((check) => check.check === kind);
  switch (def.type) {
    case 'string':
      return [
        ...(has('max_length') || has('length_equals') ? [] : [`${path}: string without a maximum length`]),
        ...(checks.some((check) => check.check === 'custom' && check.fn === isStorableText)
          ? []
          : [`${path}: string that does not refuse NUL (validation.ts storable)`]),
      ];
    case 'number': {
      const fits = (kind: string) =>
        checks.some(
          (check) =>
            check.check === kind && typeof check.value === 'number' && Math.abs(check.value) <= MAX_ID,
        );
      return fits('greater_than') && fits('less_than') ? [] : [`${path}: number not bounded within integer`];
    }
    case 'array':
      return [
        ...unbounded(def.element as z.ZodType, `${path}[]`, seen),
        ...(has('max_length') ? [] : [`${path}: array without a maximum size`]),
      ];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        unbounded(value, path ? `${path}.${key}` : key, seen),
      );
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => unbounded(option, path, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'transform':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
      return [];
    default:
      return [`${path}: ${def.type} is not one of the bounded kinds`];
  }
}

/* The OpenAPI document ----------------------------------------------------------------------------- */

let t: TestApp;
let adminToken: string;
/** A token of its own for /api/auth/* routes, which may switch the session's desk. */
let authToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor('superadmin@demo.gov.bd');
  authToken = await t.tokenFor('superadmin@demo.gov.bd');
});
afterAll(async () => {
  await t?.close();
});

describe('what an attacker found on a fresh checkout', () => {
  const INVALID = { bn: 'প্রদত্ত তথ্য সঠিক নয়, অনুগ্রহ করে যাচাই করুন', en: 'The information given is not valid' };
  const fieldErrors = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

  test('a NUL byte in a search is a 400, anonymous', async () => {
    for (const lang of ['bn', 'en'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/office/options/offices?search=a%00b',
        headers: { 'accept-language': lang },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID[lang]);
      expect(fieldErrors(response)).toEqual({
        search:
          lang === 'bn'
            ? 'লেখায় এমন একটি অক্ষর আছে যা গ্রহণযোগ্য নয়'
            : 'The text contains a character that is not allowed',
      });
    }
  });

  test('an id past 2,147,483,647 is a 400, in the query, the path and the body', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/office/options/offices?ministryId=2147483648',
    });
    expect(query.statusCode).toBe(400);
    expect(fieldErrors(query)).toEqual({ ministryId: 'সঠিক তথ্য দিন' });
    const headers = { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' };
    const path = await t.app.inject({ method: 'DELETE', url: '/api/office/levels/2147483648', headers });
    expect(path.statusCode).toBe(400);
    expect(fieldErrors(path)).toEqual({ id: 'Enter a valid value' });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/office/departments',
      headers,
      payload: { ministryId: 2147483648, nameBn: 'বিভাগ', nameEn: 'Department' },
    });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(body))).toEqual(['ministryId']);
  });

  test('impossible dates are a 400 with the date message', async () => {
    for (const [dateOfBirth, message] of [
      ['2024-02-31', 'সঠিক তারিখ দিন'],
      ['2023-02-29', 'সঠিক তারিখ দিন'],
      ['0000-01-01', 'তারিখটি ১৯০০ থেকে ২১০০ সালের মধ্যে হতে হবে'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/registration/nid-check',
        payload: { nid: '1990123456', dateOfBirth },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ dateOfBirth: message });
    }
  });

  test('an update with nothing to change is a 400', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/office/user-roles/1',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: INVALID.bn,
      errors: [{ field: '', message: 'পরিবর্তনের জন্য কোনো তথ্য দেওয়া হয়নি' }],
    });
  });
});

describe('bad input', () => {
  test('every request schema bounds every value', () => {
    expect(requestSchemas.length).toBeGreaterThan(50);
    const found = requestSchemas.flatMap(({ route, part, schema }) =>
      unbounded(schema as z.ZodType, '').map((problem) => `${route} ${part} ${problem}`),
    );
    expect(found).toEqual([]);
  });

  test('no route answers bad input with a 5xx, anonymous or as the super admin', {
    timeout: 900_000,
  }, async () => {
    const document = t.app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    let routes = 0;
    let sent = 0;
    let address = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (SKIPPED.has(route)) continue;
        routes++;
        const targets: Target[] = [
          ...(operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
            .map((parameter) => ({ part: parameter.in as 'path' | 'query', name: parameter.name })),
          ...bodyPaths(operation.requestBody?.content?.['application/json']?.schema).map((bodyPath) => ({
            part: 'body' as const,
            path: bodyPath,
          })),
        ];
        const samples = [
          ...targets.flatMap((target) =>
            CLASSICS.map((value): Input => ({ picks: [{ target, value }], english: false })),
          ),
          ...fc.sample(inputs(targets, Boolean(operation.requestBody)), {
            seed: 20_240_229 + routes,
            numRuns: 15,
          }),
        ];
        const token = path.startsWith('/api/auth/') ? authToken : adminToken;
        for (const input of samples) {
          const { url, payload, json } = request(path, operation, input);
          for (const bearer of [null, token]) {
            address++;
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              payload,
              // Each request from its own address, so the walk never meets the sign-in or OTP limits.
              remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              headers: {
                ...(json && { 'content-type': 'application/json' }),
                ...(bearer && { authorization: `Bearer ${bearer}` }),
                ...(input.english && { 'accept-language': 'en' }),
              },
            });
            sent++;
            if (response.statusCode >= 500) {
              failures.push(
                `${route} ${bearer ? 'super admin' : 'anonymous'} ${url} ${payload?.slice(0, 300) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    console.log(
      `bad-input walk: ${routes} routes, ${sent / 2} inputs, ${sent} requests (anonymous and super admin)`,
    );
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(50);
    // The walk reached validation: the super admin's tokens still sign requests in.
    for (const bearer of [adminToken, authToken]) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(session.statusCode).toBe(200);
    }
  });
});
