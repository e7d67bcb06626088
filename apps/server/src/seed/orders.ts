import { paymentCurrency, toCents, toPaisa, type OrderActivityType, type OrderStatus } from '@market/shared';
import type { Database } from '../db/client.js';
import { localPaymentIntents, orderActivity, orderDeliveries, orders, walletPayments } from '../db/schema/index.js';
import { ordersJobTypes, timerKeys } from '../modules/orders/index.js';
import { scheduleJob } from '../platform/jobs.js';
import type { Random } from './random.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** `doneBy`: a completed order was accepted by then (before its review, and never after the seed's now). */
/** The demo's rupee order: who paid it, from which Easypaisa account, at what rate (rupees per dollar). */
export const rupeeOrder = { buyer: 'zainab_store', account: '03012223344', rate: 280 } as const;

export type PlannedOrder = { gigId: string; buyer: string; createdAt: Date; status: OrderStatus; doneBy?: Date };

/** The orders under way that the demo buyer has with the demo seller: one in each status after payment but completed. */
export const demoOrderStatuses: OrderStatus[] = ['in_progress', 'delivered', 'revision_requested', 'cancelled', 'disputed'];

type PlanGig = { id: string; seller: string; createdAt: Date; deliveryTime: number };
type PlanReview = { gigId: string; username: string; createdAt: Date };

/**
 * Paid orders of the demo marketplace: everyone who reviewed a gig bought it first, and a few
 * more people bought without reviewing. A gig's sales are the count of its orders.
 */
export function planOrders(
  r: Random,
  gigs: PlanGig[],
  reviews: PlanReview[],
  people: { username: string; role: string; createdAt: Date }[],
  now: Date,
  demo: { buyer: string; seller: string },
): PlannedOrder[] {
  const joined = new Map(people.map((p) => [p.username, p.createdAt.getTime()]));
  const buyers = people.filter((p) => p.role === 'buyer').map((p) => p.username);
  const planned: PlannedOrder[] = [];
  for (const g of gigs) {
    for (const rv of reviews.filter((x) => x.gigId === g.id)) {
      // Bought between joining (or the gig's start) and the delivery time and a day before the review.
      const from = Math.max(g.createdAt.getTime(), joined.get(rv.username)!);
      const to = Math.max(from, rv.createdAt.getTime() - (g.deliveryTime + 1) * DAY);
      const doneBy = new Date(rv.createdAt.getTime() - HOUR);
      planned.push({ gigId: g.id, buyer: rv.username, createdAt: new Date(from + r.next() * (to - from)), status: 'completed', doneBy });
    }
    const extra = r.int(0, 3);
    for (let i = 0; i < extra; i++) {
      const buyer = r.pick(buyers);
      // Completed by now: bought the delivery time and a day before, at the latest.
      const from = Math.max(g.createdAt.getTime(), joined.get(buyer)!);
      const to = Math.max(from, now.getTime() - (g.deliveryTime + 1) * DAY);
      planned.push({ gigId: g.id, buyer, createdAt: new Date(from + r.next() * (to - from)), status: 'completed', doneBy: now });
    }
  }
  // Orders under way, bought in the last days, so their due dates and timers are ahead.
  const sellersGigs = gigs.filter((g) => g.seller === demo.seller);
  demoOrderStatuses.forEach((status, i) => {
    const gig = sellersGigs[i % sellersGigs.length];
    planned.push({ gigId: gig.id, buyer: demo.buyer, createdAt: new Date(now.getTime() - (i + 1) * 20 * HOUR), status });
  });
  return planned;
}

/** What each status of a seeded order adds to the row, and its timeline after 'paid' (who acted, what). */
function lifecycleOf(status: OrderStatus, paidAt: Date, deliveryDays: number, revisions: number, buyerId: string, sellerId: string, doneBy?: Date) {
  const at = (hours: number) => new Date(paidAt.getTime() + hours * HOUR);
  const step = (type: OrderActivityType, actorId: string | null, desc: string, hours: number) => ({ type, actorId, desc, createdAt: at(hours) });
  const dueAt = new Date(paidAt.getTime() + deliveryDays * DAY);
  const brief = step('requirements', buyerId, 'Please use our brand colours (green and white) and keep it simple.', 1);
  const delivered = (hours: number) => step('delivered', sellerId, 'Here is the work as agreed; the source files are attached.', hours);
  switch (status) {
    case 'completed': {
      // Delivered early when the order had to be done sooner (a new gig, a review soon after buying).
      const hours = Math.min(deliveryDays * 24, doneBy ? (doneBy.getTime() - paidAt.getTime()) / HOUR : Infinity);
      return { row: { dueAt, completedAt: at(hours) }, steps: [delivered((hours * 5) / 6), step('accepted', buyerId, '', hours)] };
    }
    case 'in_progress':
      return { row: { dueAt, requirementsDesc: brief.desc, requirementsAt: brief.createdAt }, steps: [brief] };
    case 'delivered':
      return { row: { dueAt, requirementsDesc: brief.desc, requirementsAt: brief.createdAt, autoCompleteAt: new Date(at(6).getTime() + 72 * HOUR) }, steps: [brief, delivered(6)] };
    case 'revision_requested':
      return {
        row: { dueAt, requirementsDesc: brief.desc, requirementsAt: brief.createdAt, revisionsUsed: Math.min(1, revisions) },
        steps: [brief, delivered(4), step('revision_requested', buyerId, 'Could the text be a little larger?', 8)],
      };
    case 'cancelled':
      return {
        row: { dueAt, cancelledAt: at(3), refundedAt: at(3) },
        steps: [step('cancellation_requested', buyerId, 'My plans changed, sorry.', 2), step('cancellation_accepted', sellerId, '', 3), step('refunded', null, '', 3)],
      };
    case 'disputed':
      return {
        row: { dueAt, disputeBy: buyerId, disputeReason: 'The delivery is not what we agreed on.', disputeAt: at(9) },
        steps: [delivered(5), step('disputed', buyerId, 'The delivery is not what we agreed on.', 9)],
      };
    default:
      return { row: { dueAt }, steps: [] };
  }
}

