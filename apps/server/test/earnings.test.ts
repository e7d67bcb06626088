import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTestAccounts, payoutTexts, taskTexts, type Earnings, type EarningsEntries, type LedgerReport, type Payout } from '@market/shared';
import { rowsOf } from '../src/db/rows.js';
import { ledgerEntries, ledgerTransactions, localPayouts, orders, payouts } from '../src/db/schema/index.js';
import { post } from '../src/modules/ledger/index.js';
import { recordProcessorRefund } from '../src/modules/orders/index.js';
import { payoutsReconcileJob } from '../src/modules/payouts/index.js';
import { settleFromProvider } from '../src/modules/payouts/settle.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';
import { awaitingReview } from './helpers/identity.js';
import { insertGig, orderByIntent, successCard } from './helpers/orders.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let buyer: Session;
let admin: Session;

// Hours in decimals, short enough to watch: clearance 0.0003 h is about a second.
beforeAll(async () => {
  t = await createTestApp({
    EARNINGS_CLEARANCE_HOURS: '0.0003',
    PAYOUT_METHOD_LOCK_HOURS: '0',
    PAYOUT_SIMULATOR_SECONDS: '0.2',
    JOBS_POLL_SECONDS: '0.1',
    PLATFORM_FEE_PERCENT: '20',
    REGISTRATION_BONUS_PKR: '1000',
  });
  seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
  buyer = await signedIn(t.app, t.db, 'user');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.9', who, method, url, payload, headers);

const earnings = (who: Session) => ok<Earnings>(call(who, 'GET', '/api/earnings'));
const balance = async (who: Session, currency: 'USD' | 'PKR') => (await earnings(who)).balances.find((b) => b.currency === currency)!;
const report = () => ok<LedgerReport>(call(admin, 'GET', '/api/admin/ledger'));
const postings = (key: string) => t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));

/** Waits for a state, polling: the timers and the simulator run on the job runner. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const pending = await t.db.execute(sql`select type, status, attempts, last_error from jobs where status <> 'done' order by created_at desc limit 5`);
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}; jobs: ${JSON.stringify(rowsOf(pending))}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A paid order of a fresh $price gig of the seller, through checkout and the test card. */
async function paidOrder(price = 50, from: Session = buyer, of: Session = seller): Promise<string> {
  const gig = await insertGig(t.db, t.storage, of.user.id, { price });
  const { paymentIntent } = await ok<{ paymentIntent: string }>(call(from, 'POST', `/api/orders/create-payment-intent/${gig.id}`));
  await ok(call(from, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard }));
  await ok(call(from, 'PUT', '/api/orders', { payment_intent: paymentIntent }));
  return (await orderByIntent(t.db, paymentIntent)).id;
}

/** Delivered by the seller and accepted by the buyer. */
async function completedOrder(price = 50, from: Session = buyer): Promise<string> {
  const id = await paidOrder(price, from);
  await ok(call(from, 'POST', `/api/orders/${id}/requirements`, { desc: 'Here you go', files: [] }));
  await ok(call(seller, 'POST', `/api/orders/${id}/deliveries`, { desc: 'Done', files: [] }));
  await ok(call(from, 'POST', `/api/orders/${id}/accept`));
  return id;
}

// Verifying needs documents waiting for review: the account gets them first (this file is about what verification unlocks).
const verify = async (user: Session, isVerified: boolean) => {
  if (isVerified) await awaitingReview(t.db, t.storage, user.user.id);
  return ok(call(admin, 'PUT', `/api/user/${user.user.id}`, { isVerified }));
};

async function addMethod(who: Session, body: object) {
  return (await ok<{ method: { _id: string } }>(call(who, 'POST', '/api/payout-methods', body), 201)).method._id;
}
const withdraw = (who: Session, body: object, key: string = randomUUID()) => call(who, 'POST', '/api/payouts', body, { 'idempotency-key': key });

