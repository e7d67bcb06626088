import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@market/shared';
import { forbidden, unauthorized } from '../lib/errors.js';

/**
 * Who may call a route, by role. Whether the caller may touch one object (their order, their
 * gig, a task assigned to them) is the module's policy, asked by its service.
 */
export const accessLevels = ['public', 'signedIn', 'seller', 'verified', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

export type SessionUser = {
  id: string;
  username: string;
  isSeller: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  /** The profile's language: what the server answers this user in. */
  language: Language;
  /** The skills given at registration (a worker takes task-pool items of these skills). */
  skills: string[];
};

export type RouteAccessRow = { method: string; url: string; access: Access | undefined; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** `false` on a public route that never reads request.user: its requests skip the session lookup. */
    session?: false;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, read by the access-declaration test. */
    routeAccessTable(): RouteAccessRow[];
  }
}

export const SESSION_COOKIE = 'sid';
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The path as the router reads it (segments decoded, repeated slashes folded), for requests no route matched. */
function routerPath(url: string): string {
  const path = url.split('?')[0].replace(/\/{2,}/g, '/');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is an API request, decided by the route that matched (its registered
 * pattern, never the raw URL text, which may be percent-encoded or padded with slashes).
 * Only when no route matched (404) is the path itself read, decoded as the router decodes it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(requestPath(request));
}

/** The matched route's registered pattern, or, when no route matched, the path as the router reads it. */
export function requestPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? routerPath(request.url);
}

function allowed(access: Access, user: SessionUser): boolean {
  switch (access) {
    case 'seller':
      return user.isSeller;
    // Admins manage every task, so they pass wherever a verified worker may go.
    case 'verified':
      return user.isVerified || user.isAdmin;
    case 'admin':
      return user.isAdmin;
    default:
      return true;
  }
}

export type AuthOptions = {
  /** The live session's user for a token hash (the auth module's lookup, handed in by app.ts). */
  findSessionUser(tokenHash: string): Promise<SessionUser | undefined>;
};

/** Loads the session user from the cookie and enforces each route's declared access. */
export default fp(async function auth(app: FastifyInstance, opts: AuthOptions) {
  const apiRoutes: RouteOptions[] = [];
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url) || route.config?.access) apiRoutes.push(route);
  });
  app.decorate('routeAccessTable', () =>
    apiRoutes.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url, access: r.config?.access, schema: r.schema })),
    ),
  );
  // A route without a declared access stops the start, so none can be forgotten.
  app.addHook('onReady', async () => {
    const missing = app.routeAccessTable().filter((r) => !r.access || !accessLevels.includes(r.access));
    if (missing.length) throw new Error(`Routes without a declared access: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`);
  });

  // The matched route's declaration decides, however the path was spelled. Routes without one are
  // not API routes (static files, the not-found handler): onReady refuses an /api route without it.
  // A callback hook, so that only a request with a session cookie waits for a lookup: an async
  // hook costs every request a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || (access === 'public' && config.session === false)) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return done(refusal(access, null));
    const tokenHash = hashToken(token);
    opts.findSessionUser(tokenHash).then((row) => {
      if (row) {
        request.user = row;
        request.sessionTokenHash = tokenHash;
      }
      done(refusal(access, request.user));
    }, done);
  });
});

/** Why a caller may not use a route of this access, or undefined when they may. */
function refusal(access: Access, user: SessionUser | null): Error | undefined {
  if (access === 'public') return undefined;
  if (!user) return unauthorized();
  return allowed(access, user) ? undefined : forbidden();
}