type SeededGig = { id: string; userId: string; title: string; price: number; coverFileId: string; deliveryTime: number; revisionNumber: number };

/**
 * Writes the planned orders as paid orders of the built-in processor, with their succeeded intents
 * (refunded for a cancelled order), their timelines and deliveries, and the auto-complete timer of a delivered one.
 */
export async function insertOrders(tx: Database, planned: PlannedOrder[], ids: Map<string, string>, gigs: SeededGig[]): Promise<number> {
  if (planned.length === 0) return 0;
  const byId = new Map(gigs.map((g) => [g.id, g]));
  // One completed order was paid in rupees by Easypaisa, at the rate of that day: the seller's PKR earnings.
  const inRupees = planned.findIndex((o) => o.buyer === rupeeOrder.buyer && o.status === 'completed');
  const rows = planned.map((o, i) => {
    const gig = byId.get(o.gigId)!;
    const intent = `pi_local_seed${String(i + 1).padStart(5, '0')}`;
    const buyerId = ids.get(o.buyer)!;
    const life = lifecycleOf(o.status, o.createdAt, gig.deliveryTime, gig.revisionNumber, buyerId, gig.userId, o.doneBy);
    return {
      life,
      intent: {
        id: intent,
        clientSecret: `${intent}_secret_seed`,
        amount: toCents(gig.price),
        currency: paymentCurrency,
        status: 'succeeded',
        metadata: { gigId: gig.id },
        refundId: o.status === 'cancelled' ? `re_local_seed${String(i + 1).padStart(5, '0')}` : null,
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      },
      order: {
        gigId: gig.id,
        img: gig.coverFileId,
        title: gig.title,
        price: gig.price,
        sellerId: gig.userId,
        buyerId,
        isPaid: true,
        status: o.status,
        deliveryDays: gig.deliveryTime,
        revisionsAllowed: gig.revisionNumber,
        ...life.row,
        paidAt: o.createdAt,
        provider: 'local',
        paymentIntent: intent,
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      },
    };
  });
  const wallet = rows[inRupees];
  await tx.insert(localPaymentIntents).values(rows.filter((r) => r !== wallet).map((r) => r.intent));
  if (wallet) {
    const amount = toPaisa(toCents(wallet.order.price), rupeeOrder.rate);
    const id = 'wp_local_seed00001';
    await tx.insert(walletPayments).values({
      id,
      method: 'easypaisa',
      account: rupeeOrder.account,
      amount,
      currency: 'PKR',
      status: 'succeeded',
      outcome: 'approve',
      metadata: { gigId: wallet.order.gigId },
      idempotencyKey: 'order-seed-rupees',
      settlesAt: wallet.order.createdAt,
      createdAt: wallet.order.createdAt,
      updatedAt: wallet.order.createdAt,
    });
    Object.assign(wallet.order, { provider: 'wallet', paymentIntent: id, currency: 'PKR', amount, rate: rupeeOrder.rate, paymentMethod: 'easypaisa' });
  }
  const inserted = await tx.insert(orders).values(rows.map((r) => ({ ...r.order, refundId: r.intent.refundId }))).returning({ id: orders.id });
  const timeline = rows.flatMap((r, i) => [
    { orderId: inserted[i].id, type: 'paid', actorId: r.order.buyerId, desc: '', createdAt: r.order.createdAt },
    ...r.life.steps.map((s) => ({ orderId: inserted[i].id, ...s })),
  ]);
  await tx.insert(orderActivity).values(timeline);
  const deliveries = timeline.filter((a) => a.type === 'delivered').map((a) => ({ orderId: a.orderId, desc: a.desc, createdAt: a.createdAt }));
  if (deliveries.length) await tx.insert(orderDeliveries).values(deliveries);
  for (const [i, r] of rows.entries()) {
    const runAt = r.order.autoCompleteAt;
    if (runAt) await scheduleJob(tx, { type: ordersJobTypes.autoComplete, key: timerKeys.autoComplete(inserted[i].id), runAt, payload: { orderId: inserted[i].id } });
  }
  return rows.length;
}
