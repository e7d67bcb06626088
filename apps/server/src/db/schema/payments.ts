import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * Payment intents of the built-in test card processor (PAYMENT provider `local`).
 * No card data is kept: only the outcome.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** A `processing` intent succeeds at this time. */
  settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  /** A refund of the whole amount (the only kind the marketplace makes): its id, once made. */
  refundId: text('refund_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Webhook events already handled, so a replayed or re-sent event has no second effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_created_idx').on(t.createdAt)],
);
