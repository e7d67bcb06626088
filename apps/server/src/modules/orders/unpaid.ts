import { and, desc, eq, getTableColumns, gt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/** An unpaid order with its created_at as PostgreSQL's text, exact to the microsecond (a JavaScript Date keeps milliseconds), for the next page. */
export type UnpaidOrder = typeof orders.$inferSelect & { createdAtText: string };

/**
 * One page of a processor's unpaid orders created after `since`, newest first (keyset on
 * created_at, id over orders_unpaid_idx), for payment reconciliation: `before` is the last order
 * of the previous page.
 */
export async function unpaidOrders(
  db: Database,
  opts: { provider: string; since: Date; limit: number; before?: Pick<UnpaidOrder, 'createdAtText' | 'id'> },
): Promise<UnpaidOrder[]> {
  const { before } = opts;
  return db
    .select({ ...getTableColumns(orders), createdAtText: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(
      and(
        not(orders.isPaid),
        eq(orders.provider, opts.provider),
        gt(orders.createdAt, opts.since),
        before ? sql`(${orders.createdAt}, ${orders.id}) < (${before.createdAtText}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit);
}
