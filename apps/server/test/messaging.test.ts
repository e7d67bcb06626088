import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ChatMessage, Conversation, MessagePage } from '@market/shared';
import { conversations, messages, orders } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { expectBadCursor, unusableTimestampCursors } from './helpers/cursors.js';
import { signedIn } from './helpers/factories.js';

let t: TestContext;
type Person = Awaited<ReturnType<typeof signedIn>>;
let seller: Person;
let buyer: Person;
let stranger: Person;
let conversationId: string;

const as = (p: Person | null, opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
  t.app.inject({ ...opts, headers: p ? { cookie: p.cookie } : {} });

async function send(p: Person, id: string, desc: string) {
  return as(p, { method: 'POST', url: '/api/messages', payload: { conversationId: id, desc } });
}

async function insertOrder(sellerId: string, buyerId: string) {
  await t.db.insert(orders).values({ img: '', title: 'Logo', price: 20, sellerId, buyerId, isPaid: true, provider: 'local', paymentIntent: `pi_${uuidv7()}` });
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
  stranger = await signedIn(t.app, t.db, 'seller');
});
afterAll(() => t.close());

describe('POST /api/conversations', () => {
  it('opens a conversation with a seller (201) whose id is seller id + buyer id', async () => {
    const res = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: seller.user.id } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Conversation>();
    expect(body).toMatchObject({
      id: seller.user.id + buyer.user.id,
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      username: seller.user.username,
      lastMessage: '',
      readBySeller: true,
      readByBuyer: true,
    });
    conversationId = body.id;
  });

  it('answers the existing conversation (200) instead of a duplicate, from either side', async () => {
    const again = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: seller.user.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(conversationId);
    const reverse = await as(seller, { method: 'POST', url: '/api/conversations', payload: { to: buyer.user.id } });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json<Conversation>()).toMatchObject({ id: conversationId, username: buyer.user.username });
    const rows = await t.db.select().from(conversations).where(eq(conversations.buyerId, buyer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a conversation with oneself (400) and with an unknown user (404)', async () => {
    const self = await as(seller, { method: 'POST', url: '/api/conversations', payload: { to: seller.user.id } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot start a conversation with yourself.');
    const unknown = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: uuidv7() } });
    expect(unknown.statusCode).toBe(404);
  });

  it('without an order, `to` must be a seller; the caller flag does not decide', async () => {
    const other = await signedIn(t.app, t.db, 'user');
    const res = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: other.user.id } });
    expect(res.statusCode).toBe(400);
    // A seller writing to a plain user without an order is refused as well.
    const fromSeller = await as(seller, { method: 'POST', url: '/api/conversations', payload: { to: other.user.id } });
    expect(fromSeller.statusCode).toBe(400);
  });

  it('with an order, its seller is the seller, whoever writes first and whatever their flags', async () => {
    // A seller bought from a plain user: the order, not the flags, says who sells here.
    const plainSeller = await signedIn(t.app, t.db, 'user');
    const sellerAsBuyer = await signedIn(t.app, t.db, 'seller');
    await insertOrder(plainSeller.user.id, sellerAsBuyer.user.id);
    const res = await as(sellerAsBuyer, { method: 'POST', url: '/api/conversations', payload: { to: plainSeller.user.id } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Conversation>()).toMatchObject({ id: plainSeller.user.id + sellerAsBuyer.user.id, sellerId: plainSeller.user.id, buyerId: sellerAsBuyer.user.id });

    // And from the other side of an order, the buyer is the one written to.
    const s2 = await signedIn(t.app, t.db, 'seller');
    const b2 = await signedIn(t.app, t.db, 'user');
    await insertOrder(s2.user.id, b2.user.id);
    const fromSeller = await as(s2, { method: 'POST', url: '/api/conversations', payload: { to: b2.user.id } });
    expect(fromSeller.statusCode).toBe(201);
    expect(fromSeller.json<Conversation>().id).toBe(s2.user.id + b2.user.id);
  });

  it('rejects unknown fields and a malformed `to`', async () => {
    const extra = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: seller.user.id, sellerId: buyer.user.id } });
    expect(extra.statusCode).toBe(400);
    const bad = await as(buyer, { method: 'POST', url: '/api/conversations', payload: { to: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/messages and read state', () => {
  it('stores the message, updates the preview, and marks it unread for the other side only', async () => {
    const res = await send(buyer, conversationId, 'Hello, can you make my logo?');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ChatMessage>()).toMatchObject({ conversationId, userId: buyer.user.id, desc: 'Hello, can you make my logo?' });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ lastMessage: 'Hello, can you make my logo?', readByBuyer: true, readBySeller: false });

    const sellerCount = await as(seller, { method: 'GET', url: '/api/conversations/unread-count' });
    expect(sellerCount.json()).toEqual({ count: 1 });
    const buyerCount = await as(buyer, { method: 'GET', url: '/api/conversations/unread-count' });
    expect(buyerCount.json()).toEqual({ count: 0 });
  });

  it('PUT marks read for the caller side only, and the answer from the other side flips the flags', async () => {
    const byBuyer = await as(buyer, { method: 'PUT', url: `/api/conversations/${conversationId}` });
    expect(byBuyer.statusCode).toBe(200);
    expect(byBuyer.json<Conversation>()).toMatchObject({ readByBuyer: true, readBySeller: false });

    const bySeller = await as(seller, { method: 'PUT', url: `/api/conversations/${conversationId}` });
    expect(bySeller.json<Conversation>()).toMatchObject({ readByBuyer: true, readBySeller: true });

    await send(seller, conversationId, 'Sure!');
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ lastMessage: 'Sure!', readByBuyer: false, readBySeller: true });
    const list = await as(buyer, { method: 'GET', url: '/api/conversations' });
    expect(list.json<Conversation[]>()[0]).toMatchObject({ id: conversationId, username: seller.user.username, readByBuyer: false });
  });

  it('keeps hostile text as plain text, cuts the preview at a word boundary within 100 characters, refuses empty and 5,001 characters', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>\n<b>bold</b> & "quotes"';
    const res = await send(buyer, conversationId, hostile);
    expect(res.statusCode).toBe(201);
    expect(res.json<ChatMessage>().desc).toBe(hostile);
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, res.json<ChatMessage>()._id));
    expect(stored.desc).toBe(hostile);

    const long = 'a'.repeat(5000);
    expect((await send(buyer, conversationId, long)).statusCode).toBe(201);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row.lastMessage).toBe(`${'a'.repeat(99)}…`);
    // Words are kept whole: the preview ends at a word boundary, then '…'.
    expect((await send(buyer, conversationId, Array(40).fill('word').join(' '))).statusCode).toBe(201);
    const [worded] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(worded.lastMessage).toBe(`${Array(20).fill('word').join(' ')}…`);

    const tooLong = await send(buyer, conversationId, 'a'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ desc: 'A message can be at most 5,000 characters long.' });
    for (const empty of ['', '   \n  ']) {
      const r = await send(buyer, conversationId, empty);
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ desc: 'Required' });
    }
    // NUL is refused for every route before validation (plugins/input.ts); other control characters are dropped.
    const nul = await send(buyer, conversationId, 'a\u0000b');
    expect(nul.statusCode).toBe(400);
    const bell = await send(buyer, conversationId, 'a\u0007b');
    expect(bell.statusCode).toBe(201);
    expect(bell.json<ChatMessage>().desc).toBe('ab');
    const extra = await as(buyer, { method: 'POST', url: '/api/messages', payload: { conversationId, desc: 'x', userId: seller.user.id } });
    expect(extra.statusCode).toBe(400);
  });
});

