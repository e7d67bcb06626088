import { sql } from 'drizzle-orm';
import { balanceBuckets, currencies, ledgerKindTexts, type Balance, type BalanceBucket, type Currency, type EarningsEntry, type LedgerKind, type LedgerRefType } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { badCursor, encodeCursor, readCursor } from '../../lib/cursor.js';
import { userAccountIds } from './accounts.js';

/** A user's balances per currency (zero where they have no account yet), lifetime earnings and next clearance. */
export async function balancesOf(db: Database, userId: string): Promise<Balance[]> {
  const accounts = currencies.flatMap((c) => Object.values(userAccountIds(userId, c)));
  const [held, clearing] = await Promise.all([
    db.execute(sql`select id, currency, balance::text as balance, earned::text as earned from ledger_accounts where id in (${sql.join(accounts.map((a) => sql`${a}`), sql`, `)})`),
    // Earnings not yet cleared (only order earnings wait, and orders are in dollars): their clearance is
    // at most a little late (a busy job runner), so a day back bounds the walk of the index.
    db.execute(sql`
      select t.currency, min(t.available_at) as next
      from ledger_transactions t
      where t.user_id = ${userId} and t.currency = 'USD' and t.available_at > now() - interval '1 day'
        and not exists (select 1 from ledger_transactions c where c.key = 'earning-cleared:' || t.ref_id)
      group by t.currency`),
  ]);
  const rows = rowsOf<{ id: string; currency: Currency; balance: string; earned: string }>(held);
  const balance = new Map(rows.map((r) => [r.id, Number(r.balance)]));
  const lifetime = new Map<Currency, number>();
  for (const r of rows) lifetime.set(r.currency, (lifetime.get(r.currency) ?? 0) + Number(r.earned));
  const next = new Map(rowsOf<{ currency: Currency; next: string | Date }>(clearing).map((r) => [r.currency, new Date(r.next).toISOString()]));
  return currencies.map((currency) => {
    const ids = userAccountIds(userId, currency);
    return {
      currency,
      pending: balance.get(ids.pending) ?? 0,
      available: balance.get(ids.available) ?? 0,
      inTransit: balance.get(ids.in_transit) ?? 0,
      lifetime: lifetime.get(currency) ?? 0,
      nextClearAt: (balance.get(ids.pending) ?? 0) > 0 ? (next.get(currency) ?? null) : null,
    };
  });
}

/** A user's available balance in a currency (0 without an account). */
export async function availableBalance(db: Database | Transaction, userId: string, currency: Currency): Promise<number> {
  const rows = rowsOf<{ balance: string }>(await db.execute(sql`select balance::text as balance from ledger_accounts where id = ${userAccountIds(userId, currency).available}`));
  return rows.length ? Number(rows[0].balance) : 0;
}

type EntryRow = { id: string; created_at: string | Date; cursor_at: string; amount: string; balance_after: string; account_id: string; kind: LedgerKind; ref_type: LedgerRefType; ref_id: string };

const cursorOrder = 'earnings-entries';

/**
 * A user's entries in one currency, newest first, a page at a time (keyset on created_at, id). One
 * index range per bucket account, merged: an IN list over the accounts would sort the user's whole history.
 * `buckets` leaves accounts out: the earnings page reads no in-transit legs (only payouts move
 * money there, and a payout is one outgoing line of the available balance); the CSV reads them all.
 */
export async function entriesOf(
  db: Database,
  userId: string,
  currency: Currency,
  cursor: string | undefined,
  limit: number,
  buckets: readonly BalanceBucket[] = balanceBuckets,
): Promise<{ entries: EarningsEntry[]; nextCursor: string | null }> {
  let after = sql``;
  if (cursor) {
    const c = readCursor(cursor);
    if (c.order !== cursorOrder || typeof c.value !== 'string' || Number.isNaN(Date.parse(c.value))) throw badCursor();
    after = sql`and (e.created_at, e.id) < (${c.value}::timestamptz, ${c.id}::uuid)`;
  }
  const ids = userAccountIds(userId, currency);
  const ranges = buckets.map(
    (bucket) => sql`(select e.* from ledger_entries e where e.account_id = ${ids[bucket]} ${after} order by e.created_at desc, e.id desc limit ${limit + 1})`,
  );
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`
      select e.id, e.created_at, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, e.amount::text as amount, e.balance_after::text as balance_after, e.account_id, t.kind, t.ref_type, t.ref_id
      from (${sql.join(ranges, sql` union all `)}) e
      join ledger_transactions t on t.id = e.transaction_id
      order by e.created_at desc, e.id desc
      limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const bucketOf = Object.fromEntries(balanceBuckets.map((b) => [ids[b], b])) as Record<string, BalanceBucket>;
  const entries = page.map((r) => ({
    _id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    kind: r.kind,
    desc: ledgerKindTexts[r.kind],
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    bucket: bucketOf[r.account_id],
    ref: { type: r.ref_type, id: r.ref_id },
    payoutStatus: null,
  }));
  // The cursor keeps the microseconds (entries of one transaction share a time to the microsecond).
  const last = page.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? encodeCursor(cursorOrder, last.cursor_at, last.id) : null };
}
