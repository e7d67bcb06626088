// `npm run bench [-- --embedded] [-- --smoke] [-- --web]`: see bench/README.md.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { verify } from '@node-rs/argon2';
import { prepare, scratchDatabase, waitForBackground } from './lib/database.mjs';
import { cpuBetween, joinSlices, peakRssMib, postgresCpu, processCpu, root, runLoad, startApp, startCeiling } from './lib/processes.mjs';
import { measureScaling, parseProcessCounts, printScaling, scalingRows, startProcesses } from './lib/processes-scaling.mjs';
import { printTable, writeResults } from './lib/report.mjs';

const { values: args } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    profile: { type: 'boolean', default: false },
    delivery: { type: 'boolean', default: false },
    processes: { type: 'string' },
  },
});
// --processes: the read rows at each process count (bench/lib/processes-scaling.mjs), unless --only says others.
const processCounts = args.processes ? parseProcessCounts(args.processes) : null;
if (processCounts && args.embedded) throw new Error('--processes needs PostgreSQL: the embedded database serves one process');
const only = args.only ?? (processCounts ? scalingRows.join(',') : undefined);

const seconds = Number(args.seconds ?? (args.smoke ? 1 : 10));
const warmupSeconds = args.smoke ? 0 : 2;
const connections = Number(args.connections ?? 10);
mkdirSync(join(root, '.tmp'), { recursive: true });
const logFile = join(root, '.tmp', `bench-${process.pid}.log`);

console.log('Building the app...');
execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

if (args.web) {
  const { webReport } = await import('./lib/web.mjs');
  await webReport({ root, logFile, smoke: args.smoke });
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Live message delivery over the event stream: alone with --delivery, and at the end of a full run.
const { printDelivery, runDelivery } = await import('./lib/delivery.mjs');
const delivery = () => runDelivery({ root, embedded: args.embedded, databaseUrl, smoke: args.smoke });
if (args.delivery) {
  const d = await delivery();
  printDelivery(d);
  process.exit(d.exitCode);
}

// Scenario files: every bench/scenarios/*.mjs, in name order.
const scenarioDir = join(root, 'bench', 'scenarios');
const files = [];
const picked = (name) => !only || only.split(',').some((part) => name.includes(part));
for (const name of readdirSync(scenarioDir).filter((f) => f.endsWith('.mjs')).sort()) {
  const file = (await import(pathToFileURL(join(scenarioDir, name)).href)).default;
  const scenarios = file.scenarios.filter((s) => picked(s.name));
  // One-off figures (a file's `figures`: an import's time and memory) are picked by name as rows are.
  const figures = (file.figures ?? []).filter((f) => picked(f.name));
  // A file none of whose rows or figures run (--only) seeds nothing either.
  if (scenarios.length > 0 || figures.length > 0) files.push({ ...file, file: name, scenarios, figures });
}

const indexHtml = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
const ctx = {
  kind: args.embedded ? 'pglite' : 'postgres',
  users: {},
  cookies: {},
  smoke: args.smoke,
  // The names of the rows and figures this run measures (a seed may skip what none of them reads).
  selected: new Set(files.flatMap((f) => [...f.scenarios, ...f.figures].map((s) => s.name))),
  entryScript: indexHtml.match(/<script type="module"[^>]*src="([^"]+)"/)[1],
};

