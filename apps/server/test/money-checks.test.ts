import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLifecycleTexts, payoutTexts, type AdminPayout, type Earnings, type EarningsEntries, type OrderDetail, type Payout } from '@market/shared';
import { notifications, orders, payouts } from '../src/db/schema/index.js';
import { sendPayoutJob } from '../src/modules/payouts/index.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';
import { awaitingReview } from './helpers/identity.js';
import { startMailCatcher } from './helpers/mail-catcher.js';
import { insertGig, orderByIntent, successCard } from './helpers/orders.js';

// Who may be paid, who may judge a dispute, what the buyer is told of their money, and what the
// earnings page and the payout queue show: checks at the moment money moves, not at the request.
let t: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let otherAdmin: Session;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    SMTP_URL: mail.url,
    PUBLIC_ORIGIN: 'https://kaamkar.example',
    JOBS_POLL_SECONDS: '0.1',
    PAYOUT_METHOD_LOCK_HOURS: '0',
    PAYOUT_SIMULATOR_SECONDS: '0.2',
    REGISTRATION_BONUS_PKR: '1000',
  });
  admin = await signedIn(t.app, t.db, 'admin');
  otherAdmin = await signedIn(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.6', who, method, url, payload, headers);
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    await settled(t.app);
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`never reached: ${what}`);
}

const payoutRow = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0];
// Verifying needs documents waiting for review: the account gets them first (this file is about what verification unlocks).
const verify = async (user: Session, isVerified: boolean) => {
  if (isVerified) await awaitingReview(t.db, t.storage, user.user.id);
  return ok(call(admin, 'PUT', `/api/user/${user.user.id}`, { isVerified }));
};
const earnings = (who: Session) => ok<Earnings>(call(who, 'GET', '/api/earnings'));

/** A verified worker (Rs 1,000 bonus) with an Easypaisa method and a requested payout of Rs 600. */
async function workerWithPayout(number: string): Promise<{ worker: Session; payout: Payout }> {
  const worker = await signedIn(t.app, t.db, 'user');
  await verify(worker, true);
  const { method } = await ok<{ method: { _id: string } }>(call(worker, 'POST', '/api/payout-methods', { type: 'easypaisa', currency: 'PKR', accountTitle: 'Ali Raza', accountNumber: number }), 201);
  const { payout } = await ok<{ payout: Payout }>(call(worker, 'POST', '/api/payouts', { currency: 'PKR', amount: 60_000, methodId: method._id }, { 'idempotency-key': randomUUID() }), 201);
  return { worker, payout };
}

