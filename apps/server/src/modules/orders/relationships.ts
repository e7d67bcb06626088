import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/**
 * Who sells in a pair of users: the seller of their latest paid order, or null when they have
 * none. A pending (unpaid) checkout does not make anyone the other's seller.
 */
export async function sellerOfLatestPaidOrder(db: Database | Transaction, a: string, b: string): Promise<string | null> {
  const [order] = await db
    .select({ sellerId: orders.sellerId })
    .from(orders)
    .where(
      and(
        eq(orders.isPaid, true),
        or(and(eq(orders.sellerId, a), eq(orders.buyerId, b)), and(eq(orders.sellerId, b), eq(orders.buyerId, a))),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order?.sellerId ?? null;
}


/** Which of these files a paid order shows as its cover: they outlive their owner, like the order. */
export async function coversOfPaidOrders(db: Database | Transaction, fileIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ img: orders.img })
    .from(orders)
    .where(and(eq(orders.isPaid, true), inArray(orders.img, fileIds)));
  return rows.map((r) => r.img);
}

/** Which of these (gig, author) pairs stand for a completed order of that gig by that buyer: their reviews are verified purchases. Keys `gigId:userId`. */
export async function verifiedPurchases(db: Database | Transaction, pairs: { gigId: string; userId: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ gigId: orders.gigId, buyerId: orders.buyerId })
    .from(orders)
    .where(
      and(
        eq(orders.isPaid, true),
        eq(orders.status, 'completed'),
        inArray(orders.buyerId, [...new Set(pairs.map((p) => p.userId))]),
        inArray(orders.gigId, [...new Set(pairs.map((p) => p.gigId))]),
      ),
    );
  return new Set(rows.map((r) => `${r.gigId}:${r.buyerId}`));
}
