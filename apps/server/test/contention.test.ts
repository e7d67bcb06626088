import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { withRetry } from '../src/db/retry.js';
import { gigs, orders, reviews, userProfiles } from '../src/db/schema/index.js';
import { conflict } from '../src/lib/errors.js';
import { LocalDiskStorage, uploadsDir } from '../src/lib/storage.js';
import { createSession } from '../src/modules/auth/service.js';
import type { App } from '../src/types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { createUser, signedIn } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';
import { orderByIntent, successCard } from './helpers/orders.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/** What node-postgres and drizzle throw for a transaction PostgreSQL rolled back: the code on the cause. */
const pgError = (code: string) => Object.assign(new Error('Failed query: update users ...'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('withRetry', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and answers its result', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let runs = 0;
    const result = await withRetry(async () => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after three retries with the last error', async () => {
    let runs = 0;
    const failing = withRetry(async () => {
      runs++;
      throw pgError('40P01');
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(runs).toBe(4);
  });

  it('does not run again what failed for another reason (a conflict answer, a unique violation)', async () => {
    for (const error of [conflict('taken'), pgError('23505')]) {
      let runs = 0;
      await expect(
        withRetry(async () => {
          runs++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });
});

type Person = { id: string; cookie: string };

/**
 * The app on a fresh database with a pool as wide as a production instance's (the test helper's
 * is 4), so many transactions really run at once on PostgreSQL.
 */
async function wideApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-contention-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const fresh = await freshDatabase();
  const wide = fresh.url ? await openDatabase({ url: fresh.url, poolSize: 20 }) : fresh;
  const storage = new LocalDiskStorage(uploadsDir(dataDir));
  const app = await buildApp({ config, db: wide.db, storage, logger: false });
  await app.ready();
  let appClosed = false;
  const closeApp = async () => {
    if (appClosed) return;
    appClosed = true;
    await app.close();
    if (wide !== fresh) await wide.close();
  };
  return {
    app,
    db: wide.db,
    storage,
    url: fresh.url,
    closeApp,
    close: async () => {
      await closeApp();
      await fresh.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("200 payments and 200 reviews of one seller's gigs at once", () => {
  let w: Awaited<ReturnType<typeof wideApp>>;
  let address = 0;
  beforeAll(async () => {
    w = await wideApp();
  });
  afterAll(() => w.close());

  // Each call from its own address, so per-address rate limits stay out of the way.
  const call = (app: App, cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie }, remoteAddress: `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}` });

  it('answers every request and counts every sale and every star exactly once, without a deadlock', async () => {
    const { app, db } = w;
    const seller = (await createUser(db, 'seller')).user;
    const gigIds = await insertGigs({ db, storage: w.storage } as TestContext, seller.id, Array.from({ length: 10 }, () => ({ price: 45 })));
    // 20 buyers, each buying and reviewing each of the 10 gigs (a session each: no password sign-in per person).
    const people: Person[] = [];
    for (let i = 0; i < 20; i++) {
      const { user } = await createUser(db, 'user');
      people.push({ id: user.id, cookie: `sid=${(await createSession(db, user.id, 1)).token}` });
    }
    const pairs = people.flatMap((person, p) => gigIds.map((gigId, g) => ({ person, gigId, star: ((p + g) % 5) + 1 })));

    // Checkouts paid at the processor, not yet confirmed to the server.
    const intents = await Promise.all(
      pairs.map(async ({ person, gigId }) => {
        const res = await call(app, person.cookie, 'POST', `/api/orders/create-payment-intent/${gigId}`, {});
        expect(res.statusCode, res.body).toBe(200);
        const intent = res.json<{ paymentIntent: string }>().paymentIntent;
        const paid = await call(app, person.cookie, 'POST', '/api/payments/local/confirm', { payment_intent: intent, ...successCard });
        expect(paid.json()).toEqual({ status: 'succeeded' });
        return intent;
      }),
    );

    // Every confirmation and every review at once, interleaved.
    const answers = await Promise.all(
      pairs.flatMap(({ person, gigId, star }, i) => [
        call(app, person.cookie, 'PUT', '/api/orders', { payment_intent: intents[i] }).then((res) => ({ res, expected: 200 })),
        call(app, person.cookie, 'POST', '/api/reviews', { gigId, desc: `Review ${i}`, star }).then((res) => ({ res, expected: 201 })),
      ]),
    );
    const unexpected = answers.filter(({ res, expected }) => res.statusCode !== expected).map(({ res }) => `${res.statusCode} ${res.body}`);
    expect(unexpected).toEqual([]);
    for (const intent of intents) expect((await orderByIntent(db, intent)).isPaid).toBe(true);

    // The counters against the rows.
    const starsOf = (gigId: string) => pairs.filter((p) => p.gigId === gigId).reduce((sum, p) => sum + p.star, 0);
    for (const gigId of gigIds) {
      const [gig] = await db.select().from(gigs).where(eq(gigs.id, gigId));
      expect(gig).toMatchObject({ sales: people.length, starNumber: people.length, totalStars: starsOf(gigId) });
    }
    const [figures] = await db.select().from(userProfiles).where(eq(userProfiles.id, seller.id));
    const totalStars = pairs.reduce((sum, p) => sum + p.star, 0);
    expect(figures).toMatchObject({ gigCount: gigIds.length, paidOrders: pairs.length, gigStarNumber: pairs.length, gigTotalStars: totalStars });
    const [rows] = await db
      .select({ paid: sql<number>`(select count(*)::int from ${orders} where ${orders.sellerId} = ${seller.id} and ${orders.isPaid})`, reviews: sql<number>`(select count(*)::int from ${reviews})` })
      .from(sql`(select 1) one`);
    expect(rows).toEqual({ paid: pairs.length, reviews: pairs.length });

    if (w.url) expect(await deadlocksAfterClosing(w.url, w.closeApp)).toBe(0);
  }, 120_000);
});

/**
 * PostgreSQL's count of deadlocks in a database, read once the app's connections are gone (each
 * backend reports its counts to the statistics when it exits), so retries cannot hide a lock-order bug.
 */
async function deadlocksAfterClosing(url: string, closeApp: () => Promise<void>): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  await closeApp();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (let i = 0; i < 250; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const { rows } = await admin.query('select deadlocks::int as n from pg_stat_database where datname = $1', [name]);
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

/**
 * A deadlock made on purpose: another transaction holds the seller's row, the request locks its gig
 * and waits for the seller, then the other transaction asks for the gig. The other side waits
 * longest before checking for deadlocks, so PostgreSQL rolls the request's transaction back.
 */
if (onPostgres) {
  describe('a transaction PostgreSQL rolls back to break a deadlock', () => {
    let t: TestContext;
    let url: string;
    let seller: Awaited<ReturnType<typeof signedIn>>;
    let buyer: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      t = await createTestApp();
      url = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
      seller = await signedIn(t.app, t.db, 'seller');
      buyer = await signedIn(t.app, t.db, 'user');
    });
    afterAll(() => t.close());

    async function asDeadlockVictim<T>(sellerId: string, gigId: string, request: () => Promise<T>): Promise<T> {
      const other = new pg.Client({ connectionString: url });
      const watcher = new pg.Client({ connectionString: url });
      await Promise.all([other.connect(), watcher.connect()]);
      try {
        const { rows } = await other.query('select pg_backend_pid() as pid');
        await other.query('begin');
        await other.query(`set local deadlock_timeout = '60s'`);
        await other.query('update users set paid_orders = paid_orders where id = $1', [sellerId]);
        const pending = request();
        // Wait until the request's transaction waits for the seller's row (it holds the gig's by then).
        for (let waited = 0; ; waited += 10) {
          const blocked = await watcher.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`, [rows[0].pid]);
          if (blocked.rowCount) break;
          if (waited > 20_000) throw new Error('the request never waited for the seller row');
          await new Promise((r) => setTimeout(r, 10));
        }
        // Closes the cycle; returns once PostgreSQL has rolled the request's transaction back.
        await other.query('update gigs set sales = sales where id = $1', [gigId]);
        await other.query('commit');
        return await pending;
      } finally {
        await Promise.all([other.end(), watcher.end()]);
      }
    }

    it('a payment confirmation is settled anyway: the transaction runs again', async () => {
      const [gigId] = await insertGigs(t, seller.user.id, [{ price: 45 }]);
      const checkout = await t.app.inject({ method: 'POST', url: `/api/orders/create-payment-intent/${gigId}`, headers: { cookie: buyer.cookie }, remoteAddress: '10.8.0.1' });
      const intent = checkout.json<{ paymentIntent: string }>().paymentIntent;
      await t.app.inject({ method: 'POST', url: '/api/payments/local/confirm', headers: { cookie: buyer.cookie }, payload: { payment_intent: intent, ...successCard }, remoteAddress: '10.8.0.1' });

      const res = await asDeadlockVictim(seller.user.id, gigId, () =>
        t.app.inject({ method: 'PUT', url: '/api/orders', headers: { cookie: buyer.cookie }, payload: { payment_intent: intent } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'succeeded' });
      expect((await orderByIntent(t.db, intent)).isPaid).toBe(true);
      const [gig] = await t.db.select().from(gigs).where(eq(gigs.id, gigId));
      expect(gig.sales).toBe(1);
      expect(await paidOrdersOf(t.db, seller.user.id)).toBe(1);
    });

    it('a review is posted anyway: the transaction runs again', async () => {
      const [gigId] = await insertGigs(t, seller.user.id, [{ price: 45 }]);
      const res = await asDeadlockVictim(seller.user.id, gigId, () =>
        t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: buyer.cookie }, payload: { gigId, desc: 'Worth it', star: 4 } }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const [gig] = await t.db.select().from(gigs).where(eq(gigs.id, gigId));
      expect(gig).toMatchObject({ totalStars: 4, starNumber: 1 });
      expect(await t.db.select().from(reviews).where(eq(reviews.gigId, gigId))).toHaveLength(1);
    });
  });
}

const paidOrdersOf = async (db: Database, sellerId: string) => (await db.select().from(userProfiles).where(eq(userProfiles.id, sellerId)))[0].paidOrders;
