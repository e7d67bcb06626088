import { sql } from 'drizzle-orm';
import type { Currency } from '@market/shared';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * What escrow should hold per currency, in minor units: the charges of paid orders not yet final
 * (neither completed nor refunded): a card order's price in cents (USD), a wallet order's paisa (PKR).
 */
export async function escrowExpected(db: Database): Promise<Record<Currency, number>> {
  const rows = rowsOf<{ usd: string; pkr: string }>(
    await db.execute(sql`select
        coalesce(sum(price::bigint * 100) filter (where currency = 'USD'), 0)::text as usd,
        coalesce(sum(amount::bigint) filter (where currency = 'PKR'), 0)::text as pkr
      from orders where is_paid and status <> 'completed' and refunded_at is null`),
  );
  return { USD: Number(rows[0].usd), PKR: Number(rows[0].pkr) };
}