describe('participants only', () => {
  it('a third user and a visitor learn nothing on any route', async () => {
    const url = (p: string) => p.replace(':id', conversationId);
    for (const who of [stranger, null]) {
      const expected = who ? 404 : 401;
      expect((await as(who, { method: 'GET', url: url('/api/conversations/single/:id') })).statusCode).toBe(expected);
      expect((await as(who, { method: 'PUT', url: url('/api/conversations/:id') })).statusCode).toBe(expected);
      expect((await as(who, { method: 'GET', url: url('/api/messages/:id') })).statusCode).toBe(expected);
      expect((await send(who ?? stranger, conversationId, 'hi')).statusCode).toBe(404);
      if (!who) expect((await as(null, { method: 'POST', url: '/api/messages', payload: { conversationId, desc: 'hi' } })).statusCode).toBe(401);
    }
    // The same 404 as for a conversation that does not exist.
    const missing = await as(stranger, { method: 'GET', url: '/api/conversations/single/nope' });
    const real = await as(stranger, { method: 'GET', url: `/api/conversations/single/${conversationId}` });
    expect(real.body).toBe(missing.body);
    const list = await as(stranger, { method: 'GET', url: '/api/conversations' });
    expect(list.json<Conversation[]>().map((c) => c.id)).not.toContain(conversationId);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row.lastMessage).not.toBe('hi');
    expect(await t.db.select().from(messages).where(eq(messages.desc, 'hi'))).toEqual([]);
  });
});