describe('order postings', () => {
  it('an order paid moves its price from processor clearing to escrow, once', async () => {
    const id = await paidOrder(30);
    const [paid] = await postings(`order-paid:${id}`);
    expect(paid).toMatchObject({ kind: 'order_paid', currency: 'USD', refType: 'order', refId: id });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, paid.id));
    expect(entries.map((e) => [e.accountId, e.amount]).sort()).toEqual([
      ['platform:escrow:USD', 3000],
      ['platform:processor_clearing:USD', -3000],
    ]);
    // Confirming again posts nothing more.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    await ok(call(buyer, 'PUT', '/api/orders', { payment_intent: order.paymentIntent }));
    expect(await postings(`order-paid:${id}`)).toHaveLength(1);
  });

  it('completion pays the seller the price less the fee as pending, the fee to revenue; they clear later', async () => {
    const before = await balance(seller, 'USD');
    const id = await completedOrder(50);
    const [earning] = await postings(`order-earning:${id}`);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, earning.id));
    expect(entries.map((e) => [e.accountId, e.amount]).sort()).toEqual([
      ['platform:escrow:USD', -5000],
      ['platform:fee_revenue:USD', 1000],
      [`user:${seller.user.id}:pending:USD`, 4000],
    ]);
    const pending = await balance(seller, 'USD');
    expect(pending.pending).toBeGreaterThanOrEqual(before.pending);
    expect(pending.lifetime).toBe(before.lifetime + 4000);
    // EARNINGS_CLEARANCE_HOURS later the job moves it to available, once.
    await until(() => postings(`earning-cleared:${id}`), (rows) => rows.length === 1, 'the clearance');
    const cleared = await until(() => balance(seller, 'USD'), (b) => b.available >= before.available + 4000, 'available earnings');
    expect(cleared.lifetime).toBe(before.lifetime + 4000);
    // The seller's order page shows what they earn; the buyer's does not.
    const mine = await ok<{ sellerEarnings: unknown }>(call(seller, 'GET', `/api/orders/${id}`));
    expect(mine.sellerEarnings).toEqual({ price: 5000, fee: 1000, net: 4000, feePercent: 20 });
    expect((await ok<{ sellerEarnings: unknown }>(call(buyer, 'GET', `/api/orders/${id}`))).sellerEarnings).toBeNull();
  });

  it('a cancelled order refunded returns its price from escrow to processor clearing, once', async () => {
    const id = await paidOrder(20);
    await ok(call(buyer, 'POST', `/api/orders/${id}/cancellation`, { reason: 'Changed my mind' }));
    await ok(call(seller, 'POST', `/api/orders/${id}/cancellation/accept`));
    await until(() => postings(`order-refunded:${id}`), (rows) => rows.length === 1, 'the refund posting');
    await settled(t.app);
    expect(await postings(`order-refunded:${id}`)).toHaveLength(1);
    expect(await postings(`order-earning:${id}`)).toHaveLength(0);
  });

  it('the entries page lists the caller own entries newest first with a cursor, and as CSV', async () => {
    const first = await ok<EarningsEntries>(call(seller, 'GET', '/api/earnings/entries?currency=USD'));
    expect(first.entries.length).toBeGreaterThan(0);
    expect(first.entries[0]).toMatchObject({ kind: expect.any(String), bucket: expect.any(String), ref: { type: 'order' } });
    const times = first.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The buyer has no entries: they never see the seller's.
    expect((await ok<EarningsEntries>(call(buyer, 'GET', '/api/earnings/entries?currency=USD'))).entries).toEqual([]);
    const csv = await call(seller, 'GET', '/api/earnings/entries.csv?currency=USD');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('date,kind,description,bucket,amount_minor,balance_after_minor,currency,ref_type,ref_id');
    expect(csv.body).toContain('"order_earning"');
    await refused(call(seller, 'GET', '/api/earnings/entries?currency=USD&cursor=nonsense'), 400);
  });

  it('pages of entries join without a gap or a repeat', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/earnings/entries?currency=USD${cursor ? `&cursor=${cursor}` : ''}`;
      const page: EarningsEntries = await ok<EarningsEntries>(call(seller, 'GET', url));
      all.push(...page.entries.map((e) => e._id));
      cursor = page.nextCursor;
    } while (cursor);
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ledger_entries where account_id like ${`user:${seller.user.id}:%:USD`} and account_id not like ${`%:in_transit:%`}`));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(n);
  });
});

