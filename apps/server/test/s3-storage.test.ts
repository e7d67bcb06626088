import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageMigrateCommand } from '../src/cli/storage-migrate.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { files } from '../src/db/schema/index.js';
import { checkStorageAtStart, openStorage } from '../src/lib/open-storage.js';
import { S3Storage } from '../src/lib/s3-storage.js';
import { LocalDiskStorage } from '../src/lib/storage.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { startS3 } from './helpers/s3.js';
import { multipart, samplePdf } from './helpers/uploads.js';

// The same Storage interface on an S3 bucket, here an S3-compatible server on loopback (s3rver).
let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startS3();
  bucket = new S3Storage(s3.settings);
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
});

const keysIn = async (storage: S3Storage) => {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys;
};

describe('S3Storage', () => {
  it('stores, reads, lists and removes an object under its key; a missing key reads as null', async () => {
    await bucket.check();
    const data = Buffer.from('hello, bucket');
    await bucket.put('gig/one.txt', data);
    expect(await bucket.exists('gig/one.txt')).toBe(true);
    expect((await buffer((await bucket.get('gig/one.txt'))!)).equals(data)).toBe(true);
    const listed = [];
    for await (const entry of bucket.list()) listed.push(entry);
    expect(listed).toContainEqual({ key: 'gig/one.txt', modifiedAt: expect.any(Date), interrupted: false });
    await bucket.remove('gig/one.txt');
    expect(await bucket.exists('gig/one.txt')).toBe(false);
    expect(await bucket.get('gig/one.txt')).toBeNull();
    // Removing what is not there is not an error (as on disk).
    await bucket.remove('gig/one.txt');
  });

  it('sends a large file as a multipart upload, read back byte for byte', async () => {
    const large = Buffer.alloc(9 * 1024 * 1024 + 123, 7);
    large.write('start', 0);
    await bucket.put('delivery/large.bin', large);
    expect((await buffer((await bucket.get('delivery/large.bin'))!)).equals(large)).toBe(true);
    await bucket.remove('delivery/large.bin');
  });
});

