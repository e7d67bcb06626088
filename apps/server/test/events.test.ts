import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent, Conversation, ConversationChangeEvent } from '@market/shared';
import { buildApp } from '../src/app.js';
import { heartbeatMs } from '../src/modules/events/routes.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { login, signedIn } from './helpers/factories.js';
import { openEvents, type SseClient } from './helpers/sse.js';

const here = dirname(fileURLToPath(import.meta.url));
let t: TestContext;
let base: string;
type Person = Awaited<ReturnType<typeof signedIn>>;
let seller: Person;
let buyer: Person;
let stranger: Person;
let conversationId: string;
const clients: SseClient[] = [];

const events = async (cookie?: string, url = base) => {
  const c = await openEvents(url, cookie);
  clients.push(c);
  return c;
};

/** The stream's end, awaited for at most a fifth of the heartbeat that would end a dead session's stream anyway. */
const endsAtOnce = (stream: SseClient) =>
  Promise.race([
    stream.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its session')), heartbeatMs / 5).unref()),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
  stranger = await signedIn(t.app, t.db, 'user');
  const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: buyer.cookie }, payload: { to: seller.user.id } });
  conversationId = res.json<Conversation>().id;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('refuses a visitor with 401', async () => {
    const c = await events();
    expect(c.status).toBe(401);
  });

  it('streams a message to both participants and nothing to anyone else', async () => {
    const sellerStream = await events(seller.cookie);
    const buyerStream = await events(buyer.cookie);
    const strangerStream = await events(stranger.cookie);
    expect(sellerStream.headers['content-type']).toContain('text/event-stream');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: buyer.cookie },
      payload: { conversationId, desc: 'Is the <b>logo</b> ready?\nThanks' },
    });
    expect(sent.statusCode).toBe(201);
    const got = (await sellerStream.next('message')) as ChatMessageEvent;
    expect(got.message).toMatchObject({ conversationId, userId: buyer.user.id, desc: 'Is the <b>logo</b> ready?\nThanks' });
    expect(got.conversation).toMatchObject({ id: conversationId, readBySeller: false, readByBuyer: true, lastMessage: 'Is the <b>logo</b> ready?\nThanks' });
    // The sender's other tabs follow too.
    expect(((await buyerStream.next('message')) as ChatMessageEvent).message._id).toBe(got.message._id);

    const read = await t.app.inject({ method: 'PUT', url: `/api/conversations/${conversationId}`, headers: { cookie: seller.cookie } });
    expect(read.statusCode).toBe(200);
    const change = (await buyerStream.next('conversation')) as ConversationChangeEvent;
    expect(change.conversation).toMatchObject({ id: conversationId, readBySeller: true });
    await sellerStream.next('conversation');

    // Events arrive in order, so once the stranger's own event arrives, earlier ones would have too.
    const other = await signedIn(t.app, t.db, 'seller');
    const own = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: stranger.cookie }, payload: { to: other.user.id } });
    await t.app.inject({ method: 'PUT', url: `/api/conversations/${own.json<Conversation>().id}`, headers: { cookie: stranger.cookie } });
    await strangerStream.next('conversation');
    expect(strangerStream.events.map((e) => e.event)).toEqual(['ready', 'conversation']);
  });

  it('frees the subscription when the client goes away', async () => {
    const before = t.app.realtime.size();
    const c = await events(seller.cookie);
    expect(t.app.realtime.size()).toBe(before + 1);
    c.close();
    await expect.poll(() => t.app.realtime.size()).toBe(before);
  });

  it('ends the streams when the app closes, so close() does not wait on them', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const person = await signedIn(other.app, other.db, 'user');
    const c = await openEvents(url, person.cookie);
    await other.close();
    await c.ended;
    expect(other.app.realtime.size()).toBe(0);
  });
});

