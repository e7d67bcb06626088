import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WalletMethod } from '@market/shared';
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

/**
 * Payments of the built-in mobile wallet simulator (WALLET provider `local`): a request to pay
 * sent to a wallet account (Easypaisa, JazzCash, a Raast alias), approved, declined or left to
 * expire as the account's test number says. Amounts in paisa.
 */
export const walletPayments = pgTable(
  'wallet_payments',
  {
    id: text('id').primaryKey(),
    method: text('method').$type<WalletMethod>().notNull(),
    /** The mobile number or IBAN the request went to, as the wallet knows it. */
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** `pending`, `succeeded`, `declined`, `expired`. */
    status: text('status').notNull(),
    /** What the account's test number does: approve, decline, timeout or late. */
    outcome: text('outcome').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** A retried request with the same key is the same payment. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** When the holder answers on their phone (approve or decline), or the request expires. */
    settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }).notNull(),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wallet_payments_pending_idx').on(t.settlesAt).where(sql`${t.status} = 'pending'`)],
);