describe('STORAGE=s3 settings', () => {
  it('names every missing S3 setting at start', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(/S3_REGION: must be set[\s\S]*S3_ACCESS_KEY_ID: must be set[\s\S]*S3_SECRET_ACCESS_KEY: must be set/);
    expect(() => loadConfig({ ...s3.env, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'ftp://storage' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => loadConfig({ STORAGE: 'nfs' })).toThrow(/STORAGE: must be local or s3/);
    expect(loadConfig({}).storage).toBe('local');
  });

  it('stops the start naming the setting when the bucket, the keys or the address are wrong', async () => {
    const startWith = async (env: Record<string, string>) => {
      const config = loadConfig(env);
      const storage = openStorage(config) as S3Storage;
      try {
        return await checkStorageAtStart(storage, config).then(() => 'started', (err: unknown) => (err instanceof ConfigError ? err.message : `other: ${String(err)}`));
      } finally {
        storage.close();
      }
    };
    expect(await startWith(s3.env)).toBe('started');
    expect(await startWith({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).toMatch(/S3_BUCKET: no bucket "no-such-bucket"/);
    expect(await startWith({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).toMatch(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .* refused them/);
    expect(await startWith({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })).toMatch(/S3_ENDPOINT: the storage at http:\/\/127.0.0.1:1 does not answer/);
  }, 60_000);
});

describe('the app on STORAGE=s3', () => {
  let t: TestContext<S3Storage>;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, STORAGE_QUOTA_UNVERIFIED_MB: '0.05' }, { storage: new S3Storage(s3.settings) });
    png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#cc3300' } }).png().toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    t?.storage.close();
  });

  const upload = async (cookie: string, purpose: string, data: Buffer, filename: string) => {
    const body = await multipart([
      ['purpose', purpose],
      ['file', { data, filename }],
    ]);
    return t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
  };
  const read = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: cookie ? { cookie } : {} });
  const rowOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];

  it('answers ready with the bucket as its storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('stores an upload as one object, and serves a public file to anyone, cacheable for a year', async () => {
    const seller = await signedIn(t.app, t.db, 'verified');
    const before = await keysIn(t.storage);
    const res = await upload(seller.cookie, 'gig', png, 'cover.png');
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json()._id);
    expect((await keysIn(t.storage)).filter((k) => !before.includes(k))).toEqual([row!.storageKey]);
    const served = await read(row!.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(await buffer((await t.storage.get(row!.storageKey))!))).toBe(true);
  });

  it('streams a private file only to its owner and admins, after the access check', async () => {
    const admin = await signedIn(t.app, t.db, 'admin');
    const other = await signedIn(t.app, t.db, 'verified');
    const res = await upload(admin.cookie, 'task', samplePdf, 'brief.pdf');
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    const own = await read(id, admin.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(samplePdf)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const cookie of [other.cookie, undefined]) {
      const refused = await read(id, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('%PDF');
    }
  });

  it('a refused upload (past the allowance) leaves no object and no row', async () => {
    const unverified = await signedIn(t.app, t.db, 'user');
    // About 30 kB of noise: the second passes the unverified allowance of 0.05 MB.
    const noise = await sharp(Buffer.from(Array.from({ length: 100 * 100 * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)), { raw: { width: 100, height: 100, channels: 3 } }).png().toBuffer();
    expect((await upload(unverified.cookie, 'gig', noise, 'a.png')).statusCode).toBe(201);
    const keys = await keysIn(t.storage);
    const rows = (await t.db.select().from(files)).length;
    const refused = await upload(unverified.cookie, 'gig', noise, 'b.png');
    expect(refused.statusCode).toBe(413);
    expect(await keysIn(t.storage)).toEqual(keys);
    expect((await t.db.select().from(files)).length).toBe(rows);
  });

  it("deleting a user removes their objects from the bucket", async () => {
    const admin = await signedIn(t.app, t.db, 'admin');
    const worker = await signedIn(t.app, t.db, 'verified');
    const ids = [(await upload(worker.cookie, 'submission', png, 'work.png')).json()._id, (await upload(worker.cookie, 'avatar', png, 'me.png')).json()._id];
    const keys = await Promise.all(ids.map(async (id) => (await rowOf(id))!.storageKey));
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/user/${worker.user.id}`, headers: { cookie: admin.cookie } });
    expect(deleted.statusCode).toBe(200);
    await settled(t.app);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
  });
});

describe('npm run storage:migrate', () => {
  it('copies local files to the bucket (--to s3) and back (--to local), skipping what is there, keys unchanged', async () => {
    const source = mkdtempSync(join(tmpdir(), 'market-migrate-'));
    const back = mkdtempSync(join(tmpdir(), 'market-migrate-back-'));
    try {
      const local = new LocalDiskStorage(join(source, 'uploads'));
      await local.put('kyc/0190a000-0000-7000-8000-0000000000a1.png', Buffer.from('id card'));
      await local.put('gig/0190a000-0000-7000-8000-0000000000a2.webp', Buffer.from('cover'));
      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };

      expect(await storageMigrateCommand(['--to', 's3'], { ...s3.env, STORAGE: 'local', DATA_DIR: source }, io)).toBe(0);
      expect(lines.at(-1)).toMatch(/^Done: 2 files copied, 0 already there\. Set STORAGE=s3/);
      expect((await buffer((await bucket.get('kyc/0190a000-0000-7000-8000-0000000000a1.png'))!)).toString()).toBe('id card');
      expect(await storageMigrateCommand(['--to', 's3'], { ...s3.env, DATA_DIR: source }, io)).toBe(0);
      expect(lines.at(-1)).toMatch(/^Done: 0 files copied, 2 already there/);

      expect(await storageMigrateCommand(['--to', 'local'], { ...s3.env, DATA_DIR: back }, io)).toBe(0);
      expect(readFileSync(join(back, 'uploads', 'gig', '0190a000-0000-7000-8000-0000000000a2.webp'), 'utf8')).toBe('cover');
      expect(readFileSync(join(back, 'uploads', 'kyc', '0190a000-0000-7000-8000-0000000000a1.png'), 'utf8')).toBe('id card');
    } finally {
      rmSync(source, { recursive: true, force: true });
      rmSync(back, { recursive: true, force: true });
    }
  });

  it('refuses a bad --to and names missing S3 settings, with exit code 1', async () => {
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
    expect(await storageMigrateCommand(['--to', 'ftp'], {}, io)).toBe(1);
    expect(lines.join('\n')).toMatch(/--to option must be s3 or local/);
    expect(await storageMigrateCommand(['--to', 's3'], { S3_BUCKET: 'files' }, io)).toBe(1);
    expect(lines.join('\n')).toMatch(/S3_REGION: must be set/);
  });
});
