import { sql } from 'drizzle-orm';
import { currencies, type Currency } from '@market/shared';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export type LedgerFigures = {
  currency: Currency;
  trialBalance: number;
  /** Every platform account's balance, summed from its entries. */
  platform: Record<string, number>;
  /** Money users have in transit (their in_transit accounts). */
  inTransit: number;
  /** User accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: number;
};

/** The ledger's own figures per currency: the trial balance, the platform's accounts and the users' stored balances checked against their entries. */
export async function ledgerFigures(db: Database): Promise<LedgerFigures[]> {
  const [sums, mismatches] = await Promise.all([
    db.execute(sql`
      select a.currency, a.kind, a.bucket, sum(e.amount)::text as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by a.currency, a.kind, a.bucket`),
    db.execute(sql`
      select a.currency, count(*)::int as n
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
      where a.kind = 'user' and a.balance <> coalesce(s.total, 0)
      group by a.currency`),
  ]);
  const rows = rowsOf<{ currency: Currency; kind: 'user' | 'platform'; bucket: string; total: string }>(sums);
  const mismatch = new Map(rowsOf<{ currency: Currency; n: number }>(mismatches).map((r) => [r.currency, r.n]));
  return currencies.map((currency) => {
    const mine = rows.filter((r) => r.currency === currency);
    const platform = Object.fromEntries(mine.filter((r) => r.kind === 'platform').map((r) => [r.bucket, Number(r.total)]));
    return {
      currency,
      trialBalance: mine.reduce((total, r) => total + Number(r.total), 0),
      platform,
      inTransit: mine.filter((r) => r.kind === 'user' && r.bucket === 'in_transit').reduce((total, r) => total + Number(r.total), 0),
      balanceMismatches: mismatch.get(currency) ?? 0,
    };
  });
}
