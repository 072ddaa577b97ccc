/**
 * Secure by default: every API route answers 401 without a token, except the short list of routes
 * meant for people who are not signed in yet. A new route that is public by mistake fails here.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSignedIn } from '../../common/permissions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerAuthentication } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/auth/captcha',
  'POST /api/auth/login',
  'POST /api/auth/password-reset/otp',
  'POST /api/auth/password-reset/otp/resend',
  'POST /api/auth/password-reset/otp/verify',
  'POST /api/auth/password-reset',
  'POST /api/registration/otp',
  'POST /api/registration/otp/resend',
  'POST /api/registration/otp/verify',
  'POST /api/registration/nid-check',
  'POST /api/registration',
];
const PUBLIC_PREFIXES = ['GET /api/geography/', 'GET /api/office/options/'];

describe('authentication of every API route', () => {
  it('answers 401 without a token on every route that is not meant to be public', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const answeredWithout401: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' ? undefined : {},
        });
        checked++;
        if (response.statusCode !== 401) answeredWithout401.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    const unexpected = answeredWithout401.filter(
      (route) =>
        !PUBLIC_ROUTES.includes(route) && !PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix)),
    );
    expect(unexpected).toEqual([]);
  });
});

describe('route access declarations', () => {
  it('refuses an API route that declares no access, and records those that do', () => {
    const app = Fastify();
    registerAuthentication(app);
    app.get('/api/declared', { config: { access: isSignedIn } }, async () => 'ok');
    expect(() => app.get('/api/undeclared', async () => 'ok')).toThrow(
      'GET /api/undeclared declares no access',
    );
    expect(app.declaredRoutes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/declared');
  });
});
