import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { claimDataDir, DataDirInUseError, type DataDirClaim } from '../db/data-dir-socket.js';
import { EmbeddedDatabaseError, openEmbeddedDatabase } from '../db/embedded.js';
import { openStorage } from '../lib/open-storage.js';
import type { Storage } from '../lib/storage.js';

/** Where a command writes: stdout for results, stderr for problems. Tests pass their own. */
export type CliIO = { out: (line: string) => void; err: (line: string) => void };

export const consoleIO: CliIO = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** A command's failure with the text to show; the command exits with code 1. */
export class CliError extends Error {}

export type CliTarget = { config: Config; database: DatabaseHandle; storage: Storage };

/**
 * PGlite is one process's database: a second process opening the same folder does not fail, it
 * silently corrupts it. The server is the usual other process, so ask whether it is up.
 */
async function runningServer(config: Config): Promise<string | null> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { status?: unknown; uptime?: unknown };
    return typeof body.uptime === 'number' ? url : null;
  } catch {
    return null;
  }
}

/** The configuration from the environment; a bad value is the command's failure. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
}

/**
 * Claims the embedded database's folder for a command (`npm run seed`...), so that neither a
 * server nor another command opens it meanwhile; refused while another process holds it.
 */
export async function claimEmbedded(config: Config, command: string): Promise<DataDirClaim> {
  const server = await runningServer(config);
  if (server)
    throw new CliError(
      `The server is running at ${server} and holds the embedded database in ${config.dataDir}.\n` +
        'The embedded database (PGlite) allows one process at a time: stop the server first, then run this command again.',
    );
  try {
    return await claimDataDir(config.dataDir, command);
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new CliError(err.message);
    throw err;
  }
}

/**
 * Claims the data folder and opens its embedded database as it is (no migrations) for a command;
 * `close` closes it and releases the claim.
 */
export async function openEmbedded(config: Config, command: string): Promise<{ client: PGlite; close(): Promise<void> }> {
  const claim = await claimEmbedded(config, command);
  let client: PGlite;
  try {
    client = await openEmbeddedDatabase(config.dataDir);
  } catch (err) {
    await claim.release();
    // The embedded database's own message already says what happened and what to do.
    if (err instanceof EmbeddedDatabaseError) throw new CliError(err.message);
    throw new CliError(`Cannot open the embedded database: ${messageOf(err)}`);
  }
  return {
    client,
    close: async () => {
      try {
        await client.close();
      } finally {
        await claim.release();
      }
    },
  };
}

/** Reads the configuration, opens and migrates the configured database (PGlite or PostgreSQL) for a command. */
export async function openTarget(env: NodeJS.ProcessEnv, command: string): Promise<CliTarget> {
  const config = readConfig(env);
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    try {
      database = await openDatabase({ url: config.databaseUrl, sessionUrl: config.databaseSessionUrl, poolSize: 2 });
    } catch (err) {
      throw new CliError(`Cannot open the PostgreSQL database: ${messageOf(err)}`);
    }
  } else {
    const embedded = await openEmbedded(config, command);
    database = { ...(await openDatabase({ pglite: embedded.client })), close: embedded.close };
  }
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new CliError(`Cannot open or migrate the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database: ${messageOf(err)}`);
  }
  return { config, database, storage: openStorage(config) };
}

/** A path given on the command line, relative to where the user typed it (npm runs scripts in the workspace). */
export const userPath = (env: NodeJS.ProcessEnv, path: string) => resolve(env.INIT_CWD ?? process.cwd(), path);

/** The readable part of an error: its message, or the database driver's underneath, never a stack. */
export function messageOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // Drizzle wraps driver errors as 'Failed query: <sql>'; the driver's own message says what went wrong.
  if (err.cause instanceof Error && /^Failed query/.test(err.message)) return messageOf(err.cause);
  // A refused connection to 'localhost' is an AggregateError (IPv6 and IPv4) with an empty message.
  if (!err.message && err instanceof AggregateError && err.errors[0]) return messageOf(err.errors[0]);
  return err.message || String((err as { code?: unknown }).code ?? err.name);
}

/** True when this module file is the script node was started with (not imported by a test). */
export const isEntry = (moduleUrl: string) => Boolean(process.argv[1]) && resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** Runs a command body; a CliError becomes its message on stderr and exit code 1. */
export async function reportingErrors(io: CliIO, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    io.err(err.message);
    return 1;
  }
}

/** The process wrapper: runs the command, prints a CliError or an unexpected error, sets the exit code. */
export function runAsScript(command: () => Promise<number>, io: CliIO = consoleIO): void {
  command()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((err: unknown) => {
      io.err(err instanceof CliError ? err.message : `Unexpected error: ${messageOf(err)}`);
      process.exitCode = 1;
    });
}