describe('a stream ends with its session', () => {
  type Member = Person & { second: string; conversationId: string };
  /** A signed-in user with a second session and a conversation with the seller, whose messages reach their streams. */
  const member = async (): Promise<Member> => {
    const person = await signedIn(t.app, t.db, 'verified');
    const second = await login(t.app, person.user.username, person.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: person.cookie }, payload: { to: seller.user.id } });
    return { ...person, second, conversationId: res.json<Conversation>().id };
  };
  /** Proves a stream still open: a later event reaches it (events arrive in commit order). */
  const stillOpen = async (who: Member, stream: SseClient) => {
    const desc = `still there ${Math.random()}`;
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: seller.cookie }, payload: { conversationId: who.conversationId, desc } });
    expect(sent.statusCode).toBe(201);
    for (;;) if (((await stream.next('message')) as ChatMessageEvent).message.desc === desc) return;
  };

  it('on logout: that session’s streams end at once, the user’s other sessions keep theirs', async () => {
    const me = await member();
    const [gone, kept] = [await events(me.cookie), await events(me.second)];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: me.cookie } })).statusCode).toBe(200);
    await endsAtOnce(gone);
    await stillOpen(me, kept);
    expect((await events(me.cookie)).status).toBe(401);
  });

  it('on a password change: the other sessions’ streams end, the current one’s stays', async () => {
    const me = await member();
    const [current, other] = [await events(me.cookie), await events(me.second)];
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: me.password, newPassword: 'a-new-password' },
    });
    expect(change.statusCode).toBe(200);
    await endsAtOnce(other);
    await stillOpen(me, current);
  });

  it('on deletion and un-verification: every stream of the user ends; un-verified, they may open a new one', async () => {
    const admin = await signedIn(t.app, t.db, 'admin');
    const deleted = await member();
    const streams = [await events(deleted.cookie), await events(deleted.second)];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${deleted.user.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    await Promise.all(streams.map(endsAtOnce));

    const demoted = await member();
    const open = [await events(demoted.cookie), await events(demoted.second)];
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/${demoted.user.id}`, headers: { cookie: admin.cookie }, payload: { isVerified: false } });
    expect(res.statusCode).toBe(200);
    await Promise.all(open.map(endsAtOnce));
    const again = await events(demoted.cookie);
    expect(again.status).toBe(200);
    await stillOpen(demoted, again);
  });

});

/**
 * Two app instances that share nothing but the database: a message posted through one reaches
 * an SSE client of the other. On PostgreSQL the second is a separate OS process (its own pool
 * and LISTEN connection); on PGlite, which one process owns, it is a second app in this process
 * using the same embedded database's listen/notify.
 */
describe('two app instances on one database', () => {
  let secondUrl: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const client = (t.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
    const databaseUrl = client.options?.connectionString;
    if (databaseUrl) {
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'helpers/app-process.ts')], {
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: t.config.dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      secondUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d;
          const m = /listening (\S+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`second app process exited (${code}): ${out}`)));
      });
      stop = () => new Promise((r) => (child.once('exit', () => r()), child.kill('SIGTERM')));
    } else {
      const second = await buildApp({ config: t.config, db: t.db, storage: t.storage, logger: false });
      secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      stop = () => second.close();
    }
  }, 60_000);
  afterAll(() => stop());

  const post = (url: string, cookie: string, desc: string) =>
    fetch(`${url}/api/messages`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ conversationId, desc }) });

  it('ends a stream on one instance when its session ends through the other', async () => {
    const person = await signedIn(t.app, t.db, 'user');
    const onSecond = await events(person.cookie, secondUrl);
    expect((await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie: person.cookie } })).status).toBe(200);
    await endsAtOnce(onSecond);
  });

  it('delivers across instances, both ways', async () => {
    const sellerOnSecond = await events(seller.cookie, secondUrl);
    const buyerOnFirst = await events(buyer.cookie);

    expect((await post(base, buyer.cookie, 'from instance one')).status).toBe(201);
    expect(((await sellerOnSecond.next('message')) as ChatMessageEvent).message.desc).toBe('from instance one');

    expect((await post(secondUrl, seller.cookie, 'from instance two')).status).toBe(201);
    const messages: string[] = [];
    for (;;) {
      const e = (await buyerOnFirst.next('message')) as ChatMessageEvent;
      messages.push(e.message.desc);
      if (e.message.desc === 'from instance two') break;
    }
    expect(messages).toEqual(['from instance one', 'from instance two']);
  });
});
