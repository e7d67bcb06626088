// The real server (`src/server.ts`) as a child process on a data folder, and what a stopped
// server's data folder holds: for the first-start crash test and scripts/crash-first-start.mjs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isWriteInProgress } from '../../src/lib/storage.js';
import { repoRoot } from '../../src/paths.js';

export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  /** The server's URL once it listens; rejects when the process ends before. */
  listening: Promise<string>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

const running = new Set<ChildProcess>();

/** Kills every server started here that still runs (after a failed or timed-out test). */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

/** Starts `src/server.ts` on a free port with the given environment (DATA_DIR at least). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const url = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code ?? child.signalCode}) before listening:\n${out}`)));
  });
  // Callers that only kill the process never look at `listening`.
  listening.catch(() => undefined);
  return { child, output: () => out, listening, exited };
}

/** Kills the process and waits until it is gone. */
export async function kill(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export type Kill = { phase: string; afterMs: number; output: string };

/**
 * Starts the server and kills it (SIGKILL) at a random moment, up to `withinMs`, after `begun`
 * holds (a state of this process's start, given its pid; checked every 10 ms), or as soon as it
 * stops holding. Answers the phase the kill hit (`after start` when it was listening already) and when.
 */
export async function killAtRandom(env: Record<string, string>, begun: (pid: number) => boolean | Promise<boolean>, withinMs: number): Promise<Kill> {
  const startedAt = Date.now();
  const server = startServer(env);
  const pid = server.child.pid!;
  let up = false;
  void server.listening.then(() => (up = true), () => undefined);
  const running = () => !up && server.child.exitCode === null;
  const tick = () => new Promise((r) => setTimeout(r, 10));
  const deadline = Date.now() + 120_000;
  while (running() && !(await begun(pid))) {
    if (Date.now() > deadline) break;
    await tick();
  }
  const killAt = Date.now() + Math.random() * withinMs;
  while (running() && Date.now() < killAt && (await begun(pid))) await tick();
  const phase = up ? 'after start' : env.DATA_DIR ? phaseOf(env.DATA_DIR) : 'starting';
  const afterMs = Date.now() - startedAt;
  const exitedByItself = server.child.exitCode !== null;
  await kill(server);
  if (exitedByItself) throw new Error(`The server stopped by itself (exit code ${server.child.exitCode}):\n${server.output()}`);
  if (Date.now() > deadline) throw new Error(`The start never reached the state to kill it in:\n${server.output()}`);
  return { phase, afterMs, output: server.output() };
}

/** The process is creating the embedded database (its temporary folder exists). */
export const creatingDatabase = (dataDir: string, pid: number) => existsSync(join(dataDir, `db.creating-${pid}`));

/** The process's demo seed is storing images (its journal exists). */
export const seeding = (dataDir: string, pid: number) => {
  try {
    return readFileSync(join(dataDir, 'seed-journal'), 'utf8').startsWith(`pid ${pid}\n`);
  } catch {
    return false;
  }
};

/** Where a first start is, as its data folder shows it. */
export function phaseOf(dataDir: string): 'starting' | 'creating the database' | 'seeding' | 'opening or drawing' {
  const names = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (names.some((n) => n.startsWith('db.creating-'))) return 'creating the database';
  if (names.includes('seed-journal')) return 'seeding';
  return names.includes('db') ? 'opening or drawing' : 'starting';
}

const filesUnder = (root: string): string[] =>
  existsSync(root) ? readdirSync(root, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(root, e.name)) : [join(root, e.name)])) : [];

export type DataDirState = {
  users: number;
  /** Stored files without a row (what a stopped seed used to leave). */
  orphans: string[];
  /** Rows whose bytes are missing. */
  missing: string[];
  /** Temporary files of writes a kill interrupted (`<key>.<pid>.tmp`): the storage's own cleanup removes them. */
  interrupted: string[];
  /** Temporary folders and journals that a finished start does not leave. */
  leftovers: string[];
};

/**
 * Opens the data folder's database with PGlite itself (not the app's code, so this also reads
 * folders made by earlier versions) and compares its file rows with the files on disk. Only
 * while no server runs on the folder.
 */
export async function inspectDataDir(dataDir: string): Promise<DataDirState> {
  const client = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    const users = (await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
    const keys = new Set((await client.query<{ storage_key: string }>('select storage_key from files')).rows.map((r) => r.storage_key));
    const uploads = join(dataDir, 'uploads');
    const stored = filesUnder(uploads).map((path) => relative(uploads, path).split('\\').join('/'));
    const onDisk = new Set(stored.filter((key) => !isWriteInProgress(key)));
    return {
      users,
      orphans: [...onDisk].filter((key) => !keys.has(key)),
      interrupted: stored.filter(isWriteInProgress),
      missing: [...keys].filter((key) => !onDisk.has(key)),
      leftovers: readdirSync(dataDir).filter((n) => n.startsWith('db.creating-') || n === 'seed-journal'),
    };
  } finally {
    await client.close();
  }
}
