import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { orders } from '../../db/schema/orders.js';
import { addActivity, announce, cancelOrder, lockOrder } from './order-rows.js';

/** Records the processor's refund of a cancelled order, once (the refund job may run again after a crash). */
export async function markOrderRefunded(db: Database, orderId: string, refundId: string): Promise<boolean> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ refundedAt: sql`now()`, refundId })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'cancelled'), isNull(orders.refundedAt)))
        .returning();
      if (!row) return false;
      await addActivity(tx, row.id, 'refunded', null);
      await announce(tx, 'order.refunded', row, null);
      return true;
    }),
  );
}

/**
 * The processor says a payment was refunded in full (Stripe's `charge.refunded`, e.g. a refund made
 * in its dashboard): the order is cancelled if it was not (without asking for a second refund), and
 * its refund recorded. Safe to receive any number of times.
 */
export async function recordProcessorRefund(db: Database, paymentIntent: string): Promise<'cancelled' | 'recorded' | 'unchanged'> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntent, paymentIntent)).limit(1);
      const row = found ? await lockOrder(tx, found.id) : null;
      if (!row || !row.isPaid || row.refundedAt) return 'unchanged';
      if (row.status !== 'cancelled') {
        await cancelOrder(tx, row, null, 'refunded', '', { refundedAlready: true });
        return 'cancelled';
      }
      await tx.update(orders).set({ refundedAt: sql`now()` }).where(eq(orders.id, row.id));
      await addActivity(tx, row.id, 'refunded', null);
      await announce(tx, 'order.refunded', row, null);
      return 'recorded';
    }),
  );
}
