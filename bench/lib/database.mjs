// The database a bench run uses: a scratch PostgreSQL database created and dropped by the run, or a fresh
// embedded (PGlite) data folder. Before the app starts, `prepare` migrates it, creates one account per role
// and runs the scenario files' `seed` hooks with direct database access (works on both kinds).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createUser } from '../../apps/server/src/modules/users/service.ts';

/** One account per role, with known passwords; scenarios sign in as these (`as: 'seller'`). */
export const benchAccounts = {
  user: { flags: {} },
  seller: { flags: { isSeller: true } },
  verified: { flags: { isVerified: true } },
  admin: { flags: { isAdmin: true, isVerified: true } },
};

export async function scratchDatabase({ embedded, root, databaseUrl }) {
  if (embedded) {
    const dataDir = join(root, '.tmp', `bench-data-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { kind: 'pglite', dataDir, url: undefined, pgliteDir: join(dataDir, 'db'), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const server = new URL(databaseUrl);
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = join(root, '.tmp', `bench-data-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    kind: 'postgres',
    dataDir,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates, creates the bench accounts and runs every scenario file's `seed(db, ctx)`; closes the connection after. */
export async function prepare(scratch, files, ctx) {
  const database = await openDatabase({ url: scratch.url, dataDir: scratch.dataDir, poolSize: 2 });
  // Seeds that write files (the demo's images) put them where the app reads uploads: dataDir/uploads.
  ctx.dataDir = scratch.dataDir;
  try {
    await database.migrate();
    for (const [role, { flags }] of Object.entries(benchAccounts)) {
      const password = `bench-${role}-password`;
      const user = await createUser(database.db, { username: `bench_${role}`, email: `bench_${role}@example.com`, ...flags, password });
      ctx.users[role] = { id: user.id, username: user.username, password, passwordHash: user.passwordHash };
    }
    for (const file of files) if (file.seed) await file.seed(database.db, ctx);
  } finally {
    await database.close();
  }
}

/**
 * Waits until the app's background work is done: no outbox event undispatched and no job due or
 * running (PostgreSQL only; an embedded database is the app's own). A row's e-mails and
 * notifications are then finished before the next measure starts, so no measure pays for work
 * an earlier row left. Answers the milliseconds it took (or null when it gave up after `limitMs`).
 */
export async function waitForBackground(url, { limitMs = 300_000 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(`select
        exists (select 1 from domain_events where dispatched_at is null)
        or exists (select 1 from jobs where status = 'running' or (status <> 'dead' and run_at <= now())) as busy`);
      if (!rows[0].busy) return Math.round(performance.now() - started);
      if (performance.now() - started > limitMs) return null;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}
