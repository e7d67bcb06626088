import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { repoRoot } from '../src/paths.js';
import { sql } from 'drizzle-orm';
import { texts } from '@market/shared';
import { rowsOf } from '../src/db/rows.js';
import { LocalDiskStorage } from '../src/lib/storage.js';
import { createPeerApp, createTestApp, type TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { preparedRows } from '../src/db/prepared.js';

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'market-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
  });

  it('runs several processes (WEB_CONCURRENCY) only on PostgreSQL, and cancels long statements after 30 s by default', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/market' }).webConcurrency).toBe(4);
    expect(loadConfig({})).toMatchObject({ webConcurrency: 1, databaseStatementTimeoutMs: 30_000 });
  });

  it('has working defaults and reads overrides', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', seedDemo: true, cookieSecure: false, databaseUrl: undefined });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    const prod = loadConfig({ NODE_ENV: 'production', PORT: '8080', SEED_DEMO: 'false', PUBLIC_ORIGIN: 'https://a.example, https://b.example/' });
    expect(prod).toMatchObject({ port: 8080, seedDemo: false, cookieSecure: true, publicOrigins: ['https://a.example', 'https://b.example'] });
  });
});

describe('HTTP basics', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('unknown /api routes get a JSON 404, client routes get the app, other addresses its not-found page under a 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });

    const unknown = await t.app.inject({ method: 'GET', url: '/gigs/some/client/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<div id="root">');

    const page = await t.app.inject({ method: 'GET', url: '/orders/some-client-id' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers['content-type']).toContain('application/json');
  });

  it('hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a strict Content-Security-Policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'trace-123' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('trace-123');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const again = await t.app.inject({ method: 'GET', url: '/api/health' });
    // This process's prefix and a counter: one id per request.
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(again.headers['x-request-id']).not.toBe(api.headers['x-request-id']);
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('gives API answers the headers that protect a non-page, and pages the page headers', async () => {
    // Decided by the route that matched, however the path was spelled.
    for (const url of ['/api/health', '/api/gigs', '/api/nothing-here', '/api//health', '/%61pi/health', '/api/nothing%2Dhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
      // Framing is refused by the CSP above; X-Frame-Options is its legacy form.
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const pageOnly of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
    for (const url of ['/', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe('camera=(self), microphone=(), geolocation=()');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/user/{id}', '/api/conversation', '/api/health']));
    expect(doc.json().paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('hot statements run straight on the driver (preparedRows)', () => {
  it('answer timestamps as text, as Drizzle does, and are prepared once per connection under their name on PostgreSQL', async () => {
    // One connection, so the statement's preparation is visible from the next query.
    const database = await freshDatabase({ poolSize: 1 });
    try {
      const probe = preparedRows<{ at: unknown; one: unknown }>(database.db, 'probe_driver_statement', () => sql`select now() as "at", 1::int as "one"`);
      const [first] = await probe({});
      expect(typeof first.at).toBe('string');
      expect(new Date(first.at as string).getTime()).not.toBeNaN();
      expect(first.one).toBe(1);
      if (database.kind !== 'postgres') return;
      await probe({});
      const prepared = rowsOf<{ name: string }>(await database.db.execute(sql`select name from pg_prepared_statements where name = 'probe_driver_statement'`));
      expect(prepared).toEqual([{ name: 'probe_driver_statement' }]);
    } finally {
      await database.close();
    }
  });
});

describe('GET /api/ready (readiness, apart from liveness)', () => {
  it('answers 200 when the database answers, every migration is applied and the storage takes files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the failing check while a migration is missing, and 200 again once it is applied', async () => {
    const newest = await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`);
    const row = rowsOf<{ hash: string; created_at: string }>(newest)[0]!;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: texts.notReady, code: 'UNAVAILABLE', checks: { database: 'ok', migrations: 'pending', storage: 'ok' } });
      // Liveness is another question: the process is alive.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the file storage cannot take files', async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'market-ready-')), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const peer = await createPeerApp(t, { storage: new LocalDiskStorage(join(blocker, 'uploads')) });
    try {
      const res = await peer.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'unreachable' });
    } finally {
      await peer.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    // Closing starts once the handler runs (not after a fixed delay, which a busy machine outlasts).
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      started();
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await handlerStarted;
    await app.close();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await expect(fetch(`http://127.0.0.1:${address.port}/api/health`)).rejects.toThrow();
  });

  it('the server process exits cleanly on SIGTERM, and stops with a clear message on bad config', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-proc-'));
    const run = (env: Record<string, string>) =>
      spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
        env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const bad = run({ PORT: 'not-a-port' });
    let badErr = '';
    bad.stderr.on('data', (d) => (badErr += d));
    expect(await new Promise((r) => bad.on('exit', r))).toBe(1);
    expect(badErr).toContain('Invalid configuration');
    expect(badErr).toContain('PORT');

    const server = run({});
    let out = '';
    const port = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (d) => {
        out += d;
        const match = out.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) resolve(match[1]);
      });
      server.on('exit', () => reject(new Error(`server exited early: ${out}`)));
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    server.kill('SIGTERM');
    expect(await new Promise((r) => server.on('exit', r))).toBe(0);
    expect(out).toContain('shutting down');
    rmSync(dataDir, { recursive: true, force: true });
    // Two real server processes start and compile TypeScript: slow on a busy machine.
  }, 90_000);
});
