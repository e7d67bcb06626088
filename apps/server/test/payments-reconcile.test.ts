import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { localPaymentIntents, orders, userProfiles } from '../src/db/schema/index.js';
import { createCheckout } from '../src/modules/orders/service.js';
import { unpaidOrders, type UnpaidOrder } from '../src/modules/orders/unpaid.js';
import { reconcilePayments } from '../src/modules/payments/reconcile.js';
import { createStripeProvider } from '../src/modules/payments/stripe-provider.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { startFakeStripe } from './helpers/fake-stripe.js';
import { gigSales, insertGig, orderByIntent, successCard } from './helpers/orders.js';

let t: TestContext;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let seller: Awaited<ReturnType<typeof signedIn>>;
let address = 0;
const log = { warn: () => undefined };

beforeAll(async () => {
  // The reconcile job every 0.2 s, looked for every 0.1 s.
  t = await createTestApp({ PAYMENTS_RECONCILE_SECONDS: '0.2', JOBS_POLL_SECONDS: '0.1' });
  seller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
});
afterAll(() => t.close());

// Each call from its own address, so per-address rate limits stay out of the way.
const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: buyer.cookie }, remoteAddress: `10.6.${Math.floor(++address / 250)}.${(address % 250) + 1}` });

/** A checkout of a new gig, with the card given at the processor (the browser's part); the server is not told. */
async function paidAtProcessor(card = successCard) {
  const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 45 });
  const checkout = await call('POST', `/api/orders/create-payment-intent/${gig.id}`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const intent = checkout.json<{ paymentIntent: string }>().paymentIntent;
  await call('POST', '/api/payments/local/confirm', { payment_intent: intent, ...card });
  return { gigId: gig.id, intent };
}