describe('a payout is paid only to an owner still verified and not deleted', () => {
  it('an approval after the owner was un-verified is refused with the reason; verified again, it goes through', async () => {
    const { worker, payout } = await workerWithPayout('03211234567');
    await verify(worker, false);
    await refused(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`), 409, payoutTexts.ownerNotVerified);
    expect((await payoutRow(payout._id)).status).toBe('requested');
    // The queue says why before anyone clicks.
    const queue = await ok<{ payouts: AdminPayout[] }>(call(admin, 'GET', '/api/admin/payouts?status=requested'));
    expect(queue.payouts.find((p) => p._id === payout._id)?.user).toEqual({ _id: worker.user.id, username: worker.user.username, isVerified: false, legalName: 'Test Worker' });

    await verify(worker, true);
    const approved = await ok<{ payout: AdminPayout }>(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`));
    expect(approved.payout).toMatchObject({ status: 'processing', user: { isVerified: true } });
    await until(() => payoutRow(payout._id), (p) => p.status === 'paid', 'the payout paid');
  });

  it('an approval of a deleted user’s payout is refused; rejecting it returns the money', async () => {
    const { worker, payout } = await workerWithPayout('03221234567');
    await ok(call(admin, 'DELETE', `/api/user/${worker.user.id}`));
    await refused(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`), 409, payoutTexts.ownerDeleted);
    await ok(call(admin, 'POST', `/api/admin/payouts/${payout._id}/reject`, { reason: 'Account deleted' }));
    expect((await payoutRow(payout._id)).status).toBe('rejected');
  });

  it('the send job stops a payout whose owner was un-verified after the approval: failed with the reason, the money back', async () => {
    const { worker, payout } = await workerWithPayout('03231234567');
    // Approved while verified, un-verified before the job sent it: the job's own check stops it.
    await t.db.update(payouts).set({ status: 'processing', decidedBy: admin.user.id }).where(eq(payouts.id, payout._id));
    await verify(worker, false);
    await sendPayoutJob.handle({ payoutId: payout._id }, { db: t.db, config: t.config } as never, { id: 'test', key: 'test', attempts: 0 });
    const row = await payoutRow(payout._id);
    expect(row).toMatchObject({ status: 'failed', reason: payoutTexts.stoppedNotVerified, providerReference: null });
    const pkr = (await earnings(worker)).balances.find((b) => b.currency === 'PKR')!;
    expect(pkr).toMatchObject({ available: 100_000, inTransit: 0 });
  });
});

describe('the admin payout queue', () => {
  it('shows the account’s ending and title, never the whole number', async () => {
    const { payout } = await workerWithPayout('03241234567');
    const res = await call(admin, 'GET', '/api/admin/payouts');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('03241234567');
    const row = (res.json() as { payouts: AdminPayout[] }).payouts.find((p) => p._id === payout._id)!;
    expect(row.method).toEqual({ type: 'easypaisa', accountTitle: 'Ali Raza', accountEnding: '•••• 4567' });
  });
});

describe('the earnings page', () => {
  it('tells when the next payout of each currency may be requested, and shows a payout as one outgoing line with its status', async () => {
    const { worker, payout } = await workerWithPayout('03251234567');
    const { withdrawal } = await earnings(worker);
    const requestedAt = new Date(payout.createdAt).getTime();
    expect(new Date(withdrawal.nextPayoutAt.PKR!).getTime()).toBe(requestedAt + 24 * 3_600_000);
    expect(withdrawal.nextPayoutAt.USD).toBeNull();

    const history = await ok<EarningsEntries>(call(worker, 'GET', '/api/earnings/entries?currency=PKR'));
    const lines = history.entries.filter((e) => e.ref.type === 'payout' && e.ref.id === payout._id);
    expect(lines).toEqual([expect.objectContaining({ kind: 'payout_requested', bucket: 'available', amount: -60_000, payoutStatus: 'requested' })]);
    expect(history.entries.some((e) => e.bucket === 'in_transit')).toBe(false);

    await ok(call(admin, 'POST', `/api/admin/payouts/${payout._id}/approve`));
    await until(() => payoutRow(payout._id), (p) => p.status === 'paid', 'the payout paid');
    const after = await ok<EarningsEntries>(call(worker, 'GET', '/api/earnings/entries?currency=PKR'));
    expect(after.entries.filter((e) => e.ref.id === payout._id)).toEqual([expect.objectContaining({ amount: -60_000, payoutStatus: 'paid' })]);
    // The CSV keeps every leg for the books.
    const csv = await call(worker, 'GET', '/api/earnings/entries.csv?currency=PKR');
    expect(csv.body.split('\r\n').filter((l) => l.includes(payout._id))).toHaveLength(3);
  });
});

/** A paid order of a fresh $40 gig of the seller, bought by the buyer through checkout and the test card. */
async function paidOrder(seller: Session, buyer: Session): Promise<{ id: string; paymentIntent: string }> {
  const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40, title: 'A receipt-worthy logo' });
  const { paymentIntent } = await ok<{ paymentIntent: string }>(call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`));
  await ok(call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard }));
  await ok(call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent }));
  return { id: (await orderByIntent(t.db, paymentIntent)).id, paymentIntent };
}

