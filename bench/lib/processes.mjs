// Child processes of a bench run: the built app, the ceiling server, and the load generator.
import { execFileSync, spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

/** The V8 flags `npm start` runs the server with (package.json's start script), so the bench's app runs as production's. */
export const startFlags = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.match(/--[\w-]+(=\S+)?/g) ?? [];

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitUntilUp(child, url, what) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}; see its log`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

function stopper(child, signal = 'SIGTERM') {
  return async () => {
    if (exited(child)) return;
    const exit = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exit;
  };
}

/** Peak resident memory (VmHWM) of a process, in MiB, from /proc (Linux). */
export function peakRssMib(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)[1]) / 1024);
  } catch {
    return null;
  }
}

/** Resident memory (VmRSS) of a process now, in MiB, from /proc (Linux); null elsewhere. */
export function residentMib(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  } catch {
    return null;
  }
}

/**
 * Sets a process's peak resident memory (VmHWM) back to its resident memory now (Linux: "5" to
 * /proc/<pid>/clear_refs), so peakRssMib reads the peak of what follows; false where that is refused.
 */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// The unit of /proc's CPU times (clock ticks per second), or null where there is no /proc to read;
// asked of getconf once, on first use, so bench modes that read no CPU time never run it.
let ticks;
function ticksPerSecond() {
  if (ticks === undefined) {
    try {
      readFileSync('/proc/self/stat');
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticks = null;
    }
  }
  return ticks;
}

/** CPU time (user and system, all threads) a process has used, in microseconds, from /proc (Linux); null elsewhere or once it has ended. */
function cpuMicros(pid) {
  if (!ticksPerSecond()) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** CPU time one process has used, as a reading for cpuBetween; null without /proc. */
export function processCpu(pid) {
  const micros = cpuMicros(pid);
  return micros === null ? null : new Map([[String(pid), micros]]);
}

/**
 * CPU time each PostgreSQL process on this machine has used (backends, vacuum, writers), by pid, as a
 * reading for cpuBetween; null without /proc, or when no PostgreSQL runs here (a database on another
 * machine, whose CPU this bench cannot see).
 */
export function postgresCpu() {
  if (!ticksPerSecond()) return null;
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // The process ended while the list was read.
    }
    const micros = cpuMicros(pid);
    if (micros !== null) byPid.set(pid, micros);
  }
  return byPid.size ? byPid : null;
}

/**
 * The CPU, in microseconds, the processes of a reading used between it and a later one: what each
 * process present at the second used since the first (all of it for one started since). A process
 * that ended in between (an autovacuum worker, say) is not counted: its time is no longer in /proc.
 * Null when either reading is missing.
 */
export function cpuBetween(before, after) {
  if (!before || !after) return null;
  let sum = 0;
  for (const [pid, micros] of after) sum += micros - (before.get(pid) ?? 0);
  return sum;
}

/** Starts the built server (apps/server/dist) as production does; resolves once /api/health answers. */
export async function startApp({ dataDir, databaseUrl, env = {}, logFile, nodeArgs = [] }) {
  const port = await freePort();
  const startedAt = performance.now();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...startFlags, ...nodeArgs, join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      // The contact form is rate limited per client address: load comes from many (X-Forwarded-For).
      TRUST_PROXY: 'true',
      // Two once-a-minute sweeps would find the work of the setup and of earlier rows, and do it in
      // the middle of whichever row runs then: the payment sweep settles up to 1,000 of the orders
      // whose intent the setup made succeed without a confirmation (each one an event and an e-mail),
      // and the message check e-mails about messages a row left unread. That lands on the app's
      // slices only (the bench waits it out before the ceiling's), and settles orders the
      // "pay order" row is there to pay. A day apart, neither runs during a bench.
      PAYMENTS_RECONCILE_SECONDS: '86400',
      MESSAGE_EMAIL_CHECK_SECONDS: '86400',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${base}/api/health`, `the app (log: ${logFile})`);
  // kill: for an app that no longer answers (a figure that gave up on it); stop lets requests finish.
  return { base, pid: child.pid, startMs: Math.round(performance.now() - startedAt), stop: stopper(child), kill: stopper(child, 'SIGKILL') };
}

/** Starts the ceiling server (bench/lib/ceiling.mjs) with the routes to mirror. */
export async function startCeiling({ config, logFile }) {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  // The routes carry the static rows' bytes: too big for the environment, so they go through a file.
  const configFile = `${logFile}.ceiling.json`;
  writeFileSync(configFile, JSON.stringify(config));
  const child = spawn(process.execPath, [join(here, 'ceiling.mjs'), configFile], {
    env: { ...process.env, CEILING_PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${base}/hello`, `the ceiling (log: ${logFile})`);
  return { base, pid: child.pid, stop: stopper(child) };
}

/** Loads one URL with autocannon in its own process (so the generator never shares the server's event loop). */
let loadSpecs = 0;
export function runLoad(spec) {
  // The spec goes through a file: with variants (a cookie and body per user) it outgrows the command line.
  const specFile = join(root, '.tmp', `bench-load-${process.pid}-${loadSpecs++ % 2}.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'load.mjs'), specFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
  });
}

/**
 * One measure from the load generator's summaries of its slices (runLoad's results) over `seconds`
 * in all: counts add up; p50 and p99 are the slices' own, weighted by their requests (each slice
 * keeps only its percentiles, so the whole's cannot be read back exactly).
 */
export function joinSlices(parts, seconds) {
  const requests = parts.reduce((sum, r) => sum + r.requests, 0);
  const statuses = {};
  for (const r of parts) for (const [code, count] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const weighted = (key) => (requests ? Math.round((parts.reduce((sum, r) => sum + r[key] * r.requests, 0) / requests) * 10) / 10 : 0);
  // CPU per request: the server's own, and PostgreSQL's, while the load ran (null without /proc).
  const perRequest = (key) => (requests && parts.every((r) => r[key] !== null && r[key] !== undefined) ? Math.round(parts.reduce((sum, r) => sum + r[key], 0) / requests) : null);
  return {
    rps: Math.round(requests / seconds),
    p50: weighted('p50'),
    p99: weighted('p99'),
    errors: parts.reduce((sum, r) => sum + r.errors, 0),
    requests,
    turnsTaken: parts.reduce((sum, r) => sum + r.turnsTaken, 0),
    statuses,
    sliceRps: parts.map((r) => r.rps),
    cpuUsPerRequest: perRequest('cpuMicros'),
    databaseCpuUsPerRequest: perRequest('databaseCpuMicros'),
  };
}
