import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Currency, LedgerKind, LedgerRefType } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { pgErrorCode } from '../../db/pg-errors.js';
import { executePrepared } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { accountId, type AccountRef } from './accounts.js';

export type Posting = {
  kind: LedgerKind;
  currency: Currency;
  ref: { type: LedgerRefType; id: string };
  /** The user whose money this is (their history lists it); null for the platform's own movements. */
  userId: string | null;
  /** One posting per key, ever: the cause's identity (`order-paid:<orderId>`...). */
  key: string;
  /** Signed amounts in minor units; they must sum to zero. */
  lines: { account: AccountRef; amount: number }[];
  /** For pending earnings: when they clear. */
  availableAt?: Date;
  /** When it happened, if not now (the demo seed's history). */
  at?: Date;
};

/** What counts as earned (a user's lifetime earnings): money in for work or the bonus, not money moving between one's own buckets. */
export const earningKinds: LedgerKind[] = ['order_earning', 'registration_bonus', 'task_reward'];

/** A user's balance would go below zero (the accounts' check constraint refused it). */
export class InsufficientBalance extends Error {}

/**
 * Posts a transaction in the caller's database transaction, exactly once per key: a second posting
 * of the same key does nothing and answers false. One statement writes the transaction row, the
 * users' balances (refused below zero by the database) and the entries, each with its balance after;
 * a posting that moves money between a user's accounts locks them first, in account-id order.
 */
export async function post(tx: Database | Transaction, posting: Posting): Promise<boolean> {
  const lines = posting.lines.filter((l) => l.amount !== 0).map((l) => ({ ...l, id: accountId(l.account, posting.currency) }));
  if (lines.length === 0) return false;
  const sum = lines.reduce((total, l) => total + l.amount, 0);
  if (!lines.every((l) => Number.isSafeInteger(l.amount)) || sum !== 0) throw new Error(`ledger posting ${posting.key} does not balance (${sum})`);

  // One change per user account (a posting may touch one twice), in id order: the lock order.
  const userChanges = new Map<string, { userId: string; bucket: string; amount: number; earned: number }>();
  const earning = earningKinds.includes(posting.kind);
  for (const l of lines) {
    if (!('user' in l.account)) continue;
    const change = userChanges.get(l.id) ?? { userId: l.account.user, bucket: l.account.bucket, amount: 0, earned: 0 };
    change.amount += l.amount;
    if (earning && l.amount > 0) change.earned += l.amount;
    userChanges.set(l.id, change);
  }
  const changes = [...userChanges.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  // One user account credited (an order's earnings, a bonus, a reward): made or updated in the posting
  // statement itself, which locks it. Several, or a debit: made and locked first, in id order, so
  // concurrent postings queue instead of deadlocking (`DO UPDATE ... WHERE false` locks a row
  // without writing it); a debit of a missing account then takes from zero, which the check refuses.
  const upsert = changes.length === 1 && changes[0][1].amount >= 0;
  if (changes.length > 0 && !upsert) {
    await executePrepared(tx, `ledger_lock_${changes.length}`, sql`
      insert into ledger_accounts (id, kind, user_id, bucket, currency)
      values ${sql.join(changes.map(([id, c]) => sql`(${id}, 'user', ${c.userId}::uuid, ${c.bucket}, ${posting.currency})`), sql`, `)}
      on conflict (id) do update set balance = ledger_accounts.balance where false`);
  }
  const changeRows = changes.length
    ? sql.join(changes.map(([id, c]) => sql`(${id}, ${c.userId}::uuid, ${c.bucket}, ${c.amount}::bigint, ${c.earned}::bigint)`), sql`, `)
    : sql`(null::text, null::uuid, null::text, null::bigint, null::bigint)`;
  // A credit's proposed row passes the balance check (the check runs before the conflict is seen).
  const moved = upsert
    ? sql`insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned)
        select c.id, 'user', c.user_id, c.bucket, ${posting.currency}, c.amount, c.earned
        from (values ${changeRows}) as c(id, user_id, bucket, amount, earned), posted
        on conflict (id) do update set balance = ledger_accounts.balance + excluded.balance, earned = ledger_accounts.earned + excluded.earned
        returning id, balance`
    : sql`update ledger_accounts a set balance = a.balance + c.amount, earned = a.earned + c.earned
        from (values ${changeRows}) as c(id, user_id, bucket, amount, earned), posted
        where a.id = c.id
        returning a.id, a.balance`;
  const entryRows = sql.join(lines.map((l) => sql`(${uuidv7()}::uuid, ${l.id}, ${l.amount}::bigint)`), sql`, `);
  const transactionId = uuidv7();
  const at = posting.at ? sql`${posting.at.toISOString()}::timestamptz` : sql`now()`;

  try {
    // Named by its shape (lines, user accounts, how they move, a date given): one plan per shape and connection.
    const shape = `ledger_post_${lines.length}_${changes.length}_${upsert ? 'credit' : 'move'}_${posting.at ? 'dated' : 'now'}`;
    const result = await executePrepared(tx, shape, sql`
      with posted as (
        insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
        values (${transactionId}, ${posting.kind}, ${posting.currency}, ${posting.ref.type}, ${posting.ref.id}, ${posting.userId}, ${posting.key}, ${posting.availableAt ?? null}, ${at})
        on conflict (key) do nothing
        returning id
      ), moved as (${moved})
      insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
      select e.id, posted.id, e.account_id, e.amount,
        -- Two lines on one user account: the first shows the balance before the second.
        coalesce(moved.balance - coalesce(sum(e.amount) over (partition by e.account_id order by e.position desc rows between unbounded preceding and 1 preceding), 0), 0),
        ${at}
      from (select v.*, row_number() over () as position from (values ${entryRows}) as v(id, account_id, amount)) e
      cross join posted
      left join moved on moved.id = e.account_id
      returning transaction_id`);
    return rowsOf(result).length > 0;
  } catch (err) {
    if (pgErrorCode(err) === '23514' && /ledger_accounts_user_not_negative/.test(errorText(err))) throw new InsufficientBalance(posting.key);
    throw err;
  }
}

/** The error's messages and constraint names, through drizzle's wrapping. */
function errorText(err: unknown): string {
  const parts: string[] = [];
  for (let e = err as { message?: string; constraint?: string; cause?: unknown } | undefined, n = 0; e && n < 5; e = e.cause as typeof e, n++) parts.push(`${e.message ?? ''} ${e.constraint ?? ''}`);
  return parts.join(' ');
}
