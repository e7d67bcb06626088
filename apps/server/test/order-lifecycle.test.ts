import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLifecycleTexts, type OrderDetail } from '@market/shared';
import { gigs, jobs, localPaymentIntents, orderActivity, orders, users } from '../src/db/schema/index.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { LocalDiskStorage, uploadsDir } from '../src/lib/storage.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { signedIn } from './helpers/factories.js';
import { gigSales, insertGig, orderByIntent, successCard } from './helpers/orders.js';
import { samplePdf, uploadFile } from './helpers/uploads.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let buyer: Session;
let seller: Session;
let stranger: Session;
let admin: Session;
let address = 0;

// Timers short enough to watch (hours in decimals): 0.0005 h is 1.8 s.
beforeAll(async () => {
  t = await createTestApp({ ORDER_AUTO_COMPLETE_HOURS: '0.0005', ORDER_CANCELLATION_AUTO_ACCEPT_HOURS: '0.0005', JOBS_POLL_SECONDS: '0.1' });
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
  stranger = await signedIn(t.app, t.db, 'user');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Session | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {}, remoteAddress: `10.8.${Math.floor(++address / 250)}.${(address % 250) + 1}` });

/** A paid order of a fresh gig (2 revisions, 3 delivery days), through checkout and the test card. */
async function paidOrder(opts: { revisionNumber?: number; from?: Session } = {}): Promise<{ id: string; gigId: string }> {
  const gig = await insertGig(t.db, t.storage, (opts.from ?? seller).user.id, { price: 40, revisionNumber: opts.revisionNumber ?? 2 });
  const checkout = await call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`);
  const { paymentIntent } = checkout.json() as { paymentIntent: string };
  expect((await call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard })).statusCode).toBe(200);
  expect((await call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent })).json()).toEqual({ status: 'succeeded' });
  return { id: (await orderByIntent(t.db, paymentIntent)).id, gigId: gig.id };
}

const detail = async (who: Session, id: string) => {
  const res = await call(who, 'GET', `/api/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderDetail;
};
const act = (who: Session, method: Method, id: string, path: string, payload?: object) => call(who, method, `/api/orders/${id}${path}`, payload);
const expectStatus = async (res: Promise<{ statusCode: number; body: string }>, status: number, message?: string) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  if (message) expect(JSON.parse(r.body).message).toBe(message);
  return r;
};
const deliveryFile = (who: Session) => uploadFile(t.app, who.cookie, 'delivery', { data: samplePdf, filename: 'work.pdf', type: 'application/pdf' });
/** Waits (a state, not a delay) until every due job and event has run, then for the order to reach `status`. */
async function waitForStatus(id: string, status: string) {
  for (let i = 0; i < 200; i++) {
    await settled(t.app);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    if (row.status === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`order ${id} never reached ${status}`);
}
async function waitForRefund(id: string) {
  for (let i = 0; i < 200; i++) {
    await settled(t.app);
    const [row] = await t.db.select({ refundedAt: orders.refundedAt, refundId: orders.refundId }).from(orders).where(eq(orders.id, id));
    if (row.refundedAt) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`order ${id} was never refunded`);
}

describe('an order after payment', () => {
  it('is in progress, due in the delivery days copied from the gig, which later edits do not change', async () => {
    const { id, gigId } = await paidOrder();
    await t.db.update(gigs).set({ revisionNumber: 9, deliveryTime: 30 }).where(eq(gigs.id, gigId));
    const order = await detail(buyer, id);
    expect(order).toMatchObject({ status: 'in_progress', revisionsAllowed: 2, revisionsUsed: 0, deliveryDays: 3, isLate: false, requirements: null, cancellation: null, dispute: null });
    expect(new Date(order.dueAt!).getTime() - new Date(order.paidAt!).getTime()).toBe(3 * 86_400_000);
    expect(order.activity.map((a) => a.type)).toEqual(['paid']);
    expect(order.actions.sort()).toEqual(['dispute', 'requestCancellation', 'submitRequirements'].sort());
    expect((await detail(seller, id)).actions.sort()).toEqual(['deliver', 'dispute', 'requestCancellation'].sort());
    expect((await detail(admin, id)).actions).toEqual([]);
    expect(order.conversationId).toBe(seller.user.id + buyer.user.id);
  });

  it('is 404 to anyone but its buyer, its seller and admins, and for an unknown id', async () => {
    const { id } = await paidOrder();
    await expectStatus(call(stranger, 'GET', `/api/orders/${id}`), 404, orderLifecycleTexts.notFound);
    await expectStatus(call(null, 'GET', `/api/orders/${id}`), 401);
    await expectStatus(call(buyer, 'GET', '/api/orders/01900000-0000-7000-8000-000000000000'), 404);
    await expectStatus(call(buyer, 'GET', '/api/orders/not-a-uuid'), 400);
  });

  it('goes requirements -> delivery -> revision -> delivery -> accept, with files private to its parties', async () => {
    const { id, gigId } = await paidOrder({ revisionNumber: 1 });
    const brief = await deliveryFile(buyer);
    const afterReq = (await expectStatus(act(buyer, 'POST', id, '/requirements', { desc: 'Blue and green, please.', files: [brief.url] }), 200)).body;
    expect(JSON.parse(afterReq).requirements).toMatchObject({ desc: 'Blue and green, please.', files: [{ url: brief.url, name: 'work.pdf', type: 'application/pdf' }] });

    const work = await deliveryFile(seller);
    const delivered = JSON.parse((await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'First version', files: [work.url] }), 200)).body) as OrderDetail;
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveries).toHaveLength(1);
    expect(delivered.autoCompleteAt).not.toBeNull();
    // The buyer may no longer change the brief once work was delivered.
    await expectStatus(act(buyer, 'POST', id, '/requirements', { desc: 'Too late', files: [] }), 409, orderLifecycleTexts.submitRequirements);
    expect((await detail(buyer, id)).actions.sort()).toEqual(['accept', 'dispute', 'requestCancellation', 'requestRevision'].sort());

    // Files: the parties and admins read them; nobody else.
    for (const file of [brief, work]) {
      expect((await call(buyer, 'GET', file.url)).statusCode).toBe(200);
      expect((await call(seller, 'GET', file.url)).statusCode).toBe(200);
      expect((await call(admin, 'GET', file.url)).statusCode).toBe(200);
      expect([403, 404]).toContain((await call(stranger, 'GET', file.url)).statusCode);
      expect((await call(null, 'GET', file.url)).statusCode).not.toBe(200);
    }
    // A file already on an order cannot be sent again.
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'Again', files: [work.url] }), 409);

    const revised = JSON.parse((await expectStatus(act(buyer, 'POST', id, '/revisions', { desc: 'Bigger logo' }), 200)).body) as OrderDetail;
    expect(revised).toMatchObject({ status: 'revision_requested', revisionsUsed: 1, autoCompleteAt: null });
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `order-auto-complete:${id}`))).toHaveLength(0);
    const second = await deliveryFile(seller);
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'Second version', files: [second.url] }), 200);
    // One revision bought, one used.
    await expectStatus(act(buyer, 'POST', id, '/revisions', { desc: 'Once more' }), 409, orderLifecycleTexts.noRevisionsLeft);
    const done = JSON.parse((await expectStatus(act(buyer, 'POST', id, '/accept'), 200)).body) as OrderDetail;
    expect(done.status).toBe('completed');
    expect(done.actions).toEqual([]);
    expect(done.deliveries.map((d) => d.desc)).toEqual(['First version', 'Second version']);
    expect(done.activity.map((a) => a.type)).toEqual(['paid', 'requirements', 'delivered', 'revision_requested', 'delivered', 'accepted']);
    await expectStatus(act(buyer, 'POST', id, '/accept'), 409, orderLifecycleTexts.accept);

    // The buyer's review of the gig is a verified purchase.
    await expectStatus(call(buyer, 'POST', '/api/reviews', { gigId, desc: 'Great work', star: 5 }), 201);
    const reviews = (await call(null, 'GET', `/api/reviews/${gigId}`)).json() as { reviews: { userId: string; verifiedPurchase: boolean }[] };
    expect(reviews.reviews.find((r) => r.userId === buyer.user.id)?.verifiedPurchase).toBe(true);
  });

  it('answers 403 to the wrong party and 409 to the wrong state, changing nothing', async () => {
    const { id } = await paidOrder();
    const before = await t.db.select().from(orders).where(eq(orders.id, id));
    await expectStatus(act(buyer, 'POST', id, '/deliveries', { desc: 'x', files: [] }), 403, orderLifecycleTexts.notYours);
    await expectStatus(act(seller, 'POST', id, '/accept'), 403);
    await expectStatus(act(seller, 'POST', id, '/revisions', { desc: 'x' }), 403);
    await expectStatus(act(seller, 'POST', id, '/requirements', { desc: 'x', files: [] }), 403);
    await expectStatus(act(admin, 'POST', id, '/deliveries', { desc: 'x', files: [] }), 403);
    await expectStatus(act(buyer, 'POST', id, '/resolve', { outcome: 'refund', note: 'x' }), 403);
    await expectStatus(act(stranger, 'POST', id, '/accept'), 404);
    await expectStatus(act(stranger, 'POST', id, '/resolve', { outcome: 'refund', note: 'x' }), 404);
    await expectStatus(act(buyer, 'POST', id, '/accept'), 409, orderLifecycleTexts.accept);
    await expectStatus(act(buyer, 'POST', id, '/revisions', { desc: 'x' }), 409, orderLifecycleTexts.requestRevision);
    await expectStatus(act(buyer, 'POST', id, '/cancellation/accept'), 409, orderLifecycleTexts.noCancellation);
    await expectStatus(act(buyer, 'DELETE', id, '/cancellation'), 409, orderLifecycleTexts.noOwnCancellation);
    await expectStatus(act(admin, 'POST', id, '/resolve', { outcome: 'refund', note: 'x' }), 409, orderLifecycleTexts.resolve);
    await expectStatus(act(buyer, 'POST', id, '/deliveries', { desc: '', files: [] }), 400);
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'x', files: [], status: 'completed' }), 400);
    // Someone else's upload is not the seller's to deliver.
    const notHis = await deliveryFile(buyer);
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'x', files: [notHis.url] }), 400, orderLifecycleTexts.badFile);
    expect(await t.db.select().from(orders).where(eq(orders.id, id))).toEqual(before);
  });
});

