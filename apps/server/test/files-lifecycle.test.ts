import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { texts } from '@market/shared';
import { files, jobs, orders } from '../src/db/schema/index.js';
import { processImage } from '../src/lib/images.js';
import { LocalDiskStorage } from '../src/lib/storage.js';
import { cleanUpFiles } from '../src/modules/files/cleanup.js';
import { attachFiles, saveFile } from '../src/modules/files/service.js';
import { FairQueue, imageQueueFor } from '../src/modules/files/work-queue.js';
import { migrationsDir } from '../src/paths.js';
import { scheduleJob } from '../src/platform/jobs.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { gigInput } from './helpers/gigs.js';
import { multipart, samplePdf, type FilePart } from './helpers/uploads.js';

type Session = Awaited<ReturnType<typeof signedIn>>;

const MB = 1024 * 1024;
// Small settings so the limits are reached with small files: one image at a time, two waiting per user.
const unverifiedAllowance = 0.05;

let t: TestContext;
let png: Buffer;
/** About 30 kB of noise: two of them pass the unverified allowance of 0.05 MB. */
let noisyPng: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    IMAGE_WORKERS: '1',
    IMAGE_QUEUE_LENGTH: '3',
    IMAGE_QUEUE_PER_USER: '2',
    IMAGE_MAX_FRAMES: '200',
    STORAGE_QUOTA_UNVERIFIED_MB: String(unverifiedAllowance),
  });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const noise = Buffer.from(Array.from({ length: 100 * 100 * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
  noisyPng = await sharp(noise, { raw: { width: 100, height: 100, channels: 3 } }).png().toBuffer();
});
afterAll(() => t.close());

// ---------- helpers ----------

async function upload(cookie: string, purpose: string, file: FilePart) {
  const body = await multipart([
    ['purpose', purpose],
    ['file', file],
  ]);
  return t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
}

const call = (who: Session, method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

const rowOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
const fileCount = async () => (await t.db.select({ id: files.id }).from(files)).length;
const idOf = (url: string) => url.split('/').pop()!;

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? filesUnder(root, join(prefix, e.name)) : [join(prefix, e.name)]));
}
const uploadsRoot = () => join(t.config.dataDir, 'uploads');
const temporaryFiles = () => filesUnder(uploadsRoot()).filter((f) => f.endsWith('.tmp'));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
const age = (key: string, hours: number) => utimesSync(join(uploadsRoot(), key), hoursAgo(hours), hoursAgo(hours));

/** Runs the durable `files.cleanup` job now, then lets the bytes of the rows it deleted go (after its commit). */
async function runCleanupJob() {
  await scheduleJob(t.db, { type: 'files.cleanup', key: 'files.cleanup', runAt: new Date(), replace: true });
  await settled(t.app);
  await settled(t.app);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.key, 'files.cleanup'));
  // A recurring job that succeeded is scheduled again; a failure would show here.
  expect(job).toMatchObject({ status: 'scheduled', lastError: null });
}