const cleanups = [];
const results = { date: new Date().toISOString(), database: ctx.kind, seconds, connections, rows: [] };
try {
  // Cold start of the built app on an empty embedded database (migrations included).
  const coldDir = join(root, '.tmp', `bench-cold-${process.pid}`);
  rmSync(coldDir, { recursive: true, force: true });
  const cold = await startApp({ dataDir: coldDir, logFile });
  await cold.stop();
  rmSync(coldDir, { recursive: true, force: true });
  results.coldStartMs = cold.startMs;

  const scratch = await scratchDatabase({ embedded: args.embedded, root, databaseUrl });
  cleanups.push(scratch.drop);
  await prepare(scratch, files, ctx);

  // --profile: the app writes a V8 CPU profile (open it in Chrome DevTools) when it stops.
  const profileDir = join(root, '.tmp', 'bench-profile');
  const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  let app = await startApp({ dataDir: scratch.dataDir, databaseUrl: scratch.url, logFile, nodeArgs });
  if (args.profile) console.log(`The app's CPU profile goes to ${profileDir}`);
  cleanups.unshift(() => app.stop());
  // `body` goes as JSON; `stream` (an async iterable of bytes, with its content-type in `headers`) is streamed as it comes.
  ctx.api = async (method, path, { body, stream, as, headers = {}, signal } = {}) => {
    const res = await fetch(`${app.base}${path}`, {
      method,
      signal,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...(as ? { cookie: await ctx.signIn(as) } : {}) },
      body: stream ?? (body ? JSON.stringify(body) : undefined),
      ...(stream ? { duplex: 'half' } : {}),
    });
    return res;
  };
  ctx.signIn = async (role) => {
    if (ctx.cookies[role]) return ctx.cookies[role];
    const { username, password } = ctx.users[role];
    const res = await fetch(`${app.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (!res.ok) throw new Error(`sign-in of ${role} failed: ${res.status}`);
    ctx.cookies[role] = res.headers.get('set-cookie').split(';')[0];
    return ctx.cookies[role];
  };
  for (const file of files) if (file.setup) await file.setup(ctx);

  // Each scenario resolved into one load spec for the app and one route of the ceiling.
  const value = (v) => (typeof v === 'function' ? v(ctx) : v);
  const sessionSql = 'select u.id, u.username, u.is_seller, u.is_verified, u.is_admin from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > $2 limit 1';
  const planned = [];
  for (const file of files) {
    for (const s of file.scenarios) {
      const id = planned.length;
      const body = value(s.body);
      // The ceiling's session lookup is that of `as`, or of the first variant's cookie.
      const cookie = s.as ? await ctx.signIn(s.as) : value(s.variants)?.[0]?.cookie;
      const headers = { ...s.headers, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) };
      // Per-user rate limits: requests take turns among variants, each with its own cookie and body.
      // A variant's own path (an order's id in the URL) is the app's: the ceiling has one URL a row and takes the turn's parameters.
      const variants = value(s.variants)?.map((v) => ({ headers: v.cookie ? { cookie: v.cookie } : {}, body: v.body ? JSON.stringify(v.body) : undefined, path: v.path }));
      const load = { method: s.method ?? 'GET', headers, body: body ? JSON.stringify(body) : undefined, expectStatus: s.expectStatus ?? 200, distinctClients: s.distinctClients, turnInBody: s.turnInBody, variants };
      const path = value(s.path);
      let route;
      if (s.ceiling === 'same-bytes') {
        const res = await ctx.api(load.method, path, { headers: s.headers });
        const keep = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag', 'last-modified'];
        route = { id, method: load.method, static: { headers: Object.fromEntries(keep.filter((h) => res.headers.has(h)).map((h) => [h, res.headers.get(h)])), body: Buffer.from(await res.arrayBuffer()).toString('base64') } };
      } else {
        const ceilingSql = value(s.ceilingSql);
        const statements = [ceilingSql].flat();
        // The parameters of each statement, for one request (of one variant, when the scenario has variants).
        const paramsOf = (variant, variantCookie) => {
          const params = (typeof s.ceilingParams === 'function' ? s.ceilingParams(ctx, variant) : s.ceilingParams) ?? [];
          const perStatement = Array.isArray(ceilingSql) ? params : [params];
          const list = statements.map((_, i) => perStatement[i] ?? []);
          // Every signed-in request of the app first looks up its session: so does the ceiling's.
          return variantCookie ? [[createHash('sha256').update(variantCookie.split('=')[1]).digest('hex'), '$now'], ...list] : list;
        };
        const texts = cookie ? [sessionSql, ...statements] : statements;
        // With variants, the ceiling's requests take the same turns (other users, other rows) as the app's.
        const paramSets = s.variants ? value(s.variants).map((v) => paramsOf(v, v.cookie ?? cookie)) : [paramsOf(undefined, cookie)];
        route = { id, method: load.method, status: load.expectStatus, texts, paramSets, argon2: s.ceilingArgon2 && !cookie, argon2Hash: s.ceilingArgon2Hash, transaction: Boolean(value(s.ceilingTransaction)) };
      }
      planned.push({ name: s.name, file: file.file, path, load, route });
    }
  }

  // A row's turns (variants, client addresses) are one sequence over its warm-ups and measures, app's and ceiling's alike.
  const loadFor = async (base, path, load, secs) => {
    const own = base === app.base ? load.variants : load.variants?.map(({ path: _path, ...v }) => v);
    const result = await runLoad({ ...load, variants: own, url: `${base}${path}`, seconds: secs, connections });
    load.turnStart = (load.turnStart ?? 0) + result.turnsTaken;
    return result;
  };
  const measure = async (base, path, load) => {
    if (warmupSeconds) await loadFor(base, path, load, warmupSeconds);
    return loadFor(base, path, load, seconds);
  };
  // The app and the ceiling take turns in slices of about 2 s, after a warm-up of each: this machine's
  // speed drifts by a third within a minute (other tenants of the host), and one whole measure after
  // the other let a slow stretch fall on one side only. The background work an app slice left ends
  // before the ceiling's slice runs.
  const slices = Math.max(1, Math.round(seconds / 2));
  // A slice with the CPU time the server and PostgreSQL used while it ran: where a row's ratio is set by
  // CPU (both servers busy), the app's extra microseconds per request are what it loses.
  const measuredSlice = async (server, path, load) => {
    const cpu = processCpu(server.pid);
    const database = postgresCpu();
    const result = await loadFor(server.base, path, load, seconds / slices);
    return { ...result, cpuMicros: cpuBetween(cpu, processCpu(server.pid)), databaseCpuMicros: cpuBetween(database, postgresCpu()) };
  };
  // One-off figures, on the app once the rows are done (after their peak memory is read): each
  // answers its numbers and a line to print, and `failed` (why) when it gave up: the run fails.
  results.figures = {};
  const runFigures = async () => {
    for (const file of files) {
      for (const f of file.figures) {
        process.stdout.write(`  ${f.name}...`);
        results.figures[f.name] = await f.run(ctx, app);
        process.stdout.write(' done\n');
      }
    }
  };
  let ceiling;
  const measureInTurns = async (p, ceilingPath) => {
    if (warmupSeconds) {
      await loadFor(app.base, p.path, p.load, warmupSeconds);
      await waitForBackground(scratch.url);
      await loadFor(ceiling.base, ceilingPath, p.load, warmupSeconds);
    }
    const appSlices = [];
    const ceilingSlices = [];
    const waits = [];
    for (let k = 0; k < slices; k++) {
      appSlices.push(await measuredSlice(app, p.path, p.load));
      waits.push(await waitForBackground(scratch.url));
      ceilingSlices.push(await measuredSlice(ceiling, ceilingPath, p.load));
    }
    return { app: joinSlices(appSlices, seconds), ceiling: joinSlices(ceilingSlices, seconds), backgroundMs: waits.includes(null) ? null : waits.reduce((a, b) => a + b, 0) };
  };
  if (processCounts) {
    const reads = planned.filter((p) => p.load.method === 'GET');
    const restart = async (n) => {
      await app.stop();
      app = await startProcesses({ n, dataDir: scratch.dataDir, databaseUrl: scratch.url, logFile });
      return app;
    };
    const scaling = await measureScaling({ counts: processCounts, planned: reads, restart, measure });
    console.log(`\nDatabase: PostgreSQL; ${connections} connections, ${seconds} s per measure${warmupSeconds ? ` after ${warmupSeconds} s warm-up` : ''}; the load generator and PostgreSQL share this machine's ${availableParallelism()} cores\n`);
    printScaling(scaling, processCounts);
    const file = writeResults(root, `processes-${results.date.replace(/[:.]/g, '-')}`, { ...results, processCounts, scaling });
    console.log(`\nJSON: ${file}`);
    const silent = scaling.filter((r) => processCounts.some((n) => r.byCount[n].requests === 0));
    if (silent.length) throw new Error(`no answer at all from: ${silent.map((r) => r.name).join(', ')}`);
  } else {
    const ceilingConfig = (db) => ({ ...db, poolSize: 10, routes: planned.map((p) => p.route) });
    const rows = planned.map((p) => ({ name: p.name, file: p.file, method: p.load.method, path: p.path }));
    if (ctx.kind === 'postgres') {
      // Both servers up; each scenario on the app and the ceiling in turns, so machine noise hits both alike.
      ceiling = await startCeiling({ config: ceilingConfig({ databaseUrl: scratch.url }), logFile });
      cleanups.unshift(() => ceiling.stop());
      for (const [i, p] of planned.entries()) {
        process.stdout.write(`  ${p.name}...`);
        Object.assign(rows[i], await measureInTurns(p, `/r/${i}`));
        process.stdout.write(' done\n');
      }
      results.peakRssMib = peakRssMib(app.pid);
      await runFigures();
    } else {
      // PGlite is one process's database: the app runs every scenario, stops, then the ceiling opens the same folder.
      for (const [i, p] of planned.entries()) {
        process.stdout.write(`  ${p.name} (app)...`);
        rows[i].app = await measure(app.base, p.path, p.load);
        process.stdout.write(' done\n');
      }
      results.peakRssMib = peakRssMib(app.pid);
      await runFigures();
      await app.stop();
      ceiling = await startCeiling({ config: ceilingConfig({ pgliteDir: scratch.pgliteDir }), logFile });
      cleanups.unshift(() => ceiling.stop());
      for (const [i, p] of planned.entries()) {
        process.stdout.write(`  ${p.name} (ceiling)...`);
        rows[i].ceiling = await measure(ceiling.base, `/r/${i}`, p.load);
        process.stdout.write(' done\n');
      }
    }
    results.hello = await measure(ceiling.base, '/hello', { method: 'GET', headers: {}, expectStatus: 200 });

    for (const r of rows) {
      r.ratio = r.ceiling.rps ? r.app.rps / r.ceiling.rps : null;
      r.p99Limit = Math.round((1.2 * r.ceiling.p99 + 2) * 10) / 10;
    }
    results.rows = rows;

    // Sign-in is bound by argon2id: its cost alone, one verification at a time in this process.
    const u = ctx.users.user;
    const t0 = performance.now();
    const n = args.smoke ? 2 : 20;
    for (let i = 0; i < n; i++) await verify(u.passwordHash, u.password);
    results.argon2VerifyMs = Math.round(((performance.now() - t0) / n) * 10) / 10;

    console.log(`\nDatabase: ${ctx.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}; ${connections} connections, ${seconds} s per measure${warmupSeconds ? ` after ${warmupSeconds} s warm-up` : ''}\n`);
    printTable(rows);
    const left = rows.filter((r) => r.backgroundMs === null || r.backgroundMs >= 1000);
    if (left.length) {
      console.log('\nbackground work a row left, finished before the next measure (events dispatched, due jobs run):');
      for (const r of left) console.log(`  ${r.name}: ${r.backgroundMs === null ? 'not finished after 5 minutes' : `${(r.backgroundMs / 1000).toFixed(1)} s`}`);
    }
    console.log(`\nbare Fastify hello world: ${results.hello.rps} req/s, p50 ${results.hello.p50} ms, p99 ${results.hello.p99} ms`);
    console.log(`argon2id verify (sign-in's password check) alone: ${results.argon2VerifyMs} ms each, one at a time`);
    console.log(`cold start, built app, empty embedded database: ${results.coldStartMs} ms`);
    console.log(`peak resident memory of the app under load: ${results.peakRssMib} MiB`);
    for (const [name, f] of Object.entries(results.figures)) console.log(`${name}: ${f.summary}`);
    if (!args.smoke && !args.only && existsSync(join(root, 'bench/sse-delivery.mjs'))) {
      results.delivery = await delivery();
      printDelivery(results.delivery);
      if (results.delivery.exitCode) process.exitCode = 1;
    }
    const file = writeResults(root, args.smoke ? `smoke-${ctx.kind}` : `${ctx.kind}-${results.date.replace(/[:.]/g, '-')}`, results);
    console.log(`\nJSON: ${file}`);
    const failedFigures = Object.entries(results.figures).filter(([, f]) => f.failed);
    if (failedFigures.length) throw new Error(`failed: ${failedFigures.map(([name, f]) => `${name} (${f.failed})`).join(', ')}`);
    const failed = rows.filter((r) => r.app.requests === 0);
    if (failed.length) throw new Error(`no answer at all from: ${failed.map((r) => r.name).join(', ')}`);
    // A ceiling that answers errors measures nothing: its SQL or its database setup is wrong.
    const badCeilings = rows.filter((r) => r.ceiling && r.ceiling.errors > 0);
    if (badCeilings.length) throw new Error(`the ceiling answered errors for: ${badCeilings.map((r) => r.name).join(', ')} (see ${logFile})`);
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch((err) => console.error(err));
}
