import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

export type OrderSummary = { id: string; title: string; sellerId: string | null; buyerId: string | null; price: number };

/** What notifications say of orders: their titles and parties (one query for several). */
export async function orderSummaries(db: Database, ids: string[]): Promise<Map<string, OrderSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, title: orders.title, sellerId: orders.sellerId, buyerId: orders.buyerId, price: orders.price })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
