import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobList } from '@market/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { domainEvents, gigs, jobs, reviews } from '../src/db/schema/index.js';
import { inTransaction, outboxChannel, setSubscriptions } from '../src/platform/events.js';
import { cancelJob, scheduleJob, type JobHandler } from '../src/platform/jobs.js';
import { subscriptions } from '../src/wiring.js';
import type { App } from '../src/types.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { signedIn } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';

const here = dirname(fileURLToPath(import.meta.url));
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** Waits for a condition on real state (a row, a line in a file), checking every 50 ms, up to `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);

describe('in-transaction subscribers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    setSubscriptions(subscriptions);
    await t.close();
  });

  it('roll the writer back when they throw: no review, no stars, no outbox row', async () => {
    const seller = await signedIn(t.app, t.db, 'seller');
    const buyer = await signedIn(t.app, t.db, 'user');
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    setSubscriptions([
      ...subscriptions,
      inTransaction('review.created', 'test.refuse', async () => {
        throw new Error('refused by a subscriber');
      }),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc: 'Great', star: 5 }, headers: { cookie: buyer.cookie } });
    expect(res.statusCode).toBe(500);
    expect(await t.db.select().from(reviews).where(eq(reviews.gigId, gigId))).toEqual([]);
    const [gig] = await t.db.select().from(gigs).where(eq(gigs.id, gigId));
    expect(gig).toMatchObject({ totalStars: 0, starNumber: 0 });
    expect(await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'review.created'))).toEqual([]);

    // Without the refusing subscriber the same request goes through, counters and all.
    setSubscriptions(subscriptions);
    const ok = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc: 'Great', star: 5 }, headers: { cookie: buyer.cookie } });
    expect(ok.statusCode).toBe(201);
    const [after] = await t.db.select().from(gigs).where(eq(gigs.id, gigId));
    expect(after).toMatchObject({ totalStars: 5, starNumber: 1 });
    const [event] = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'review.created'));
    expect(event.payload).toMatchObject({ gigId, sellerId: seller.user.id, userId: buyer.user.id, star: 5 });
    await settled(t.app);
    const [dispatched] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(dispatched.dispatchedAt).not.toBeNull();
  });
});

/** Listens to a channel on the test database itself (PGlite's own listen, or a pooled connection). */
async function listenTo(db: TestContext['db'], channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: { listen?: (c: string, cb: (p: string) => void) => Promise<() => Promise<void>> } | pg.Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') return client.listen(channel, onNotice);
  const conn = await (client as pg.Pool).connect();
  conn.on('notification', (n) => n.channel === channel && onNotice(n.payload ?? ''));
  await conn.query(`listen ${channel}`);
  return async () => {
    await conn.query(`unlisten ${channel}`);
    conn.release();
  };
}

describe('the dispatcher after a commit', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A poll once in ten minutes: only the commit itself can have the dispatcher run in time.
    t = await createTestApp({ JOBS_POLL_SECONDS: '600' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs as soon as a transaction with an event for it commits, without a notifying commit', async () => {
    const seller = await signedIn(t.app, t.db, 'seller');
    const buyer = await signedIn(t.app, t.db, 'user');
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    await settled(t.app);
    const notices: string[] = [];
    const unlisten = await listenTo(t.db, outboxChannel, (payload) => notices.push(payload));
    try {
      // A review has after-commit subscribers (the seller's notification) and is not a live event.
      const res = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc: 'Great', star: 5 }, headers: { cookie: buyer.cookie } });
      expect(res.statusCode).toBe(201);
      const [event] = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'review.created'));
      await until('the review event dispatched', async () => (await t.db.select().from(domainEvents).where(eq(domainEvents.id, event.id)))[0].dispatchedAt);
      // Notices arrive in commit order: had the review's commit notified, its notice would come before this one.
      await t.db.execute(sql`select pg_notify(${outboxChannel}, 'marker')`);
      await until('the marker notice', () => notices.includes('marker'));
      expect(notices).toEqual(['marker']);
    } finally {
      await unlisten();
    }
  });
});

/** App processes for the outbox and the jobs: real OS processes (helpers/platform-process.ts). */
describe('across process deaths and several processes', () => {
  let dir: string;
  let target: { DATABASE_URL?: string; DATA_DIR: string };
  let closeDb: () => Promise<void>;
  let db: Awaited<ReturnType<typeof freshDatabase>>['db'];
  const children = new Set<ChildProcess>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'market-platform-'));
    if (onPostgres) {
      const database = await freshDatabase();
      db = database.db;
      closeDb = database.close;
      target = { DATABASE_URL: database.url, DATA_DIR: dir };
    } else {
      // The embedded database belongs to one process at a time: the test reads it only between processes.
      target = { DATABASE_URL: '', DATA_DIR: dir };
    }
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    if (closeDb) await closeDb();
    rmSync(dir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'helpers/platform-process.ts')], {
      env: { ...process.env, ...target, JOBS_POLL_SECONDS: '0.2', JOBS_LEASE_SECONDS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d));
    child.stderr!.on('data', (d: Buffer) => (out += d));
    return until('the app process to start', () => /ready/.test(out) || child.exitCode !== null, 60_000).then(() => {
      if (child.exitCode !== null && !/ready/.test(out)) throw new Error(`app process exited: ${out}`);
      return { child, output: () => out };
    });
  }
  const stopped = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));
  async function stop(child: ChildProcess) {
    child.kill('SIGTERM');
    await stopped(child);
  }

  it('delivers an after-commit event once after the process died between the commit and the handling', async () => {
    const file = join(dir, 'events.log');
    const crashing = await start({ RECORD_FILE: file, CRASH_ON_DELIVERY: '1', PUBLISH: '1' });
    // The event committed, the subscriber began, and the process was killed (SIGKILL) before it recorded.
    await stopped(crashing.child);
    expect(crashing.child.signalCode).toBe('SIGKILL');
    const eventId = /published (\S+)/.exec(crashing.output())?.[1];
    expect(eventId).toBeDefined();
    expect(lines(file)).toEqual([]);

    const next = await start({ RECORD_FILE: file });
    // Once the dead process's lease ends, the new process takes the event over.
    await until('the event to be delivered', () => lines(file).length > 0);
    // A few more polls: nothing is delivered twice.
    await new Promise((r) => setTimeout(r, 1500));
    await stop(next.child);
    expect(lines(file)).toEqual([`event ${eventId}`]);
  }, 120_000);

  it('runs a job scheduled two seconds ahead exactly once with two processes, and once after a restart in between', async () => {
    const file = join(dir, 'jobs.log');
    // The jobs are scheduled through one process's database (the embedded one is owned by a process).
    const schedule = async (key: string, aheadMs = 2000) => {
      const runAt = new Date(Date.now() + aheadMs);
      if (onPostgres) await scheduleJob(db, { type: 'test.record', key, runAt });
      else await scheduleThroughProcess(key, runAt);
    };
    const scheduleThroughProcess = async (key: string, runAt: Date) => {
      const { openDatabase } = await import('../src/db/client.js');
      const handle = await openDatabase({ dataDir: dir });
      await handle.migrate();
      await scheduleJob(handle.db, { type: 'test.record', key, runAt });
      await handle.close();
    };

    if (onPostgres) {
      const a = await start({ RECORD_FILE: file });
      const b = await start({ RECORD_FILE: file });
      await schedule('two-processes');
      await until('the job to run', () => lines(file).includes('job two-processes'));
      await new Promise((r) => setTimeout(r, 1500));
      expect(lines(file).filter((l) => l === 'job two-processes')).toHaveLength(1);
      await Promise.all([stop(a.child), stop(b.child)]);
    }

    // Scheduled while a process runs, which then stops before the time comes; the next one runs it, once.
    const first = onPostgres ? await start({ RECORD_FILE: file }) : null;
    const scheduledAt = Date.now();
    // Five seconds ahead here: the stop must come before the time, even on a busy machine.
    await schedule('after-restart', 5000);
    if (first) await stop(first.child);
    expect(Date.now() - scheduledAt).toBeLessThan(5000);
    expect(lines(file)).not.toContain('job after-restart');
    const second = await start({ RECORD_FILE: file });
    await until('the job to run after the restart', () => lines(file).includes('job after-restart'), 30_000).catch(async (err) => {
      let rows: unknown;
      if (onPostgres) rows = await db.select().from(jobs).where(eq(jobs.key, 'after-restart'));
      else {
        await stop(second.child);
        const { openDatabase } = await import('../src/db/client.js');
        const handle = await openDatabase({ dataDir: dir });
        rows = await handle.db.select().from(jobs);
        await handle.close();
      }
      throw new Error(`${(err as Error).message}; job: ${JSON.stringify(rows)}; process output: ${second.output()}`);
    });
    await new Promise((r) => setTimeout(r, 1000));
    await stop(second.child);
    expect(lines(file).filter((l) => l === 'job after-restart')).toHaveLength(1);
  }, 180_000);
});

describe('job retries, dead letter and the admin retry', () => {
  let t: TestContext;
  let second: App | null = null;
  let failing = true;
  const runs: number[] = [];
  const flaky: JobHandler = {
    type: 'test.flaky',
    maxAttempts: 3,
    async handle() {
      runs.push(Date.now());
      if (failing) throw new Error('the remote service said no');
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_SECONDS: '0.1', JOBS_RETRY_BASE_SECONDS: '0.3' }, { extraJobHandlers: [flaky] });
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const jobRow = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('retries with growing waits, then puts the job in the dead letter; an admin retry runs it again', async () => {
    await scheduleJob(t.db, { type: 'test.flaky', key: 'flaky-1', runAt: new Date(), maxAttempts: 3 });
    const dead = await until('the dead letter', async () => {
      const row = await jobRow('flaky-1');
      return row?.status === 'dead' ? row : undefined;
    });
    expect(dead).toMatchObject({ attempts: 3, lastError: 'the remote service said no' });
    expect(runs).toHaveLength(3);
    // Backoff: base 0.3 s, then four times that (jitter adds at most 20 %).
    const waits = [runs[1] - runs[0], runs[2] - runs[1]];
    expect(waits[0]).toBeGreaterThanOrEqual(300);
    expect(waits[1]).toBeGreaterThanOrEqual(1200);
    expect(waits[1]).toBeGreaterThan(waits[0]);

    const admin = await signedIn(t.app, t.db, 'admin');
    const user = await signedIn(t.app, t.db, 'user');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=dead', headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as JobList).jobs).toEqual([
      expect.objectContaining({ _id: dead.id, type: 'test.flaky', key: 'flaky-1', status: 'dead', attempts: 3, lastError: 'the remote service said no' }),
    ]);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, headers: { cookie: user.cookie } })).statusCode).toBe(403);

    failing = false;
    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, headers: { cookie: admin.cookie } });
    expect(retry.statusCode).toBe(200);
    await until('the retried job to finish', async () => (await jobRow('flaky-1')) === undefined);
    expect(runs).toHaveLength(4);
    // Nothing left to retry: 404.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  }, 60_000);

  it('refuses to retry a job that has not failed, and pages the list with a cursor', async () => {
    const admin = await signedIn(t.app, t.db, 'admin');
    const later = new Date(Date.now() + 3600_000);
    for (let i = 0; i < 3; i++) await scheduleJob(t.db, { type: 'test.flaky', key: `later-${i}`, runAt: new Date(later.getTime() + i * 1000) });
    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=scheduled&limit=2', headers: { cookie: admin.cookie } })).json() as JobList;
    const keys = first.jobs.map((j) => j.key);
    expect(first.nextCursor).not.toBeNull();
    const rest = (await t.app.inject({ method: 'GET', url: `/api/admin/jobs?status=scheduled&limit=50&cursor=${first.nextCursor}`, headers: { cookie: admin.cookie } })).json() as JobList;
    const all = [...keys, ...rest.jobs.map((j) => j.key)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['later-0', 'later-1', 'later-2', 'outbox.cleanup', 'sessions.cleanup']));
    const waiting = await jobRow('later-0');
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${waiting.id}/retry`, headers: { cookie: admin.cookie } });
    expect(refused.statusCode).toBe(409);
    // A cursor of another list is a 400, not page one.
    const foreign = await t.app.inject({ method: 'GET', url: `/api/admin/jobs?status=failed&cursor=${first.nextCursor}`, headers: { cookie: admin.cookie } });
    expect(foreign.statusCode).toBe(400);
  });

  it('keeps one job per key; a replacement moves it, a cancellation removes it', async () => {
    const runAt = new Date(Date.now() + 3600_000);
    await scheduleJob(t.db, { type: 'test.flaky', key: 'once', runAt });
    await scheduleJob(t.db, { type: 'test.flaky', key: 'once', runAt: new Date(runAt.getTime() + 60_000) });
    expect((await jobRow('once')).runAt.getTime()).toBe(runAt.getTime());
    await scheduleJob(t.db, { type: 'test.flaky', key: 'once', runAt: new Date(runAt.getTime() + 60_000), replace: true });
    expect((await jobRow('once')).runAt.getTime()).toBe(runAt.getTime() + 60_000);
    expect(await t.db.select().from(jobs).where(eq(jobs.key, 'once'))).toHaveLength(1);
    // Cancelled when the state it waited for changed: gone, so it never runs.
    await cancelJob(t.db, 'once');
    expect(await jobRow('once')).toBeUndefined();
  });

  it('runs a due job once when two app instances share the database', async () => {
    second = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir, JOBS_POLL_SECONDS: '0.05' }), db: t.db, logger: false, extraJobHandlers: [flaky] });
    await second.ready();
    const before = runs.length;
    await scheduleJob(t.db, { type: 'test.flaky', key: 'shared', runAt: new Date() });
    await until('the job to finish', async () => (await jobRow('shared')) === undefined);
    await Promise.all([settled(t.app), settled(second)]);
    expect(runs.length - before).toBe(1);
  });
});
