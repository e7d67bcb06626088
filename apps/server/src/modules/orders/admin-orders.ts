import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AdminOrdersList, OrderStatus } from '@market/shared';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { fileUrl } from '../files/index.js';
import { chargeOf } from './charge.js';
import { buyers, partyView, sellers } from './parties.js';

/** GET /api/admin/orders: paid orders of one status (disputes by default), latest change first, a page at a time. */
export async function adminOrders(db: Database, query: { status: OrderStatus; page: number; limit: number }): Promise<AdminOrdersList> {
  const where = and(eq(orders.isPaid, true), eq(orders.status, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: getTableColumns(orders), buyerName: buyers.username, buyerImg: buyers.imgFileId, sellerName: sellers.username, sellerImg: sellers.imgFileId })
      .from(orders)
      .leftJoin(buyers, eq(buyers.id, orders.buyerId))
      .leftJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map(({ row: r, ...p }) => ({
      _id: r.id,
      status: r.status,
      title: r.title,
      img: fileUrl(r.img),
      price: r.price,
      ...chargeOf(r),
      buyer: partyView(r.buyerId, p.buyerName, p.buyerImg),
      seller: partyView(r.sellerId, p.sellerName, p.sellerImg),
      dispute: r.disputeBy && r.disputeAt ? { by: r.disputeBy, reason: r.disputeReason ?? '', createdAt: r.disputeAt.toISOString() } : null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    totalPages: Math.ceil(total.n / query.limit),
  };
}
