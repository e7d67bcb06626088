import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts, texts, type ChatMessageEvent, type Conversation } from '@market/shared';
import type { Database } from '../src/db/client.js';
import { isConnectionLost, isRetryableConflict, isTransientDatabaseError } from '../src/db/pg-errors.js';
import { orders } from '../src/db/schema/index.js';
import { LocalDiskStorage, uploadsDir } from '../src/lib/storage.js';
import { createSession } from '../src/modules/auth/service.js';
import errors from '../src/plugins/errors.js';
import { startWorkLoop } from '../src/platform/work-loop.js';
import type { TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { createUser } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';
import { successCard } from './helpers/orders.js';
import { openEvents } from './helpers/sse.js';

const here = dirname(fileURLToPath(import.meta.url));
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** An error as node-postgres reports it (code on the error) wrapped by drizzle (the driver's error as cause). */
const wrapped = (cause: Error & { code?: string }) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a lost database connection from other failures', () => {
  it.each([
    ['pg_terminate_backend (57P01)', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    ['a crashed server (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', wrapped(withCode('connection failure', '08006'))],
    ['a reset socket', wrapped(withCode('read ECONNRESET', 'ECONNRESET'))],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ["node-postgres's dropped connection", wrapped(new Error('Connection terminated unexpectedly'))],
    ['a connection that failed before this query', wrapped(new Error('Client has encountered a connection error and is not queryable'))],
  ])('%s is a lost connection', (_what, err) => {
    expect(isConnectionLost(err)).toBe(true);
    expect(isRetryableConflict(err)).toBe(false);
    expect(isTransientDatabaseError(err)).toBe(true);
  });

  it.each([
    ['a deadlock (40P01)', wrapped(withCode('deadlock detected', '40P01'))],
    ['a serialization failure (40001)', wrapped(withCode('could not serialize access', '40001'))],
  ])('%s is a conflict worth running again', (_what, err) => {
    expect(isRetryableConflict(err)).toBe(true);
    expect(isConnectionLost(err)).toBe(false);
    expect(isTransientDatabaseError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('%s is neither', (_what, err) => {
    expect(isTransientDatabaseError(err)).toBe(false);
  });

  it('answers 503 in the API format to a request whose connection was lost, 500 to a bug, and leaves a client error its status', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/lost', async () => {
      throw wrapped(withCode('terminating connection due to administrator command', '57P01'));
    });
    app.get('/bug', async () => {
      throw new TypeError('oops');
    });
    app.get('/client-gone', async () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    });
    const lost = await app.inject({ method: 'GET', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ message: requestTexts.unavailable, code: 'UNAVAILABLE' });
    expect(lost.headers['retry-after']).toBe('1');
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: texts.somethingWrong, code: 'INTERNAL_ERROR' });
    expect((await app.inject({ method: 'GET', url: '/client-gone' })).statusCode).toBe(400);
    await app.close();
  });
});

