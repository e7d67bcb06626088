import { and, desc, eq, gt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

export type UnpaidOrder = typeof orders.$inferSelect;

/**
 * One page of a processor's unpaid orders created after `since`, newest first (keyset on
 * created_at, id over orders_unpaid_idx), for payment reconciliation: `before` is the last order
 * of the previous page.
 */
export async function unpaidOrders(
  db: Database,
  opts: { provider: string; since: Date; limit: number; before?: Pick<UnpaidOrder, 'createdAt' | 'id'> },
): Promise<UnpaidOrder[]> {
  const { before } = opts;
  return db
    .select()
    .from(orders)
    .where(
      and(
        not(orders.isPaid),
        eq(orders.provider, opts.provider),
        gt(orders.createdAt, opts.since),
        before ? sql`(${orders.createdAt}, ${orders.id}) < (${before.createdAt}, ${before.id})` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit);
}
