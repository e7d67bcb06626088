import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import type { Config } from '../config.js';
import { askDataDir, bodyOf } from '../db/data-dir-socket.js';
import { embeddedDir, snapshotOf } from '../db/embedded.js';
import { uploadsDir } from '../lib/storage.js';
import { copyFiles, databaseFiles, isInside, uploadsFolder, writeManifest } from './backup-folder.js';
import { CliError, consoleIO, isEntry, messageOf, openEmbedded, readConfig, reportingErrors, runAsScript, userPath, type CliIO } from './common.js';
import { runPgTool } from './pg-tools.js';

/**
 * `npm run backup -- --out DIR`: the database first, then the uploaded files, into a new folder.
 * In that order every row of the copy finds its bytes; files written in between are harmless extras.
 * The embedded database is copied through the running server (one process at a time), or opened
 * here when no server runs; PostgreSQL with pg_dump.
 */

export const backupUsage = 'Usage: npm run backup -- --out DIR';

export function parseBackupArgs(argv: string[], env: NodeJS.ProcessEnv): { out: string } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string', short: 'o' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new CliError(`${messageOf(err)}\n${backupUsage}`);
  }
  if (!values.out?.trim()) throw new CliError(`The --out option is required: the folder to write the backup to.\n${backupUsage}`);
  return { out: userPath(env, values.out.trim()) };
}

export async function backupCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    const { out } = parseBackupArgs(argv, env);
    const config = readConfig(env);
    if (isInside(out, config.dataDir)) throw new CliError(`The backup folder ${out} is inside the data folder ${config.dataDir}: choose a folder outside it.`);
    if (existsSync(out) && readdirSync(out).length > 0) throw new CliError(`${out} is not empty: give a new or empty folder for the backup.`);
    mkdirSync(out, { recursive: true });
    const startedAt = performance.now();
    const database = config.databaseUrl ? 'postgresql' : 'embedded';
    try {
      if (config.databaseUrl) await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, databaseFiles.postgresql)}`], config.databaseUrl);
      else await pipeline(await embeddedSnapshot(config), createGzip(), createWriteStream(join(out, databaseFiles.embedded)));
      const files = await copyFiles(uploadsDir(config.dataDir), join(out, uploadsFolder));
      writeManifest(out, { format: 1, database, createdAt: new Date().toISOString(), files: files.files, fileBytes: files.bytes });
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      io.out(`Backup written to ${out} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: the ${database} database, then ${files.files} uploaded files (${mb(files.bytes)} MB).`);
      io.out(`Restore it with: npm run restore -- --from ${out}`);
      return 0;
    } catch (err) {
      // The folder was empty or new: leave nothing that looks like a backup.
      rmSync(out, { recursive: true, force: true });
      throw err;
    }
  });
}

/** The embedded database as a tar stream: from the server holding it, else opened here. */
async function embeddedSnapshot(config: Config): Promise<Readable> {
  // A snapshot waits for the transaction in progress, however long; the socket stays quiet meanwhile.
  const answer = await askDataDir(config.dataDir, '/snapshot', 10 * 60_000);
  if (answer) {
    if (answer.statusCode === 200) return answer;
    throw new CliError((await bodyOf(answer)).trim());
  }
  if (!existsSync(embeddedDir(config.dataDir))) throw new CliError(`There is no embedded database in ${embeddedDir(config.dataDir)} to back up (check DATA_DIR).`);
  const embedded = await openEmbedded(config, 'npm run backup');
  try {
    return Readable.from(Buffer.from(await (await snapshotOf(embedded.client)).arrayBuffer()));
  } finally {
    await embedded.close();
  }
}

if (isEntry(import.meta.url)) runAsScript(() => backupCommand(process.argv.slice(2)));
