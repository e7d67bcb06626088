import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { isOtherLiveProcess } from '../lib/process-alive.js';
import { migrationsDir } from '../paths.js';

/**
 * The embedded database's folder, DATA_DIR/db, is complete or absent. PGlite creates a database
 * (initdb) wherever it finds no PG_VERSION file and treats any folder that has one as a database,
 * so a process stopped while creating one in place left a folder that never opened again. The folder
 * is therefore made and migrated under another name and renamed into place when complete.
 */

/** Extensions the migrations use (gig search: trigram matching); every PGlite instance loads them. */
export const pgliteExtensions = { pg_trgm };

export const embeddedDir = (dataDir: string) => join(dataDir, 'db');

/** Written into a folder once it is complete: a folder without it comes from a version that created it in place. */
const completeMarker = 'market-database-complete';
const creatingPrefix = 'db.creating-';

/** The embedded database cannot be used; the message says what happened and what to do. */
export class EmbeddedDatabaseError extends Error {}

/** Opens DATA_DIR/db, first creating and migrating it (completely or not at all) when there is none. */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  removeUnfinishedCreations(dataDir);
  const dir = embeddedDir(dataDir);
  // An empty folder is what an older version left when stopped before PGlite wrote anything.
  if (!existsSync(dir) || readdirSync(dir).length === 0) await createEmbeddedDatabase(dataDir);
  return openComplete(dataDir);
}

/**
 * Makes DATA_DIR/db in a temporary folder beside it: a new database, or one loaded from a
 * snapshot (restore), migrated to this version, then renamed into place. Killed half-way, it
 * leaves only the temporary folder, which the next start removes. Answers false when another
 * process put a database there first (which is kept).
 */
export async function createEmbeddedDatabase(dataDir: string, snapshot?: Blob): Promise<boolean> {
  const temp = join(dataDir, `${creatingPrefix}${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  try {
    const client = await PGlite.create(temp, { extensions: pgliteExtensions, loadDataDir: snapshot });
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.close();
    }
    writeFileSync(join(temp, completeMarker), `Created and migrated completely on ${new Date().toISOString()}.\n`);
    const dir = embeddedDir(dataDir);
    // rename replaces an empty folder; a non-empty one means another process finished first: keep it.
    try {
      renameSync(temp, dir);
      return true;
    } catch (err) {
      if (!['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
      return false;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * A consistent copy of the database folder as a tar archive. It is read while PGlite's transaction
 * lock is held, so no statement runs meanwhile: the copy is the folder as a crash at that instant
 * would leave it, which PostgreSQL's recovery opens with every committed transaction.
 */
export function snapshotOf(client: PGlite): Promise<Blob> {
  return client.transaction(() => client.dumpDataDir('none'));
}

/** Removes temporary folders of creations whose process is gone (killed, or the machine stopped). */
function removeUnfinishedCreations(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(creatingPrefix)) continue;
    if (isOtherLiveProcess(Number(name.slice(creatingPrefix.length)))) continue;
    rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

async function openComplete(dataDir: string): Promise<PGlite> {
  const dir = embeddedDir(dataDir);
  const complete = existsSync(join(dir, completeMarker));
  if (!complete && !existsSync(join(dir, 'PG_VERSION'))) throw new EmbeddedDatabaseError(unfinishedMessage(dataDir, 'it has no PG_VERSION file'));
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
  } catch (err) {
    const cause = firstLine(err);
    throw new EmbeddedDatabaseError(complete ? damagedMessage(dataDir, cause) : unfinishedMessage(dataDir, cause));
  }
  if (complete) return client;
  // A folder from a version that created it in place: complete when its migrations ran. They
  // run in one transaction, so one recorded migration means the folder was finished.
  if (await migrationsApplied(client)) {
    writeFileSync(join(dir, completeMarker), `Found complete (created by an earlier version) on ${new Date().toISOString()}.\n`);
    return client;
  }
  await client.close();
  throw new EmbeddedDatabaseError(unfinishedMessage(dataDir, 'it has no applied migrations'));
}

async function migrationsApplied(client: PGlite): Promise<boolean> {
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return rows[0].n > 0;
  } catch {
    // No migrations table, or a catalogue too incomplete to answer.
    return false;
  }
}

const firstLine = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).split('\n')[0];

function unfinishedMessage(dataDir: string, cause: string): string {
  const dir = embeddedDir(dataDir);
  return [
    `The embedded database folder ${dir} is incomplete (${cause}).`,
    'An earlier version created the database in place, and its first start was stopped before the database was',
    'complete. Such a folder holds no data and never opens. Move it aside (or delete it), then start again; a new',
    'database is created:',
    `  mv "${dir}" "${dir}.incomplete"`,
    `Uploaded files in ${join(dataDir, 'uploads')} are not affected. If this folder held data you need, restore your`,
    'latest backup instead: npm run restore -- --from BACKUP_DIR --force',
  ].join('\n');
}

function damagedMessage(dataDir: string, cause: string): string {
  const dir = embeddedDir(dataDir);
  return [
    `The embedded database in ${dir} cannot be opened (${cause}).`,
    'It was complete when created, so it has been damaged since: its files were changed by another program, the',
    'disk failed, or two processes used it at once. Restore your latest backup (the damaged folder is moved aside):',
    '  npm run restore -- --from BACKUP_DIR --force',
    'or move the folder aside to start with a new, empty database:',
    `  mv "${dir}" "${dir}.damaged"`,
  ].join('\n');
}
