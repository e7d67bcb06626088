import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { Config } from '../config.js';
import { createEmbeddedDatabase, embeddedDir } from '../db/embedded.js';
import { uploadsDir } from '../lib/storage.js';
import { copyFiles, databaseFiles, isEmptyFolder, moveAside, readManifest, uploadsFolder, type Manifest } from './backup-folder.js';
import { claimEmbedded, CliError, consoleIO, isEntry, messageOf, readConfig, reportingErrors, runAsScript, userPath, type CliIO } from './common.js';
import { runPgTool } from './pg-tools.js';

/**
 * `npm run restore -- --from DIR [--force]`: a backup of `npm run backup` into DATA_DIR (and the
 * PostgreSQL database of DATABASE_URL, for a PostgreSQL backup). It refuses to replace anything
 * unless --force, which moves what was there aside rather than deleting it.
 */

export const restoreUsage = 'Usage: npm run restore -- --from DIR [--force]';

export function parseRestoreArgs(argv: string[], env: NodeJS.ProcessEnv): { from: string; force: boolean } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { from: { type: 'string', short: 'f' }, force: { type: 'boolean' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new CliError(`${messageOf(err)}\n${restoreUsage}`);
  }
  if (!values.from?.trim()) throw new CliError(`The --from option is required: the folder written by npm run backup.\n${restoreUsage}`);
  return { from: userPath(env, values.from.trim()), force: values.force ?? false };
}

export async function restoreCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    const { from, force } = parseRestoreArgs(argv, env);
    const manifest = readManifest(from);
    const config = readConfig(env);
    if (manifest.database === 'embedded' && config.databaseUrl)
      throw new CliError(`This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR (${config.dataDir}).`);
    if (manifest.database === 'postgresql' && !config.databaseUrl)
      throw new CliError('This backup holds a PostgreSQL database: set DATABASE_URL to the new, empty database to restore it into.');
    const startedAt = performance.now();
    let files;
    if (config.databaseUrl) files = await restorePostgres(config, config.databaseUrl, from, manifest, force, io);
    else {
      const claim = await claimEmbedded(config, 'npm run restore');
      try {
        files = await restoreEmbedded(config, from, manifest, force, io);
      } finally {
        await claim.release();
      }
    }
    io.out(`Restored ${from} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: the ${manifest.database} database of ${manifest.createdAt}, then ${files} uploaded files into ${uploadsDir(config.dataDir)}.`);
    return 0;
  });
}

/** Refuses folders that hold data, or with --force moves them aside. */
function makeRoom(dirs: string[], force: boolean, io: CliIO): void {
  const used = dirs.filter((dir) => !isEmptyFolder(dir));
  if (used.length === 0) return;
  if (!force) throw new CliError(`${used.join(' and ')} already ${used.length > 1 ? 'hold' : 'holds'} data. Restore into a new DATA_DIR, or pass --force to move ${used.length > 1 ? 'them' : 'it'} aside first.`);
  for (const aside of moveAside(used)) io.out(`Moved aside: ${aside}`);
}

/** The files, then the database: DATA_DIR/db appears last, when everything is in place. */
async function restoreEmbedded(config: Config, from: string, manifest: Manifest, force: boolean, io: CliIO): Promise<number> {
  // Both folders are checked before anything moves, so a refusal changes nothing.
  makeRoom([embeddedDir(config.dataDir), uploadsDir(config.dataDir)], force, io);
  const files = await restoreFiles(config, from, manifest);
  const snapshot = new Blob([gunzipSync(readFileSync(join(from, databaseFiles.embedded)))]);
  let placed;
  try {
    // Made beside DATA_DIR/db and renamed into place when loaded and migrated to this version.
    placed = await createEmbeddedDatabase(config.dataDir, snapshot);
  } catch (err) {
    throw new CliError(`The backup's database could not be loaded: ${messageOf(err)}`);
  }
  if (!placed) throw new CliError(`Another process created ${embeddedDir(config.dataDir)} while the backup was being restored; the backup's database was not put in place.`);
  return files;
}

/** The database, then the files: a refused or failed database restore leaves the files as they were. */
async function restorePostgres(config: Config, url: string, from: string, manifest: Manifest, force: boolean, io: CliIO): Promise<number> {
  const uploads = uploadsDir(config.dataDir);
  if (!force && !isEmptyFolder(uploads)) throw new CliError(`${uploads} already holds data. Restore into a new DATA_DIR, or pass --force to move it aside first.`);
  const tables = await tableCount(url);
  if (tables > 0 && !force)
    throw new CliError(
      `The database of DATABASE_URL already has ${tables} tables. Restore into a new, empty database (createdb NAME, then point DATABASE_URL at it), or pass --force to replace the backup's tables in this one.`,
    );
  // One transaction: a failed restore leaves the database as it was.
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(force ? ['--clean', '--if-exists'] : []), join(from, databaseFiles.postgresql)], url);
  makeRoom([uploads], force, io);
  return restoreFiles(config, from, manifest);
}

async function restoreFiles(config: Config, from: string, manifest: Manifest): Promise<number> {
  const uploads = uploadsDir(config.dataDir);
  const copied = await copyFiles(join(from, uploadsFolder), uploads);
  if (copied.files !== manifest.files)
    throw new CliError(`The backup's ${uploadsFolder} folder has ${copied.files} files where ${manifest.files} were backed up: it was changed since.`);
  return copied.files;
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return rows[0].n;
  } catch (err) {
    throw new CliError(`Cannot open the PostgreSQL database: ${messageOf(err)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (isEntry(import.meta.url)) runAsScript(() => restoreCommand(process.argv.slice(2)));
