import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@market/shared';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.js';
import type { RedisLink } from '../src/lib/redis.js';
import type { App } from '../src/types.js';
import { createPeerApp, createTestApp, type TestContext } from './helpers/app.js';
import { createUser } from './helpers/factories.js';
import { logLines, redisAnswers, redisRelay, redisTestUrl, sharedRedis } from './helpers/redis.js';
import { until } from './helpers/until.js';

// Two app processes of one deployment (one database, one Redis): every limit counts across both.
const hasRedis = await redisAnswers();

const contact = { name: 'Ayesha Khan', email: 'ayesha@example.com', phone: '+92 300 1234567', message: 'I would like to know more.' };
const sendContact = (app: App, address: string, email = contact.email) => app.inject({ method: 'POST', url: '/api/conversation', payload: { ...contact, email }, remoteAddress: address });
const signIn = (app: App, username: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: address });

/** Two app processes of one deployment: one database, each with its own link to one Redis; up once both links are. */
async function twoProcesses(links: [RedisLink, RedisLink]) {
  const t = await createTestApp({}, { redis: links[0] });
  const peer = await createPeerApp(t, { redis: links[1] });
  await until(() => links.every((l) => l.isUp()));
  const close = async () => {
    await peer.close();
    await t.close();
    await Promise.all(links.map((l) => l.close()));
  };
  return { t, peer, links, close };
}

