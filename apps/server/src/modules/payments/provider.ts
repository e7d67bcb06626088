import type { PaymentProviderName } from '@market/shared';

/** A payment intent as both processors describe it; amounts are in cents. */
export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  /** `succeeded`, `processing`, `requires_payment_method`, or another status of the processor. */
  status: string;
  metadata: Record<string, string>;
};

export type CreateIntentInput = {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The same key for a retried request, so the processor makes one intent, not two. */
  idempotencyKey: string;
};

/** A verified webhook event: its id (for replays), type, the intent it is about, and for a charge whether it is refunded in full. */
export type PaymentEvent = { id: string; type: string; intentId: string | null; fullyRefunded?: boolean };

export type RefundInput = {
  intentId: string;
  /** The whole amount paid, in cents: the marketplace refunds in full or not at all. */
  amount: number;
  /** The same key every time for one order, so a refund asked again is made once. */
  idempotencyKey: string;
};

/** What the orders and payments modules need of a card processor. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser needs (Stripe only). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** The intent as the processor sees it now, or null when it does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Those of these intents that have succeeded, as the processor sees them now (payment reconciliation). */
  succeededIntents(ids: string[]): Promise<PaymentIntent[]>;
  /** Refunds a succeeded intent in full, once per idempotency key; answers the refund's id. */
  refund(input: RefundInput): Promise<{ id: string }>;
  /** Checks a webhook's signature on its raw body; throws when it is not genuine or too old. */
  verifyWebhook?(rawBody: Buffer, signature: string): PaymentEvent;
}
