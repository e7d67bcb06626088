import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { migrationsDir } from '../paths.js';
import { rowsOf } from './rows.js';
import type { Database } from './client.js';

/** When the newest committed migration was made: the migrator records it as `created_at` once applied. */
const newestMigration = (() => {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
})();

/** Whether every committed migration has been applied to this database (readiness). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const [row] = rowsOf<{ newest: string | null }>(await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`));
    return row?.newest != null && Number(row.newest) >= newestMigration;
  } catch {
    // No migrations table yet.
    return false;
  }
}

// Any fixed number shared by every process of the app: PostgreSQL's advisory locks are keyed by one.
const migrationLockKey = 715_200_301;

/**
 * Runs `migrate` on `client` (a connection of its own, outside the pool) while holding a
 * PostgreSQL advisory lock. Processes starting together on an empty database take turns: the first
 * applies the migrations, the others then find nothing left to do.
 */
export async function withMigrationLock(client: pg.Client, migrate: (client: pg.Client) => Promise<void>): Promise<void> {
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(client);
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next process go at once.
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