describe.skipIf(!hasRedis)('limits shared through Redis by two app processes', () => {
  let t: TestContext;
  let peer: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const link = sharedRedis();
    ({ t, peer, close } = await twoProcesses([link(), link()]));
  });
  afterAll(() => close?.());

  it('a per-name limit (the contact form, 5 per e-mail address in 10 minutes) counts requests to either process, whatever the client address', async () => {
    for (const [i, app] of [t.app, peer, t.app, peer, t.app].entries()) expect((await sendContact(app, `10.40.0.${i + 1}`, 'shared-40@example.com')).statusCode).toBe(201);
    const blocked = await sendContact(peer, '10.40.1.1', 'shared-40@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: texts.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect((await sendContact(t.app, '10.40.1.2', 'Shared-40@example.com')).statusCode).toBe(429);
    // Another e-mail address has its own count, from the same client address.
    expect((await sendContact(peer, '10.40.1.1', 'other-40@example.com')).statusCode).toBe(201);
  });

  it('a per-account route limit (30 payout requests an hour) counts on either process, and another user of the address does not wait', async () => {
    const { user, password } = await createUser(t.db, 'verified');
    const other = await createUser(t.db, 'verified');
    const cookieOf = async (app: App, username: string, pass: string) => {
      const res = await signIn(app, username, pass, '10.47.0.1');
      return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    };
    const mine = await cookieOf(t.app, user.username, password);
    const theirs = await cookieOf(peer, other.user.username, other.password);
    const payout = (app: App, cookie: string) => app.inject({ method: 'POST', url: '/api/payouts', headers: { cookie }, payload: {}, remoteAddress: '10.47.0.1' });
    for (let i = 0; i < 30; i++) expect((await payout(i % 2 ? t.app : peer, mine)).statusCode).not.toBe(429);
    expect((await payout(t.app, mine)).statusCode).toBe(429);
    expect((await payout(peer, theirs)).statusCode).not.toBe(429);
  });

  it('the login throttle: failures on either process lock strangers out of the account on both; the owner’s address keeps its own counter', async () => {
    const { user, password } = await createUser(t.db, 'verified');
    expect((await signIn(t.app, user.username, password, '10.41.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? t.app : peer, user.username, 'bad-password', `10.41.1.${i + 1}`)).statusCode).toBe(401);
    const blocked = await signIn(t.app, user.username, password, '10.41.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: texts.tooManyLogins, code: 'TOO_MANY_REQUESTS' });
    expect((await signIn(peer, user.username, password, '10.41.2.2')).statusCode).toBe(429);
    // The address that signed in on one process is known to the other.
    expect((await signIn(peer, user.username, password, '10.41.0.1')).statusCode).toBe(200);
  });

  it('the login throttle: successful sign-ins give their slots back, on whichever process', async () => {
    const { user, password } = await createUser(t.db, 'verified');
    for (let i = 0; i < 8; i++) expect((await signIn(i % 2 ? t.app : peer, user.username, password, '10.42.0.1')).statusCode).toBe(200);
  });

  it('reserves before the password check across processes: 60 simultaneous wrong guesses get at most 5 answers of 401', async () => {
    const { user } = await createUser(t.db, 'user');
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? t.app : peer, user.username, `guess-${i}`, `10.43.${i}.1`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });

  it('the per-address reset limit (3 links per e-mail address in 15 minutes) counts across processes', async () => {
    const forgot = (app: App, address: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody-shared@example.com' }, remoteAddress: address });
    for (const [i, app] of [t.app, peer, t.app].entries()) expect((await forgot(app, `10.44.0.${i + 1}`)).statusCode).toBe(202);
    expect((await forgot(peer, '10.44.0.9')).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedis)('when Redis goes away', () => {
  let t: TestContext;
  let peer: App;
  let links: RedisLink[];
  let close: () => Promise<void>;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  const logs = logLines();
  beforeAll(async () => {
    relay = await redisRelay();
    const link = sharedRedis(relay.url);
    ({ t, peer, links, close } = await twoProcesses([link(logs.log), link()]));
  });
  afterAll(async () => {
    await close?.();
    await relay?.close();
  });

  it('keeps serving with limits per process, says so, and shares them again once Redis is back', async () => {
    expect(logs.lines.some((l) => l.startsWith('redis connected'))).toBe(true);
    for (const app of [t.app, peer]) expect((await sendContact(app, '10.45.0.1')).statusCode).toBe(201);

    await relay.cut();
    await expect.poll(() => links.some((l) => l.isUp())).toBe(false);
    expect(logs.lines.some((l) => l.startsWith('redis unavailable'))).toBe(true);
    // Each process now counts alone: 5 more on this one, then its own 429; sign-ins still work.
    for (let i = 0; i < 5; i++) expect((await sendContact(t.app, '10.45.0.1')).statusCode).toBe(201);
    expect((await sendContact(t.app, '10.45.0.1')).statusCode).toBe(429);
    expect((await sendContact(peer, '10.45.0.1')).statusCode).toBe(201);
    const { user, password } = await createUser(t.db, 'verified');
    expect((await signIn(peer, user.username, password, '10.45.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(t.app, user.username, 'bad-password', `10.45.2.${i}`)).statusCode).toBe(401);
    expect((await signIn(t.app, user.username, password, '10.45.3.1')).statusCode).toBe(429);

    await relay.restore();
    await expect.poll(() => links.every((l) => l.isUp()), { timeout: 10_000 }).toBe(true);
    expect(logs.lines.some((l) => l.startsWith('redis back'))).toBe(true);
    // Shared again: Redis held the 2 counted before the cut; 3 more (on either) reach the 5.
    for (const app of [peer, t.app, peer]) expect((await sendContact(app, '10.45.0.1')).statusCode).toBe(201);
    expect((await sendContact(t.app, '10.45.0.1')).statusCode).toBe(429);
  });
});

describe('REDIS_URL', () => {
  it('stops the start with a message naming it when it is not a Redis address; unset means memory', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe('rediss://cache.example:6380');
    expect(loadConfig({}).redisUrl).toBeNull();
  });

  it.skipIf(!hasRedis)('set, the app opens its own link, counts there under its prefix, and closes it with itself', async () => {
    const t = await createTestApp({ REDIS_URL: redisTestUrl });
    const redis = new Redis(redisTestUrl);
    try {
      await until(() => t.app.redis?.isUp() === true);
      const address = `10.46.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const email = `counted-${Math.random().toString(36).slice(2)}@example.com`;
      expect((await sendContact(t.app, address, email)).statusCode).toBe(201);
      expect(await redis.get(`kaamkar:rate-limit:POST/api/conversation-address:${address}`)).toBe('1');
      const [perEmail] = await redis.keys(`kaamkar:rate-limit:*contact-email:${email}`);
      expect(await redis.get(perEmail!)).toBe('1');
      const link = t.app.redis!;
      await t.close();
      await until(() => link.client.status === 'end');
    } finally {
      redis.disconnect();
    }
  });
});
