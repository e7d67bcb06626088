import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rupeesTexts,
  splitFee,
  toPaisa,
  walletIntentResponseSchema,
  walletLateApprovalSeconds,
  walletRequestExpiryMinutes,
  walletTestAccounts,
  type Earnings,
  type LedgerReport,
  type Order,
  type OrderDetail,
  type OrdersList,
} from '@market/shared';
import { runLedgerCheck } from '../src/cli/ledger-check.js';
import { domainEvents, ledgerEntries, ledgerTransactions, notifications, orders, walletPayments } from '../src/db/schema/index.js';
import { createWalletCheckout } from '../src/modules/orders/service.js';
import { reconcileWalletPayments } from '../src/modules/payments/reconcile.js';
import type { WalletProvider } from '../src/modules/payments/wallet-provider.js';
import { WalletSimulator } from '../src/modules/payments/wallet-simulator.js';
import { appLoggingEverything } from './helpers/trace-app.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';
import { gigSales, insertGig, orderByIntent, successCard } from './helpers/orders.js';
import { until } from './helpers/until.js';

// Paying a gig in rupees from a mobile wallet (Easypaisa, JazzCash, Raast) through the built-in
// simulator: the amount and the rate fixed on the order at checkout, paid once however often it is
// confirmed, reconciled, posted and refunded in rupees.
let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let seller: Session;
let buyer: Session;
let stranger: Session;
const log = { warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({
    WALLET_SIMULATOR_SECONDS: '0.2',
    JOBS_POLL_SECONDS: '0.1',
    PAYMENTS_RECONCILE_SECONDS: '0.2',
    EARNINGS_CLEARANCE_HOURS: '0.0003',
    PLATFORM_FEE_PERCENT: '20',
    PKR_PER_USD: '280',
  });
  admin = await signedIn(t.app, t.db, 'admin');
  seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
  buyer = await signedIn(t.app, t.db, 'user');
  stranger = await signedIn(t.app, t.db, 'user');
});
afterAll(() => t.close());

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object) => injectAs(t.app, '10.53', who, method, url, payload);

type WalletAnswer = { provider: 'wallet'; paymentIntent: string; method: string; currency: 'PKR'; amount: number; rate: number; gig: { _id: string; price: number } };

const setRate = (pkrPerUsd: number) => ok(call(admin, 'PUT', '/api/admin/fx', { pkrPerUsd }));

