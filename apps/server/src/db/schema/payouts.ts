import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutMethodTypes, payoutStatuses } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/** Where a user's money may be sent (module `payouts`). */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: payoutMethodTypes }).notNull(),
    currency: text('currency', { enum: ['USD', 'PKR'] }).notNull(),
    accountTitle: text('account_title').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The title the payout provider holds for the account. */
    verifiedTitle: text('verified_title').notNull().default(''),
    /** Payouts of the user wait until then after this method was added (registration's methods: no wait). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payout_methods_account_idx').on(t.userId, t.type, t.currency, t.accountNumber)],
);

/** A request to send money out, and what became of it. The method's details are copied: a removed method leaves its payouts readable. */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    // No foreign key: a payout of a deleted user still settles against their ledger accounts (the queue shows 'Deleted user').
    userId: uuid('user_id').notNull(),
    currency: text('currency', { enum: ['USD', 'PKR'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('requested'),
    methodId: uuid('method_id').references(() => payoutMethods.id, { onDelete: 'set null' }),
    methodType: text('method_type', { enum: payoutMethodTypes }).notNull(),
    accountTitle: text('account_title').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The client's Idempotency-Key: the same key answers the same payout. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The body the key was first used with, so another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    reason: text('reason').notNull().default(''),
    providerReference: text('provider_reference'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payouts_idempotency_idx').on(t.userId, t.idempotencyKey),
    // A user's payouts newest first; the one-a-day rule reads the newest of a currency.
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_user_currency_idx').on(t.userId, t.currency, t.createdAt),
    // The admins' queue by status, oldest first; the reconciliation reads the processing ones.
    index('payouts_status_idx').on(t.status, t.id),
    // A provider's callback names its reference.
    uniqueIndex('payouts_provider_reference_idx').on(t.providerReference),
  ],
);

/**
 * The built-in payout simulator's own book (what a real provider keeps on its side): one row per
 * idempotency key, so the same key answers the same payout, and the outcome it will report.
 */
export const localPayouts = pgTable('local_payouts', {
  key: text('key').primaryKey(),
  reference: text('reference').notNull().unique(),
  outcome: text('outcome', { enum: ['paid', 'closed', 'pending_then_failed'] }).notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull().default('pending'),
  failure: text('failure').notNull().default(''),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
