import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../src/cli/backup.js';
import type { CliIO } from '../src/cli/common.js';
import { restoreCommand } from '../src/cli/restore.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { claimDataDir } from '../src/db/data-dir-socket.js';
import { openEmbeddedDatabase } from '../src/db/embedded.js';
import { seedDemo } from '../src/seed/index.js';
import { settled } from './helpers/app.js';
import { startDataDirApp, type DataDirApp } from './helpers/data-dir-app.js';
import { signedIn } from './helpers/factories.js';
import { multipart, uploadFile } from './helpers/uploads.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

let t: DataDirApp;
const made: string[] = [];
const madeDatabases: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'market-backup-'));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await startDataDirApp();
  // Users, gigs with images, orders, reviews, tasks, messages: the demo marketplace, through the app's code.
  await seedDemo({ db: t.db, storage: t.storage, log: () => undefined });
  // And a file uploaded through the running app's API.
  const { cookie } = await signedIn(t.app, t.db, 'user');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer();
  await uploadFile(t.app, cookie, 'avatar', { data: png, filename: 'me.png', type: 'image/png' });
  await settled(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  if (madeDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of madeDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { io, out: () => out.join('\n'), err: () => err.join('\n') };
}

/** A new, empty PostgreSQL database's URL (the PostgreSQL project's restore target). */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `market_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  madeDatabases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment of a restore into a fresh DATA_DIR (and, on PostgreSQL, a new empty database). */
async function freshTarget(): Promise<Record<string, string>> {
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: join(tempDir(), 'data'), HOST: '127.0.0.1', PORT: '1' };
  if (onPostgres) env.DATABASE_URL = await emptyPostgresDatabase();
  return env;
}

/** Opens what a restore made, as the server would. */
async function openRestored(env: Record<string, string>): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL, poolSize: 2 }) : openDatabase({ pglite: await openEmbeddedDatabase(env.DATA_DIR) });
}

/** A query's rows, on either driver (both answer `{ rows }`). */
const rowsOf = async <T,>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every row of every table (the app's and the migrations'), each table's rows as sorted JSON. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(db, sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`);
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<Record<string, unknown>>(db, sql.raw(`select * from ${name}`));
    all[name] = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort();
  }
  return all;
}

const storedKeys = async (db: Database) => (await rowsOf<{ storage_key: string }>(db, sql`select storage_key from files order by 1`)).map((r) => r.storage_key);

