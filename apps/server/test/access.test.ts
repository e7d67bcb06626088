import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { saveFile } from '../src/modules/files/service.js';
import { accessLevels } from '../src/plugins/auth.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser, signedIn, type Role } from './helpers/factories.js';

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', 'user', 'seller', 'verified', 'admin'];

type Fixtures = { otherUserId: string; privateFileId: string };
type MatrixRow = {
  route: string; // "METHOD /url" exactly as registered
  request: (f: Fixtures) => InjectOptions;
  expect: Record<Caller, number>;
  /** The request ends the caller's session, so it gets a session of its own. */
  endsSession?: boolean;
};

const all = (status: number): Record<Caller, number> => ({ visitor: status, user: status, seller: status, verified: status, admin: status });
const signedInOnly = (status: number): Record<Caller, number> => ({ ...all(status), visitor: 401 });

/**
 * What each caller gets from each route. Every /api route must have a row:
 * a feature that adds a route adds its row here.
 */
const matrix: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/openapi.json', request: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: all(200) },
  {
    route: 'POST /api/auth/login',
    request: () => ({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody_at_all', password: 'wrong-password' } }),
    expect: all(401),
  },
  { route: 'POST /api/auth/logout', request: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: all(200), endsSession: true },
  {
    route: 'GET /api/user/:id',
    request: (f) => ({ method: 'GET', url: `/api/user/${f.otherUserId}` }),
    expect: { visitor: 401, user: 403, seller: 403, verified: 403, admin: 200 },
  },
  { route: 'GET /api/users/:id', request: (f) => ({ method: 'GET', url: `/api/users/${f.otherUserId}` }), expect: all(200) },
  {
    route: 'POST /api/conversation',
    request: () => ({ method: 'POST', url: '/api/conversation', payload: { name: 'A', email: 'a@example.com', phone: '+92 300 1234567', message: 'Hi' } }),
    expect: all(201),
  },
  { route: 'POST /api/uploads', request: () => ({ method: 'POST', url: '/api/uploads', payload: { purpose: 'gig' } }), expect: signedInOnly(400) },
  {
    route: 'GET /api/files/:id',
    request: (f) => ({ method: 'GET', url: `/api/files/${f.privateFileId}` }),
    // Another user's private file does not exist for anyone but its owner and admins.
    expect: { ...all(404), admin: 200 },
  },
];

let t: TestContext;
const cookies = {} as Record<Caller, string | undefined>;
let fixtures: Fixtures;

beforeAll(async () => {
  // Rate limits are per address; the matrix sends each route from a distinct address.
  t = await createTestApp();
  cookies.visitor = undefined;
  for (const role of ['user', 'seller', 'verified', 'admin'] as const) cookies[role] = (await signedIn(t.app, t.db, role)).cookie;
  const otherUserId = (await createUser(t.db, 'user')).user.id;
  const privateFile = await saveFile(t.db, t.storage, { ownerId: otherUserId, purpose: 'task', visibility: 'private', name: 'a.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') });
  fixtures = { otherUserId, privateFileId: privateFile.id };
});
afterAll(() => t.close());

describe('access declarations', () => {
  it('every /api route declares one of the access levels', () => {
    const table = t.app.routeAccessTable();
    expect(table.length).toBeGreaterThan(5);
    const undeclared = table.filter((r) => !r.access || !accessLevels.includes(r.access));
    expect(undeclared).toEqual([]);
  });

  it('the role matrix covers every /api route (documentation pages aside)', () => {
    const routes = t.app
      .routeAccessTable()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !matrix.some((m) => m.route === r))).toEqual([]);
  });

  it('an app with an undeclared /api route refuses to start', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    app.get('/api/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/declared access: GET \/api\/forgotten/);
  });
});

describe.each(matrix)('$route', (row) => {
  it.each(callers)('answers %s as expected', async (caller) => {
    const request = row.request(fixtures);
    const cookie = caller !== 'visitor' && row.endsSession ? (await signedIn(t.app, t.db, caller)).cookie : cookies[caller];
    const res = await t.app.inject({
      ...request,
      remoteAddress: `10.1.${matrix.indexOf(row)}.${callers.indexOf(caller) + 1}`,
      headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode, res.body).toBe(row.expect[caller]);
  });
});
