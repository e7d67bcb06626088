import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema/index.js';
import { createAdminCommand, runCreateAdmin } from '../src/cli/create-admin.js';
import type { CliIO } from '../src/cli/common.js';
import { nothingSeeded, runSeed, seedCommand } from '../src/cli/seed.js';
import { ledgerCheckCommand, runLedgerCheck } from '../src/cli/ledger-check.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { login } from './helpers/factories.js';
import { insertGig } from './helpers/orders.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Captures what a command prints. */
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { io, out, err, text: () => out.join('\n'), errors: () => err.join('\n') };
}

const passwordIn = (text: string) => /password: (\S+)/.exec(text)?.[1];
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;
const byName = async (username: string) => (await t.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`))[0];

describe('seed command', () => {
  it('seeds the empty database and prints the demo accounts once', async () => {
    const c = capture();
    expect(await runSeed({ db: t.db, storage: t.storage, io: c.io })).toBe(0);
    expect(c.err).toEqual([]);
    for (const name of ['demo_admin', 'demo_worker', 'demo_unverified', 'demo_buyer']) expect(c.text()).toContain(name);
    expect(c.text()).toMatch(/shown only now/);
    const admin = /admin\s+demo_admin\s+(\S+)/.exec(c.text())![1];
    await login(t.app, 'demo_admin', admin);
  }, 60_000);

  it('says so and exits 0 when the database already has users', async () => {
    const before = await userCount();
    const c = capture();
    expect(await runSeed({ db: t.db, storage: t.storage, io: c.io })).toBe(0);
    expect(c.out).toEqual([nothingSeeded]);
    expect(nothingSeeded).toBe('Database already has users; nothing seeded.');
    expect(await userCount()).toBe(before);
  });

  it('exits 1 with the configuration error on a bad setting', async () => {
    const c = capture();
    expect(await seedCommand({ DATABASE_URL: 'mysql://localhost/market' }, c.io)).toBe(1);
    expect(c.errors()).toMatch(/DATABASE_URL: must be a postgres/);
    expect(c.out).toEqual([]);
  });

  it('exits 1 with a readable message when PostgreSQL is unreachable', async () => {
    const c = capture();
    expect(await seedCommand({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, c.io)).toBe(1);
    expect(c.errors()).toMatch(/^Cannot open or migrate the PostgreSQL database: .*ECONNREFUSED/);
    expect(c.errors()).not.toMatch(/\n\s+at /);
  });

  it('refuses to open the embedded database while a server answers on the configured port', async () => {
    // Stands in for `npm start` holding the PGlite folder.
    const server: Server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/api/health' ? { status: 'ok', database: 'ok', uptime: 12 } : {}));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const dataDir = mkdtempSync(join(tmpdir(), 'market-cli-'));
    try {
      const c = capture();
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String((server.address() as AddressInfo).port) };
      expect(await seedCommand(env, c.io)).toBe(1);
      expect(c.errors()).toMatch(/stop the server first/);
      const a = capture();
      expect(await createAdminCommand(['--username', 'chief'], env, a.io)).toBe(1);
      expect(a.errors()).toMatch(/stop the server first/);
    } finally {
      server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('create-admin command', () => {
  it('creates a verified admin who can sign in; the password is printed once and stored only as a hash', async () => {
    const c = capture();
    expect(await runCreateAdmin(['--username', 'boss'], { db: t.db, io: c.io })).toBe(0);
    expect(c.err).toEqual([]);
    expect(c.text()).toMatch(/username: boss/);
    const password = passwordIn(c.text())!;
    expect(password.length).toBeGreaterThanOrEqual(12);

    const row = await byName('boss');
    expect(row).toMatchObject({ isAdmin: true, isVerified: true, isSeller: false, email: 'boss@admin.local' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(password);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'boss', password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'boss', isAdmin: true, isVerified: true });
  });

  it('accepts --username=NAME and a chosen --email', async () => {
    const c = capture();
    expect(await runCreateAdmin(['--username=ops.lead', '--email=Ops@Example.org'], { db: t.db, io: c.io })).toBe(0);
    expect((await byName('ops.lead')).email).toBe('Ops@Example.org');
    await login(t.app, 'ops.lead', passwordIn(c.text())!);
  });

  it('refuses a taken username, in any case, and a taken e-mail', async () => {
    const before = await userCount();
    for (const argv of [['--username', 'boss'], ['--username', 'BOSS'], ['--username', 'demo_worker']]) {
      const c = capture();
      expect(await runCreateAdmin(argv, { db: t.db, io: c.io }), argv.join(' ')).toBe(1);
      expect(c.errors()).toMatch(/already taken/);
      expect(c.out).toEqual([]);
    }
    const c = capture();
    expect(await runCreateAdmin(['--username', 'boss2', '--email', 'BOSS@admin.local'], { db: t.db, io: c.io })).toBe(1);
    expect(c.errors()).toMatch(/already used/);
    expect(await userCount()).toBe(before);
    // The existing admin kept its rights and its password.
    expect((await byName('boss')).isAdmin).toBe(true);
  });

  it('refuses bad usernames, a bad e-mail and bad arguments without touching the database', async () => {
    const before = await userCount();
    const cases: [string[], RegExp][] = [
      [['--username', 'ab'], /Invalid username/],
      [['--username', 'x'.repeat(33)], /Invalid username/],
      [['--username', 'has space'], /Invalid username/],
      [['--username', 'semi;colon'], /Invalid username/],
      [['--username', 'émile'], /Invalid username/],
      [['--username', 'valid_name', '--email', 'not-an-email'], /Invalid e-mail/],
      [[], /--username option is required/],
      [['--username'], /argument missing|requires|--username/],
      [['--username', 'valid_name', '--admin'], /Unknown option/],
      [['valid_name'], /positional|Unexpected argument/],
    ];
    for (const [argv, message] of cases) {
      const c = capture();
      expect(await runCreateAdmin(argv, { db: t.db, io: c.io }), JSON.stringify(argv)).toBe(1);
      expect(c.errors(), JSON.stringify(argv)).toMatch(message);
    }
    expect(await userCount()).toBe(before);
    // Bad input is refused before any database is opened.
    const c = capture();
    expect(await createAdminCommand(['--username', 'no'], { DATA_DIR: '/nonexistent/never-created' }, c.io)).toBe(1);
    expect(c.errors()).toMatch(/Invalid username/);
  });

  it('opens the configured embedded database, migrates it and keeps the admin after closing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-cli-'));
    // A port nothing listens on, so the running-server check finds none.
    const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '1' };
    try {
      const first = capture();
      expect(await createAdminCommand(['--username', 'root_admin'], env, first.io)).toBe(0);
      expect(first.text()).toMatch(/Admin account created/);
      const second = capture();
      expect(await createAdminCommand(['--username', 'root_admin'], env, second.io)).toBe(1);
      expect(second.errors()).toMatch(/already taken/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('ledger:check command', () => {
  it('prints the books and exits 0 when they reconcile, 1 naming the mismatch when they do not', async () => {
    const c = capture();
    expect(await runLedgerCheck({ db: t.db, io: c.io })).toBe(0);
    expect(c.text()).toMatch(/^USD: ok$/m);
    expect(c.text()).toMatch(/^PKR: ok$/m);
    expect(c.text()).toMatch(/The ledger reconciles\.$/);

    // A paid order the ledger never heard of: escrow no longer matches the orders.
    const seller = (await t.db.select().from(users).limit(1))[0];
    const gig = await insertGig(t.db, t.storage, seller.id, { price: 30 });
    await t.db.insert(orders).values({ gigId: gig.id, img: 'cover', title: 'Unposted', price: 30, sellerId: seller.id, isPaid: true, paidAt: new Date(), status: 'in_progress', provider: 'local', paymentIntent: `pi_local_unposted_${Date.now()}` });
    const d = capture();
    expect(await runLedgerCheck({ db: t.db, io: d.io })).toBe(1);
    expect(d.text()).toMatch(/^USD: MISMATCH$/m);
    expect(d.text()).toMatch(/^ {2}escrow .*MISMATCH$/m);
    expect(d.text()).toMatch(/does NOT reconcile/);
  });

  it('runs as `npm run ledger:check` on a fresh embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-cli-'));
    try {
      const c = capture();
      expect(await ledgerCheckCommand({ DATA_DIR: dataDir, PORT: '1' }, c.io)).toBe(0);
      expect(c.text()).toMatch(/The ledger reconciles\./);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