describe(`npm run backup and npm run restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  let backup: string;
  let restored: Record<string, string>;
  /** The stored files of the first backup. */
  let backedUp: string[];

  it('backs up the running app, the database first, then the files, and restores every row and every file into a fresh DATA_DIR', async () => {
    backup = join(tempDir(), 'backup');
    const b = capture();
    expect(await backupCommand(['--out', backup], t.env, b.io), b.err()).toBe(0);
    expect(b.out()).toMatch(new RegExp(`Backup written to ${backup} in [\\d.]+ s: the ${onPostgres ? 'postgresql' : 'embedded'} database, then \\d+ uploaded files`));
    expect(readdirSync(backup).sort()).toEqual(['backup.json', onPostgres ? 'database.pgdump' : 'database.tar.gz', 'uploads']);
    // The app kept running and answering meanwhile.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    restored = await freshTarget();
    const r = capture();
    expect(await restoreCommand(['--from', backup], restored, r.io), r.err()).toBe(0);
    expect(r.out()).toMatch(/Restored .* then \d+ uploaded files into/);

    const copy = await openRestored(restored);
    try {
      const source = await everyRow(t.db);
      expect(Object.keys(source)).toEqual(expect.arrayContaining(['public.users', 'public.gigs', 'public.orders', 'public.files', 'public.reviews', 'drizzle.__drizzle_migrations']));
      expect(source['public.orders'].length).toBeGreaterThan(0);
      expect(await everyRow(copy.db)).toEqual(source);
      // Every file row finds its bytes, the same bytes.
      const keys = await storedKeys(copy.db);
      backedUp = keys;
      expect(keys.length).toBeGreaterThan(100);
      const from = join(t.config.dataDir, 'uploads');
      const to = join(restored.DATA_DIR, 'uploads');
      const differing = keys.filter((key) => !existsSync(join(to, key)) || !readFileSync(join(to, key)).equals(readFileSync(join(from, key))));
      expect(differing).toEqual([]);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('backs up while the app takes uploads: every restored file row finds its bytes', async () => {
    // Uploads are limited per account (60 a minute): they take turns among 40 users.
    const cookies = (await Promise.all(Array.from({ length: 40 }, () => signedIn(t.app, t.db, 'user')))).map((u) => u.cookie);
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa3366' } }).png().toBuffer();
    let backingUp = true;
    let uploaded = 0;
    const body = await multipart([
      ['purpose', 'gig'],
      ['file', { data: image, filename: 'during.png', type: 'image/png' }],
    ]);
    // Uploads go on, four at a time, from before the backup starts until it has finished.
    const uploads = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (backingUp) {
          const n = uploaded++;
          const remoteAddress = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
          const res = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, cookie: cookies[n % cookies.length]! }, remoteAddress });
          expect(res.statusCode, res.body).toBe(201);
        }
      }),
    );
    while (uploaded < 4) await new Promise((r) => setTimeout(r, 5));
    const out = join(tempDir(), 'during');
    const b = capture();
    const code = await backupCommand(['--out', out], t.env, b.io).finally(() => (backingUp = false));
    await uploads;
    expect(code, b.err()).toBe(0);

    const target = await freshTarget();
    const r = capture();
    expect(await restoreCommand(['--from', out], target, r.io), r.err()).toBe(0);
    const copy = await openRestored(target);
    try {
      const keys = await storedKeys(copy.db);
      expect(keys.filter((key) => !existsSync(join(target.DATA_DIR, 'uploads', key))), `${uploaded} uploads during the backup`).toEqual([]);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses to overwrite anything unless told: a non-empty backup folder, a restore target that holds data (--force moves it aside)', async () => {
    const again = capture();
    expect(await backupCommand(['--out', backup], t.env, again.io)).toBe(1);
    expect(again.err()).toBe(`${backup} is not empty: give a new or empty folder for the backup.`);

    const refused = capture();
    expect(await restoreCommand(['--from', backup], restored, refused.io)).toBe(1);
    expect(refused.err()).toMatch(onPostgres ? /already holds data\. Restore into a new DATA_DIR, or pass --force/ : /already hold data\. Restore into a new DATA_DIR, or pass --force to move them aside first\./);
    if (onPostgres) {
      // The uploads moved away, the database still refuses.
      const env = { ...restored, DATA_DIR: join(tempDir(), 'data') };
      const db = capture();
      expect(await restoreCommand(['--from', backup], env, db.io)).toBe(1);
      expect(db.err()).toMatch(/^The database of DATABASE_URL already has \d+ tables\. Restore into a new, empty database/);
    }

    const forced = capture();
    expect(await restoreCommand(['--from', backup, '--force'], restored, forced.io), forced.err()).toBe(0);
    expect(forced.out()).toMatch(/Moved aside: .*uploads\.replaced-/);
    expect(readdirSync(restored.DATA_DIR).filter((n) => n.includes('.replaced-')).length).toBe(onPostgres ? 1 : 2);
    const copy = await openRestored(restored);
    try {
      expect(await storedKeys(copy.db)).toEqual(backedUp);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses a folder that is no finished backup, a backup of the other kind of database, and bad arguments', async () => {
    const notBackup = tempDir();
    mkdirSync(join(notBackup, 'uploads'));
    const c = capture();
    expect(await restoreCommand(['--from', notBackup], await freshTarget(), c.io)).toBe(1);
    expect(c.err()).toMatch(/is not a complete backup: it has no backup\.json/);

    const other = capture();
    const otherEnv = onPostgres ? { DATA_DIR: join(tempDir(), 'data') } : { DATA_DIR: join(tempDir(), 'data'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    expect(await restoreCommand(['--from', backup], otherEnv, other.io)).toBe(1);
    expect(other.err()).toMatch(onPostgres ? /holds a PostgreSQL database: set DATABASE_URL/ : /holds the embedded database: unset DATABASE_URL/);

    const noOut = capture();
    expect(await backupCommand([], t.env, noOut.io)).toBe(1);
    expect(noOut.err()).toBe('The --out option is required: the folder to write the backup to.\nUsage: npm run backup -- --out DIR');
    const inside = capture();
    expect(await backupCommand(['--out', join(t.config.dataDir, 'uploads', 'b')], t.env, inside.io)).toBe(1);
    expect(inside.err()).toMatch(/is inside the data folder/);
    const unknown = capture();
    expect(await restoreCommand(['--from', backup, '--overwrite'], t.env, unknown.io)).toBe(1);
    expect(unknown.err()).toMatch(/Unknown option '--overwrite'[\s\S]*Usage: npm run restore -- --from DIR \[--force\]/);
  });

  if (!onPostgres) {
    it('backs up a data folder no server runs on by opening it, and refuses while another command holds it', async () => {
      const out = join(tempDir(), 'stopped');
      const c = capture();
      expect(await backupCommand(['--out', out], restored, c.io), c.err()).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['backup.json', 'database.tar.gz', 'uploads']);
      expect(JSON.parse(readFileSync(join(out, 'backup.json'), 'utf8'))).toMatchObject({ format: 1, database: 'embedded', files: backedUp.length });

      const claim = await claimDataDir(restored.DATA_DIR, 'npm run seed');
      try {
        const held = capture();
        expect(await backupCommand(['--out', join(tempDir(), 'held')], restored, held.io)).toBe(1);
        expect(held.err()).toBe(`npm run seed (pid ${process.pid}) is using the embedded database; try again once it has finished.`);
      } finally {
        await claim.release();
      }
    }, 60_000);
  }
});
