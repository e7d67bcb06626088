import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/plugins/auth.js';
import type { App } from '../../src/types.js';
import { createUser, roles, type Role } from './factories.js';

/**
 * Shared by the sweeps (sweep-paths.test.ts, sweep-fuzz.test.ts): every route comes from the
 * app's own route table, so a route added later is swept without a test being written for it.
 */

export type Caller = 'visitor' | Role;
export const callers: Caller[] = ['visitor', ...roles];

export type SweepRoute = {
  method: string;
  url: string;
  access: string;
  body: unknown;
  querystring: unknown;
  params: unknown;
  /** The route reads multipart/form-data (declared by `consumes` in its schema). */
  multipart: boolean;
};

type RouteSchema = { body?: unknown; querystring?: unknown; query?: unknown; params?: unknown; consumes?: string[] };

/** Every route of the access table (all /api routes, documentation pages and HEAD included). */
export function sweepRoutes(app: App): SweepRoute[] {
  return app.routeAccessTable().map((row) => {
    const schema = (row.schema ?? {}) as RouteSchema;
    return {
      method: row.method,
      url: row.url,
      access: String(row.access),
      body: schema.body,
      querystring: schema.querystring ?? schema.query,
      params: schema.params,
      multipart: schema.consumes?.includes('multipart/form-data') ?? false,
    };
  });
}

/** The names of a route pattern's path parameters (':id' segments and the '*' wildcard). */
export function paramNames(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\(.*$/, '')));
}

/** encodeURIComponent, except that a lone surrogate becomes the bytes a careless client would send. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** The pattern with its parameters filled in, each value transformed by `encode` (percent-encoding by default). */
export function fillPath(pattern: string, values: Record<string, string>, encode: (value: string) => string = encodeSegment): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return encode(values['*'] ?? 'x');
      if (!segment.startsWith(':')) return segment;
      return encode(values[segment.slice(1).replace(/\(.*$/, '')] ?? '00000000-0000-4000-8000-000000000000');
    })
    .join('/');
}

export const roleFlags: Record<Role, { isSeller?: boolean; isVerified?: boolean; isAdmin?: boolean }> = {
  user: {},
  seller: { isSeller: true },
  verified: { isVerified: true },
  admin: { isAdmin: true, isVerified: true },
};

/**
 * The callers of a sweep. Reads share one signed-in user per role. Every other request gets a
 * user of its own, fresh and signed in, so whatever it does (sign out, become a seller, take a
 * unique name, act only once) cannot change the answer to the next request.
 * Users are inserted in bulk with one shared password hash: hashing each would dominate the run.
 */
export async function sweepCallers(db: Database) {
  const passwordHash = (await createUser(db, 'user')).user.passwordHash;
  const pool: Record<Role, { id: string; token: string }[]> = { user: [], seller: [], verified: [], admin: [] };
  const ids: string[] = [];
  const roleOf = new Map<string, Role>();
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  async function refill(role: Role) {
    const rows = Array.from({ length: 30 }, () => {
      const name = `sweep_${role}_${randomBytes(5).toString('hex')}`;
      return { username: name, email: `${name}@example.com`, passwordHash, ...roleFlags[role], verificationState: roleFlags[role].isVerified ? ('verified' as const) : ('none' as const) };
    });
    const created = await db.insert(users).values(rows).returning({ id: users.id });
    const tokens = created.map(({ id }) => ({ id, token: randomBytes(32).toString('base64url') }));
    await db.insert(sessions).values(tokens.map(({ id, token }) => ({ tokenHash: hashToken(token), userId: id, expiresAt })));
    pool[role].push(...tokens);
    ids.push(...created.map(({ id }) => id));
    for (const { id } of created) roleOf.set(id, role);
  }
  async function take(role: Role) {
    if (!pool[role].length) await refill(role);
    return pool[role].pop()!;
  }
  const shared = {} as Record<Role, { id: string; token: string }>;
  for (const role of roles) shared[role] = await take(role);
  return {
    /** Every user the sweep made; rows that mention one of them are the sweep's own. */
    ids,
    roleOf,
    /** The Cookie header for the caller; `own` asks for a user and session no other request uses. */
    async cookie(caller: Caller, own: boolean): Promise<string | undefined> {
      if (caller === 'visitor') return undefined;
      return `sid=${(own ? await take(caller) : shared[caller]).token}`;
    },
  };
}

/** Reads cannot end a session; every other method may. */
export const mayChangeState = (method: string) => method !== 'GET' && method !== 'HEAD';

let addressCounter = 0;
/** A new client address per request, so per-address rate limits never decide a sweep's answer. */
export function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${100 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

export type SweepResponse = { status: number; type: string; body: string };

/**
 * Sends one request. A long-lived answer (Server-Sent Events, `text/event-stream`) is judged by
 * its status and headers, then the client hangs up as a browser closing the tab would; every
 * other answer is read to its end.
 */
export async function send(app: App, options: InjectOptions): Promise<SweepResponse> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const type = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (type.startsWith('text/event-stream')) {
    stream.destroy();
    res.raw.res.req.destroy();
    res.raw.res.destroy();
    return { status: res.statusCode, type, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: res.statusCode, type, body: Buffer.concat(chunks).toString('utf8', 0, 2000) };
}

/** A query string from an object of values (arrays repeat the key), percent-encoded as browsers do. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object') return `?${encodeSegment(String(query))}`;
  const pairs = Object.entries(query as Record<string, unknown>).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined).map((v) => `${encodeSegment(key)}=${encodeSegment(typeof v === 'object' ? JSON.stringify(v) : String(v))}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}
