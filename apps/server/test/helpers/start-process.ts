import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../../src/paths.js';
import { until } from './until.js';

// `npm start` (and `node scripts/start.mjs`) as child processes, for the tests of how they stop.

export type Started = { child: ChildProcess; output(): string; exited: Promise<number | null> };
const started: Started[] = [];
const folders: string[] = [];

/** Builds what `npm start` would (once, under a lock: both database runs may get here together). */
export async function buildOnce(): Promise<void> {
  const lock = join(repoRoot, 'node_modules', '.cache', 'start-signals-build.lock');
  mkdirSync(join(lock, '..'), { recursive: true });
  const take = () => {
    try {
      mkdirSync(lock);
      return true;
    } catch {
      // A lock left by a killed run (a build takes well under ten minutes) is taken over.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      return false;
    }
  };
  await until(take, 300_000, 'the build lock');
  try {
    const { buildWhatIsStale } = (await import(join(repoRoot, 'scripts/build-stale.mjs'))) as { buildWhatIsStale(o: { quiet: boolean }): void };
    buildWhatIsStale({ quiet: true });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something listens on the port (a connection is accepted). */
async function portTaken(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function start(command: string, args: readonly string[], env: Record<string, string>): Started {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handle = { child, output: () => out, exited };
  started.push(handle);
  return handle;
}

/** The pids of the processes that listen (the app's own log lines name them). */
const listeners = (s: Started) => [...s.output().matchAll(/"pid":(\d+),[^\n]*"msg":"Server listening at /g)].map((m) => Number(m[1]));
/** Every app process that logged (a cluster's primary too). */
const appProcesses = (s: Started) => [...new Set([...s.output().matchAll(/"pid":(\d+)/g)].map((m) => Number(m[1])))];

/** Kills what a failed test left running, and removes the data folders. */
export function cleanUp() {
  for (const s of started) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    for (const pid of appProcesses(s)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/** A new empty data folder, removed by cleanUp. */
export function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'market-start-'));
  folders.push(folder);
  return folder;
}

/**
 * Starts the command, waits for `servers` processes listening and a healthy answer, sends the
 * signal to the started process, and checks that every app process is gone and the port free.
 */
export async function stopsWith(command: string, args: readonly string[], signal: NodeJS.Signals, env: Record<string, string>, servers: number) {
  const port = await freePort();
  const app = start(command, args, { PORT: String(port), ...env });
  await until(() => listeners(app).length === servers || app.child.exitCode !== null, 120_000, 'the app listening');
  expect(listeners(app), app.output()).toHaveLength(servers);
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

  app.child.kill(signal);
  await app.exited;
  await until(() => appProcesses(app).every((pid) => !alive(pid)), 30_000, 'the app processes gone');
  expect(await portTaken(port)).toBe(false);
  expect(app.output()).toMatch(/shutting down/);
  return port;
}

