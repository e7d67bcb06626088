// Live message delivery (GET /api/events): how long a posted message takes to reach the other
// participant's open event stream. Two runs on the built app, started as `npm start` does:
//   two users   one pair connected, messages sent one after another (ping-pong);
//   N clients   N users (N/2 conversations) all connected, messages posted at a steady rate.
// Latency = from just before POST /api/messages until the `message` event arrives on the
// recipient's stream (same clock: this process both posts and listens).
//
//   node bench/sse-delivery.mjs [--clients 1000] [--rate 50] [--seconds 20] [--pairs-rounds 200] [--json]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/sse-delivery.mjs [--instances 2]
//
// Without BENCH_DATABASE_URL the app runs on a fresh embedded database (PGlite). With it, a
// temporary database is created on that server (and dropped afterwards); `--instances 2` starts
// two app processes on it, with the clients spread over both and messages posted to the first,
// so every delivery to the second crosses PostgreSQL LISTEN/NOTIFY.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startFlags } from './lib/processes.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = join(root, 'apps/server/drizzle');

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const clients = opt('clients', 1000);
const rate = opt('rate', 50);
const seconds = opt('seconds', 20);
const pingRounds = opt('pairs-rounds', 200);
const instances = opt('instances', 1);
const asJson = args.includes('--json');
const pgUrl = process.env.BENCH_DATABASE_URL || '';
if (instances > 1 && !pgUrl) throw new Error('--instances > 1 needs BENCH_DATABASE_URL (several processes cannot share one embedded database)');

const log = (...a) => {
  if (!asJson) console.log(...a);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// ---------- database: migrate, then users, sessions and conversations in bulk ----------

const users = Array.from({ length: clients + 2 }, (_, i) => {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), username: `bench_${i}_${randomBytes(3).toString('hex')}`, token, tokenHash: createHash('sha256').update(token).digest('hex') };
});

async function prepare(query) {
  const week = new Date(Date.now() + 7 * 86400_000).toISOString();
  // Nobody signs in with a password here: sessions are made directly, so the hash is a placeholder.
  for (let i = 0; i < users.length; i += 500) {
    const chunk = users.slice(i, i + 500);
    const values = chunk.map((_, j) => `($${j * 4 + 1}::uuid, $${j * 4 + 2}, $${j * 4 + 3}, 'bench', $${j * 4 + 4}::boolean)`).join(',');
    await query(
      `insert into users (id, username, email, password_hash, is_seller) values ${values}`,
      chunk.flatMap((u, j) => [u.id, u.username, `${u.username}@bench.invalid`, (i + j) % 2 === 0]),
    );
    const sessions = chunk.map((_, j) => `(gen_random_uuid(), $${j * 3 + 1}, $${j * 3 + 2}::uuid, $${j * 3 + 3}::timestamptz)`).join(',');
    await query(`insert into sessions (id, token_hash, user_id, expires_at) values ${sessions}`, chunk.flatMap((u) => [u.tokenHash, u.id, week]));
  }
  // Pairs (seller, buyer): users 0+1, 2+3, ...
  const pairs = [];
  for (let i = 0; i + 1 < users.length; i += 2) pairs.push({ seller: users[i], buyer: users[i + 1], id: users[i].id + users[i + 1].id });
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    const values = chunk.map((_, j) => `($${j * 3 + 1}, $${j * 3 + 2}::uuid, $${j * 3 + 3}::uuid)`).join(',');
    await query(`insert into conversations (id, seller_id, buyer_id) values ${values}`, chunk.flatMap((p) => [p.id, p.seller.id, p.buyer.id]));
  }
  return pairs;
}

async function setupDatabase() {
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = `bench_sse_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    await migrate(drizzle(pool), { migrationsFolder });
    const pairs = await prepare((text, params) => pool.query(text, params));
    await pool.end();
    return {
      pairs,
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = join(root, '.tmp', `bench-sse-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const db = await PGlite.create(join(dataDir, 'db'));
  await migrate(drizzle(db), { migrationsFolder });
  const pairs = await prepare((text, params) => db.query(text, params));
  await db.close();
  return { pairs, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

// ---------- the app ----------

async function startApp(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...startFlags, join(root, 'scripts/start.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '10' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the app exited during start');
    if (i > 1200) throw new Error('the app did not start in time');
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(100);
  }
  return { base, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

// ---------- SSE clients ----------

const pending = new Map(); // message text -> { sentAt, recipient, resolve }
const latencies = { pair: [], crowd: [] };
let lost = 0;

function connect(base, user) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/events`, { headers: { cookie: `sid=${user.token}`, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith('event: ready')) resolve(req);
          if (!block.startsWith('event: message')) continue;
          const now = performance.now();
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
          const wait = pending.get(data.message.desc);
          if (wait && wait.recipient === user.id) {
            pending.delete(data.message.desc);
            wait.resolve(now - wait.sentAt);
          }
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
  });
}

async function post(base, sender, conversationId, desc) {
  const res = await fetch(`${base}/api/messages`, {
    method: 'POST',
    headers: { cookie: `sid=${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ conversationId, desc }),
  });
  if (res.status !== 201) throw new Error(`send answered ${res.status}: ${await res.text()}`);
}

