import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/** Order titles by id (what notifications name), one query for several. */
export async function orderTitles(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, title: orders.title }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** What a buyer's receipt names of an order: its title and the processor's references of its payment and refund. */
export type OrderReceiptFacts = { title: string; paymentIntent: string; refundId: string | null };

export async function orderReceiptFacts(db: Database, id: string): Promise<OrderReceiptFacts | null> {
  const [row] = await db.select({ title: orders.title, paymentIntent: orders.paymentIntent, refundId: orders.refundId }).from(orders).where(inArray(orders.id, [id]));
  return row ?? null;
}
