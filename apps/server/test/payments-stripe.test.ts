import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../src/db/schema/index.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { startFakeStripe } from './helpers/fake-stripe.js';
import { gigSales, insertGig, orderByIntent } from './helpers/orders.js';

const webhookSecret = 'whsec_test_secret_for_tests';
const keys = { STRIPE_SECRET_KEY: 'sk_test_fakekey123', STRIPE_PUBLISHABLE_KEY: 'pk_test_fakekey123', STRIPE_WEBHOOK_SECRET: webhookSecret };
// Only for signing test events: the SDK's own helper.
const signer = new Stripe('sk_test_signer');

let t: TestContext;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let seller: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ ...keys, STRIPE_API_URL: fake.url, JOBS_POLL_SECONDS: '0.1' });
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const checkout = async (gigId: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/create-payment-intent/${gigId}`, headers: { cookie: buyer.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntent: string; provider: string; publishableKey?: string };
};
const confirm = (intent: string) => t.app.inject({ method: 'PUT', url: '/api/orders', payload: { payment_intent: intent }, headers: { cookie: buyer.cookie } });

let eventNo = 0;
const event = (type: string, intentId: string, id = `evt_test_${++eventNo}`) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2024-06-20', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: intentId, object: 'payment_intent' } } });
const deliver = (payload: string, opts: { timestamp?: number; secret?: string; body?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret, timestamp: opts.timestamp }),
    },
    payload: opts.body ?? payload,
  });

describe('the Stripe provider against a fake Stripe API', () => {
  it('creates the intent through the SDK for the gig price in cents, with an idempotency key', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 75 });
    const body = await checkout(gig.id);
    expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fakekey123', clientSecret: `${body.paymentIntent}_secret_fake` });
    const order = await orderByIntent(t.db, body.paymentIntent);
    expect(order).toMatchObject({ provider: 'stripe', price: 75, isPaid: false });
    const create = fake.requests.find((r) => r.method === 'POST')!;
    expect(create.authorization).toBe('Bearer sk_test_fakekey123');
    expect(create.idempotencyKey).toBe(`order-${order.id}`);
    expect(create.form!.get('amount')).toBe('7500');
    expect(create.form!.get('currency')).toBe('usd');
    expect(create.form!.get('metadata[orderId]')).toBe(order.id);
    expect(create.form!.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('retrieves the intent on PUT /api/orders and pays only once Stripe says it succeeded', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 20 });
    const { paymentIntent } = await checkout(gig.id);
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'requires_payment_method' });
    fake.setStatus(paymentIntent, 'processing');
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'processing' });
    fake.setStatus(paymentIntent, 'succeeded');
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
    expect(await gigSales(t.db, gig.id)).toBe(1);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paymentIntent}`)).toBe(true);
  });

  it('refuses a Stripe intent whose amount differs from the order', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 20 });
    const { paymentIntent } = await checkout(gig.id);
    fake.intents.get(paymentIntent)!.amount = 100;
    fake.setStatus(paymentIntent, 'succeeded');
    expect((await confirm(paymentIntent)).statusCode).toBe(409);
    expect((await deliver(event('payment_intent.succeeded', paymentIntent))).statusCode).toBe(200);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
  });

  it('has no built-in card form in Stripe mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: { cookie: buyer.cookie },
      payload: { payment_intent: 'pi_x', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('allows Stripe.js, its frames and its API in the Content-Security-Policy, and nothing more', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain("frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
  });
});