describe('bonus and task rewards', () => {
  it('the first verification pays the registration bonus, never twice', async () => {
    const worker = await signedIn(t.app, t.db, 'user');
    await verify(worker, true);
    expect((await balance(worker, 'PKR')).available).toBe(100_000);
    await verify(worker, false);
    await verify(worker, true);
    expect((await balance(worker, 'PKR')).available).toBe(100_000);
    expect(await postings(`registration-bonus:${worker.user.id}`)).toHaveLength(1);
  });

  it('approved work pays the task reward once; the reward cannot change once Complete', async () => {
    const worker = await signedIn(t.app, t.db, 'verified');
    const { task } = await ok<{ task: { _id: string; reward: number } }>(
      call(admin, 'POST', '/api/task', { title: 'Tag photos', desc: 'Tag 100 photos', assignee: worker.user.id, reward: 5000 }),
      201,
    );
    expect(task.reward).toBe(5000);
    await refused(call(admin, 'POST', '/api/task', { title: 'x', desc: 'y', assignee: worker.user.id, reward: 1_000_001 }), 400, taskTexts.rewardInvalid);
    await refused(call(admin, 'POST', '/api/task', { title: 'x', desc: 'y', assignee: worker.user.id, reward: 1.5 }), 400, taskTexts.rewardInvalid);
    await ok(call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Tagged', files: [], status: 'In Progress' }), 201);
    await ok(call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' }));
    expect((await balance(worker, 'PKR')).available).toBe(500_000);
    await refused(call(admin, 'PUT', `/api/task/${task._id}`, { reward: 9000 }), 409, taskTexts.rewardLocked);
    // Reopened and approved again: nothing more.
    await ok(call(admin, 'PUT', `/api/task/${task._id}`, { status: 'In Progress' }));
    await ok(call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' }));
    expect((await balance(worker, 'PKR')).available).toBe(500_000);
    const seen = await ok<{ reward: number }>(call(worker, 'GET', `/api/task/${task._id}`));
    expect(seen.reward).toBe(5000);
  });
});

describe('payout methods', () => {
  it('adds, lists and removes methods; numbers are checked as at registration; another user cannot remove them', async () => {
    const user = await signedIn(t.app, t.db, 'user');
    const id = await addMethod(user, { type: 'payoneer', currency: 'USD', accountTitle: 'Ali Khan', accountNumber: 'Ali@Example.com' });
    const { methods } = await ok<{ methods: { _id: string; accountNumber: string; verifiedTitle: string }[] }>(call(user, 'GET', '/api/payout-methods'));
    expect(methods).toEqual([expect.objectContaining({ _id: id, accountNumber: 'ali@example.com', verifiedTitle: 'ALI KHAN' })]);
    await refused(call(user, 'POST', '/api/payout-methods', { type: 'iban', currency: 'PKR', accountTitle: 'A', accountNumber: 'PK36SCBL0000001123456703' }), 400);
    await refused(call(user, 'POST', '/api/payout-methods', { type: 'easypaisa', currency: 'PKR', accountTitle: 'A', accountNumber: '12345' }), 400);
    await refused(call(user, 'POST', '/api/payout-methods', { type: 'easypaisa', currency: 'USD', accountTitle: 'A', accountNumber: '03001234567' }), 400);
    await refused(call(user, 'POST', '/api/payout-methods', { type: 'payoneer', currency: 'USD', accountTitle: 'Ali Khan', accountNumber: 'ali@example.com' }), 409, payoutTexts.methodExists);
    await refused(call(buyer, 'DELETE', `/api/payout-methods/${id}`), 404);
    await ok(call(user, 'DELETE', `/api/payout-methods/${id}`));
    expect((await ok<{ methods: unknown[] }>(call(user, 'GET', '/api/payout-methods'))).methods).toEqual([]);
  });
});

describe('payouts', () => {
  let worker: Session;
  let easypaisa: string;

  beforeAll(async () => {
    worker = await signedIn(t.app, t.db, 'user');
    await verify(worker, true); // Rs 1,000 bonus: 100,000 paisa available.
    easypaisa = await addMethod(worker, { type: 'easypaisa', currency: 'PKR', accountTitle: 'Worker', accountNumber: '03111234567' });
  });

  it('refuses who may not withdraw, a missing key, less than the minimum, more than available', async () => {
    const unverified = await signedIn(t.app, t.db, 'user');
    const m = await addMethod(unverified, { type: 'easypaisa', currency: 'PKR', accountTitle: 'U', accountNumber: '03111234568' });
    await refused(withdraw(unverified, { currency: 'PKR', amount: 50_000, methodId: m }), 403, payoutTexts.notVerified);
    // Nothing sent yet: the page says what to do.
    expect((await earnings(unverified)).withdrawal).toMatchObject({ allowed: false, blockedBy: 'notVerified', verification: 'none', reason: payoutTexts.notVerifiedBecause.none });
    await refused(withdraw(admin, { currency: 'PKR', amount: 50_000, methodId: m }), 403, payoutTexts.adminNoPayouts);
    await refused(call(worker, 'POST', '/api/payouts', { currency: 'PKR', amount: 50_000, methodId: easypaisa }), 400, payoutTexts.idempotencyKeyRequired);
    await refused(withdraw(worker, { currency: 'PKR', amount: 49_999, methodId: easypaisa }), 409, payoutTexts.belowMinimum('Rs 500'));
    await refused(withdraw(worker, { currency: 'PKR', amount: 100_001, methodId: easypaisa }), 409, payoutTexts.aboveAvailable('Rs 1,000'));
    await refused(withdraw(worker, { currency: 'USD', amount: 5_000, methodId: easypaisa }), 409, payoutTexts.currencyNotTaken);
    await refused(withdraw(worker, { currency: 'PKR', amount: 50_000, methodId: m }), 404, payoutTexts.methodNotFound);
    expect((await balance(worker, 'PKR')).available).toBe(100_000);
    expect(await t.db.select().from(payouts).where(eq(payouts.userId, worker.user.id))).toEqual([]);
  });

  it('concurrent requests never take the balance below zero; the same key answers the same payout; one a day', async () => {
    const racer = await signedIn(t.app, t.db, 'user');
    await verify(racer, true);
    const m = await addMethod(racer, { type: 'easypaisa', currency: 'PKR', accountTitle: 'R', accountNumber: '03121234567' });
    // Five requests at once, each for 60% of the balance: one wins.
    const results = await Promise.all(Array.from({ length: 5 }, () => withdraw(racer, { currency: 'PKR', amount: 60_000, methodId: m })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const b = await balance(racer, 'PKR');
    expect(b).toMatchObject({ available: 40_000, inTransit: 60_000 });

    const key = randomUUID();
    const body = { currency: 'PKR', amount: 50_000, methodId: easypaisa };
    const first = await ok<{ payout: Payout }>(withdraw(worker, body, key), 201);
    const again = await ok<{ payout: Payout }>(withdraw(worker, body, key), 201);
    expect(again.payout._id).toBe(first.payout._id);
    await refused(withdraw(worker, { ...body, amount: 50_001 }, key), 409, payoutTexts.idempotencyKeyReused);
    // One key sent at once with two valid bodies in two currencies: one payout, the other refused, never a 500.
    const both = await signedIn(t.app, t.db, 'user');
    await verify(both, true);
    await t.db.transaction((tx) =>
      post(tx, {
        kind: 'order_earning',
        currency: 'USD',
        ref: { type: 'user', id: both.user.id },
        userId: both.user.id,
        key: `test-dollars:${both.user.id}`,
        lines: [
          { account: { platform: 'unclaimed' }, amount: -5_000 },
          { account: { user: both.user.id, bucket: 'available' }, amount: 5_000 },
        ],
      }),
    );
    const rupees = await addMethod(both, { type: 'easypaisa', currency: 'PKR', accountTitle: 'B', accountNumber: '03171234567' });
    const dollars = await addMethod(both, { type: 'wise', currency: 'USD', accountTitle: 'B', accountNumber: 'both@example.com' });
    const twice = randomUUID();
    const answers = await Promise.all([
      withdraw(both, { currency: 'PKR', amount: 50_000, methodId: rupees }, twice),
      withdraw(both, { currency: 'USD', amount: 1_000, methodId: dollars }, twice),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(payoutTexts.idempotencyKeyReused);
    await refused(withdraw(worker, body), 409);
    expect(await balance(worker, 'PKR')).toMatchObject({ available: 50_000, inTransit: 50_000 });
    expect((await ok<{ payouts: Payout[] }>(call(worker, 'GET', '/api/payouts'))).payouts.map((p) => p._id)).toEqual([first.payout._id]);
  });

  it('an approved payout is paid by the simulator; a rejected one returns the funds', async () => {
    const [requested] = await t.db.select().from(payouts).where(eq(payouts.userId, worker.user.id));
    await refused(call(worker, 'POST', `/api/admin/payouts/${requested.id}/approve`), 403);
    const approved = await ok<{ payout: Payout }>(call(admin, 'POST', `/api/admin/payouts/${requested.id}/approve`));
    expect(approved.payout.status).toBe('processing');
    await refused(call(admin, 'POST', `/api/admin/payouts/${requested.id}/approve`), 409, payoutTexts.notRequested);
    await until(async () => (await t.db.select().from(payouts).where(eq(payouts.id, requested.id)))[0].status, (s) => s === 'paid', 'the payout paid');
    expect(await balance(worker, 'PKR')).toMatchObject({ available: 50_000, inTransit: 0 });
    expect(await postings(`payout-paid:${requested.id}`)).toHaveLength(1);

    const racer = rowsOf<{ id: string }>(await t.db.execute(sql`select id from payouts where user_id <> ${worker.user.id} and status = 'requested' limit 1`));
    await refused(call(admin, 'POST', `/api/admin/payouts/${racer[0].id}/reject`, { reason: ' ' }), 400);
    const rejected = await ok<{ payout: Payout }>(call(admin, 'POST', `/api/admin/payouts/${racer[0].id}/reject`, { reason: 'Name does not match' }));
    expect(rejected.payout).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    expect(await postings(`payout-returned:${racer[0].id}`)).toHaveLength(1);
  });

  it('the simulator fails a closed account at once and a slow one after a pending answer; the funds come back', async () => {
    for (const [number, name] of [
      [payoutTestAccounts.closed.easypaisa, 'closed'],
      [payoutTestAccounts.pendingThenFails.easypaisa, 'slow'],
    ] as const) {
      const user = await signedIn(t.app, t.db, 'user');
      await verify(user, true);
      const m = await addMethod(user, { type: 'easypaisa', currency: 'PKR', accountTitle: name, accountNumber: number });
      const { payout } = await ok<{ payout: Payout }>(withdraw(user, { currency: 'PKR', amount: 60_000, methodId: m }), 201);
      await ok(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`));
      const failed = await until(async () => (await t.db.select().from(payouts).where(eq(payouts.id, payout._id)))[0], (p) => p.status === 'failed', `the ${name} payout failing`);
      expect(failed.reason).not.toBe('');
      expect(await balance(user, 'PKR')).toMatchObject({ available: 100_000, inTransit: 0 });
    }
  });

  it('the admin queue lists by status; others get 403', async () => {
    const queue = await ok<{ payouts: Payout[] }>(call(admin, 'GET', '/api/admin/payouts?status=failed'));
    expect(queue.payouts.length).toBeGreaterThanOrEqual(2);
    expect(queue.payouts.every((p) => p.status === 'failed')).toBe(true);
    await refused(call(worker, 'GET', '/api/admin/payouts'), 403);
    await refused(call(worker, 'GET', '/api/admin/ledger'), 403);
  });
});

describe('a deleted user', () => {
  it('leaves the books whole: their money stays on their accounts and a payout already sent still settles', async () => {
    const leaver = await signedIn(t.app, t.db, 'user');
    await verify(leaver, true);
    const m = await addMethod(leaver, { type: 'easypaisa', currency: 'PKR', accountTitle: 'L', accountNumber: '03151234567' });
    const { payout } = await ok<{ payout: Payout }>(withdraw(leaver, { currency: 'PKR', amount: 60_000, methodId: m }), 201);
    await ok(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`));
    // Sent to the provider before the deletion (a payout not yet sent is stopped: money-checks.test.ts).
    await until(async () => (await t.db.select().from(payouts).where(eq(payouts.id, payout._id)))[0].providerReference, (r) => r !== null, 'the payout sent');
    await ok(call(admin, 'DELETE', `/api/user/${leaver.user.id}`));
    // The payout stays in the queue as a deleted user's and settles against their accounts.
    await until(async () => (await t.db.select().from(payouts).where(eq(payouts.id, payout._id)))[0]?.status, (s) => s === 'paid', 'the payout paid');
    const queue = await ok<{ payouts: (Payout & { user: unknown })[] }>(call(admin, 'GET', '/api/admin/payouts?status=paid'));
    expect(queue.payouts.find((p) => p._id === payout._id)?.user).toBeNull();
    const books = await until(report, (r) => r.ok, 'reconciled books');
    expect(books.currencies.map((c) => c.trialBalance)).toEqual([0, 0]);
  });
});

describe('refunds and lost callbacks', () => {
  it('a refund made at the processor after completion is the platform loss: escrow stays whole, the seller keeps the earnings', async () => {
    const id = await completedOrder(25);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(await recordProcessorRefund(t.db, order.paymentIntent)).toBe('cancelled');
    const [refund] = await postings(`order-refunded:${id}`);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, refund.id));
    expect(entries.map((e) => [e.accountId, e.amount]).sort()).toEqual([
      ['platform:processor_clearing:USD', 2500],
      ['platform:refund_losses:USD', -2500],
    ]);
    const usd = (await report()).currencies.find((c) => c.currency === 'USD')!;
    expect(usd.escrow.ledger).toBe(usd.escrow.expected);
  });

  it('a payout whose callback was lost is settled by the reconciliation, asking the provider', async () => {
    const user = await signedIn(t.app, t.db, 'user');
    await verify(user, true);
    const m = await addMethod(user, { type: 'easypaisa', currency: 'PKR', accountTitle: 'Lost', accountNumber: '03161234567' });
    const { payout } = await ok<{ payout: Payout }>(withdraw(user, { currency: 'PKR', amount: 50_000, methodId: m }), 201);
    // Sent a while ago, paid at the provider, but its callback never arrived.
    const reference = `lp_lost_${payout._id}`;
    await t.db.insert(localPayouts).values({ key: `lost-${payout._id}`, reference, outcome: 'paid', status: 'paid', amount: 50_000, currency: 'PKR' });
    await t.db.execute(sql`update payouts set status = 'processing', provider_reference = ${reference}, updated_at = now() - interval '2 minutes' where id = ${payout._id}`);
    // A callback that overtakes the send job (its reference not saved yet) fails, so its job retries.
    await t.db.insert(localPayouts).values({ key: `ahead-${payout._id}`, reference: `lp_ahead_${payout._id}`, outcome: 'paid', status: 'paid', amount: 50_000, currency: 'PKR' });
    await expect(settleFromProvider({ db: t.db, config: t.config }, `lp_ahead_${payout._id}`)).rejects.toThrow(/no payout has the provider reference/);
    await payoutsReconcileJob.handle({}, { db: t.db, config: t.config } as never, { id: 'test', key: 'test', attempts: 0 });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout._id)))[0].status).toBe('paid');
    expect(await balance(user, 'PKR')).toMatchObject({ available: 50_000, inTransit: 0 });
  });
});

describe('the books', () => {
  it('refuses to update or delete entries and transactions', async () => {
    await expect(t.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.db.execute(sql`update ledger_transactions set kind = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });

  it('refuses a transaction whose entries do not sum to zero', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.execute(sql`insert into ledger_transactions (id, kind, currency, ref_type, ref_id, key) values (${id}, 'order_paid', 'USD', 'order', ${id}, ${`bad:${id}`})`);
        await tx.execute(sql`insert into ledger_entries (id, transaction_id, account_id, amount, balance_after) values (${randomUUID()}, ${id}, 'platform:escrow:USD', 5, 0)`);
      }),
    ).rejects.toThrow();
  });

  it('reconciles after a long random sequence of payments, completions, refunds, bonuses, rewards and payouts', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 100_000);
    console.log(`ledger property: fixed seed 42 and random seed ${seed} (LEDGER_SEED=${seed} replays it)`);
    const worker = await signedIn(t.app, t.db, 'user');
    const method = await addMethod(worker, { type: 'easypaisa', currency: 'PKR', accountTitle: 'W', accountNumber: '03131234567' });
    const step = fc.oneof(
      fc.record({ op: fc.constant('complete' as const), price: fc.integer({ min: 5, max: 500 }) }),
      fc.record({ op: fc.constant('refund' as const), price: fc.integer({ min: 5, max: 500 }) }),
      fc.record({ op: fc.constant('pay' as const), price: fc.integer({ min: 5, max: 500 }) }),
      fc.record({ op: fc.constant('bonus' as const) }),
      fc.record({ op: fc.constant('payout' as const), amount: fc.integer({ min: 50_000, max: 200_000 }), decision: fc.constantFrom('approve', 'reject') }),
    );
    for (const runSeed of [42, seed]) {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 8 }), async (steps) => {
          // A buyer of its own for each sequence: checkouts are limited per account (60 in 10 minutes),
          // and six sequences of up to eight orders, after the file's other tests, would reach it.
          const payer = await signedIn(t.app, t.db, 'user');
          for (const s of steps) {
            if (s.op === 'pay') await paidOrder(s.price, payer);
            if (s.op === 'complete') await completedOrder(s.price, payer);
            if (s.op === 'refund') {
              const id = await paidOrder(s.price, payer);
              await ok(call(payer, 'POST', `/api/orders/${id}/cancellation`, { reason: 'No' }));
              await ok(call(seller, 'POST', `/api/orders/${id}/cancellation/accept`));
            }
            if (s.op === 'bonus') await verify(await signedIn(t.app, t.db, 'user'), true);
            if (s.op === 'payout') {
              // The one-a-day rule is the user's: a payout of a fresh worker each time.
              const w = await signedIn(t.app, t.db, 'user');
              await verify(w, true);
              const m = await addMethod(w, { type: 'easypaisa', currency: 'PKR', accountTitle: 'P', accountNumber: '03141234567' });
              const res = await withdraw(w, { currency: 'PKR', amount: s.amount, methodId: m });
              if (res.statusCode === 201) {
                const { payout } = res.json() as { payout: Payout };
                await ok(call(admin, 'POST', `/api/admin/payouts/${payout._id}/${s.decision}`, s.decision === 'reject' ? { reason: 'Random' } : undefined));
              } else expect(res.statusCode).toBe(409);
            }
          }
          await settled(t.app);
          const books = await report();
          expect(books.currencies.map((c) => c.trialBalance)).toEqual([0, 0]);
        }),
        { seed: runSeed, numRuns: 3 },
      );
    }
    expect(method).toBeTruthy();
    // Every job done (refunds, clearances, the simulator's answers): escrow and transit agree with the orders and payouts.
    await until(
      report,
      (r) => r.ok,
      'a reconciled ledger',
    );
    const books = await report();
    const usd = books.currencies.find((c) => c.currency === 'USD')!;
    expect(usd.escrow.ledger).toBe(usd.escrow.expected);
    expect(usd.feeRevenue).toBeGreaterThan(0);
  });
});
