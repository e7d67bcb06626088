// `npm run bench -- --processes 1,2`: the read rows with the app as 1, then 2 (...) processes
// (WEB_CONCURRENCY, Node's cluster module) on the same scratch PostgreSQL database, in one run; the
// table gives each row's req/s per count and the ratio to the first count.
import { startApp } from './processes.mjs';

/** The rows measured: reads whose cost is the app's as much as the database's. */
export const scalingRows = ['gig list default', 'gig list cat+price+new', 'gig detail', 'gig page (server-rendered)', 'gig search common', 'gig search rare', 'task list (admin)'];

/** Parses `--processes 1,2`: whole numbers from 1 to 16, at least two of them. */
export function parseProcessCounts(text) {
  const counts = text.split(',').map((c) => Number(c.trim()));
  if (counts.length < 2 || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) throw new Error(`--processes takes two or more process counts from 1 to 16, such as 1,2 (got ${text})`);
  return counts;
}

/**
 * Measures every planned row at each process count. `restart(n)` replaces the running app with one
 * of n processes and returns it; `measure(base, path, load)` is the run's warm-up plus measure.
 */
export async function measureScaling({ counts, planned, restart, measure }) {
  const rows = planned.map((p) => ({ name: p.name, path: p.path, byCount: {} }));
  for (const n of counts) {
    const app = await restart(n);
    for (const [i, p] of planned.entries()) {
      process.stdout.write(`  ${p.name}, ${n} process${n === 1 ? '' : 'es'}...`);
      rows[i].byCount[n] = await measure(app.base, p.path, p.load);
      process.stdout.write(' done\n');
    }
  }
  return rows;
}

export function printScaling(rows, counts) {
  const [first] = counts;
  const head = ['scenario', ...counts.map((n) => `${n} proc req/s`), ...counts.slice(1).map((n) => `${n}/${first}`), 'errors'];
  const widths = [28, ...counts.map(() => 13), ...counts.slice(1).map(() => 7), 7];
  const pad = (v, i) => (i === 0 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]));
  console.log(head.map(pad).join(' '));
  console.log('-'.repeat(widths.reduce((a, b) => a + b + 1, 0)));
  for (const r of rows) {
    const rps = counts.map((n) => r.byCount[n].rps);
    const ratios = counts.slice(1).map((n) => (r.byCount[first].rps ? `${(r.byCount[n].rps / r.byCount[first].rps).toFixed(2)}x` : '-'));
    const errors = counts.reduce((sum, n) => sum + r.byCount[n].errors, 0);
    console.log([r.name, ...rps, ...ratios, errors].map(pad).join(' '));
  }
}

/** Starts the built app as `n` processes on the scratch database. */
export const startProcesses = ({ n, dataDir, databaseUrl, logFile }) => startApp({ dataDir, databaseUrl, logFile, env: { WEB_CONCURRENCY: String(n) } });
