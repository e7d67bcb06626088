// `npm run bench` (run through tsx, which loads the shared TypeScript helper): cold start of the app on a fresh embedded database, the home page's
// JavaScript size (gzip), and request rates of a few API routes, measured on this machine.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = [];
const report = (name, value, unit) => {
  results.push({ name, value, unit });
  console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit}`);
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startApp(seed) {
  const dataDir = join(root, '.tmp', `bench-${process.pid}-${seed}`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: String(seed), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited: ${output}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Math.round(performance.now() - startedAt);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, ms, output, stop };
}

/** Requests per second and latency percentiles with `concurrency` parallel clients for `seconds`. */
async function load(name, makeRequest, { concurrency = 16, seconds = 5 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await makeRequest();
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.floor((latencies.length - 1) * p)].toFixed(1);
  report(`${name} (c=${concurrency})`, Math.round(latencies.length / seconds), `req/s  p50 ${pct(0.5)} ms  p99 ${pct(0.99)} ms  errors ${errors}`);
}

// 1. Cold start (build already done), empty and with demo content.
const warmup = await startApp(false); // builds web + server when stale, so later timings are start only
await warmup.stop();
const bare = await startApp(false);
report('cold start, fresh PGlite, no demo content', bare.ms, 'ms');
await bare.stop();
const app = await startApp(true);
report('cold start, fresh PGlite, with demo seeding', app.ms, 'ms');

// 2. Home page JavaScript: every script a browser downloads to show / (entry, preloads, lazy route chunks).
const browser = await chromium.launch(await chromiumLaunchOptions());
const page = await browser.newPage();
const scripts = new Set();
page.on('response', (res) => {
  if (res.request().resourceType() === 'script' && res.url().startsWith(app.base)) scripts.add(new URL(res.url()).pathname);
});
await page.goto(`${app.base}/`, { waitUntil: 'networkidle' });
await browser.close();
const gzipBytes = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(root, 'apps/web/dist', path))).length, 0);
report(`home page JS as loaded (${scripts.size} files), gzip`, (gzipBytes / 1024).toFixed(1), 'KiB');

// 3. API under load.
const worker = app.output.match(/\b(demo_worker)\s*\|?\s+([A-Za-z0-9]{12,})\b/);
await load('GET /api/health', () => fetch(`${app.base}/api/health`));
if (worker) {
  const login = await fetch(`${app.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: worker[1], password: worker[2] }) });
  const { _id } = await login.json();
  const cookie = login.headers.get('set-cookie').split(';')[0];
  await load('GET /api/user/:id (session + user lookup)', () => fetch(`${app.base}/api/user/${_id}`, { headers: { cookie } }));
  await load('GET /api/users/:id (public profile)', () => fetch(`${app.base}/api/users/${_id}`));
}
await load('GET / (index.html)', () => fetch(`${app.base}/`));
await app.stop();
