import { asc, eq } from 'drizzle-orm';
import { isOrderLate, orderActions, orderPartiesOf, orderTexts, type OrderDetail } from '@market/shared';
import type { Database } from '../../db/client.js';
import { orderActivity, orderDeliveries, orders } from '../../db/schema/orders.js';
import { fileUrl } from '../files/index.js';
import { conversationId } from '../messaging/index.js';
import { userProfiles as users } from '../users/index.js';
import { filesOfOrder } from './order-files.js';
import { partiesOf } from './parties.js';
import { factsOf, notFoundOrder, type OrderActor } from './order-rows.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /api/orders/:id: the order as its buyer, its seller or an admin sees it, with what the caller
 * may do now. Anyone else: 404, as for an order that does not exist.
 */
export async function orderDetail(db: Database, actor: OrderActor, orderId: string): Promise<OrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row || orderPartiesOf(actor, row).length === 0) throw notFoundOrder();

  const [party, deliveries, filesByDelivery, activity, facts] = await Promise.all([
    partiesOf(db, [row.buyerId, row.sellerId]),
    db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, row.id)).orderBy(asc(orderDeliveries.createdAt)),
    filesOfOrder(db, row.id),
    db
      .select({ type: orderActivity.type, actorId: orderActivity.actorId, username: users.username, desc: orderActivity.desc, createdAt: orderActivity.createdAt })
      .from(orderActivity)
      .leftJoin(users, eq(users.id, orderActivity.actorId))
      .where(eq(orderActivity.orderId, row.id))
      .orderBy(asc(orderActivity.createdAt), asc(orderActivity.id)),
    factsOf(db, row),
  ]);
  const isParty = actor.id === row.buyerId || actor.id === row.sellerId;

  return {
    _id: row.id,
    status: row.status,
    gigId: row.gigId,
    title: row.title,
    img: fileUrl(row.img),
    price: row.price,
    buyer: party(row.buyerId),
    seller: party(row.sellerId),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    dueAt: iso(row.dueAt),
    isLate: isOrderLate(row),
    deliveryDays: row.deliveryDays,
    revisionsAllowed: row.revisionsAllowed,
    revisionsUsed: row.revisionsUsed,
    autoCompleteAt: iso(row.autoCompleteAt),
    refundedAt: iso(row.refundedAt),
    requirements: row.requirementsDesc !== null && row.requirementsAt ? { desc: row.requirementsDesc, files: filesByDelivery.get(null) ?? [], createdAt: row.requirementsAt.toISOString() } : null,
    deliveries: deliveries.map((d) => ({ _id: d.id, desc: d.desc, files: filesByDelivery.get(d.id) ?? [], createdAt: d.createdAt.toISOString() })),
    cancellation:
      row.cancelBy && row.cancelAt ? { by: row.cancelBy, reason: row.cancelReason ?? '', createdAt: row.cancelAt.toISOString(), autoAcceptAt: iso(row.cancelAutoAcceptAt) } : null,
    dispute:
      row.disputeBy && row.disputeAt
        ? {
            by: row.disputeBy,
            reason: row.disputeReason ?? '',
            createdAt: row.disputeAt.toISOString(),
            ...(row.disputeResolution ? { resolution: row.disputeResolution } : {}),
            ...(row.disputeNote ? { note: row.disputeNote } : {}),
          }
        : null,
    activity: activity.map((a) => ({
      type: a.type,
      actor: a.actorId ? { _id: a.actorId, username: a.username ?? orderTexts.deletedUser } : null,
      desc: a.desc,
      createdAt: a.createdAt.toISOString(),
    })),
    // The order's conversation (made on first use, as the orders list's message action does).
    conversationId: isParty && row.sellerId && row.buyerId ? conversationId(row.sellerId, row.buyerId) : null,
    actions: orderActions(actor, facts),
  };
}