describe('every transition by every party', () => {
  type Caller = 'buyer' | 'seller' | 'admin' | 'stranger';
  const callerOf = (c: Caller) => ({ buyer, seller, admin, stranger })[c];
  const routes: [string, Method, string, object | undefined][] = [
    ['requirements', 'POST', '/requirements', { desc: 'Brief', files: [] }],
    ['deliver', 'POST', '/deliveries', { desc: 'Work', files: [] }],
    ['revision', 'POST', '/revisions', { desc: 'Change' }],
    ['accept', 'POST', '/accept', undefined],
    ['cancellation', 'POST', '/cancellation', { reason: 'Why' }],
    ['accept cancellation', 'POST', '/cancellation/accept', undefined],
    ['decline cancellation', 'POST', '/cancellation/decline', undefined],
    ['withdraw cancellation', 'DELETE', '/cancellation', undefined],
    ['dispute', 'POST', '/dispute', { reason: 'Why' }],
    ['resolve', 'POST', '/resolve', { outcome: 'complete', note: 'Decided' }],
  ];
  // On a fresh order in progress, without a cancellation request. Calls that would change the order (200) go last.
  const inProgress: Record<string, Partial<Record<Caller, number>>> = {
    requirements: { stranger: 404, seller: 403, admin: 403, buyer: 200 },
    deliver: { stranger: 404, buyer: 403, admin: 403, seller: 200 },
    revision: { stranger: 404, seller: 403, admin: 403, buyer: 409 },
    accept: { stranger: 404, seller: 403, admin: 403, buyer: 409 },
    cancellation: { stranger: 404, admin: 403, buyer: 200 },
    'accept cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    'decline cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    'withdraw cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    dispute: { stranger: 404, admin: 403, seller: 200 },
    resolve: { stranger: 404, buyer: 403, seller: 403, admin: 409 },
  };
  // On a completed order every action is over: the right party gets 409, the wrong one 403, a stranger 404.
  const completed: Record<string, Record<Caller, number>> = {
    requirements: { stranger: 404, seller: 403, admin: 403, buyer: 409 },
    deliver: { stranger: 404, buyer: 403, admin: 403, seller: 409 },
    revision: { stranger: 404, seller: 403, admin: 403, buyer: 409 },
    accept: { stranger: 404, seller: 403, admin: 403, buyer: 409 },
    cancellation: { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    'accept cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    'decline cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    'withdraw cancellation': { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    dispute: { stranger: 404, admin: 403, buyer: 409, seller: 409 },
    resolve: { stranger: 404, buyer: 403, seller: 403, admin: 409 },
  };

  it.each(routes)('%s on an order in progress', async (name, method, path, body) => {
    const { id } = await paidOrder();
    for (const [caller, status] of Object.entries(inProgress[name]) as [Caller, number][]) {
      const res = await act(callerOf(caller), method, id, path, body);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(status);
    }
  });

  it('every action on a completed order', async () => {
    const { id } = await paidOrder();
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'Done', files: [] }), 200);
    await expectStatus(act(buyer, 'POST', id, '/accept'), 200);
    const before = await t.db.select().from(orders).where(eq(orders.id, id));
    for (const [name, method, path, body] of routes) {
      for (const [caller, status] of Object.entries(completed[name]) as [Caller, number][]) {
        const res = await act(callerOf(caller), method, id, path, body);
        expect(res.statusCode, `${name} by ${caller}: ${res.body}`).toBe(status);
      }
    }
    expect(await t.db.select().from(orders).where(eq(orders.id, id))).toEqual(before);
  });
});

