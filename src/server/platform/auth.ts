/**
 * Authentication for every API route: secure by default. A route opts out with `config: { public: true }`;
 * all others answer 401 without a valid bearer token, and handlers read the caller from `request.auth`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthContext, resolveSession } from '../modules/auth/auth.session';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    // The API docs are public; everything else under /api needs a session.
    if (!route.url?.startsWith('/api/') || route.url.startsWith('/api/docs') || route.config?.public) return;
    const token = bearerToken(request);
    const auth = token ? await resolveSession(app.db, token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
  });
}

/** The caller of a protected route (the hook above guarantees it is there). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
