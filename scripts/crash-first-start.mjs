// `npm run crash-first-start [-- --runs 20]`: the first-start crash test, many times. Each run
// starts the server on a fresh DATA_DIR, kills it (SIGKILL) at a random moment of its first start
// (creating the database, migrating, drawing and storing the demo seed), starts it again, and
// checks that it comes up (GET /api/health 200) and that every stored file has its row and every
// file row its bytes. Prints one line per run and the totals; exits 1 if any run failed.
// Runs under tsx (the npm script says so) to reuse the test helpers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inspectDataDir, kill, killAtRandom, startServer } from '../apps/server/test/helpers/server-process.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'market-crash-'));

/** Starts the server on the folder, checks its health and stops it; answers the start's milliseconds. */
async function startAndCheck(dataDir) {
  const startedAt = Date.now();
  const server = startServer({ DATA_DIR: dataDir });
  try {
    let timer;
    const tooLong = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no start within 180 s')), 180_000)));
    const url = await Promise.race([server.listening, tooLong]).finally(() => clearTimeout(timer));
    const ms = Date.now() - startedAt;
    const status = (await fetch(`${url}/api/health`)).status;
    if (status !== 200) throw new Error(`GET /api/health answered ${status}`);
    if ((await kill(server, 'SIGTERM')) !== 0) throw new Error('the server did not stop cleanly');
    return ms;
  } catch (err) {
    await kill(server);
    // The first line of what went wrong and of the server's own error, not the stack.
    const said = server.output().split('\n').find((line) => /Error|error|incomplete|cannot/.test(line)) ?? '';
    throw new Error(`${err.message.split('\n')[0]} ${said.trim().slice(0, 200)}`);
  }
}

// An uninterrupted first start sets the window the kills are drawn from.
const reference = freshDataDir();
const window = await startAndCheck(reference);
rmSync(reference, { recursive: true, force: true });
console.log(`An uninterrupted first start takes ${(window / 1000).toFixed(1)} s; each run kills one at a random moment within it.\n`);

const results = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = freshDataDir();
  const result = { run, phase: '', at: 0, started: false, orphans: 0, missing: 0, leftovers: 0, problem: '' };
  try {
    const killed = await killAtRandom({ DATA_DIR: dataDir }, () => true, window);
    result.phase = killed.phase;
    result.at = killed.afterMs;
    await startAndCheck(dataDir);
    result.started = true;
    const state = await inspectDataDir(dataDir);
    result.orphans = state.orphans.length;
    result.missing = state.missing.length;
    result.leftovers = state.leftovers.length;
    if (state.users === 0) result.problem = 'no users: the demo seed did not complete';
  } catch (err) {
    result.problem = err.message;
  }
  results.push(result);
  const ok = result.started && !result.problem && !result.orphans && !result.missing && !result.leftovers;
  console.log(
    `run ${String(run).padStart(2)}: killed at ${String(result.at).padStart(5)} ms (${result.phase || '?'}): ` +
      (ok ? 'started again, no orphan or missing files' : `FAILED ${result.started ? 'started' : 'did not start'}, ${result.orphans} orphan files, ${result.missing} missing, ${result.leftovers} leftovers ${result.problem}`),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

const started = results.filter((r) => r.started).length;
const clean = results.filter((r) => r.started && !r.problem && !r.orphans && !r.missing && !r.leftovers).length;
const byPhase = new Map();
for (const r of results) byPhase.set(r.phase || '?', (byPhase.get(r.phase || '?') ?? 0) + 1);
const phases = [...byPhase].map(([phase, n]) => `${phase} ${n}`);
console.log(`\n${started} of ${runs} started again after the kill; ${clean} of ${runs} with no orphan files, missing files or leftovers.`);
console.log(`Kills by phase: ${phases.join(', ')}.`);
process.exitCode = clean === runs ? 0 : 1;
