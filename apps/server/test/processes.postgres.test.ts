import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrationsApplied } from '../src/db/migrations.js';
import { isTransientDatabaseError } from '../src/db/pg-errors.js';
import { rowsOf } from '../src/db/rows.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freshDatabase } from './helpers/database.js';
import { killAllServers, startServer } from './helpers/server-process.js';
import { until } from './helpers/until.js';

// What several processes on one PostgreSQL rely on (the embedded database has one process by
// design): this file runs in the PostgreSQL project only (vitest.config.ts).
const url = process.env.TEST_DATABASE_URL;

describe('several processes on one PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: url });
  const created: string[] = [];
  /** An empty database (no tables, no migrations), dropped after the file. */
  async function emptyDatabase(): Promise<string> {
    const name = `market_empty_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    created.push(name);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    return target.toString();
  }
  beforeAll(() => admin.connect());
  afterAll(async () => {
    await killAllServers();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('two processes starting together on an empty database both come up: one migrates, the other waits and finds it done', async () => {
    const target = await emptyDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: target, poolSize: 2 })));
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      for (const h of handles) expect(await migrationsApplied(h.db)).toBe(true);
      const [row] = rowsOf<{ n: number; distinct_n: number }>(await handles[0]!.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`));
      expect(row!.n).toBeGreaterThan(20);
      expect(row!.distinct_n).toBe(row!.n);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('readiness says "pending" on a database nobody migrated', async () => {
    const handle = await openDatabase({ url: await emptyDatabase(), poolSize: 1 });
    try {
      expect(await migrationsApplied(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled, and counts as the database’s trouble (503), not the client’s', async () => {
    const handle = await openDatabase({ url: await emptyDatabase(), poolSize: 1, statementTimeoutMs: 200 });
    try {
      const failure = await handle.db.execute(sql`select pg_sleep(2)`).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(Error);
      expect(isTransientDatabaseError(failure)).toBe(true);
      // The same connection goes on serving quick statements.
      expect(rowsOf(await handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('WEB_CONCURRENCY=2: npm start runs two workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: await emptyDatabase(), DATA_DIR: `/tmp/market-cluster-${randomBytes(4).toString('hex')}`, SEED_DEMO: 'false' });
    const workers = () => [...server.output().matchAll(/"pid":(\d+),[^\n]*"msg":"Server listening at (http:\/\/[\d.]+:\d+)"/g)].map((m) => ({ pid: Number(m[1]), url: m[2]! }));
    await until(() => workers().length === 2, 60_000, 'two workers listening');
    const [first, second] = workers();
    expect(first!.pid).not.toBe(second!.pid);
    expect(first!.url).toBe(second!.url);
    expect(first!.pid).not.toBe(server.child.pid);
    for (let i = 0; i < 10; i++) expect((await fetch(`${first!.url}/api/ready`)).status).toBe(200);

    process.kill(first!.pid, 'SIGKILL');
    await until(() => workers().length === 3, 60_000, 'a third worker');
    expect(server.output()).toContain('a worker stopped; starting another');
    expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const { pid } of workers()) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);

  it('WEB_CONCURRENCY=2 on a port in use: the workers cannot listen, and the start stops with exit code 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((taken.address() as { port: number }).port);
      const server = startServer({ WEB_CONCURRENCY: '2', PORT: port, DATABASE_URL: await emptyDatabase(), DATA_DIR: `/tmp/market-cluster-${randomBytes(4).toString('hex')}`, SEED_DEMO: 'false' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('a worker stopped before it listened; stopping');
      expect(server.output()).toContain('EADDRINUSE');
    } finally {
      taken.close();
    }
  }, 120_000);

  it('DATABASE_SESSION_URL: the LISTEN connection goes there (a pooler in transaction mode keeps no session), the pool to DATABASE_URL', async () => {
    const database = await freshDatabase();
    const sessionUrl = new URL(database.url!);
    sessionUrl.searchParams.set('application_name', 'market_session_check');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `/tmp/market-session-${randomBytes(4).toString('hex')}`, DATABASE_URL: database.url!, DATABASE_SESSION_URL: sessionUrl.toString() });
    const app = await buildApp({ config, db: database.db, logger: false, webRoot: '/nonexistent' });
    try {
      await app.ready();
      const listeners = async () =>
        (await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name = 'market_session_check' and query ilike 'listen%'")).rows[0]!.n;
      await expect.poll(listeners, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