describe('a dispute is resolved by an admin who is not a party', () => {
  it('the admin who sold the order gets 403 and no resolve action; another admin resolves it', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const { id } = await paidOrder(admin, buyer);
    await ok(call(buyer, 'POST', `/api/orders/${id}/dispute`, { reason: 'Not what I asked' }));
    const seen = await ok<OrderDetail>(call(admin, 'GET', `/api/orders/${id}`));
    expect(seen.actions).not.toContain('resolve');
    await refused(call(admin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'complete', note: 'Mine is fine' }), 403, orderLifecycleTexts.ownDispute);
    expect((await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status).toBe('disputed');
    expect((await ok<OrderDetail>(call(otherAdmin, 'GET', `/api/orders/${id}`))).actions).toContain('resolve');
    await ok(call(otherAdmin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'complete', note: 'Delivered as asked' }));
  });

  it('the admin who bought the order cannot resolve it either', async () => {
    const seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
    const { id } = await paidOrder(seller, otherAdmin);
    await ok(call(seller, 'POST', `/api/orders/${id}/dispute`, { reason: 'No answer to my questions' }));
    await refused(call(otherAdmin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'refund', note: 'Refund me' }), 403, orderLifecycleTexts.ownDispute);
    await ok(call(admin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'refund', note: 'No contact' }));
  });
});

describe('the buyer’s receipts', () => {
  const receiptRows = (userId: string, type: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('a payment and its refund each give the buyer a notification and an e-mail with what, the price, the order link and the processor’s reference', async () => {
    const seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
    const buyer = await signedIn(t.app, t.db, 'user');
    const { id, paymentIntent } = await paidOrder(seller, buyer);

    const [paid] = await until(() => receiptRows(buyer.user.id, 'payment.receipt'), (r) => r.length > 0, 'the payment receipt');
    expect(paid).toMatchObject({ title: 'Payment receipt', link: `/orders/${id}` });
    expect(paid.body).toContain('$40.00');
    expect(paid.body).toContain('“A receipt-worthy logo”');
    expect(paid.body).toContain(paymentIntent);
    const paidMail = await until(async () => mail.to(buyer.user.email).filter((m) => m.subject === 'Payment receipt'), (m) => m.length > 0, 'the payment receipt e-mail');
    expect(paidMail).toHaveLength(1);
    expect(paidMail[0].text).toContain(paid.body);
    expect(paidMail[0].text).toContain(`https://kaamkar.example/orders/${id}`);
    // The seller's "New order" is unchanged, and the seller gets no receipt.
    expect(await receiptRows(seller.user.id, 'order.paid')).toHaveLength(1);
    expect(await receiptRows(seller.user.id, 'payment.receipt')).toHaveLength(0);

    await ok(call(buyer, 'POST', `/api/orders/${id}/dispute`, { reason: 'Nothing came' }));
    await ok(call(admin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'refund', note: 'No delivery' }));
    const [refund] = await until(() => receiptRows(buyer.user.id, 'refund.receipt'), (r) => r.length > 0, 'the refund receipt');
    const [order] = await t.db.select({ refundId: orders.refundId }).from(orders).where(eq(orders.id, id));
    expect(order.refundId).toBeTruthy();
    expect(refund).toMatchObject({ title: 'Refund receipt', link: `/orders/${id}` });
    expect(refund.body).toContain('$40.00');
    expect(refund.body).toContain(order.refundId!);
    const refundMail = await until(async () => mail.to(buyer.user.email).filter((m) => m.subject === 'Refund receipt'), (m) => m.length > 0, 'the refund receipt e-mail');
    expect(refundMail[0].text).toContain(`https://kaamkar.example/orders/${id}`);
    // In the app too: the buyer's list has both.
    const list = await ok<{ notifications: { type: string }[] }>(call(buyer, 'GET', '/api/notifications'));
    expect(list.notifications.map((n) => n.type)).toEqual(expect.arrayContaining(['payment.receipt', 'refund.receipt']));
  });
});
