import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '@market/shared';
import { ConfigError, loadConfig } from '../src/config.js';
import { localPaymentIntents, orders } from '../src/db/schema/index.js';
import { LocalProcessor } from '../src/modules/payments/local-processor.js';
import { appLoggingEverything } from './helpers/trace-app.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { expectBadCursor, unusableTimestampCursors } from './helpers/cursors.js';
import { signedIn } from './helpers/factories.js';
import { gigSales, insertGig, orderByIntent, successCard } from './helpers/orders.js';

let t: TestContext;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let otherBuyer: Awaited<ReturnType<typeof signedIn>>;
let seller: Awaited<ReturnType<typeof signedIn>>;
let gigId: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
  otherBuyer = await signedIn(t.app, t.db, 'user');
  gigId = (await insertGig(t.db, t.storage, seller.user.id, { price: 45 })).id;
});
afterAll(() => t.close());

// Each call from its own address, so per-address rate limits stay out of the way.
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}` });

const checkout = async (who = buyer, gig = gigId) => {
  const res = await call(who.cookie, 'POST', `/api/orders/create-payment-intent/${gig}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntent: string; provider: string; publishableKey?: string; gig: { title: string; price: number } };
};
const pay = (intent: string, card: Partial<typeof successCard> = {}, who = buyer) =>
  call(who.cookie, 'POST', '/api/payments/local/confirm', { payment_intent: intent, ...successCard, ...card });
const confirm = (intent: string, who = buyer) => call(who.cookie, 'PUT', '/api/orders', { payment_intent: intent });
/** A new gig for a test that counts its sales. */
const freshGig = async (price = 45) => (await insertGig(t.db, t.storage, seller.user.id, { price })).id;

