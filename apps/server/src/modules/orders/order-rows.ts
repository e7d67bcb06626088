import { count, eq, sql } from 'drizzle-orm';
import { orderLifecycleTexts, type OrderActivityType, type OrderFacts } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { orderActivity, orderDeliveries, orders } from '../../db/schema/orders.js';
import { AppError } from '../../lib/errors.js';
import { publish, type DomainEventPayloads } from '../../platform/events.js';
import { cancelJob } from '../../platform/jobs.js';
import { chargeOf, chargeOfEvent } from './charge.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderActor = { id: string; isAdmin: boolean };

/** The order row locked for this transaction: every transition of one order waits for the one before. */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

/** What the shared rules read of an order (one count besides the row). */
export async function factsOf(db: Database | Transaction, row: OrderRow): Promise<OrderFacts> {
  const [deliveries] = await db.select({ n: count() }).from(orderDeliveries).where(eq(orderDeliveries.orderId, row.id));
  return factsOfRow(row, deliveries.n);
}

/** The same, when the deliveries are counted already. */
export function factsOfRow(row: OrderRow, deliveryCount: number): OrderFacts {
  return {
    status: row.status,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    dueAt: row.dueAt,
    revisionsAllowed: row.revisionsAllowed,
    revisionsUsed: row.revisionsUsed,
    deliveryCount,
    cancellation: row.cancelBy ? { by: row.cancelBy } : null,
  };
}

/** A refusal of the shared rules as the HTTP error it stands for. */
export const orderRefusal = (status: 403 | 404 | 409, message: string) =>
  new AppError(status, status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : 'CONFLICT', message);

/** One line of the order's timeline. */
export async function addActivity(tx: Transaction, orderId: string, type: OrderActivityType, actorId: string | null, desc = ''): Promise<void> {
  await tx.insert(orderActivity).values({ orderId, type, actorId, desc });
}

type OrderEventType = Exclude<Extract<keyof DomainEventPayloads, `order.${string}`>, 'order.paid' | 'order.cancelled'>;

/** What an order's change event says of it. */
export const orderChange = (row: OrderRow, by: string | null, outcome?: OrderActivityType) => ({
  orderId: row.id,
  gigId: row.gigId,
  sellerId: row.sellerId,
  buyerId: row.buyerId,
  price: row.price,
  by,
  ...(outcome ? { outcome } : {}),
  // A rupee order's charge (paisa), so the ledger posts its earning and refund in rupees.
  ...chargeOfEvent(row),
});

/** Announces a change of the order in the transaction that made it. */
export async function announce(tx: Transaction, type: OrderEventType, row: OrderRow, by: string | null, outcome?: OrderActivityType): Promise<void> {
  await publish(tx, type, orderChange(row, by, outcome));
}

/** The keys of an order's timers: one of each at a time. */
export const timerKeys = {
  autoComplete: (orderId: string) => `order-auto-complete:${orderId}`,
  cancellationAutoAccept: (orderId: string) => `order-cancellation-auto-accept:${orderId}`,
};

/** An open cancellation request, if any, goes (its timer with it); the activity keeps its history. */
const noCancellationRequest = { cancelBy: null, cancelReason: null, cancelAt: null, cancelAutoAcceptAt: null } as const;

export async function clearCancellationRequest(tx: Transaction, row: OrderRow): Promise<void> {
  if (!row.cancelBy) return;
  await tx.update(orders).set(noCancellationRequest).where(eq(orders.id, row.id));
  await cancelJob(tx, timerKeys.cancellationAutoAccept(row.id));
}

/** Completes an order (the buyer accepted, the timer ran out, an admin decided): final, earned by the seller. */
export async function completeOrder(tx: Transaction, row: OrderRow, by: string | null, activity: OrderActivityType, desc = ''): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'completed', completedAt: sql`now()`, autoCompleteAt: null, ...noCancellationRequest })
    .where(eq(orders.id, row.id));
  await cancelJob(tx, timerKeys.autoComplete(row.id));
  await cancelJob(tx, timerKeys.cancellationAutoAccept(row.id));
  await addActivity(tx, row.id, activity, by, desc);
  await announce(tx, 'order.completed', row, by, activity);
}

/**
 * Cancels an order: final. `order.cancelled` takes it out of the sales and seller figures in this
 * transaction and, unless the processor refunded it already, schedules the full refund (payments
 * module), so however many requests race to cancel, one refund is asked for.
 */
export async function cancelOrder(
  tx: Transaction,
  row: OrderRow,
  by: string | null,
  activity: OrderActivityType,
  desc = '',
  opts: { refundedAlready?: boolean } = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, autoCompleteAt: null, ...noCancellationRequest, ...(opts.refundedAlready ? { refundedAt: sql`now()` } : {}) })
    .where(eq(orders.id, row.id));
  await cancelJob(tx, timerKeys.autoComplete(row.id));
  await cancelJob(tx, timerKeys.cancellationAutoAccept(row.id));
  await addActivity(tx, row.id, activity, by, desc);
  await publish(tx, 'order.cancelled', {
    ...orderChange(row, by, activity),
    // The whole charge, in its currency's minor units (a wallet order's paisa go back through the wallet).
    refund: opts.refundedAlready ? null : { provider: row.provider, paymentIntent: row.paymentIntent, amount: chargeOf(row).amount },
  });
  // Refunded at the processor already: the refund is a fact now (the ledger returns the money from escrow).
  if (opts.refundedAlready) await announce(tx, 'order.refunded', row, null);
}

export const notFoundOrder = () => orderRefusal(404, orderLifecycleTexts.notFound);