/** Posts and resolves with the delivery latency to the recipient (or null after 10 s). */
function sendAndTime(base, sender, recipient, conversationId) {
  const desc = `bench ${randomUUID()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(desc);
      lost++;
      resolve(null);
    }, 10_000);
    pending.set(desc, { sentAt: performance.now(), recipient: recipient.id, resolve: (ms) => (clearTimeout(timer), resolve(ms)) });
    post(base, sender, conversationId, desc).catch(reject);
  });
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

// ---------- run ----------

const db = await setupDatabase();
const apps = [];
const streams = [];
try {
  for (let i = 0; i < instances; i++) apps.push(await startApp(db.env));
  const [first] = apps;
  const [pair, ...crowdPairs] = db.pairs;
  const appFor = (index) => apps[index % apps.length];

  // Two users alone: ping-pong, each message sent once the previous one arrived.
  streams.push(await connect(appFor(1).base, pair.seller), await connect(first.base, pair.buyer));
  for (let i = 0; i < 10; i++) await sendAndTime(first.base, pair.buyer, pair.seller, pair.id); // warm-up
  for (let i = 0; i < pingRounds; i++) {
    const [from, to] = i % 2 ? [pair.seller, pair.buyer] : [pair.buyer, pair.seller];
    const t = await sendAndTime(first.base, from, to, pair.id);
    if (t !== null) latencies.pair.push(t);
  }

  // The crowd: every user connected, spread over the instances, connected 50 at a time.
  const crowdUsers = crowdPairs.flatMap((p) => [p.seller, p.buyer]);
  const connectStart = performance.now();
  for (let i = 0; i < crowdUsers.length; i += 50) {
    streams.push(...(await Promise.all(crowdUsers.slice(i, i + 50).map((u, j) => connect(appFor(i + j).base, u)))));
  }
  const connectMs = performance.now() - connectStart;
  const connected = streams.length;
  log(`connected ${connected} event streams in ${(connectMs / 1000).toFixed(1)} s`);

  // Steady rate: one message every 1000/rate ms, from a different conversation each time.
  const total = Math.round(rate * seconds);
  const runs = [];
  const startedAt = performance.now();
  for (let n = 0; n < total; n++) {
    const due = startedAt + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const p = crowdPairs[n % crowdPairs.length];
    const [from, to] = Math.floor(n / crowdPairs.length) % 2 ? [p.seller, p.buyer] : [p.buyer, p.seller];
    runs.push(sendAndTime(first.base, from, to, p.id).then((t) => t !== null && latencies.crowd.push(t)));
  }
  await Promise.all(runs);
  const achieved = total / ((performance.now() - startedAt) / 1000);

  const results = {
    database: pgUrl ? 'postgres' : 'pglite',
    instances,
    twoUsers: { messages: latencies.pair.length, p50: pct(latencies.pair, 50), p99: pct(latencies.pair, 99) },
    crowd: {
      clients: connected,
      ratePerSecond: rate,
      achievedPerSecond: Number(achieved.toFixed(1)),
      messages: latencies.crowd.length,
      lost,
      p50: pct(latencies.crowd, 50),
      p99: pct(latencies.crowd, 99),
      max: Math.max(...latencies.crowd),
    },
  };
  if (asJson) console.log(JSON.stringify(results));
  else {
    console.log(`\nSSE delivery (${results.database}, ${instances} app process${instances > 1 ? 'es' : ''})`);
    console.log(`two users, ${results.twoUsers.messages} messages one at a time     p50 ${ms(results.twoUsers.p50)}   p99 ${ms(results.twoUsers.p99)}`);
    console.log(
      `${connected} clients, ${rate} msg/s for ${seconds} s (${results.crowd.messages} delivered, ${lost} lost)   p50 ${ms(results.crowd.p50)}   p99 ${ms(results.crowd.p99)}   max ${ms(results.crowd.max)}`,
    );
  }
  if (lost) process.exitCode = 1;
} finally {
  for (const s of streams) s.destroy();
  for (const app of apps) await app.stop();
  await db.cleanup();
}