/** Waits for a state (checked every 50 ms), at most `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const paidOrders = async () => (await t.db.select().from(userProfiles).where(eq(userProfiles.id, seller.user.id)))[0].paidOrders;

describe('payments.reconcile', () => {
  it('settles an intent that succeeded although its confirmation never reached the server, once', async () => {
    const before = await paidOrders();
    const { gigId, intent } = await paidAtProcessor();
    expect((await orderByIntent(t.db, intent)).isPaid).toBe(false);

    // Nobody asks again: the recurring job finds it.
    await until('the order to be paid', async () => (await orderByIntent(t.db, intent)).isPaid);
    expect(await gigSales(t.db, gigId)).toBe(1);
    expect(await paidOrders()).toBe(before + 1);

    // A second run, and the buyer's late confirmation, change nothing.
    const again = await reconcilePayments(t.db, t.app.payments, log);
    expect(again.paid).toBe(0);
    const late = await call('PUT', '/api/orders', { payment_intent: intent });
    expect(late.json()).toEqual({ status: 'succeeded' });
    expect(await gigSales(t.db, gigId)).toBe(1);
    expect(await paidOrders()).toBe(before + 1);
  });

  it('settles a processing card once its time has come, and leaves declined and unpaid checkouts alone', async () => {
    const processing = await paidAtProcessor({ ...successCard, number: '4000 0000 0000 0077' });
    const declined = await paidAtProcessor({ ...successCard, number: '4000 0000 0000 0002' });
    const gig = await insertGig(t.db, t.storage, seller.user.id);
    const abandoned = (await call('POST', `/api/orders/create-payment-intent/${gig.id}`)).json<{ paymentIntent: string }>().paymentIntent;
    // The processing card's time, brought forward instead of waited for; the job does the rest.
    await t.db.update(localPaymentIntents).set({ settlesAt: new Date(Date.now() - 1000) }).where(eq(localPaymentIntents.id, processing.intent));

    await until('the processing payment to be settled', async () => (await orderByIntent(t.db, processing.intent)).isPaid);
    expect(await gigSales(t.db, processing.gigId)).toBe(1);
    expect((await orderByIntent(t.db, declined.intent)).isPaid).toBe(false);
    expect((await orderByIntent(t.db, abandoned)).isPaid).toBe(false);
  });

  it('leaves an intent whose amount does not match its order, and orders older than a day, unpaid', async () => {
    const mismatch = await paidAtProcessor();
    await t.db.update(localPaymentIntents).set({ amount: 100 }).where(eq(localPaymentIntents.id, mismatch.intent));
    const old = await paidAtProcessor();
    await t.db.update(orders).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(orders.paymentIntent, old.intent));

    const result = await reconcilePayments(t.db, t.app.payments, log);
    expect(result.mismatched).toBe(1);
    expect((await orderByIntent(t.db, mismatch.intent)).isPaid).toBe(false);
    expect((await orderByIntent(t.db, old.intent)).isPaid).toBe(false);
  });

  it('asks Stripe about each unpaid Stripe order and settles those that succeeded', async () => {
    const fake = await startFakeStripe();
    try {
      const stripe = await createStripeProvider({ secretKey: 'sk_test_fakekey123', publishableKey: 'pk_test_fakekey123', webhookSecret: 'whsec_test', apiUrl: fake.url });
      const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 30 });
      const paid = await createCheckout(t.db, stripe, buyer.user.id, gig.id);
      const other = await insertGig(t.db, t.storage, seller.user.id, { price: 30 });
      const unpaid = await createCheckout(t.db, stripe, buyer.user.id, other.id);
      fake.setStatus(paid.paymentIntent, 'succeeded');

      const result = await reconcilePayments(t.db, stripe, log);
      expect(result).toMatchObject({ paid: 1, mismatched: 0 });
      expect(result.checked).toBeGreaterThanOrEqual(2);
      expect((await orderByIntent(t.db, paid.paymentIntent)).isPaid).toBe(true);
      expect((await orderByIntent(t.db, unpaid.paymentIntent)).isPaid).toBe(false);
      expect(fake.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual(
        expect.arrayContaining([`/v1/payment_intents/${paid.paymentIntent}`, `/v1/payment_intents/${unpaid.paymentIntent}`]),
      );
      expect((await reconcilePayments(t.db, stripe, log)).paid).toBe(0);
      expect(await gigSales(t.db, gig.id)).toBe(1);
    } finally {
      await fake.close();
    }
  });
});

describe('unpaidOrders', () => {
  it('pages through orders made within one millisecond without skipping any (the keyset keeps microseconds)', async () => {
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 45 });
    // 150 checkouts of another processor (the job leaves them alone), a microsecond apart.
    await t.db.execute(sql`
      insert into ${orders} (id, gig_id, img, title, price, seller_id, buyer_id, provider, payment_intent, created_at)
      select gen_random_uuid(), ${gig.id}, 'cover', 'Logo', 45, ${seller.user.id}, ${buyer.user.id}, 'same-ms', 'pi_same_ms_' || i,
             date_trunc('milliseconds', now()) + make_interval(secs => i / 1000000.0)
      from generate_series(1, 150) i`);
    const seen = new Set<string>();
    let before: UnpaidOrder | undefined;
    for (;;) {
      const page = await unpaidOrders(t.db, { provider: 'same-ms', since: new Date(Date.now() - 3_600_000), limit: 100, before });
      for (const o of page) seen.add(o.id);
      if (page.length < 100) break;
      before = page.at(-1);
    }
    expect(seen.size).toBe(150);
  });
});

describe('PAYMENTS_RECONCILE_SECONDS', () => {
  it('defaults to a minute, takes decimals and refuses what is not a sensible number of seconds', () => {
    expect(loadConfig({}).paymentsReconcileSeconds).toBe(60);
    expect(loadConfig({ PAYMENTS_RECONCILE_SECONDS: '0.5' }).paymentsReconcileSeconds).toBe(0.5);
    for (const bad of ['soon', '0', '-1', '100000']) {
      expect(() => loadConfig({ PAYMENTS_RECONCILE_SECONDS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ PAYMENTS_RECONCILE_SECONDS: bad })).toThrow(/PAYMENTS_RECONCILE_SECONDS: must be/);
    }
  });
});