/** A wallet checkout of a fresh gig of the seller at `price` dollars. */
async function walletCheckout(account = '03001234567', opts: { price?: number; method?: string; who?: Session } = {}) {
  const gig = await insertGig(t.db, t.storage, seller.user.id, { price: opts.price ?? 45 });
  const answer = await ok<WalletAnswer>(call(opts.who ?? buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`, { method: opts.method ?? 'easypaisa', account }));
  return { gig, answer, intent: answer.paymentIntent };
}

const confirm = (intent: string, who: Session = buyer) => call(who, 'PUT', '/api/orders', { payment_intent: intent });
const statusOf = async (intent: string) => (await ok<{ status: string }>(confirm(intent))).status;
const paymentRow = async (id: string) => (await t.db.select().from(walletPayments).where(eq(walletPayments.id, id)))[0];
/** The holder's answer brought forward (instead of waited for): the simulator settles it when next asked. */
const answerNow = (id: string) => t.db.update(walletPayments).set({ settlesAt: new Date(Date.now() - 1000) }).where(eq(walletPayments.id, id));
const postings = (key: string) => t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));
const entriesOf = async (key: string) => {
  const [tx] = await postings(key);
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, tx.id));
  return rows.map((e) => [e.accountId, Number(e.amount)]).sort();
};
const paidEvents = (orderId: string) => t.db.select().from(domainEvents).where(and(eq(domainEvents.type, 'order.paid'), sql`${domainEvents.payload} ->> 'orderId' = ${orderId}`));

/** A wallet order the holder approved and the page confirmed. */
async function paidWalletOrder(price = 45) {
  const checkout = await walletCheckout('03001234567', { price });
  await until(async () => (await statusOf(checkout.intent)) === 'succeeded', 10_000, 'the approval');
  return { ...checkout, order: await orderByIntent(t.db, checkout.intent) };
}

describe('checkout in rupees', () => {
  it('prices the order in paisa at the rate of that moment, keeps amount and rate on it, and a later rate change changes nothing', async () => {
    await setRate(281.5);
    const { gig, answer, intent } = await walletCheckout('0300-123 4567', { price: 45 });
    const amount = toPaisa(4500, 281.5);
    expect(amount).toBe(1_266_750);
    expect(walletIntentResponseSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ provider: 'wallet', method: 'easypaisa', currency: 'PKR', amount, rate: 281.5, gig: { _id: gig.id, price: 45 } });
    expect(answer).not.toHaveProperty('clientSecret');

    const order = await orderByIntent(t.db, intent);
    expect(order).toMatchObject({ provider: 'wallet', currency: 'PKR', amount, rate: 281.5, paymentMethod: 'easypaisa', isPaid: false, price: 45 });
    const payment = await paymentRow(intent);
    // The request went for exactly the order's paisa, to the number as the wallet writes it.
    expect(payment).toMatchObject({ method: 'easypaisa', account: '03001234567', amount, currency: 'PKR', status: 'pending', outcome: 'approve', idempotencyKey: `order-${order.id}` });
    expect(payment.metadata).toMatchObject({ orderId: order.id, gigId: gig.id, buyerId: buyer.user.id, sellerId: seller.user.id });

    // The rate moves before the holder approves: the order keeps what it was priced at.
    await setRate(300);
    await until(async () => (await statusOf(intent)) === 'succeeded', 10_000, 'the approval');
    const paid = await orderByIntent(t.db, intent);
    expect(paid).toMatchObject({ isPaid: true, status: 'in_progress', amount, rate: 281.5, currency: 'PKR' });
    expect(await gigSales(t.db, gig.id)).toBe(1);
    expect(await entriesOf(`order-paid:${paid.id}`)).toEqual([
      ['platform:escrow:PKR', amount],
      ['platform:processor_clearing:PKR', -amount],
    ]);
    const [event] = await paidEvents(paid.id);
    expect(event.payload).toMatchObject({ orderId: paid.id, price: 45, currency: 'PKR', amount });

    // The API shows what was charged, for the list, the success page and the order page.
    const charge = { currency: 'PKR', amount, rate: 281.5, paymentMethod: 'easypaisa' };
    expect(await ok<Order>(call(buyer, 'GET', `/api/orders/by-payment/${intent}`))).toMatchObject(charge);
    const list = await ok<OrdersList>(call(buyer, 'GET', '/api/orders?role=buyer'));
    expect(list.orders.find((o) => o._id === paid.id)).toMatchObject(charge);
    expect(await ok<OrderDetail>(call(buyer, 'GET', `/api/orders/${paid.id}`))).toMatchObject(charge);
    // The seller's "New order" and the buyer's receipt name the rupees charged.
    await settled(t.app);
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/orders/${paid.id}`));
    expect(told.find((n) => n.type === 'order.paid')?.body).toContain('Rs 12,667.50');
    expect(told.find((n) => n.type === 'payment.receipt')?.body).toContain('You paid Rs 12,667.50');
    await setRate(280);
  });

  it('a wallet that fails to take the request leaves an unpaid order nobody can pay', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id);
    const broken: WalletProvider = {
      name: 'broken',
      requestPayment: () => Promise.reject(new Error('gateway down')),
      status: () => Promise.resolve(null),
      succeededPayments: () => Promise.resolve([]),
      refund: () => Promise.reject(new Error('gateway down')),
    };
    await expect(createWalletCheckout(t.db, broken, 280, buyer.user.id, gig.id, { method: 'easypaisa', account: '03001234567' })).rejects.toThrow('gateway down');
    const [left] = await t.db.select().from(orders).where(eq(orders.gigId, gig.id));
    expect(left).toMatchObject({ isPaid: false, provider: 'wallet', paymentIntent: `wallet-request-${left.id}` });
    await refused(confirm(left.paymentIntent), 404);
  });

  it('answers pending while the holder has not answered, then succeeded', async () => {
    // The late account (30 s), so neither the job nor the clock answers before the test does.
    const { intent } = await walletCheckout(walletTestAccounts.approvesLate);
    await t.db.update(walletPayments).set({ settlesAt: new Date(Date.now() + 3_600_000) }).where(eq(walletPayments.id, intent));
    expect(await statusOf(intent)).toBe('pending');
    expect(await statusOf(intent)).toBe('pending');
    expect((await orderByIntent(t.db, intent)).isPaid).toBe(false);
    await answerNow(intent);
    expect(await statusOf(intent)).toBe('succeeded');
    expect((await orderByIntent(t.db, intent)).isPaid).toBe(true);
  });

  it('pays by JazzCash and by Raast (a mobile number or an IBAN) the same way', async () => {
    for (const [method, account] of [
      ['jazzcash', '03211234567'],
      ['raast', '03451234567'],
      ['raast', 'PK36 SCBL 0000 0011 2345 6702'],
    ]) {
      const { answer, intent } = await walletCheckout(account, { method });
      expect(answer).toMatchObject({ method, currency: 'PKR', amount: toPaisa(4500, 280), rate: 280 });
      await until(async () => (await statusOf(intent)) === 'succeeded', 10_000, `the ${method} approval`);
      expect(await orderByIntent(t.db, intent)).toMatchObject({ isPaid: true, paymentMethod: method });
    }
    const iban = await t.db.select({ account: walletPayments.account }).from(walletPayments).where(eq(walletPayments.account, 'PK36SCBL0000001123456702'));
    expect(iban).toHaveLength(1);
  });

  it('a card checkout with no body or {} is the card flow exactly as before', async () => {
    for (const payload of [undefined, {}]) {
      const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 30 });
      const card = await ok<{ provider: string; clientSecret: string; paymentIntent: string }>(call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`, payload));
      expect(card.provider).toBe('local');
      expect(card.clientSecret).toBeTruthy();
      expect(await orderByIntent(t.db, card.paymentIntent)).toMatchObject({ provider: 'local', currency: 'USD', amount: null, rate: null, paymentMethod: null });
      await ok(call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: card.paymentIntent, ...successCard }));
      expect(await ok(confirm(card.paymentIntent))).toEqual({ status: 'succeeded' });
      const order = await orderByIntent(t.db, card.paymentIntent);
      expect(await entriesOf(`order-paid:${order.id}`)).toEqual([
        ['platform:escrow:USD', 3000],
        ['platform:processor_clearing:USD', -3000],
      ]);
      expect(await ok<OrderDetail>(call(buyer, 'GET', `/api/orders/${order.id}`))).toMatchObject({ currency: 'USD', amount: 3000, rate: null, paymentMethod: null });
    }
  });
});

describe('the holder declines, never answers, or answers late', () => {
  it('a declined request answers declined, and the order stays unpaid with nothing posted', async () => {
    const { intent } = await walletCheckout(walletTestAccounts.declines);
    await until(async () => (await statusOf(intent)) === 'declined', 10_000, 'the decline');
    expect(await statusOf(intent)).toBe('declined');
    const order = await orderByIntent(t.db, intent);
    expect(order.isPaid).toBe(false);
    expect(await postings(`order-paid:${order.id}`)).toHaveLength(0);
    expect(await reconcileWalletPayments(t.db, t.app.wallet, log)).toMatchObject({ paid: 0 });
  });

  it(`an unanswered request stays pending and expires after ${walletRequestExpiryMinutes} minutes`, async () => {
    const { intent } = await walletCheckout(walletTestAccounts.expires);
    const payment = await paymentRow(intent);
    expect(payment.settlesAt.getTime() - payment.createdAt.getTime()).toBeGreaterThanOrEqual(walletRequestExpiryMinutes * 60_000 - 1000);
    expect(await statusOf(intent)).toBe('pending');
    await answerNow(intent);
    expect(await statusOf(intent)).toBe('expired');
    expect((await paymentRow(intent)).status).toBe('expired');
    expect((await orderByIntent(t.db, intent)).isPaid).toBe(false);
  });

  it('a late approval, after the page stopped asking, is settled by the reconcile job, once', async () => {
    const { gig, intent } = await walletCheckout(walletTestAccounts.approvesLate);
    const payment = await paymentRow(intent);
    expect(payment.settlesAt.getTime() - payment.createdAt.getTime()).toBeGreaterThanOrEqual(walletLateApprovalSeconds * 1000 - 1000);
    expect(await statusOf(intent)).toBe('pending');
    // The holder approves; nobody asks: the recurring job finds it.
    await answerNow(intent);
    await until(async () => (await orderByIntent(t.db, intent)).isPaid, 10_000, 'the job to settle the late approval');
    expect(await statusOf(intent)).toBe('succeeded');
    const order = await orderByIntent(t.db, intent);
    expect(await postings(`order-paid:${order.id}`)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect(await gigSales(t.db, gig.id)).toBe(1);
  });
});

describe('paid exactly once', () => {
  it('parallel confirmations and reconcile runs give one paid order, one order.paid, one posting', async () => {
    const { gig, intent } = await walletCheckout(walletTestAccounts.approvesLate);
    await t.db.update(walletPayments).set({ settlesAt: new Date(Date.now() + 3_600_000) }).where(eq(walletPayments.id, intent));
    expect(await statusOf(intent)).toBe('pending');
    await answerNow(intent);
    const [confirms, runs] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => ok<{ status: string }>(confirm(intent)))),
      Promise.all(Array.from({ length: 3 }, () => reconcileWalletPayments(t.db, t.app.wallet, log))),
    ]);
    expect(confirms.map((c) => c.status)).toEqual(Array(6).fill('succeeded'));
    expect(runs.every((r) => r.mismatched === 0)).toBe(true);
    await settled(t.app);
    const order = await orderByIntent(t.db, intent);
    expect(order.isPaid).toBe(true);
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect(await postings(`order-paid:${order.id}`)).toHaveLength(1);
    expect(await gigSales(t.db, gig.id)).toBe(1);
    expect((await reconcileWalletPayments(t.db, t.app.wallet, log)).paid).toBe(0);
  });

  it('a wallet payment that does not match the order’s paisa is refused, never settled', async () => {
    const { intent } = await walletCheckout(walletTestAccounts.approvesLate);
    await t.db.update(walletPayments).set({ amount: 100, settlesAt: new Date(Date.now() + 3_600_000) }).where(eq(walletPayments.id, intent));
    await answerNow(intent);
    await refused(confirm(intent), 409);
    expect((await reconcileWalletPayments(t.db, t.app.wallet, log)).mismatched).toBeGreaterThanOrEqual(1);
    expect((await orderByIntent(t.db, intent)).isPaid).toBe(false);
  });

  it('the simulator answers a retried request and a retried refund with the same payment and refund', async () => {
    const wallet = new WalletSimulator(t.db, 0.5);
    const input = { method: 'jazzcash' as const, account: '03111234567', amount: 5000, currency: 'PKR' as const, metadata: {}, idempotencyKey: `test-${Date.now()}` };
    const first = await wallet.requestPayment(input);
    const again = await wallet.requestPayment(input);
    expect(again.id).toBe(first.id);
    await expect(wallet.requestPayment({ ...input, amount: 6000 })).rejects.toThrow(/idempotency/);
    await expect(wallet.refund({ id: first.id, amount: 5000, idempotencyKey: 'r' })).rejects.toThrow();
    await until(async () => (await wallet.status(first.id))?.status === 'succeeded', 5000, 'the approval');
    expect(await wallet.succeededPayments([first.id, 'wp_unknown'])).toEqual([expect.objectContaining({ id: first.id, amount: 5000, currency: 'PKR' })]);
    await expect(wallet.refund({ id: first.id, amount: 4999, idempotencyKey: 'r' })).rejects.toThrow();
    const refund = await wallet.refund({ id: first.id, amount: 5000, idempotencyKey: 'r' });
    expect((await wallet.refund({ id: first.id, amount: 5000, idempotencyKey: 'r' })).id).toBe(refund.id);
    expect(await wallet.status('wp_unknown')).toBeNull();
  });
});

describe('the ledger in rupees', () => {
  it('completion pays the seller’s PKR balance the paisa less the fee; it clears later', async () => {
    const before = (await ok<Earnings>(call(seller, 'GET', '/api/earnings'))).balances.find((b) => b.currency === 'PKR')!;
    const { order } = await paidWalletOrder(50);
    const amount = toPaisa(5000, 280);
    const { fee, net } = splitFee(amount, 20);
    await ok(call(buyer, 'POST', `/api/orders/${order.id}/requirements`, { desc: 'Here you go', files: [] }));
    await ok(call(seller, 'POST', `/api/orders/${order.id}/deliveries`, { desc: 'Done', files: [] }));
    await ok(call(buyer, 'POST', `/api/orders/${order.id}/accept`));
    expect(await entriesOf(`order-earning:${order.id}`)).toEqual(
      [
        ['platform:escrow:PKR', -amount],
        ['platform:fee_revenue:PKR', fee],
        [`user:${seller.user.id}:pending:PKR`, net],
      ].sort(),
    );
    const mine = await ok<OrderDetail>(call(seller, 'GET', `/api/orders/${order.id}`));
    expect(mine.sellerEarnings).toEqual({ price: amount, fee, net, feePercent: 20 });
    await until(async () => (await postings(`earning-cleared:${order.id}`)).length === 1, 15_000, 'the clearance');
    expect((await postings(`earning-cleared:${order.id}`))[0].currency).toBe('PKR');
    await until(
      async () => ((await ok<Earnings>(call(seller, 'GET', '/api/earnings'))).balances.find((b) => b.currency === 'PKR')?.available ?? 0) >= before.available + net,
      15_000,
      'the PKR earnings available',
    );
    const after = (await ok<Earnings>(call(seller, 'GET', '/api/earnings'))).balances.find((b) => b.currency === 'PKR')!;
    expect(after.lifetime).toBe(before.lifetime + net);
  });

  it('a cancelled wallet order is refunded through the wallet in rupees, once, and the books return to zero', async () => {
    const { order, intent } = await paidWalletOrder(20);
    const amount = toPaisa(2000, 280);
    await ok(call(buyer, 'POST', `/api/orders/${order.id}/cancellation`, { reason: 'Changed my mind' }));
    await ok(call(seller, 'POST', `/api/orders/${order.id}/cancellation/accept`));
    await until(async () => (await orderByIntent(t.db, intent)).refundedAt !== null, 15_000, 'the refund');
    const refunded = await orderByIntent(t.db, intent);
    const payment = await paymentRow(intent);
    expect(payment.refundId).toMatch(/^wr_local_/);
    expect(refunded.refundId).toBe(payment.refundId);
    expect(await entriesOf(`order-refunded:${order.id}`)).toEqual([
      ['platform:escrow:PKR', -amount],
      ['platform:processor_clearing:PKR', amount],
    ]);
    await settled(t.app);
    expect(await postings(`order-refunded:${order.id}`)).toHaveLength(1);
  });

  it('a dispute resolved as a refund goes back through the wallet as well', async () => {
    const { order, intent } = await paidWalletOrder(25);
    await ok(call(buyer, 'POST', `/api/orders/${order.id}/dispute`, { reason: 'Nothing came' }));
    await ok(call(admin, 'POST', `/api/orders/${order.id}/resolve`, { outcome: 'refund', note: 'No delivery' }));
    await until(async () => (await orderByIntent(t.db, intent)).refundedAt !== null, 15_000, 'the refund');
    expect((await paymentRow(intent)).refundId).toBe((await orderByIntent(t.db, intent)).refundId);
    expect(await entriesOf(`order-refunded:${order.id}`)).toEqual([
      ['platform:escrow:PKR', -toPaisa(2500, 280)],
      ['platform:processor_clearing:PKR', toPaisa(2500, 280)],
    ]);
  });

  it('the books reconcile in both currencies (npm run ledger:check)', async () => {
    await settled(t.app);
    const report = await ok<LedgerReport>(call(admin, 'GET', '/api/admin/ledger'));
    const pkr = report.currencies.find((c) => c.currency === 'PKR')!;
    const usd = report.currencies.find((c) => c.currency === 'USD')!;
    expect(pkr).toMatchObject({ trialBalance: 0, balanceMismatches: 0, ok: true });
    expect(usd).toMatchObject({ trialBalance: 0, balanceMismatches: 0, ok: true });
    // Escrow holds the paisa of the rupee orders paid and not yet final.
    expect(pkr.escrow.ledger).toBe(pkr.escrow.expected);
    expect(pkr.escrow.expected).toBeGreaterThan(0);
    const out: string[] = [];
    expect(await runLedgerCheck({ db: t.db, io: { out: (l: string) => out.push(l), err: (l: string) => out.push(l) } as never })).toBe(0);
    expect(out.join('\n')).toContain('PKR: ok');
    expect(out.join('\n')).toContain('USD: ok');
  });
});

describe('who may pay, and what the client may send', () => {
  it('another user can neither confirm nor see a wallet order', async () => {
    const { intent } = await walletCheckout();
    const order = await orderByIntent(t.db, intent);
    await refused(confirm(intent, stranger), 403);
    await refused(call(stranger, 'GET', `/api/orders/${order.id}`), 404);
    await refused(call(stranger, 'GET', `/api/orders/by-payment/${intent}`), 403);
    await refused(call(null, 'PUT', '/api/orders', { payment_intent: intent }), 401);
    await refused(call(null, 'POST', `/api/orders/create-payment-intent/${order.gigId}`, { method: 'easypaisa', account: '03001234567' }), 401);
    // The seller cannot buy their own gig in rupees either.
    await refused(call(seller, 'POST', `/api/orders/create-payment-intent/${order.gigId}`, { method: 'easypaisa', account: '03001234567' }), 403);
  });

  it('refuses unknown methods, bad numbers and any extra key (an amount or a rate) with the texts, making no order', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 45 });
    const url = `/api/orders/create-payment-intent/${gig.id}`;
    const bodies: [object, string][] = [
      [{ method: 'sadapay', account: '03001234567' }, rupeesTexts.methodRequired],
      [{ account: '03001234567' }, rupeesTexts.methodRequired],
      [{ method: 'easypaisa' }, rupeesTexts.accountRequired],
      [{ method: 'easypaisa', account: '   ' }, rupeesTexts.accountRequired],
      [{ method: 'easypaisa', account: '12345' }, rupeesTexts.walletNumberFormat],
      [{ method: 'jazzcash', account: 'PK36SCBL0000001123456702' }, rupeesTexts.walletNumberFormat],
      [{ method: 'raast', account: 'PK36SCBL0000001123456703' }, rupeesTexts.raastFormat],
    ];
    for (const [body, text] of bodies) {
      const r = await refused(call(buyer, 'POST', url, body), 400);
      expect(JSON.stringify(r), JSON.stringify(body)).toContain(text);
    }
    for (const extra of [{ amount: 1 }, { rate: 1 }, { currency: 'PKR' }, { price: 1 }]) {
      await refused(call(buyer, 'POST', url, { method: 'easypaisa', account: '03001234567', ...extra }), 400);
      await refused(call(buyer, 'POST', url, extra), 400);
    }
    const made = await t.db.select().from(orders).where(eq(orders.gigId, gig.id));
    expect(made).toHaveLength(0);
  });

  it('the amount is the gig’s price from the database at the platform’s rate, whatever the client says', async () => {
    await setRate(277.7777);
    const { answer, intent } = await walletCheckout('03001234567', { price: 99 });
    expect(answer.amount).toBe(toPaisa(9900, 277.7777));
    expect((await paymentRow(intent)).amount).toBe(answer.amount);
    expect((await orderByIntent(t.db, intent)).rate).toBe(277.7777);
    await setRate(280);
  });
});

describe('wallet account numbers', () => {
  it('are never logged, even at trace level and on a refused body', async () => {
    const { app, lines } = await appLoggingEverything(t);
    try {
      const gig = await insertGig(t.db, t.storage, seller.user.id);
      const send = (payload: object) => app.inject({ method: 'POST', url: `/api/orders/create-payment-intent/${gig.id}`, payload, headers: { cookie: buyer.cookie } });
      const made = await send({ method: 'jazzcash', account: '03219876543' });
      expect(made.statusCode, made.body).toBe(200);
      const intent = made.json<{ paymentIntent: string }>().paymentIntent;
      await app.inject({ method: 'PUT', url: '/api/orders', payload: { payment_intent: intent }, headers: { cookie: buyer.cookie } });
      expect((await send({ method: 'jazzcash', account: '0321987654' })).statusCode).toBe(400);
      expect((await send({ method: 'raast', account: 'PK36SCBL0000001123456703' })).statusCode).toBe(400);
      // Were a body ever logged, its account would be hidden.
      app.log.info({ req: { body: { account: '03219876543' } }, body: { account: '03219876543' } }, 'body logged');
    } finally {
      await app.close();
    }
    const logged = lines.join('\n');
    expect(logged).toContain('/api/orders/create-payment-intent/');
    expect(logged).toContain('[Redacted]');
    for (const secret of ['03219876543', '0321987654', 'PK36SCBL0000001123456703']) expect(logged).not.toContain(secret);
  });
});

describe('the API document', () => {
  it('describes the checkout body and both answers', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const checkout = doc.json().paths['/api/orders/create-payment-intent/{gigId}'].post;
    expect(JSON.stringify(checkout.requestBody ?? {})).toContain('easypaisa');
    expect(JSON.stringify(checkout.responses['200'])).toContain('clientSecret');
    expect(JSON.stringify(checkout.responses['200'])).toContain('wallet');
  });
});
