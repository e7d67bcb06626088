import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { trackCommits } from './commit-hooks.js';
import { openEmbeddedDatabase } from './embedded.js';
import { withMigrationLock } from './migrations.js';
import * as schema from './schema/index.js';
import { pgTextTypes } from './text-types.js';

export { pgliteExtensions } from './embedded.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** The driver under a Drizzle handle: node-postgres's pool, or the embedded PGlite. */
export type Driver = { pool: pg.Pool } | { pglite: PGlite };

export function driverOf(db: Database): Driver {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return client instanceof pg.Pool ? { pool: client } : { pglite: client };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database under dataDir/db. */
export async function openDatabase(opts: {
  url?: string;
  /** The same database reached without a transaction-mode pooler (the migration lock holds a session). */
  sessionUrl?: string | null;
  dataDir?: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    // A statement past the timeout is cancelled by the server (the request answers 503); 0: no limit.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, types: pgTextTypes, ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}) });
    // A dropped connection (restart, failover, pg_terminate_backend) must never crash the process.
    // node-postgres emits 'error' on the connection itself: the pool listens only while it is idle,
    // so every connection gets its own listener from the start, for while it is checked out (in a
    // transaction, say). The query in flight fails with the error (the request answers 503), and
    // the pool drops the dead connection when it is released and makes a new one for the next query.
    const lost = (err: Error) => console.error(JSON.stringify({ level: 40, msg: 'database connection lost', err: err.message }));
    pool.on('connect', (client) => client.on('error', lost));
    // The pool's own event for an idle connection: already logged by the connection's listener.
    pool.on('error', () => undefined);
    const db = trackCommits(drizzlePg(pool, { schema }) as unknown as Database);
    return {
      db,
      kind: 'postgres',
      // On a connection of their own, holding the lock, without the pool's statement timeout (an index on a big table takes long).
      migrate: () => withMigrationLock(new pg.Client({ connectionString: opts.sessionUrl ?? opts.url }), (client) => migratePg(drizzlePg(client), { migrationsFolder: migrationsDir })),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    if (!opts.dataDir) throw new Error('openDatabase needs a url, a dataDir or a PGlite instance');
    client = await openEmbeddedDatabase(opts.dataDir);
  }
  const pgliteClient = client;
  const db = trackCommits(drizzlePglite(pgliteClient, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    close: () => pgliteClient.close(),
  };
}
