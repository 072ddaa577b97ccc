/**
 * Authentication and route access for every API route. Each route declares who may call it in its
 * options (`config: { access }`, a rule of common/permissions.ts or PUBLIC); a route under /api
 * without a declaration stops the server from starting. One hook then answers 401 without a valid
 * bearer token and 403 when the rule refuses the caller's active desk; handlers read the caller
 * from `request.auth`, and services narrow what it sees to its offices.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { PUBLIC, type RouteAccess } from '../../common/permissions';
import { type AuthContext, resolveSession } from '../modules/auth/auth.session';
import { forbidden, unauthorized } from './errors';

/** One route of the API with its declared access, as the authorization matrix test walks them. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, in the order they were registered. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: PUBLIC, or a rule of common/permissions.ts. */
    access?: RouteAccess;
  }
}

/** Routes of the API itself; the docs and the web app are outside the guard. */
export const isGuardedUrl = (url: string | undefined) =>
  Boolean(url?.startsWith('/api/') && !url.startsWith('/api/docs'));

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isGuardedUrl(route.url)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (access !== PUBLIC && typeof access !== 'function') {
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    const access = route.config?.access;
    if (!isGuardedUrl(route.url) || access === PUBLIC) return;
    const token = bearerToken(request);
    const auth = token ? await resolveSession(app.db, token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (typeof access !== 'function' || !access(auth)) throw forbidden();
  });
}

/** The caller of a protected route (the hook above guarantees it is there). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