describe('cancellation', () => {
  it('by agreement: asked, accepted, refunded once through the processor; sales and seller figures drop', async () => {
    // A seller of its own: the other tests' timers (cancelling their orders) cannot move these figures meanwhile.
    const seller = await signedIn(t.app, t.db, 'seller');
    const { id, gigId } = await paidOrder({ from: seller });
    const salesBefore = await gigSales(t.db, gigId);
    const [figuresBefore] = await t.db.select({ paidOrders: users.paidOrders }).from(users).where(eq(users.id, seller.user.id));
    const asked = JSON.parse((await expectStatus(act(buyer, 'POST', id, '/cancellation', { reason: 'Plans changed' }), 200)).body) as OrderDetail;
    expect(asked.status).toBe('in_progress');
    expect(asked.cancellation).toMatchObject({ by: buyer.user.id, reason: 'Plans changed' });
    expect(asked.actions).toContain('withdrawCancellation');
    await expectStatus(act(buyer, 'POST', id, '/cancellation/accept'), 403, orderLifecycleTexts.ownCancellation);
    await expectStatus(act(seller, 'POST', id, '/cancellation', { reason: 'Me too' }), 409, orderLifecycleTexts.cancellationOpen);
    expect((await detail(seller, id)).actions).toEqual(expect.arrayContaining(['acceptCancellation', 'declineCancellation']));

    const cancelled = JSON.parse((await expectStatus(act(seller, 'POST', id, '/cancellation/accept'), 200)).body) as OrderDetail;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: null });
    const refund = await waitForRefund(id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const [intent] = await t.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, order.paymentIntent));
    expect(intent.refundId).toBe(refund.refundId);
    expect(await gigSales(t.db, gigId)).toBe(salesBefore - 1);
    const [figuresAfter] = await t.db.select({ paidOrders: users.paidOrders }).from(users).where(eq(users.id, seller.user.id));
    expect(figuresAfter.paidOrders).toBe(figuresBefore.paidOrders - 1);
    expect((await detail(buyer, id)).activity.map((a) => a.type)).toEqual(['paid', 'cancellation_requested', 'cancellation_accepted', 'refunded']);
  });

  it('declined or withdrawn leaves no request, the activity keeps both', async () => {
    const { id } = await paidOrder();
    await expectStatus(act(seller, 'POST', id, '/cancellation', { reason: 'Too busy' }), 200);
    expect((await detail(buyer, id)).cancellation).not.toBeNull();
    await expectStatus(act(buyer, 'POST', id, '/cancellation/decline'), 200);
    await expectStatus(act(buyer, 'POST', id, '/cancellation', { reason: 'Fine then' }), 200);
    await expectStatus(act(seller, 'DELETE', id, '/cancellation'), 409, orderLifecycleTexts.noOwnCancellation);
    const withdrawn = JSON.parse((await expectStatus(act(buyer, 'DELETE', id, '/cancellation'), 200)).body) as OrderDetail;
    expect(withdrawn).toMatchObject({ status: 'in_progress', cancellation: null });
    expect(withdrawn.activity.map((a) => a.type)).toEqual(['paid', 'cancellation_requested', 'cancellation_declined', 'cancellation_requested', 'cancellation_withdrawn']);
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `order-cancellation-auto-accept:${id}`))).toHaveLength(0);
  });

  it('a late order is cancelled at once by its buyer (not by its seller), and refunded', async () => {
    const { id } = await paidOrder();
    await expectStatus(act(buyer, 'POST', id, '/cancellation', { reason: 'x' }), 200);
    await expectStatus(act(buyer, 'DELETE', id, '/cancellation'), 200);
    // The due date moved back: the order is late.
    await t.db.update(orders).set({ dueAt: sql`now() - interval '1 hour'` }).where(eq(orders.id, id));
    const late = await detail(buyer, id);
    expect(late.isLate).toBe(true);
    expect(late.actions).toContain('cancel');
    expect(late.actions).not.toContain('requestCancellation');
    expect((await call(buyer, 'GET', '/api/orders?status=active')).json().orders.find((o: { _id: string }) => o._id === id)).toMatchObject({ isLate: true });
    const sellerAsks = JSON.parse((await expectStatus(act(seller, 'POST', id, '/cancellation', { reason: 'Sorry' }), 200)).body) as OrderDetail;
    expect(sellerAsks.status).toBe('in_progress');
    const done = JSON.parse((await expectStatus(act(buyer, 'POST', id, '/cancellation', { reason: 'It is late' }), 200)).body) as OrderDetail;
    expect(done.status).toBe('cancelled');
    expect(done.activity.at(-1)).toMatchObject({ type: 'cancelled_late', desc: 'It is late', actor: { _id: buyer.user.id } });
    await waitForRefund(id);
  });

  it('20 concurrent accepts of one cancellation cancel once and refund once', async () => {
    const { id, gigId } = await paidOrder();
    const sales = await gigSales(t.db, gigId);
    await expectStatus(act(buyer, 'POST', id, '/cancellation', { reason: 'Race' }), 200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(seller, 'POST', id, '/cancellation/accept')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    await waitForRefund(id);
    expect(await gigSales(t.db, gigId)).toBe(sales - 1);
    const refunds = await t.db.select().from(orderActivity).where(sql`${orderActivity.orderId} = ${id} and ${orderActivity.type} = 'refunded'`);
    expect(refunds).toHaveLength(1);
  });

  it('an unanswered request is accepted by itself after ORDER_CANCELLATION_AUTO_ACCEPT_HOURS', async () => {
    const { id } = await paidOrder();
    const asked = JSON.parse((await expectStatus(act(seller, 'POST', id, '/cancellation', { reason: 'Cannot do it' }), 200)).body) as OrderDetail;
    expect(asked.cancellation?.autoAcceptAt).not.toBeNull();
    await waitForStatus(id, 'cancelled');
    const order = await detail(buyer, id);
    expect(order.activity.map((a) => a.type)).toContain('cancellation_auto_accepted');
    await waitForRefund(id);
  });
});

