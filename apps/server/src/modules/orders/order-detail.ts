import { eq, getTableColumns, sql } from 'drizzle-orm';
import { isOrderLate, orderActions, orderPartiesOf, orderTexts, splitFee, type OrderDetail } from '@market/shared';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { orderActivity, orderDeliveries, orderFiles, orders } from '../../db/schema/orders.js';
import { fileUrl } from '../files/index.js';
import { ledgerSettings } from '../ledger/index.js';
import { userProfiles as users } from '../users/index.js';
import { conversationId } from '../messaging/index.js';
import { filesOfLinks } from './order-files.js';
import { buyers, partyView, sellers } from './parties.js';
import { factsOfRow, notFoundOrder, type OrderActor } from './order-rows.js';
import { chargeOf } from './charge.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type DeliveryJson = { id: string; desc: string; createdAt: string };
type FileLinkJson = { fileId: string; deliveryId: string | null };
type ActivityJson = { type: string; actorId: string | null; username: string | null; desc: string; createdAt: string };

/**
 * The order with its parties, deliveries, file links and timeline in one prepared statement (one
 * round trip, planned once per connection: the page is read on every visit and after every transition).
 */
const orderWithEverything = (db: Database, orderId: string) =>
  prepared(db, 'order_detail', (d) =>
    d
    .select({
      row: getTableColumns(orders),
      buyerName: buyers.username,
      buyerImg: buyers.imgFileId,
      sellerName: sellers.username,
      sellerImg: sellers.imgFileId,
      deliveries: sql<DeliveryJson[]>`(select coalesce(json_agg(json_build_object('id', d.id, 'desc', d."desc", 'createdAt', d.created_at) order by d.created_at, d.id), '[]'::json)
        from ${orderDeliveries} d where d.order_id = ${orders.id})`,
      fileLinks: sql<FileLinkJson[]>`(select coalesce(json_agg(json_build_object('fileId', f.file_id, 'deliveryId', f.delivery_id) order by f.position), '[]'::json)
        from ${orderFiles} f where f.order_id = ${orders.id})`,
      activity: sql<ActivityJson[]>`(select coalesce(json_agg(json_build_object('type', a.type, 'actorId', a.actor_id, 'username', u.username, 'desc', a."desc", 'createdAt', a.created_at) order by a.created_at, a.id), '[]'::json)
        from ${orderActivity} a left join ${users} u on u.id = a.actor_id where a.order_id = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('order_detail'),
  ).execute({ id: orderId });

const isoOf = (text: string) => new Date(text).toISOString();

/**
 * GET /api/orders/:id: the order as its buyer, its seller or an admin sees it, with what the caller
 * may do now. Anyone else: 404, as for an order that does not exist.
 */
export async function orderDetail(db: Database, actor: OrderActor, orderId: string): Promise<OrderDetail> {
  const [found] = await orderWithEverything(db, orderId);
  if (!found || orderPartiesOf(actor, found.row).length === 0) throw notFoundOrder();
  const { row, deliveries, fileLinks, activity } = found;
  const filesByDelivery = await filesOfLinks(db, fileLinks);
  const facts = factsOfRow(row, deliveries.length);
  const isParty = actor.id === row.buyerId || actor.id === row.sellerId;

  return {
    _id: row.id,
    status: row.status,
    gigId: row.gigId,
    title: row.title,
    img: fileUrl(row.img),
    price: row.price,
    buyer: partyView(row.buyerId, found.buyerName, found.buyerImg),
    seller: partyView(row.sellerId, found.sellerName, found.sellerImg),
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
    deliveries: deliveries.map((d) => ({ _id: d.id, desc: d.desc, files: filesByDelivery.get(d.id) ?? [], createdAt: isoOf(d.createdAt) })),
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
      createdAt: isoOf(a.createdAt),
    })),
    // The order's conversation (made on first use, as the orders list's message action does).
    conversationId: isParty && row.sellerId && row.buyerId ? conversationId(row.sellerId, row.buyerId) : null,
    actions: orderActions(actor, facts),
    sellerEarnings: actor.id === row.sellerId ? sellerEarnings(chargeOf(row).amount) : null,
    ...chargeOf(row),
  };
}

/** What the seller nets of the order's charge (minor units of its currency: cents, or a rupee order's paisa), at the platform's fee (the ledger's split). */
function sellerEarnings(amount: number) {
  const feePercent = ledgerSettings().platformFeePercent;
  return { ...splitFee(amount, feePercent), feePercent };
}
