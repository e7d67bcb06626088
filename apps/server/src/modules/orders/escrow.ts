import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** What escrow should hold, in cents: the prices of paid orders not yet final (neither completed nor refunded). */
export async function escrowExpected(db: Database): Promise<number> {
  const rows = rowsOf<{ total: string }>(
    await db.execute(sql`select coalesce(sum(price::bigint * 100), 0)::text as total from orders where is_paid and status <> 'completed' and refunded_at is null`),
  );
  return Number(rows[0].total);
}