describe('the work loops behind the dispatcher and the job runner', () => {
  it('keep running after a round fails', async () => {
    let rounds = 0;
    const failures: unknown[] = [];
    const loop = startWorkLoop(
      async () => {
        rounds++;
        if (rounds === 1) throw new Error('Connection terminated unexpectedly');
        return false;
      },
      { pollMs: 60_000, onError: (err) => failures.push(err) },
    );
    await loop.idle();
    await loop.idle();
    await loop.stop();
    expect(failures).toHaveLength(1);
    expect(rounds).toBeGreaterThanOrEqual(2);
  });

  // A round of a backlog here takes about 20 ms; with a rest factor of 1000 every rest is the
  // longest one, a second.
  const busyRound = () => {
    const until = performance.now() + 20;
    while (performance.now() < until);
  };

  it('rest between the rounds of a backlog while requests come in', async () => {
    let requests = 0;
    let rounds = 0;
    let firstDone!: () => void;
    const first = new Promise<void>((resolve) => (firstDone = resolve));
    const loop = startWorkLoop(
      async () => {
        rounds++;
        requests++; // a request came in meanwhile
        busyRound();
        if (rounds === 1) setImmediate(firstDone);
        return true;
      },
      { pollMs: 60_000, onError: () => {}, restFactor: 1000, requests: () => requests },
    );
    await first;
    // The loop rests after its first round: stopping now ends the rest, and no second round starts.
    await loop.stop();
    expect(rounds).toBe(1);
  });

  it('run a backlog flat out when no request came in', async () => {
    let rounds = 0;
    const started = performance.now();
    const loop = startWorkLoop(
      async () => {
        rounds++;
        busyRound();
        return rounds < 20;
      },
      { pollMs: 60_000, onError: () => {}, restFactor: 1000, requests: () => 7 },
    );
    await loop.idle();
    await loop.stop();
    expect(rounds).toBe(20);
    // Nineteen rests would take 19 s.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

/**
 * The app as a real process on its own PostgreSQL database, under concurrent writes and reads,
 * while every one of its connections (pooled, in a transaction or not, and the LISTEN one) is
 * terminated again and again.
 */
if (onPostgres) {
  describe('PostgreSQL connections terminated under load', () => {
    let dir: string;
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let admin: pg.Client;
    let child: ChildProcess;
    let output = '';
    let base: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'market-faults-'));
      database = await freshDatabase();
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      child = spawn(process.execPath, ['--import', 'tsx', join(here, 'helpers/app-process.ts')], {
        env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dir, JOBS_POLL_SECONDS: '0.2', PAYMENTS_RECONCILE_SECONDS: '0.2' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => (output += d));
      child.stderr!.on('data', (d: Buffer) => (output += d));
      base = await new Promise<string>((resolve, reject) => {
        const check = () => {
          const m = /listening (\S+)/.exec(output);
          if (m) resolve(m[1]);
        };
        child.stdout!.on('data', check);
        child.once('exit', (code) => reject(new Error(`app process exited (${code}): ${output}`)));
      });
    }, 60_000);
    afterAll(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await admin.end();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const alive = () => child.exitCode === null && child.signalCode === null;

    it('keeps the process up, answers 2xx, 4xx or 503 in the API format, and works again afterwards', async () => {
      const { db } = database;
      const people = await seedPeople(db, dir, 6);
      const [seller, ...buyers] = people;
      const api = (who: Person, method: string, path: string, body?: object) =>
        fetch(`${base}${path}`, { method, headers: { cookie: who.cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const conversations = await Promise.all(
        buyers.map(async (b) => (await (await api(b, 'POST', '/api/conversations', { to: seller.id })).json()) as Conversation),
      );
      // Intents paid at the processor, to be confirmed during the load (settlement transactions).
      const paidIntents: { buyer: Person; intent: string }[] = [];
      for (const b of buyers) paidIntents.push({ buyer: b, intent: await payAtProcessor(api, b, seller.gigIds[0]) });

      // A stream open before the drops: it must end (its events were lost), not hang silently.
      const before = await openEvents(base, seller.cookie);
      expect(before.status).toBe(200);

      // The load: writes (messages, reviews, payment confirmations) and reads, by 8 workers.
      type Answer = { what: string; status?: number; body?: string; error?: string };
      const answers: Answer[] = [];
      let stop = false;
      let n = 0;
      const one = async (): Promise<void> => {
        const i = n++;
        const b = buyers[i % buyers.length];
        const conversation = conversations[i % buyers.length];
        const gigId = seller.gigIds[i % seller.gigIds.length];
        const [what, request] = (
          [
            ['message', () => api(b, 'POST', '/api/messages', { conversationId: conversation.id, desc: `Load ${i}` })],
            ['review', () => api(b, 'POST', '/api/reviews', { gigId, desc: `Review ${i}`, star: 5 })],
            ['confirm', () => api(paidIntents[i % paidIntents.length].buyer, 'PUT', '/api/orders', { payment_intent: paidIntents[i % paidIntents.length].intent })],
            ['gigs', () => api(b, 'GET', '/api/gigs?sort=sales')],
            ['reviews', () => api(b, 'GET', `/api/reviews/${gigId}`)],
            ['health', () => api(b, 'GET', '/api/health')],
          ] as const
        )[i % 6];
        try {
          const res = await request();
          answers.push({ what, status: res.status, body: await res.text() });
        } catch (err) {
          answers.push({ what, error: String((err as Error).cause ?? err) });
        }
      };
      const workers = Array.from({ length: 8 }, async () => {
        while (!stop) await one();
      });

      // Five rounds or more: wait for 40 more answers and a backend in the middle of some work,
      // terminate every backend of the app's database, then wait until it answers successfully
      // again. A backend seen busy may be idle a moment later when the terminations read the
      // states, so rounds go on (up to 30) until one terminated a backend in mid-statement.
      const terminated: { state: string; query: string }[] = [];
      const busy = (r: { state: string }) => r.state === 'active' || r.state === 'idle in transaction';
      try {
        for (let round = 0; round < 30 && (round < 5 || !terminated.some(busy)); round++) {
          const busySince = answers.length;
          for (;;) {
            const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and state in ('active', 'idle in transaction')`, [dbName(database.url!)]);
            if (rows[0].n > 0 && answers.length >= busySince + 40) break;
            if (!alive()) throw new Error(`the app process died: ${output}`);
            await new Promise((r) => setTimeout(r, 5));
          }
          const { rows } = await admin.query<{ state: string; query: string }>(
            `select state, query from pg_stat_activity, pg_terminate_backend(pid) where datname = $1 and pid <> pg_backend_pid()`,
            [dbName(database.url!)],
          );
          terminated.push(...rows);
          const recoveredFrom = answers.length;
          for (;;) {
            if (answers.slice(recoveredFrom).some((a) => a.status && a.status < 300)) break;
            if (!alive()) throw new Error(`the app process died: ${output}`);
            await new Promise((r) => setTimeout(r, 5));
          }
        }
      } finally {
        stop = true;
        await Promise.all(workers);
      }

      expect(alive(), output).toBe(true);
      // Some of the terminated connections were in the middle of a statement or a transaction.
      expect(terminated.filter(busy).length).toBeGreaterThan(0);
      const dropped = answers.filter((a) => a.error);
      expect(dropped, 'requests whose connection dropped').toEqual([]);
      const wrong = answers.filter((a) => a.status! >= 500 && (a.status !== 503 || !isUnavailableBody(a.body!)));
      expect(wrong, 'answers other than 2xx, 4xx or 503 in the API format').toEqual([]);
      expect(answers.filter((a) => a.status! < 300).length).toBeGreaterThan(0);

      // The stream that was open at a drop ended, so its browser reconnects and refetches.
      await before.ended;

      // Later requests pass: health, a write, a live event on a stream opened now.
      for (;;) {
        const health = await fetch(`${base}/api/health`);
        if (health.status === 200) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const after = await openEvents(base, seller.cookie);
      const sent = await api(buyers[0], 'POST', '/api/messages', { conversationId: conversations[0].id, desc: 'After the drops' });
      expect(sent.status).toBe(201);
      // The stream may first get messages of the load still on their way (the browser would have
      // them already from its refetch): the new one follows.
      let received: ChatMessageEvent;
      do received = (await after.next('message', 10_000)) as ChatMessageEvent;
      while (received.message.desc.startsWith('Load '));
      expect(received.message.desc).toBe('After the drops');
      after.close();

      // The job runner still runs: a card paid at the processor whose confirmation never came is settled.
      const intent = await payAtProcessor(api, buyers[1], seller.gigIds[1]);
      for (let waited = 0; ; waited += 50) {
        const [order] = await db.select({ isPaid: orders.isPaid }).from(orders).where(eq(orders.paymentIntent, intent));
        if (order.isPaid) break;
        if (waited > 20_000) throw new Error(`the order was not settled by the reconcile job: ${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(alive()).toBe(true);
    }, 120_000);
  });
}

type Person = { id: string; cookie: string; gigIds: string[] };

const dbName = (url: string) => new URL(url).pathname.slice(1);

const isUnavailableBody = (body: string) => {
  try {
    const json = JSON.parse(body) as { message?: unknown; code?: unknown };
    return json.code === 'UNAVAILABLE' && typeof json.message === 'string' && json.message.length > 0;
  } catch {
    return false;
  }
};

/** A seller with three gigs, then buyers; each with a session (no password sign-in per person). */
async function seedPeople(db: Database, dir: string, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const { user } = await createUser(db, i === 0 ? 'seller' : 'user');
    const gigIds = i === 0 ? await insertGigs({ db, storage: new LocalDiskStorage(uploadsDir(dir)) } as TestContext, user.id, [{}, {}, {}]) : [];
    people.push({ id: user.id, cookie: `sid=${(await createSession(db, user.id, 1)).token}`, gigIds });
  }
  return people;
}

/** A checkout paid with the success card at the built-in processor, not (yet) confirmed to the server. */
async function payAtProcessor(api: (who: Person, method: string, path: string, body?: object) => Promise<Response>, buyer: Person, gigId: string) {
  const checkout = await api(buyer, 'POST', `/api/orders/create-payment-intent/${gigId}`, {});
  expect(checkout.status).toBe(200);
  const { paymentIntent } = (await checkout.json()) as { paymentIntent: string };
  const paid = await api(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard });
  expect(await paid.json()).toEqual({ status: 'succeeded' });
  return paymentIntent;
}
