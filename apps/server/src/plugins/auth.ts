import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { prepared } from '../db/prepared.js';
import { sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';

/**
 * Who may call a route. `owner` means signed in, with the service checking that the
 * object belongs to the caller (or that the caller is an admin).
 */
export const accessLevels = ['public', 'signedIn', 'owner', 'seller', 'verified', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

export type SessionUser = {
  id: string;
  username: string;
  isSeller: boolean;
  isVerified: boolean;
  isAdmin: boolean;
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

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

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
  const route = request.routeOptions.url;
  return route !== undefined ? isApiPath(route) : isApiPath(routerPath(request.url));
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

/** Loads the session user from the cookie and enforces each route's declared access. */
export default fp(async function auth(app: FastifyInstance) {
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

  async function loadUser(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const tokenHash = hashToken(token);
    const query = prepared(app.db, 'session_user', (db) =>
      db
        .select({ id: users.id, username: users.username, isSeller: users.isSeller, isVerified: users.isVerified, isAdmin: users.isAdmin })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
        .limit(1)
        .prepare('session_user'),
    );
    const [row] = await query.execute({ tokenHash, now: new Date() });
    if (row) {
      request.user = row;
      request.sessionTokenHash = tokenHash;
    }
  }

  // The matched route's declaration decides, however the path was spelled. Routes without one are
  // not API routes (static files, the not-found handler): onReady refuses an /api route without it.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access === 'public' && request.routeOptions.config.session === false) return;
    await loadUser(request);
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (!allowed(access, request.user)) throw forbidden();
  });
});
