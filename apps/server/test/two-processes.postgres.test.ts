import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent, Conversation } from '@market/shared';
import { jobs } from '../src/db/schema/index.js';
import { freshDatabase } from './helpers/database.js';
import { createUser } from './helpers/factories.js';
import { startMailCatcher } from './helpers/mail-catcher.js';
import { redisAnswers, redisTestUrl } from './helpers/redis.js';
import { startS3 } from './helpers/s3.js';
import { killAllServers, startServer } from './helpers/server-process.js';
import { openEvents } from './helpers/sse.js';
import { until } from './helpers/until.js';
import { multipart, samplePdf } from './helpers/uploads.js';

/**
 * A deployment of two app processes (real OS processes) on one PostgreSQL, one Redis and one S3
 * server: one user's requests go to either, and what one process does the other sees. Runs in the
 * PostgreSQL project only (the embedded database serves one process); skipped, saying why, without Redis.
 */
const hasRedis = await redisAnswers();

describe.skipIf(!hasRedis)('two app processes on one PostgreSQL, Redis and S3', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let dataDir: string;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await freshDatabase();
    s3 = await startS3();
    mail = await startMailCatcher();
    dataDir = mkdtempSync(join(tmpdir(), 'market-two-'));
    const env = {
      ...s3.env,
      DATABASE_URL: database.url!,
      REDIS_URL: redisTestUrl,
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      SMTP_URL: mail.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS_POLL_SECONDS: '0.1',
      MESSAGE_EMAIL_DELAY_MINUTES: '0.005',
      MESSAGE_EMAIL_CHECK_SECONDS: '0.2',
    };
    [a, b] = await Promise.all([startServer(env).listening, startServer(env).listening]);
  }, 120_000);
  afterAll(async () => {
    await killAllServers();
    await database?.close();
    await mail?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (base: string, username: string, password: string) =>
    fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const person = async (role: Parameters<typeof createUser>[1], overrides: Parameters<typeof createUser>[2] = {}) => {
    const { user, password } = await createUser(database.db, role, overrides);
    const res = await signIn(a, user.username, password);
    expect(res.status).toBe(200);
    return { user, password, cookie: cookieOf(res) };
  };

  it('a session made on one process works on the other, and signing out on it ends it on both', async () => {
    const me = await person('verified');
    const conversations = (base: string, cookie?: string) => fetch(`${base}/api/conversations`, { headers: cookie ? { cookie } : {} });
    expect((await conversations(b, me.cookie)).status).toBe(200);
    expect((await conversations(b)).status).toBe(401);
    expect((await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: { cookie: me.cookie } })).status).toBe(200);
    expect((await conversations(a, me.cookie)).status).toBe(401);
  });

  it('a private file uploaded through one process downloads through the other, for its owner only', async () => {
    const admin = await person('admin');
    const stranger = await person('verified');
    const body = await multipart([
      ['purpose', 'task'],
      ['file', { data: samplePdf, filename: 'brief.pdf' }],
    ]);
    const uploaded = await fetch(`${a}/api/uploads`, { method: 'POST', headers: { ...body.headers, cookie: admin.cookie }, body: body.payload });
    expect(uploaded.status).toBe(201);
    const { _id } = (await uploaded.json()) as { _id: string };
    const own = await fetch(`${b}/api/files/${_id}`, { headers: { cookie: admin.cookie } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(samplePdf)).toBe(true);
    expect((await fetch(`${b}/api/files/${_id}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${a}/api/files/${_id}`)).status).toBe(404);
  });

  it('the rupee rate an admin sets through one process is the rate the other answers with at once', async () => {
    const admin = await person('admin');
    const rateOn = async (base: string) => ((await (await fetch(`${base}/api/fx`)).json()) as { pkrPerUsd: number }).pkrPerUsd;
    for (const pkrPerUsd of [301.25, 288.5]) {
      const set = await fetch(`${a}/api/admin/fx`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: admin.cookie }, body: JSON.stringify({ pkrPerUsd }) });
      expect(set.status).toBe(200);
      expect(await rateOn(b)).toBe(pkrPerUsd);
    }
  });

  it('the login throttle counts failures on both: the sixth try is refused whichever process gets it', async () => {
    const { user, password } = await createUser(database.db, 'verified');
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? a : b, user.username, 'bad-password')).status).toBe(401);
    for (const base of [a, b]) {
      const refused = await signIn(base, user.username, password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a message sent through one process reaches a live stream on the other, and its e-mail timer fires once', async () => {
    const seller = await person('verified', { isSeller: true, username: `seller_${randomBytes(4).toString('hex')}` });
    const buyer = await person('verified');
    const stream = await openEvents(b, seller.cookie);
    try {
      const opened = await fetch(`${a}/api/conversations`, { method: 'POST', headers: { cookie: buyer.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ to: seller.user.id }) });
      const conversation = (await opened.json()) as Conversation;
      const sent = await fetch(`${a}/api/messages`, { method: 'POST', headers: { cookie: buyer.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ conversationId: conversation.id, desc: 'across processes' }) });
      expect(sent.status).toBe(201);
      expect(((await stream.next('message', 10_000)) as ChatMessageEvent).message.desc).toBe('across processes');
    } finally {
      stream.close();
    }

    // The seller leaves it unread: both processes run the check, and one e-mail goes out.
    await until(() => mail.to(seller.user.email).length > 0, 30_000, 'the unread-message e-mail');
    const told = Date.now();
    // Several more rounds of the check (its next run well past the e-mail), then count again.
    const check = () => database.db.select().from(jobs).where(and(eq(jobs.type, 'notifications.message-emails'), gt(jobs.runAt, new Date(told + 1000))));
    await until(async () => (await check()).length > 0, 30_000, 'more rounds of the e-mail check');
    expect(mail.to(seller.user.email)).toHaveLength(1);
    expect(mail.to(seller.user.email)[0]!.subject).toBe(`New message from ${buyer.user.username}`);
  }, 60_000);
});
