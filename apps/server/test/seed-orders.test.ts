import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaisa, type Earnings } from '@market/shared';
import { gigs, jobs, localPaymentIntents, orders, payouts, reviews, users, walletPayments } from '../src/db/schema/index.js';
import { seedDemo, type SeedSummary } from '../src/seed/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { login } from './helpers/factories.js';

const now = new Date();
let t: TestContext;
let summary: SeedSummary;

beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemo({ db: t.db, storage: t.storage, log: () => undefined, now });
}, 120_000);
afterAll(() => t?.close());

const demoCookie = (username: string) => login(t.app, username, summary.accounts.find((a) => a.username === username)!.password);

describe('demo orders', () => {
  it('gives every gig as many sales as it has paid orders not cancelled, at its price, from people other than its seller', async () => {
    const gigRows = await t.db.select().from(gigs);
    const orderRows = await t.db.select().from(orders);
    expect(orderRows.length).toBeGreaterThanOrEqual(gigRows.length);
    for (const g of gigRows) {
      const mine = orderRows.filter((o) => o.gigId === g.id);
      expect(g.sales, g.title).toBe(mine.filter((o) => o.status !== 'cancelled').length);
      for (const o of mine) {
        expect(o).toMatchObject({ isPaid: true, price: g.price, title: g.title, sellerId: g.userId, img: g.coverFileId, provider: o.currency === 'PKR' ? 'wallet' : 'local' });
        expect(o.buyerId).not.toBe(g.userId);
        expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(g.createdAt.getTime());
        expect(o.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    // Each card order's intent exists, succeeded, for its amount in cents.
    const intents = new Map((await t.db.select().from(localPaymentIntents)).map((i) => [i.id, i]));
    for (const o of orderRows.filter((r) => r.currency === 'USD')) expect(intents.get(o.paymentIntent)).toMatchObject({ status: 'succeeded', amount: o.price * 100, currency: 'usd' });
  });

  it('has one order paid in rupees by Easypaisa: its paisa at the rate of that day, the wallet payment approved, the seller earning rupees', async () => {
    const rupee = await t.db.select().from(orders).where(eq(orders.currency, 'PKR'));
    expect(rupee).toHaveLength(1);
    const [o] = rupee;
    expect(o).toMatchObject({ isPaid: true, status: 'completed', provider: 'wallet', paymentMethod: 'easypaisa', rate: 280, amount: toPaisa(o.price * 100, 280) });
    const [payment] = await t.db.select().from(walletPayments).where(eq(walletPayments.id, o.paymentIntent));
    expect(payment).toMatchObject({ status: 'succeeded', amount: o.amount, currency: 'PKR', method: 'easypaisa' });
    const [buyer] = await t.db.select().from(users).where(eq(users.id, o.buyerId!));
    expect(buyer.username).toBe('zainab_store');
    const seller = (await t.db.select().from(users).where(eq(users.id, o.sellerId!)))[0];
    const earnings = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: { cookie: await demoCookie(seller.username) } })).json() as Earnings;
    const rupees = earnings.balances.find((b) => b.currency === 'PKR');
    expect(rupees?.lifetime).toBeGreaterThan(0);
  });

  it('has the demo buyer and seller an order in every status after payment, each consistent with its timeline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?role=buyer&limit=100', headers: { cookie: await demoCookie('demo_buyer') } });
    const mine = (res.json() as { orders: { _id: string; status: string; username: string }[] }).orders.filter((o) => o.username === 'ayesha_designs');
    expect(new Set(mine.map((o) => o.status))).toEqual(new Set(['completed', 'in_progress', 'delivered', 'revision_requested', 'cancelled', 'disputed']));
    const rows = await t.db.select().from(orders).where(inArray(orders.id, mine.map((o) => o._id)));
    for (const row of rows) {
      if (row.status === 'cancelled') expect(row.refundedAt).not.toBeNull();
      if (row.status === 'delivered') expect((await t.db.select().from(jobs).where(eq(jobs.key, `order-auto-complete:${row.id}`)))[0].runAt).toEqual(row.autoCompleteAt);
      if (row.status === 'disputed') expect(row.disputeReason).toBeTruthy();
      expect(row.dueAt).not.toBeNull();
    }
  });

  it('has every reviewer buy the gig before reviewing it', async () => {
    const rows = await t.db.select().from(reviews);
    const orderRows = await t.db.select().from(orders);
    for (const rv of rows) {
      const bought = orderRows.filter((o) => o.gigId === rv.gigId && o.buyerId === rv.userId);
      expect(bought.length).toBeGreaterThanOrEqual(1);
      expect(Math.min(...bought.map((o) => o.createdAt.getTime()))).toBeLessThan(rv.createdAt.getTime());
    }
  });

  it('shows the demo buyer and a demo seller their orders', async () => {
    const [buyer] = await t.db.select().from(users).where(eq(users.username, 'demo_buyer'));
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyer.id));
    expect(n).toBeGreaterThanOrEqual(3);
    const password = summary.accounts.find((a) => a.username === 'demo_buyer')!.password;
    const cookie = await login(t.app, 'demo_buyer', password);
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json().orders as { role: string; createdAt: string }[];
    expect(list).toHaveLength(n);
    expect(list.every((o) => o.role === 'buyer')).toBe(true);
    const times = list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const seller = summary.accounts.find((a) => a.username === 'ayesha_designs')!;
    const sellerList = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: await login(t.app, seller.username, seller.password) } })).json().orders;
    expect(sellerList.length).toBeGreaterThan(0);
    // Sellers sell, and buy from each other too.
    expect(sellerList.some((o: { role: string }) => o.role === 'seller')).toBe(true);
  });
});

describe('demo money', () => {
  it('reconciles: cleared and pending earnings, the bonus, task rewards and one payout of each status', async () => {
    const { ledgerReport } = await import('../src/modules/finance/index.js');
    const report = await ledgerReport(t.db);
    expect(report.currencies.map((c) => [c.currency, c.trialBalance, c.ok])).toEqual([
      ['USD', 0, true],
      ['PKR', 0, true],
    ]);
    const pkr = report.currencies.find((c) => c.currency === 'PKR')!;
    expect(pkr.bonusesPaid).toBe(100_000);
    expect(pkr.rewardsPaid).toBeGreaterThan(0);
    const statuses = (await t.db.select({ status: payouts.status }).from(payouts)).map((p) => p.status).sort();
    expect(statuses).toEqual(['failed', 'paid', 'processing', 'rejected', 'requested']);
    // The demo seller has earnings both available and still pending.
    const cookie = await demoCookie('ayesha_designs');
    const earnings = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: { cookie } })).json() as Earnings;
    const usd = earnings.balances.find((b) => b.currency === 'USD')!;
    expect(usd.available).toBeGreaterThan(0);
    expect(usd.inTransit).toBe(6_000);
    expect(usd.pending).toBeGreaterThan(0);
    expect(usd.nextClearAt).not.toBeNull();
  });
});
