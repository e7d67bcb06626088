import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { CreateIntentInput, PaymentEvent, PaymentIntent, PaymentProvider, RefundInput } from './provider.js';

const toIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  amount: pi.amount,
  currency: pi.currency,
  status: pi.status,
  metadata: { ...pi.metadata },
});

/** Stripe's client options for another API address (a local fake in tests, stripe-mock). */
function apiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol } as const;
}

type StripeSdk = typeof Stripe;

/** Concurrent retrieves during reconciliation: well below Stripe's read limit (25 per second in test mode). */
const retrievesAtOnce = 5;

/**
 * Loads the official SDK (half a second, so only when Stripe is configured, also in the bundle)
 * and makes the provider.
 */
export async function createStripeProvider(config: StripeConfig): Promise<StripeProvider> {
  const { default: sdk } = await import('stripe');
  return new StripeProvider(sdk, config);
}

/** Payments through Stripe with the official SDK: intents with idempotency keys, signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(
    private readonly sdk: StripeSdk,
    config: StripeConfig,
  ) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    // Retries are safe: every create carries an idempotency key.
    this.stripe = new sdk(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...apiAddress(config.apiUrl) });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const pi = await this.stripe.paymentIntents.create(
      { amount: input.amount, currency: input.currency, metadata: input.metadata, automatic_payment_methods: { enabled: true } },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof this.sdk.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw err;
    }
  }

  /** Stripe has no lookup of many intents by id: one retrieve each, a few at a time (its rate limit is per second). */
  async succeededIntents(ids: string[]): Promise<PaymentIntent[]> {
    const found: PaymentIntent[] = [];
    for (let i = 0; i < ids.length; i += retrievesAtOnce) {
      const intents = await Promise.all(ids.slice(i, i + retrievesAtOnce).map((id) => this.retrieveIntent(id)));
      for (const intent of intents) if (intent?.status === 'succeeded') found.push(intent);
    }
    return found;
  }

  /** A full refund with the order's idempotency key: Stripe makes one refund however often it is asked. */
  async refund(input: RefundInput): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create({ payment_intent: input.intentId, amount: input.amount }, { idempotencyKey: input.idempotencyKey });
    return { id: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    // Throws on a wrong signature or a timestamp older than the SDK's tolerance (5 minutes).
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null; refunded?: boolean };
    if (object.object === 'charge') {
      const intent = typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null);
      return { id: event.id, type: event.type, intentId: intent, fullyRefunded: object.refunded === true };
    }
    return { id: event.id, type: event.type, intentId: object.object === 'payment_intent' && object.id ? object.id : null };
  }
}
