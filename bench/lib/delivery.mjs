// Live message delivery (bench/sse-delivery.mjs) as part of `npm run bench`: it starts the built app on
// its own scratch database (a temporary PostgreSQL database on DATABASE_URL's server, or a fresh embedded
// one with --embedded), so it runs after the table, in a child process, and answers one JSON line.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Runs the delivery measure and returns its results ({ twoUsers, crowd, ... }). */
export async function runDelivery({ root, embedded, databaseUrl, smoke }) {
  // Smoke: a handful of clients for a few seconds, so the script cannot rot; the full run as documented.
  const args = smoke ? ['--clients', '20', '--rate', '20', '--seconds', '2', '--pairs-rounds', '20'] : [];
  const env = { ...process.env, BENCH_DATABASE_URL: embedded ? '' : databaseUrl };
  const child = spawn(process.execPath, [join(root, 'bench/sse-delivery.mjs'), ...args, '--json'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const line = out.trim().split('\n').at(-1);
  if (!line?.startsWith('{')) throw new Error(`the delivery measure failed (exit code ${code})`);
  return { ...JSON.parse(line), exitCode: code };
}

export function printDelivery(d) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\nLive delivery (SSE, ${d.database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}): POST /api/messages until the recipient's event stream has it`);
  console.log(`  two users, ${d.twoUsers.messages} messages one at a time: p50 ${ms(d.twoUsers.p50)}, p99 ${ms(d.twoUsers.p99)}`);
  console.log(
    `  ${d.crowd.clients} clients connected, ${d.crowd.ratePerSecond} messages/s asked (${d.crowd.achievedPerSecond} achieved): ` +
      `${d.crowd.messages} delivered, ${d.crowd.lost} lost; p50 ${ms(d.crowd.p50)}, p99 ${ms(d.crowd.p99)}, max ${ms(d.crowd.max)}`,
  );
}