describe('POST /api/payments/webhook', () => {
  it('a validly signed payment_intent.succeeded pays the order once; a replay changes nothing', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40 });
    const { paymentIntent } = await checkout(gig.id);
    fake.setStatus(paymentIntent, 'succeeded');
    const payload = event('payment_intent.succeeded', paymentIntent);
    const res = await deliver(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
    expect(await gigSales(t.db, gig.id)).toBe(1);
    // The same event again (replayed, or re-sent by Stripe), and another event for the same intent.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(event('payment_intent.succeeded', paymentIntent))).statusCode).toBe(200);
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    expect(await gigSales(t.db, gig.id)).toBe(1);
    const id = JSON.parse(payload).id;
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong secret, a stale signature and a missing one, with 400', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40 });
    const { paymentIntent } = await checkout(gig.id);
    fake.setStatus(paymentIntent, 'succeeded');
    const payload = event('payment_intent.succeeded', paymentIntent);
    const tampered = await deliver(payload, { body: payload.replace('"livemode":false', '"livemode":true') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Invalid Stripe signature.');
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    expect(await gigSales(t.db, gig.id)).toBe(0);
    // None of them was recorded as seen: the genuine delivery still works.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
  });

  it('is safe out of order: acts on the intent as Stripe has it now, and never un-pays', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40 });
    const { paymentIntent } = await checkout(gig.id);
    // A late "succeeded" about an intent that Stripe now says needs a new card: nothing is paid.
    expect((await deliver(event('payment_intent.succeeded', paymentIntent))).statusCode).toBe(200);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(false);
    fake.setStatus(paymentIntent, 'succeeded');
    // A failure event arriving after the success (in any order) changes nothing once paid.
    expect((await deliver(event('payment_intent.succeeded', paymentIntent))).statusCode).toBe(200);
    expect((await deliver(event('payment_intent.payment_failed', paymentIntent))).statusCode).toBe(200);
    expect((await deliver(event('payment_intent.processing', paymentIntent))).statusCode).toBe(200);
    expect((await orderByIntent(t.db, paymentIntent)).isPaid).toBe(true);
    expect(await gigSales(t.db, gig.id)).toBe(1);
  });

  it('accepts events about unknown intents and other objects without effect', async () => {
    expect((await deliver(event('payment_intent.succeeded', 'pi_unknown_here'))).statusCode).toBe(200);
    const charge = JSON.stringify({ id: 'evt_charge_1', object: 'event', type: 'charge.succeeded', data: { object: { id: 'ch_1', object: 'charge' } } });
    expect((await deliver(charge)).statusCode).toBe(200);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_charge_1'))).toHaveLength(1);
  });
});

describe('refunds through Stripe', () => {
  /** A paid Stripe order whose seller accepts the buyer's cancellation. */
  async function cancelledOrder() {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 30 });
    const { paymentIntent } = await checkout(gig.id);
    fake.setStatus(paymentIntent, 'succeeded');
    expect((await confirm(paymentIntent)).json()).toEqual({ status: 'succeeded' });
    const order = await orderByIntent(t.db, paymentIntent);
    const asked = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancellation`, payload: { reason: 'No longer needed' }, headers: { cookie: buyer.cookie } });
    expect(asked.statusCode, asked.body).toBe(200);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancellation/accept`, headers: { cookie: seller.cookie } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { order, paymentIntent, gigId: gig.id };
  }
  async function refundedRow(orderId: string) {
    for (let i = 0; i < 200; i++) {
      await settled(t.app);
      const row = (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
      if (row.refundedAt) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('never refunded');
  }
  const chargeRefunded = (intentId: string, id = `evt_test_${++eventNo}`) =>
    JSON.stringify({ id, object: 'event', type: 'charge.refunded', api_version: '2024-06-20', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true } } });

  it('a cancelled order is refunded in full once, with the order as idempotency key', async () => {
    const { order, paymentIntent, gigId } = await cancelledOrder();
    const row = await refundedRow(order.id);
    const calls = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls.at(-1)).toMatchObject({ idempotencyKey: `refund-${order.id}` });
    expect(calls.at(-1)!.form!.get('amount')).toBe('3000');
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(row.refundId).toBe(fake.refunds.find((r) => r.payment_intent === paymentIntent)!.id);
    expect(await gigSales(t.db, gigId)).toBe(0);
    // Stripe's charge.refunded for it, twice: nothing more happens.
    const payload = chargeRefunded(paymentIntent);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].refundedAt).toEqual(row.refundedAt);
  });

  it('a refund made in the Stripe dashboard cancels the order, once, without a second refund', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 20 });
    const { paymentIntent } = await checkout(gig.id);
    fake.setStatus(paymentIntent, 'succeeded');
    await confirm(paymentIntent);
    const refundCalls = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    expect((await deliver(chargeRefunded(paymentIntent))).statusCode).toBe(200);
    expect((await deliver(chargeRefunded(paymentIntent))).statusCode).toBe(200);
    await settled(t.app);
    const row = await orderByIntent(t.db, paymentIntent);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row.refundedAt).not.toBeNull();
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').length).toBe(refundCalls);
    expect(await gigSales(t.db, gig.id)).toBe(0);
  });
});
