import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';

/**
 * The double-entry ledger (module `ledger`). An account's id says what it is, so a posting needs no
 * lookup: `user:<userId>:<bucket>:<currency>` for a user's pending, available and in-transit money,
 * `platform:<name>:<currency>` for the platform's accounts (made by the migration).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'platform'] }).notNull(),
    // The owner; null for platform accounts. No foreign key: the books outlive a deleted user, whose
    // money stays on their accounts (and a payout already sent still settles against them).
    userId: uuid('user_id'),
    bucket: text('bucket').notNull(),
    currency: text('currency', { enum: ['USD', 'PKR'] }).notNull(),
    // Kept on user accounts only, by each posting, so a user's balance never goes below zero (the
    // check below). Platform accounts are summed from their entries: every order would otherwise
    // queue on the one escrow row.
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    // Everything ever earned into this account (order earnings, bonuses, rewards): the user's lifetime
    // earnings without summing their history on every page.
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('ledger_accounts_user_not_negative', sql`${t.kind} = 'platform' or ${t.balance} >= 0`),
    check('ledger_accounts_platform_unkept', sql`${t.kind} = 'user' or ${t.balance} = 0`),
    index('ledger_accounts_user_idx').on(t.userId),
  ],
);

/** One cause of money moving (an order paid, a payout requested...), posted exactly once: its key is unique. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: ['USD', 'PKR'] }).notNull(),
    refType: text('ref_type').notNull(),
    refId: uuid('ref_id').notNull(),
    // The user whose money it is (null for the platform's own movements); kept after the user is deleted.
    userId: uuid('user_id'),
    key: text('key').notNull().unique(),
    // For pending earnings: when they clear (the clearance job posts then).
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The next clearance on /earnings: a user's pending earnings by when they clear.
    index('ledger_transactions_clearing_idx').on(t.userId, t.currency, t.availableAt).where(sql`${t.availableAt} is not null`),
  ],
);

/**
 * The entries of a transaction: signed amounts in minor units that sum to zero (a trigger checks each
 * statement). Entries and transactions are never updated or deleted (triggers refuse it): a correction
 * is a new, reversing transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // The account's balance after this entry (user accounts; 0 on platform accounts, which keep none).
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
    // A user's history, newest first (ids are time-ordered): one range per account.
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    // No index by transaction: nothing reads entries that way on a hot path, and each index is
    // written by every posting (a completion writes three entries).
  ],
);