describe('timers and disputes', () => {
  it('a delivery nobody answers completes by itself after ORDER_AUTO_COMPLETE_HOURS', async () => {
    const { id } = await paidOrder();
    await expectStatus(act(seller, 'POST', id, '/deliveries', { desc: 'Done', files: [] }), 200);
    await waitForStatus(id, 'completed');
    expect((await detail(buyer, id)).activity.at(-1)).toMatchObject({ type: 'auto_completed', actor: null });
  });

  it('a dispute stops the timers; an admin completes or refunds it with a note', async () => {
    const first = await paidOrder();
    await expectStatus(act(seller, 'POST', first.id, '/deliveries', { desc: 'Done', files: [] }), 200);
    const disputed = JSON.parse((await expectStatus(act(buyer, 'POST', first.id, '/dispute', { reason: 'Not what I asked' }), 200)).body) as OrderDetail;
    expect(disputed).toMatchObject({ status: 'disputed', autoCompleteAt: null, dispute: { by: buyer.user.id, reason: 'Not what I asked' } });
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `order-auto-complete:${first.id}`))).toHaveLength(0);
    await expectStatus(act(buyer, 'POST', first.id, '/dispute', { reason: 'Again' }), 409, orderLifecycleTexts.dispute);
    const list = (await call(admin, 'GET', '/api/admin/orders?status=disputed')).json() as { orders: { _id: string }[]; totalPages: number };
    expect(list.orders.map((o) => o._id)).toContain(first.id);
    await expectStatus(call(buyer, 'GET', '/api/admin/orders'), 403);
    const completed = JSON.parse((await expectStatus(act(admin, 'POST', first.id, '/resolve', { outcome: 'complete', note: 'Matches the brief' }), 200)).body) as OrderDetail;
    expect(completed).toMatchObject({ status: 'completed', dispute: { resolution: 'complete', note: 'Matches the brief' } });

    const second = await paidOrder();
    await expectStatus(act(seller, 'POST', second.id, '/dispute', { reason: 'Buyer silent' }), 200);
    await expectStatus(act(admin, 'POST', second.id, '/resolve', { outcome: 'refund', note: 'Refund agreed' }), 200);
    await waitForRefund(second.id);
    expect((await detail(seller, second.id)).status).toBe('cancelled');
  });
});