describe('GET /api/messages/:id', () => {
  it('pages the thread: latest 50 oldest-to-newest first, then earlier pages by cursor, no gaps or repeats', async () => {
    const s = await signedIn(t.app, t.db, 'seller');
    const b = await signedIn(t.app, t.db, 'user');
    const id = (await as(b, { method: 'POST', url: '/api/conversations', payload: { to: s.user.id } })).json<Conversation>().id;
    // 120 messages, several in the same millisecond, so the id breaks ties.
    const base = Date.now() - 1_000_000;
    await t.db.insert(messages).values(
      Array.from({ length: 120 }, (_, i) => ({ id: uuidv7(), conversationId: id, userId: i % 2 ? s.user.id : b.user.id, desc: `m${i}`, createdAt: new Date(base + Math.floor(i / 3)) })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: number[] = [];
    do {
      const res = await as(b, { method: 'GET', url: `/api/messages/${id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}` });
      expect(res.statusCode, res.body).toBe(200);
      const page: MessagePage = res.json<MessagePage>();
      pages.push(page.messages.length);
      seen.unshift(...page.messages.map((m) => m.desc));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
  });

  it('pages exactly to the microsecond: a page boundary inside one millisecond skips and repeats nothing', async () => {
    const s = await signedIn(t.app, t.db, 'seller');
    const b = await signedIn(t.app, t.db, 'user');
    const id = (await as(b, { method: 'POST', url: '/api/conversations', payload: { to: s.user.id } })).json<Conversation>().id;
    // 60 messages in one millisecond, a microsecond apart, each later one with a smaller id.
    const ids = Array.from({ length: 60 }, () => uuidv7()).sort();
    await t.db.insert(messages).values(
      Array.from({ length: 60 }, (_, i) => ({
        id: ids[59 - i],
        conversationId: id,
        userId: i % 2 ? s.user.id : b.user.id,
        desc: `m${i}`,
        createdAt: sql`${`2024-03-01 10:00:00.000${100 + i}+00`}::timestamptz`,
      })),
    );
    const first = (await as(b, { method: 'GET', url: `/api/messages/${id}` })).json<MessagePage>();
    expect(first.messages.map((m) => m.desc)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 10}`));
    const res = await as(b, { method: 'GET', url: `/api/messages/${id}?cursor=${encodeURIComponent(first.nextCursor!)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MessagePage>()).toEqual({ messages: expect.any(Array), nextCursor: null });
    expect(res.json<MessagePage>().messages.map((m) => m.desc)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
  });

  it('answers 400 with fields.cursor to a cursor it cannot use, never page one; 404 first to a stranger', async () => {
    const s = await signedIn(t.app, t.db, 'seller');
    const b = await signedIn(t.app, t.db, 'user');
    const id = (await as(b, { method: 'POST', url: '/api/conversations', payload: { to: s.user.id } })).json<Conversation>().id;
    // A real cursor of another list (orders, also on a time and an id).
    await insertOrder(s.user.id, b.user.id);
    await insertOrder(s.user.id, b.user.id);
    const foreign = (await as(b, { method: 'GET', url: '/api/orders?limit=1' })).json<{ nextCursor: string }>().nextCursor;
    expect(foreign).toEqual(expect.any(String));
    const former = `${Date.now()}_${uuidv7()}`;
    for (const [what, cursor] of [...unusableTimestampCursors('messages', foreign), ['of the former format', former]]) {
      expectBadCursor(await as(b, { method: 'GET', url: `/api/messages/${id}?cursor=${encodeURIComponent(cursor)}` }), what);
    }
    expect((await as(stranger, { method: 'GET', url: `/api/messages/${id}?cursor=bogus` })).statusCode).toBe(404);
  });
});

describe('GET /api/events via inject', () => {
  it('answers a visitor 401 and ends a signed-in injected stream after `ready`', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(visitor.statusCode).toBe(401);
    const res = await as(buyer, { method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toContain('event: ready');
    expect(t.app.realtime.size()).toBe(0);
  });
});