/** A GIF of `count` one-pixel frames: about 23 bytes a frame, the cheapest way to ask for a lot of work. */
function manyFrameGif(count: number): Buffer {
  const header = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([0x21, 0xf9, 0x04, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([header, Buffer.alloc(frame.length * count).fill(frame), Buffer.from([0x3b])]);
}

/** A promise the test settles by hand, to hold a queue's place as long as it likes. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

// ---------- writes that survive crashes ----------

describe('storing bytes', () => {
  it('leaves no temporary file behind when the disk is full', async () => {
    const root = mkdtempSync(join(tmpdir(), 'market-storage-'));
    try {
      const storage = new LocalDiskStorage(root);
      const key = `gig/${uuidv7()}.png`;
      // The write's temporary file is a door to /dev/full, where every write fails with ENOSPC.
      mkdirSync(join(root, 'gig'));
      symlinkSync('/dev/full', join(root, `${key}.${process.pid}.tmp`));
      await expect(storage.put(key, png)).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(filesUnder(root)).toEqual([]);
      expect(await storage.exists(key)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers an upload that hits a full disk with 503 and a clear text, with no row and no temporary file', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const before = await fileCount();
    const put = LocalDiskStorage.prototype.put;
    const spy = vi.spyOn(t.storage, 'put').mockImplementationOnce(async function (this: LocalDiskStorage, key: string, data: Buffer) {
      mkdirSync(dirname(join(uploadsRoot(), key)), { recursive: true });
      symlinkSync('/dev/full', join(uploadsRoot(), `${key}.${process.pid}.tmp`));
      return put.call(t.storage, key, data);
    });
    try {
      const res = await upload(me.cookie, 'gig', { data: png, filename: 'a.png' });
      expect(spy).toHaveBeenCalledOnce();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: texts.storageUnavailable, code: 'STORAGE_UNAVAILABLE' });
    } finally {
      spy.mockRestore();
    }
    expect(await fileCount()).toBe(before);
    expect(temporaryFiles()).toEqual([]);
  });
});

// ---------- the cleanup job ----------

describe('files.cleanup', () => {
  it('removes bytes without a row and interrupted writes older than the grace period, and keeps the rest', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const kept = await rowOf((await upload(me.cookie, 'gig', { data: png, filename: 'kept.png' })).json()._id);
    const oldOrphan = `gig/${uuidv7()}.png`;
    const newOrphan = `gig/${uuidv7()}.png`;
    await t.storage.put(oldOrphan, png);
    await t.storage.put(newOrphan, png);
    const oldTemp = `gig/${uuidv7()}.png.4242.tmp`;
    const newTemp = `gig/${uuidv7()}.png.4243.tmp`;
    writeFileSync(join(uploadsRoot(), oldTemp), 'half a fi');
    writeFileSync(join(uploadsRoot(), newTemp), 'half a fi');
    // Past the default grace period of an hour, except the two "new" ones (an upload in flight).
    for (const key of [kept.storageKey, oldOrphan, oldTemp]) age(key, 2);

    await runCleanupJob();

    const left = filesUnder(uploadsRoot());
    expect(left).toContain(kept.storageKey);
    expect(left).toContain(newOrphan);
    expect(left).toContain(newTemp);
    expect(left).not.toContain(oldOrphan);
    expect(left).not.toContain(oldTemp);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${kept.id}` })).statusCode).toBe(200);
  });

  it('deletes uploads nothing attached within the configured time, with their bytes, and keeps attached ones', async () => {
    const seller = await signedIn(t.app, t.db, 'seller');
    const unused = (await upload(seller.cookie, 'gig', { data: png, filename: 'unused.png' })).json();
    const recent = (await upload(seller.cookie, 'gig', { data: png, filename: 'recent.png' })).json();
    const cover = (await upload(seller.cookie, 'gig', { data: png, filename: 'cover.png' })).json();
    const gig = await call(seller, 'POST', '/api/gigs', await gigInput(t, seller.user.id, { cover: cover.url }));
    expect(gig.statusCode, gig.body).toBe(201);
    // The default is 24 hours: two of them are a day and more old, one only an hour.
    await t.db.update(files).set({ createdAt: hoursAgo(25) }).where(inArray(files.id, [unused._id, cover._id]));
    await t.db.update(files).set({ createdAt: hoursAgo(1) }).where(eq(files.id, recent._id));
    const unusedKey = (await rowOf(unused._id)).storageKey;

    await runCleanupJob();

    expect(await rowOf(unused._id)).toBeUndefined();
    expect(filesUnder(uploadsRoot())).not.toContain(unusedKey);
    expect(await rowOf(recent._id)).toBeDefined();
    expect(await rowOf(cover._id)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: cover.url })).statusCode).toBe(200);
  });

  it('reports rows whose bytes are missing and keeps them', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const lost = await rowOf((await upload(me.cookie, 'avatar', { data: png, filename: 'me.png' })).json()._id);
    await t.storage.remove(lost.storageKey);
    const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

    const report = await cleanUpFiles({ db: t.db, storage: t.storage, config: t.config, log });

    expect(report.rowsWithoutBytes).toBeGreaterThanOrEqual(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ files: expect.arrayContaining([{ id: lost.id, storageKey: lost.storageKey }]) }),
      expect.stringContaining('missing their bytes'),
    );
    expect(await rowOf(lost.id)).toBeDefined();
  });
});

describe('attaching files', () => {
  it('marks an upload attached when a gig, a profile, a task or a submission saves it', async () => {
    const seller = await signedIn(t.app, t.db, 'seller');
    const admin = await signedIn(t.app, t.db, 'admin');
    const worker = await signedIn(t.app, t.db, 'verified');
    const attached = async (url: string) => (await rowOf(idOf(url))).attachedAt !== null;

    const cover = (await upload(seller.cookie, 'gig', { data: png, filename: 'c.png' })).json();
    const image = (await upload(seller.cookie, 'gig', { data: png, filename: 'i.png' })).json();
    expect(await attached(cover.url)).toBe(false);
    const gig = (await call(seller, 'POST', '/api/gigs', await gigInput(t, seller.user.id, { cover: cover.url, images: [] }))).json();
    expect(await attached(cover.url)).toBe(true);
    const edited = await call(seller, 'PUT', `/api/gigs/${gig._id}`, await gigInput(t, seller.user.id, { cover: cover.url, images: [image.url] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await attached(image.url)).toBe(true);

    const avatar = (await upload(seller.cookie, 'avatar', { data: png, filename: 'me.png' })).json();
    expect((await call(seller, 'PUT', `/api/user/${seller.user.id}`, { img: avatar.url })).statusCode).toBe(200);
    expect(await attached(avatar.url)).toBe(true);

    const brief = (await upload(admin.cookie, 'task', { data: samplePdf, filename: 'brief.pdf' })).json();
    const extra = (await upload(admin.cookie, 'task', { data: samplePdf, filename: 'extra.pdf' })).json();
    const task = await call(admin, 'POST', '/api/task', { title: 'T', desc: 'D', assignee: worker.user.id, files: [brief.url] });
    expect(task.statusCode, task.body).toBe(201);
    expect(await attached(brief.url)).toBe(true);
    expect(await attached(extra.url)).toBe(false);
    const taskId = task.json().task._id;
    expect((await call(admin, 'PUT', `/api/task/${taskId}`, { files: [brief.url, extra.url] })).statusCode).toBe(200);
    expect(await attached(extra.url)).toBe(true);

    const work = (await upload(worker.cookie, 'submission', { data: png, filename: 'w.png' })).json();
    const more = (await upload(worker.cookie, 'submission', { data: png, filename: 'm.png' })).json();
    const submitted = await call(worker, 'POST', '/api/submitedTask', { id: taskId, desc: 'Done', files: [work.url], status: 'In Progress' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(await attached(work.url)).toBe(true);
    const submissionId = submitted.json().submission._id;
    const resubmitted = await call(worker, 'PUT', `/api/submitedTask/${submissionId}`, { id: taskId, desc: 'More', files: [work.url, more.url], status: 'In Progress' });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(await attached(more.url)).toBe(true);
  });

  it('refuses with 400 to attach a file whose row the cleanup removed meanwhile', async () => {
    await expect(t.db.transaction((tx) => attachFiles(tx, [uuidv7()]))).rejects.toMatchObject({ statusCode: 400, message: texts.fileGone });
  });

  it('counts the files stored before this change as attached (migration 0009)', async () => {
    const migration = readdirSync(migrationsDir).find((f) => f.startsWith('0009'))!;
    const statements = readFileSync(join(migrationsDir, migration), 'utf8').split('--> statement-breakpoint');
    const id = uuidv7();
    // Replayed on this database in a transaction that is rolled back: PostgreSQL undoes DDL too.
    const replay = t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table files drop column attached_at`);
      await tx.execute(sql`insert into files (id, purpose, visibility, name, mime_type, size, storage_key, created_at)
        values (${id}, 'gig', 'public', 'old.png', 'image/png', 3, ${`gig/${id}.png`}, '2020-01-01T00:00:00Z')`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      const [row] = await tx.select({ attachedAt: files.attachedAt }).from(files).where(eq(files.id, id));
      expect(row.attachedAt).toEqual(new Date('2020-01-01T00:00:00Z'));
      tx.rollback();
    });
    await expect(replay).rejects.toThrow('Rollback');
    expect(await rowOf(id)).toBeUndefined();
  });
});

// ---------- who may upload what, and how much ----------

describe('releasing pictures their holder no longer shows', () => {
  const stored = async (url: string) => {
    const row = await rowOf(idOf(url));
    return { row: row ?? null, bytes: row ? await t.storage.exists(row.storageKey) : false };
  };

  it("removes a gig's replaced and deleted pictures, but keeps one another gig of the seller shows and a paid order's cover", async () => {
    const seller = await signedIn(t.app, t.db, 'seller');
    const buyer = await signedIn(t.app, t.db, 'user');
    const image = async (name: string) => (await upload(seller.cookie, 'gig', { data: png, filename: name })).json().url as string;
    const [shared, paidCover, first, second, replacement] = [await image('s.png'), await image('p.png'), await image('a.png'), await image('b.png'), await image('r.png')];
    const gig = (await call(seller, 'POST', '/api/gigs', await gigInput(t, seller.user.id, { cover: paidCover, images: [shared, first, second] }))).json();
    const other = (await call(seller, 'POST', '/api/gigs', await gigInput(t, seller.user.id, { cover: shared, images: [] }))).json();
    await t.db.insert(orders).values({ gigId: gig._id, img: idOf(paidCover), title: gig.title, price: gig.price, sellerId: seller.user.id, buyerId: buyer.user.id, provider: 'local', paymentIntent: `pi_release_${gig._id}`, isPaid: true });
    const sharedKey = (await stored(shared)).row!.storageKey;

    // The edit drops the paid order's cover, the shared picture and one other.
    const edited = await call(seller, 'PUT', `/api/gigs/${gig._id}`, await gigInput(t, seller.user.id, { cover: replacement, images: [second] }));
    expect(edited.statusCode, edited.body).toBe(200);
    await settled(t.app);
    expect(await stored(first)).toEqual({ row: null, bytes: false });
    expect(await stored(second)).toMatchObject({ row: { ownerId: seller.user.id }, bytes: true });
    expect(await stored(shared)).toMatchObject({ row: { ownerId: seller.user.id }, bytes: true });
    // Kept for the order, and no longer the seller's: it leaves their storage.
    expect(await stored(paidCover)).toMatchObject({ row: { ownerId: null }, bytes: true });

    // Deleting the gig releases what it still showed; the other gig's picture goes with that gig.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gigs/${gig._id}`, headers: { cookie: seller.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gigs/${other._id}`, headers: { cookie: seller.cookie } })).statusCode).toBe(200);
    await settled(t.app);
    for (const url of [second, replacement, shared]) expect(await stored(url), url).toEqual({ row: null, bytes: false });
    expect(await t.storage.exists(sharedKey)).toBe(false);
    expect(await stored(paidCover)).toMatchObject({ row: { ownerId: null }, bytes: true });
  });

  it('removes a replaced avatar', async () => {
    const user = await signedIn(t.app, t.db, 'user');
    const avatar = async () => (await upload(user.cookie, 'avatar', { data: png, filename: 'me.png' })).json().url as string;
    const [old, current] = [await avatar(), await avatar()];
    expect((await call(user, 'PUT', `/api/user/${user.user.id}`, { img: old })).statusCode).toBe(200);
    expect((await call(user, 'PUT', `/api/user/${user.user.id}`, { img: current })).statusCode).toBe(200);
    await settled(t.app);
    expect(await stored(old)).toEqual({ row: null, bytes: false });
    expect(await stored(current)).toMatchObject({ row: { ownerId: user.user.id }, bytes: true });
  });
});

describe('upload rights and allowances', () => {
  it('takes task files only from admins and delivered work only from verified workers (403 with a clear text)', async () => {
    const [user, seller, worker, admin] = await Promise.all((['user', 'seller', 'verified', 'admin'] as const).map((role) => signedIn(t.app, t.db, role)));
    const before = await fileCount();
    for (const who of [user, seller, worker]) {
      const res = await upload(who.cookie, 'task', { data: samplePdf, filename: 'brief.pdf' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.uploadTaskFilesAdminsOnly, code: 'FORBIDDEN' });
    }
    for (const who of [user, seller]) {
      const res = await upload(who.cookie, 'submission', { data: png, filename: 'work.png' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.uploadWorkVerifiedOnly, code: 'FORBIDDEN' });
    }
    expect(await fileCount()).toBe(before);
    expect((await upload(worker.cookie, 'submission', { data: png, filename: 'work.png' })).statusCode).toBe(201);
    expect((await upload(admin.cookie, 'task', { data: samplePdf, filename: 'brief.pdf' })).statusCode).toBe(201);
    expect((await upload(admin.cookie, 'submission', { data: png, filename: 'work.png' })).statusCode).toBe(201);
  });

  it('refuses an upload past the storage allowance with 413 and a clear text, and stores nothing', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    expect(noisyPng.length).toBeGreaterThan((unverifiedAllowance * MB) / 2);
    const first = await upload(me.cookie, 'gig', { data: noisyPng, filename: 'one.png' });
    expect(first.statusCode).toBe(201);
    const [rowsBefore, bytesBefore] = [await fileCount(), filesUnder(uploadsRoot()).length];
    const second = await upload(me.cookie, 'gig', { data: noisyPng, filename: 'two.png' });
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({ message: texts.storageQuotaFull('0.05 MB'), code: 'TOO_LARGE' });
    expect(await fileCount()).toBe(rowsBefore);
    // The refused bytes are not left on the disk either.
    expect(filesUnder(uploadsRoot())).toHaveLength(bytesBefore);
    // A verified worker's allowance is the larger one (500 MB by default), and admins have none.
    const worker = await signedIn(t.app, t.db, 'verified');
    for (const name of ['one.png', 'two.png']) expect((await upload(worker.cookie, 'gig', { data: noisyPng, filename: name })).statusCode).toBe(201);
  });

  it('lets parallel uploads of one owner pass the allowance only as far as it goes', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const data = Buffer.alloc(20_000, 1);
    // Room for two of the ten, whichever come first.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        saveFile(t.db, t.storage, { ownerId: me.user.id, purpose: 'gig', visibility: 'public', name: `${i}.png`, mimeType: 'image/png', data, attached: false, allowanceBytes: 45_000 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 413 });
    const [{ bytes }] = await t.db.select({ bytes: sql<number>`sum(${files.size})::int` }).from(files).where(eq(files.ownerId, me.user.id));
    expect(bytes).toBe(40_000);
  });
});

// ---------- bounded image work ----------

describe('image work', () => {
  let longGif: Buffer;
  beforeAll(() => {
    // 400,000 frames in 9 MB: seconds of decoding, though it fits the size and pixel limits.
    longGif = manyFrameGif(400_000);
  });

  it('refuses a GIF with more frames than allowed with 413 and a clear text, from its header', async () => {
    const me = await signedIn(t.app, t.db, 'verified');
    expect(longGif.length).toBeLessThan(10 * MB);
    expect((await sharp(longGif, { animated: true }).metadata()).pages).toBe(400_000);
    const started = Date.now();
    const res = await upload(me.cookie, 'gig', { data: longGif, filename: 'long.gif' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: texts.imageTooManyFrames(200), code: 'TOO_LARGE' });
    // Decoding would take seconds; the header is read in a fraction of one.
    expect(Date.now() - started).toBeLessThan(3000);

    // The limit itself: 200 frames pass, 201 do not.
    expect((await upload(me.cookie, 'gig', { data: manyFrameGif(200), filename: 'ok.gif' })).statusCode).toBe(201);
    expect((await upload(me.cookie, 'gig', { data: manyFrameGif(201), filename: 'long.gif' })).statusCode).toBe(413);
  });

  it('stops decoding past the time limit with 413 and a clear text', async () => {
    await expect(processImage(longGif, { maxPixels: 40_000_000, maxFrames: 1_000_000, timeoutSeconds: 1 })).rejects.toMatchObject({
      statusCode: 413,
      message: texts.imageTooSlow,
    });
  });

  it("runs another user's job before the first user's later ones", async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 10 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (name: string) => {
      gates.set(name, gate());
      return async () => {
        started.push(name);
        await gates.get(name)!.closed;
        return name;
      };
    };
    const runs: Record<string, Promise<string>> = {};
    for (const [key, name] of [['a', 'a1'], ['a', 'a2'], ['a', 'a3'], ['b', 'b1']]) runs[name] = queue.run(key, job(name));
    expect(queue.stats()).toEqual({ running: 1, waiting: 3 });
    const fairOrder = ['a1', 'b1', 'a2', 'a3'];
    for (const [i, name] of fairOrder.entries()) {
      // Jobs run one at a time; when one ends, the next in fair order has started (a queue in arrival order would start a2).
      expect(started).toEqual(fairOrder.slice(0, i + 1));
      gates.get(name)!.open();
      expect(await runs[name]).toBe(name);
    }
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers a registration that meets a full waiting line with 503, not with a complaint about its images', async () => {
    const queue = imageQueueFor(t.config);
    const plug = gate();
    // One image being processed and the line's three places taken.
    const held = ['plug', 'w1', 'w2', 'w3'].map((key) => queue.run(key, () => plug.closed));
    try {
      expect(queue.stats()).toEqual({ running: 1, waiting: 3 });
      const fields = {
        username: `lined_${Date.now() % 100000}`,
        birthdate: '1995-06-15',
        email: `lined.${Date.now() % 100000}@example.com`,
        password: 'secret-pass',
        phone: '+92 300 1234567',
        address: 'House 1, Street 2, Lahore',
        cnic: '35202-7654321-1',
        skills: 'Data Entry',
        payoneer: 'yes',
        wise: 'no',
        bankIban: 'PK36SCBL0000001123456702',
        easypaisaAccount: '03001234567',
      };
      const image = (name: string): [string, FilePart] => [name, { data: png, filename: `${name}.png`, type: 'image/png' }];
      const body = await multipart([...Object.entries(fields), ...['img', 'bankImg', 'idCardFront', 'idCardBack', 'liveSelfie'].map(image)]);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body.payload, headers: body.headers });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: texts.imagesBusy, code: 'BUSY' });
    } finally {
      plug.open();
      await Promise.all(held);
    }
  });

  it('answers 503 with Retry-After once a user has filled their share of the waiting line, and still takes other users', async () => {
    const queue = imageQueueFor(t.config);
    const [first, second] = [await signedIn(t.app, t.db, 'verified'), await signedIn(t.app, t.db, 'verified')];
    // The one worker is busy until the test lets it go.
    const plug = gate();
    const plugged = queue.run('plug', () => plug.closed);
    try {
      const firsts = [1, 2, 3].map((i) => upload(first.cookie, 'gig', { data: png, filename: `${i}.png` }));
      // Two wait (the per-user share); the third is refused at once.
      const refused = await Promise.race(firsts.map((p) => p.then((res) => (res.statusCode === 503 ? res : new Promise<never>(() => undefined)))));
      expect(refused.json()).toEqual({ message: texts.imagesBusy, code: 'BUSY' });
      expect(refused.headers['retry-after']).toBe('2');
      expect(queue.stats(first.user.id)).toEqual({ running: 0, waiting: 2 });
      const secondsUpload = upload(second.cookie, 'gig', { data: png, filename: 'b.png' });
      await vi.waitFor(() => expect(queue.stats(second.user.id)).toEqual({ running: 0, waiting: 1 }));
      // The line (3 places) is now full for everyone.
      const third = await signedIn(t.app, t.db, 'verified');
      expect((await upload(third.cookie, 'gig', { data: png, filename: 'c.png' })).statusCode).toBe(503);

      plug.open();
      await plugged;
      expect((await secondsUpload).statusCode).toBe(201);
      expect((await Promise.all(firsts)).map((r) => r.statusCode).sort()).toEqual([201, 201, 503]);
    } finally {
      plug.open();
    }
  });
});