describe('timers across a restart', () => {
  it('a delivered order whose time ran out while no process was up completes when one starts, once', async () => {
    // One database, two app processes in turn: the first schedules the timer (72 hours by default) and stops.
    const database = await freshDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'market-restart-'));
    const start = () =>
      buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS_POLL_SECONDS: '0.1' }), db: database.db, storage: new LocalDiskStorage(uploadsDir(dataDir)), logger: false, webRoot: join(dataDir, 'no-web') });
    try {
      const first = await start();
      await first.ready();
      const s = await signedIn(first, database.db, 'seller');
      const b = await signedIn(first, database.db, 'user');
      const gig = await insertGig(database.db, new LocalDiskStorage(uploadsDir(dataDir)), s.user.id);
      const inject = (who: Session, method: Method, url: string, payload?: object) => first.inject({ method, url, payload, headers: { cookie: who.cookie } });
      const { paymentIntent } = (await inject(b, 'POST', `/api/orders/create-payment-intent/${gig.id}`)).json() as { paymentIntent: string };
      await inject(b, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard });
      await inject(b, 'PUT', '/api/orders', { payment_intent: paymentIntent });
      const order = await orderByIntent(database.db, paymentIntent);
      expect((await inject(s, 'POST', `/api/orders/${order.id}/deliveries`, { desc: 'Done', files: [] })).statusCode).toBe(200);
      await first.close();
      // While nothing ran, the three days passed.
      await database.db.update(orders).set({ autoCompleteAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, order.id));
      await database.db.update(jobs).set({ runAt: sql`now() - interval '1 minute'` }).where(eq(jobs.key, `order-auto-complete:${order.id}`));

      const second = await start();
      await second.ready();
      try {
        for (let i = 0; i < 200; i++) {
          await settled(second);
          if ((await orderByIntent(database.db, paymentIntent)).status === 'completed') break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect((await orderByIntent(database.db, paymentIntent)).status).toBe('completed');
        const lines = await database.db.select().from(orderActivity).where(eq(orderActivity.orderId, order.id));
        expect(lines.filter((l) => l.type === 'auto_completed')).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('lists', () => {
  it('GET /api/orders filters by status group and shows status, due date and lateness', async () => {
    const { id } = await paidOrder();
    const active = (await call(buyer, 'GET', '/api/orders?role=buyer&status=active')).json() as { orders: { _id: string; status: string; dueAt: string }[] };
    expect(active.orders.find((o) => o._id === id)).toMatchObject({ status: 'in_progress', isLate: false });
    expect(active.orders.every((o) => ['in_progress', 'revision_requested'].includes(o.status))).toBe(true);
    const completed = (await call(buyer, 'GET', '/api/orders?status=completed')).json() as { orders: { status: string }[] };
    expect(completed.orders.length).toBeGreaterThan(0);
    expect(completed.orders.every((o) => o.status === 'completed')).toBe(true);
    await expectStatus(call(buyer, 'GET', '/api/orders?status=paid'), 400);
  });
});