describe('POST /api/orders/create-payment-intent/:gigId', () => {
  it('creates a pending order priced from the database and an intent for exactly that amount', async () => {
    const id = await freshGig(120);
    const body = await checkout(buyer, id);
    expect(body.provider).toBe('local');
    expect(body.publishableKey).toBeUndefined();
    expect(body.paymentIntent).toMatch(/^pi_local_/);
    expect(body.clientSecret).toContain(`${body.paymentIntent}_secret_`);
    expect(body.gig).toMatchObject({ _id: id, price: 120, title: 'I will design a memorable logo for your brand', seller: { _id: seller.user.id, username: seller.user.username } });
    const order = await orderByIntent(t.db, body.paymentIntent);
    expect(order).toMatchObject({ gigId: id, price: 120, buyerId: buyer.user.id, sellerId: seller.user.id, isPaid: false, provider: 'local', title: 'I will design a memorable logo for your brand' });
    const [intent] = await t.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, body.paymentIntent));
    expect(intent).toMatchObject({ amount: 12000, currency: 'usd', status: 'requires_payment_method' });
    expect(intent.metadata).toMatchObject({ orderId: order.id, buyerId: buyer.user.id });
  });

  it('continues the same unpaid order when the buyer comes back to checkout', async () => {
    const id = await freshGig();
    const first = await checkout(buyer, id);
    const second = await checkout(buyer, id);
    expect(second.paymentIntent).toBe(first.paymentIntent);
    const rows = await t.db.select().from(orders).where(eq(orders.gigId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a price or amount sent by the client', async () => {
    const res = await call(buyer.cookie, 'POST', `/api/orders/create-payment-intent/${gigId}`, { price: 1, amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ price: 'This field is not allowed', amount: 'This field is not allowed' });
  });

  it("refuses the seller's own gig with 403 and a missing gig with 404", async () => {
    const own = await call(seller.cookie, 'POST', `/api/orders/create-payment-intent/${gigId}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(paymentTexts.ownGig);
    const missing = await call(buyer.cookie, 'POST', '/api/orders/create-payment-intent/01900000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(paymentTexts.gigNotFound);
    const bad = await call(buyer.cookie, 'POST', '/api/orders/create-payment-intent/not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the built-in card processor', () => {
  it('the success card pays: the order is paid once and the gig sells one more', async () => {
    const id = await freshGig(60);
    const before = await gigSales(t.db, id);
    const { paymentIntent } = await checkout(buyer, id);
    const paid = await pay(paymentIntent);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const res = await confirm(paymentIntent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    const order = await orderByIntent(t.db, paymentIntent);
    expect(order.isPaid).toBe(true);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await gigSales(t.db, id)).toBe(before + 1);
  });

  it.each([
    ['4000 0000 0000 0002', paymentTexts.cardDeclined],
    ['4000 0000 0000 9995', paymentTexts.insufficientFunds],
    ['4111 1111 1111 1111', paymentTexts.notTestCard],
    ['4242 4242 4242 4241', paymentTexts.invalidNumber],
    ['1234', paymentTexts.invalidNumber],
  ])('card %s is refused with 402 "%s" and leaves no paid order', async (number, message) => {
    const id = await freshGig();
    const { paymentIntent } = await checkout(buyer, id);
    const res = await pay(paymentIntent, { number });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'requires_payment_method' });
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    expect(await gigSales(t.db, id)).toBe(0);
    // The buyer can try again with another card.
    expect((await pay(paymentIntent)).json()).toEqual({ status: 'succeeded' });
  });

  it('checks the expiry date and the CVC', async () => {
    const { paymentIntent } = await checkout(buyer, await freshGig());
    const year = new Date().getUTCFullYear();
    const lastMonth = new Date(Date.UTC(year, new Date().getUTCMonth() - 1, 1));
    const expired = await pay(paymentIntent, { expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe(paymentTexts.expired);
    // Two-digit years are read as 20xx; this month is still valid.
    const thisMonth = await pay(paymentIntent, { expMonth: new Date().getUTCMonth() + 1, expYear: year % 100, cvc: '12' });
    expect(thisMonth.json().message).toBe(paymentTexts.invalidCvc);
    for (const cvc of ['12345', 'abc']) expect((await pay(paymentIntent, { cvc })).json().message).toBe(paymentTexts.invalidCvc);
    const month = await pay(paymentIntent, { expMonth: 13 });
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toBe(paymentTexts.invalidExpiry);
    const extra = await call(buyer.cookie, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard, amount: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await pay(paymentIntent, { cvc: '1234' })).json()).toEqual({ status: 'succeeded' });
  });

  it('the processing card stays processing, then succeeds', async () => {
    const id = await freshGig();
    const { paymentIntent } = await checkout(buyer, id);
    expect((await pay(paymentIntent, { number: '4000000000000077' })).json()).toEqual({ status: 'processing' });
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'processing' });
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    // Its settling time passes (set in the past rather than waited for).
    await t.db.update(localPaymentIntents).set({ settlesAt: new Date(Date.now() - 1000) }).where(eq(localPaymentIntents.id, paymentIntent));
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
    expect(await gigSales(t.db, id)).toBe(1);
  });

  it("another buyer can neither pay nor confirm someone else's intent", async () => {
    const { paymentIntent } = await checkout(buyer, await freshGig());
    const payOther = await pay(paymentIntent, {}, otherBuyer);
    expect(payOther.statusCode).toBe(404);
    expect((await pay(paymentIntent)).statusCode).toBe(200);
    const confirmOther = await confirm(paymentIntent, otherBuyer);
    expect(confirmOther.statusCode).toBe(403);
    const bySeller = await confirm(paymentIntent, seller);
    expect(bySeller.statusCode).toBe(403);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    const unknown = await confirm('pi_local_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(paymentTexts.paymentNotFound);
  });

  it('confirming twice (card and order) counts one sale', async () => {
    const id = await freshGig();
    const { paymentIntent } = await checkout(buyer, id);
    expect((await pay(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect((await pay(paymentIntent, { number: '4000000000000002' })).json()).toEqual({ status: 'succeeded' });
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect(await gigSales(t.db, id)).toBe(1);
  });

  it('20 concurrent confirmations of one intent mark it paid once and count exactly one sale', async () => {
    const id = await freshGig();
    const { paymentIntent } = await checkout(buyer, id);
    // The card is accepted at the processor; the order is not settled yet.
    await (t.app.payments as LocalProcessor).confirm({ payment_intent: paymentIntent, ...successCard }, buyer.user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(paymentIntent)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.json().status === 'succeeded')).toBe(true);
    expect(await gigSales(t.db, id)).toBe(1);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
  });

  it('a tampered amount at the processor never pays the order', async () => {
    const id = await freshGig(200);
    const { paymentIntent } = await checkout(buyer, id);
    await t.db.update(localPaymentIntents).set({ amount: 100 }).where(eq(localPaymentIntents.id, paymentIntent));
    expect((await pay(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    const res = await confirm(paymentIntent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentTexts.amountMismatch);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    expect(await gigSales(t.db, id)).toBe(0);
  });

  it('a changed order price (the gig was repriced) does not match the intent either', async () => {
    const id = await freshGig(30);
    const { paymentIntent } = await checkout(buyer, id);
    await t.db.update(orders).set({ price: 300 }).where(eq(orders.paymentIntent, paymentIntent));
    await pay(paymentIntent);
    expect((await confirm(paymentIntent)).statusCode).toBe(409);
  });

  it('answers 404 for the webhook while the built-in processor is in use', async () => {
    const res = await call(undefined, 'POST', '/api/payments/webhook', { id: 'evt_1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/orders', () => {
  it("lists the caller's paid orders as buyer and as seller, newest first, with the other party", async () => {
    const lister = await signedIn(t.app, t.db, 'seller');
    const hisGig = await insertGig(t.db, t.storage, lister.user.id, { price: 80, title: 'I will write your product descriptions' });
    const bought: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { paymentIntent } = await checkout(lister, await freshGig(10 + i));
      await pay(paymentIntent, {}, lister);
      await confirm(paymentIntent, lister);
      bought.push(paymentIntent);
    }
    // Sold to the buyer; and an unpaid checkout, which is not listed.
    const sold = await checkout(buyer, hisGig.id);
    await pay(sold.paymentIntent);
    await confirm(sold.paymentIntent);
    await checkout(lister, await freshGig(99));

    const res = await call(lister.cookie, 'GET', '/api/orders');
    expect(res.statusCode).toBe(200);
    const { orders: list, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(list.map((o: { price: number }) => o.price)).toEqual([80, 11, 10]);
    expect(list[0]).toMatchObject({ role: 'seller', buyerId: buyer.user.id, sellerId: lister.user.id, username: buyer.user.username, gigId: hisGig.id, title: 'I will write your product descriptions' });
    expect(list[0].img).toBe(`/api/files/${hisGig.coverFileId}`);
    expect(list[0].userImg).toBe('/img/noavatar.svg');
    expect(list[1]).toMatchObject({ role: 'buyer', sellerId: seller.user.id, buyerId: lister.user.id, username: seller.user.username });
    expect(Object.keys(list[1]).sort()).toEqual(
      ['_id', 'amount', 'buyerId', 'createdAt', 'currency', 'dueAt', 'gigId', 'img', 'isLate', 'paymentMethod', 'price', 'rate', 'role', 'sellerId', 'status', 'title', 'userImg', 'username'].sort(),
    );

    // Keyset pages of one.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { orders: { price: number }[]; nextCursor: string | null } = (await call(lister.cookie, 'GET', `/api/orders?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...page.orders.map((o) => o.price));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([80, 11, 10]);
    expect((await call(lister.cookie, 'GET', '/api/orders?cursor=bogus')).statusCode).toBe(400);
  });

  it('pages both sides in one order, exact to the microsecond: no order repeated or skipped', async () => {
    const lister = await signedIn(t.app, t.db, 'user');
    const other = await signedIn(t.app, t.db, 'user');
    // Newest first. The first two are in one millisecond, the later one with the smaller id; the
    // next two at the very same time (the id decides). Bought and sold alternate.
    const ids = Array.from({ length: 5 }, () => uuidv7()).sort();
    const rows = [
      { id: ids[0], at: '2024-03-01 10:00:00.000900+00' },
      { id: ids[4], at: '2024-03-01 10:00:00.0001+00' },
      { id: ids[3], at: '2024-03-01 09:00:00+00' },
      { id: ids[2], at: '2024-03-01 09:00:00+00' },
      { id: ids[1], at: '2024-02-01 08:00:00.5+00' },
    ];
    await t.db.insert(orders).values(
      rows.map(({ id, at }, i) => ({
        id,
        img: '',
        title: 'Logo',
        price: 20,
        sellerId: i % 2 ? lister.user.id : other.user.id,
        buyerId: i % 2 ? other.user.id : lister.user.id,
        isPaid: true,
        provider: 'local',
        paymentIntent: `pi_${id}`,
        createdAt: sql`${at}::timestamptz`,
      })),
    );
    for (const limit of [1, 2, 5]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(lister.cookie, 'GET', `/api/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const page: { orders: { _id: string }[]; nextCursor: string | null } = res.json();
        seen.push(...page.orders.map((o) => o._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `limit=${limit}`).toEqual(rows.map((r) => r.id));
    }
  });

  it('answers 400 with fields.cursor to a cursor it cannot use, never page one', async () => {
    await freshGig();
    await freshGig();
    const foreign = (await call(undefined, 'GET', '/api/gigs?sort=createdAt&limit=1')).json().nextCursor;
    expect(foreign).toEqual(expect.any(String));
    const former = Buffer.from(`${new Date().toISOString()}|01900000-0000-7000-8000-000000000000`).toString('base64url');
    for (const [what, cursor] of [...unusableTimestampCursors('orders', foreign), ['of the former format', former]]) {
      expectBadCursor(await call(buyer.cookie, 'GET', `/api/orders?cursor=${encodeURIComponent(cursor)}`), what);
    }
  });

  it('keeps one side with role=buyer or role=seller, paged by the same cursor, and only the caller\'s own orders', async () => {
    const trader = await signedIn(t.app, t.db, 'seller');
    const stranger = await signedIn(t.app, t.db, 'user');
    const tradersGig = await insertGig(t.db, t.storage, trader.user.id, { price: 70 });
    const paidBy = async (who: typeof buyer, gig: string) => {
      const { paymentIntent } = await checkout(who, gig);
      expect((await pay(paymentIntent, {}, who)).json()).toEqual({ status: 'succeeded' });
      expect((await confirm(paymentIntent, who)).statusCode).toBe(200);
    };
    // Bought and sold interleave; a stranger's own purchase from the same seller is not the trader's.
    await paidBy(trader, await freshGig(21));
    await paidBy(buyer, tradersGig.id);
    await paidBy(trader, await freshGig(22));
    await paidBy(otherBuyer, tradersGig.id);
    await paidBy(stranger, await freshGig(23));

    const pages = async (query: string) => {
      const seen: { price: number; role: string; buyerId: string; sellerId: string }[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(trader.cookie, 'GET', `/api/orders?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const page: { orders: typeof seen; nextCursor: string | null } = res.json();
        seen.push(...page.orders);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const bought = await pages('role=buyer');
    expect(bought.map((o) => [o.price, o.role, o.buyerId])).toEqual([
      [22, 'buyer', trader.user.id],
      [21, 'buyer', trader.user.id],
    ]);
    const sold = await pages('role=seller');
    expect(sold.map((o) => [o.role, o.sellerId, o.buyerId])).toEqual([
      ['seller', trader.user.id, otherBuyer.user.id],
      ['seller', trader.user.id, buyer.user.id],
    ]);
    // No role: both sides, as before.
    expect((await pages('')).map((o) => o.role)).toEqual(['seller', 'buyer', 'seller', 'buyer']);
    // The stranger sees only their own purchase, whichever side is asked for.
    expect((await call(stranger.cookie, 'GET', '/api/orders?role=buyer')).json().orders.map((o: { price: number }) => o.price)).toEqual([23]);
    expect((await call(stranger.cookie, 'GET', '/api/orders?role=seller')).json()).toEqual({ orders: [], nextCursor: null });
  });

  it('answers 400 with fields.role to a role it does not know', async () => {
    for (const role of ['admin', 'BUYER', '']) {
      const res = await call(buyer.cookie, 'GET', `/api/orders?role=${role}`);
      expect(res.statusCode, role).toBe(400);
      expect(res.json().fields, role).toHaveProperty('role');
    }
  });

  it('answers an empty list to someone without orders', async () => {
    const nobody = await signedIn(t.app, t.db, 'user');
    expect((await call(nobody.cookie, 'GET', '/api/orders')).json()).toEqual({ orders: [], nextCursor: null });
  });
});

describe('GET /api/orders/by-payment/:paymentIntent', () => {
  it('answers the paid order to its buyer, with the seller, picture and date the success page shows', async () => {
    const id = await freshGig(55);
    const { paymentIntent } = await checkout(buyer, id);
    await pay(paymentIntent);
    await confirm(paymentIntent);
    const res = await call(buyer.cookie, 'GET', `/api/orders/by-payment/${paymentIntent}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    const row = await orderByIntent(t.db, paymentIntent);
    expect(order).toEqual({
      _id: row.id,
      gigId: id,
      img: `/api/files/${row.img}`,
      title: 'I will design a memorable logo for your brand',
      price: 55,
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      username: seller.user.username,
      userImg: '/img/noavatar.svg',
      role: 'buyer',
      createdAt: row.createdAt.toISOString(),
      // Paid: the seller works, due in the gig's delivery days (3) from the payment.
      status: 'in_progress',
      dueAt: new Date(row.paidAt!.getTime() + 3 * 86_400_000).toISOString(),
      isLate: false,
      // Paid by card: charged its price in cents (decision 0153).
      currency: 'USD',
      amount: 5500,
      rate: null,
      paymentMethod: null,
    });
  });

  it('answers 403 to anyone but the buyer, the seller included, and 404 to an unpaid or unknown payment', async () => {
    const { paymentIntent } = await checkout(buyer, await freshGig());
    const url = `/api/orders/by-payment/${paymentIntent}`;
    // Not paid yet: no order to show, even to its buyer.
    expect((await call(buyer.cookie, 'GET', url)).statusCode).toBe(404);
    expect((await call(otherBuyer.cookie, 'GET', url)).statusCode).toBe(403);
    await pay(paymentIntent);
    await confirm(paymentIntent);
    expect((await call(buyer.cookie, 'GET', url)).statusCode).toBe(200);
    expect((await call(otherBuyer.cookie, 'GET', url)).statusCode).toBe(403);
    expect((await call(seller.cookie, 'GET', url)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    const unknown = await call(buyer.cookie, 'GET', '/api/orders/by-payment/pi_local_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(paymentTexts.paymentNotFound);
  });
});

describe('card data', () => {
  it('is never stored nor logged, even at trace level and on errors', async () => {
    const { app, lines } = await appLoggingEverything(t);
    const { paymentIntent } = await checkout(buyer, await freshGig());
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/payments/local/confirm', payload: { payment_intent: paymentIntent, ...successCard, ...payload }, headers: { cookie: buyer.cookie } });
    await send({ number: '4000 0000 0000 0002', cvc: '987' });
    await send({ number: '4000000000009995', cvc: '987', expMonth: 99 });
    await send({ number: '4242424242424242', cvc: '987' });
    // Were a body ever logged, its card fields would be hidden.
    app.log.info({ req: { body: { number: '4000000000000002', cvc: '987' } }, body: { number: '4000000000000002' } }, 'body logged');
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('/api/payments/local/confirm');
    expect(log).toContain('[Redacted]');
    // Short secrets (the CVC, the last four digits) are looked for as whole values: random ids,
    // secrets and timestamps may hold the same digits by chance ('…9995…' in a hex id).
    const standalone = (secret: string) => new RegExp(`(?<![0-9a-fA-F.])${secret}(?![0-9a-fA-F.])`);
    for (const secret of ['4000 0000 0000 0002', '4000000000000002', '4000000000009995', '4242424242424242']) expect(log).not.toContain(secret);
    expect(log).not.toMatch(standalone('987'));
    const stored = JSON.stringify(await t.db.select().from(localPaymentIntents));
    for (const secret of ['4000000000000002', '4000000000009995', '4242424242424242']) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(standalone('9995'));
    // The check can fail: a stored last four would be found.
    expect(JSON.stringify({ lastError: 'card ending 9995' })).toMatch(standalone('9995'));
  });
});

describe('payment configuration', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('uses the built-in processor without Stripe keys, Stripe with all three', () => {
    expect(loadConfig({}).paymentProvider).toBe('local');
    const config = loadConfig(keys);
    expect(config.paymentProvider).toBe('stripe');
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_abc123' });
  });

  it('refuses to start with only some of the Stripe keys, naming the missing ones', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: keys.STRIPE_PUBLISHABLE_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: must be set/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_wrong' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('keeps Stripe out of the Content-Security-Policy with the built-in processor', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("frame-src 'none'");
  });
});
