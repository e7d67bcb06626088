import { eq, sql } from 'drizzle-orm';
import { decideOrderAction, type OrderAction, type OrderFacts, type OrderResolveInput } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { orderDeliveries, orders } from '../../db/schema/orders.js';
import { cancelJob, scheduleJob } from '../../platform/jobs.js';
import { addOrderFiles, dropRequirementFiles, requirementFileIds, resolveOrderFiles } from './order-files.js';
import {
  addActivity,
  announce,
  cancelOrder,
  clearCancellationRequest,
  completeOrder,
  factsOf,
  lockOrder,
  notFoundOrder,
  orderRefusal,
  timerKeys,
  type OrderActor,
  type OrderRow,
} from './order-rows.js';

export type LifecycleDeps = { db: Database; config: Pick<Config, 'orderAutoCompleteHours' | 'orderCancellationAutoAcceptHours'> };

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

/**
 * Runs one transition: the order locked, the shared rule asked (404 / 403 / 409), then `apply`,
 * all in one transaction (run again when PostgreSQL breaks a deadlock).
 */
async function transition(
  db: Database,
  actor: OrderActor,
  orderId: string,
  action: OrderAction | ((facts: OrderFacts) => OrderAction),
  apply: (tx: Transaction, row: OrderRow, action: OrderAction) => Promise<void>,
): Promise<void> {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (!row) throw notFoundOrder();
      const facts = await factsOf(tx, row);
      const chosen = typeof action === 'function' ? action(facts) : action;
      const decision = decideOrderAction(actor, facts, chosen);
      if (!decision.ok) throw orderRefusal(decision.status, decision.message);
      await apply(tx, row, chosen);
    }),
  );
}

/** POST /api/orders/:id/requirements: the buyer's brief, before the first delivery (sent again, it replaces the last). */
export function submitRequirements(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: { desc: string; files: string[] }) {
  return transition(deps.db, actor, orderId, 'submitRequirements', async (tx, row) => {
    const before = await requirementFileIds(tx, row.id);
    const fileIds = await resolveOrderFiles(tx, actor.id, input.files, before);
    await dropRequirementFiles(tx, row.id, before.filter((id) => !fileIds.includes(id)));
    await addOrderFiles(tx, row.id, null, fileIds);
    await tx.update(orders).set({ requirementsDesc: input.desc, requirementsAt: sql`now()` }).where(eq(orders.id, row.id));
    await addActivity(tx, row.id, 'requirements', actor.id, input.desc);
    await announce(tx, 'order.requirements_submitted', row, actor.id);
  });
}

/** POST /api/orders/:id/deliveries: the seller delivers; the buyer answers, or the order completes by itself in ORDER_AUTO_COMPLETE_HOURS. */
export function deliver(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: { desc: string; files: string[] }) {
  return transition(deps.db, actor, orderId, 'deliver', async (tx, row) => {
    const fileIds = await resolveOrderFiles(tx, actor.id, input.files);
    const [delivery] = await tx.insert(orderDeliveries).values({ orderId: row.id, desc: input.desc }).returning({ id: orderDeliveries.id });
    await addOrderFiles(tx, row.id, delivery.id, fileIds);
    const autoCompleteAt = hoursFromNow(deps.config.orderAutoCompleteHours);
    await tx.update(orders).set({ status: 'delivered', autoCompleteAt }).where(eq(orders.id, row.id));
    await scheduleJob(tx, { type: ordersJobTypes.autoComplete, key: timerKeys.autoComplete(row.id), runAt: autoCompleteAt, payload: { orderId: row.id }, replace: true });
    await addActivity(tx, row.id, 'delivered', actor.id, input.desc);
    await announce(tx, 'order.delivered', row, actor.id);
  });
}

/**
 * POST /api/orders/:id/revisions: the buyer asks for changes (within the revisions bought). The
 * seller gets the gig's delivery time again from now, so a revision never makes an order late at once.
 */
export function requestRevision(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: { desc: string }) {
  return transition(deps.db, actor, orderId, 'requestRevision', async (tx, row) => {
    await tx
      .update(orders)
      .set({
        status: 'revision_requested',
        revisionsUsed: sql`${orders.revisionsUsed} + 1`,
        autoCompleteAt: null,
        dueAt: sql`greatest(${orders.dueAt}, now() + make_interval(days => greatest(${orders.deliveryDays}, 1)))`,
      })
      .where(eq(orders.id, row.id));
    await cancelJob(tx, timerKeys.autoComplete(row.id));
    await addActivity(tx, row.id, 'revision_requested', actor.id, input.desc);
    await announce(tx, 'order.revision_requested', row, actor.id);
  });
}

/** POST /api/orders/:id/accept: the buyer accepts the delivery; the order is complete. */
export function acceptDelivery(deps: LifecycleDeps, actor: OrderActor, orderId: string) {
  return transition(deps.db, actor, orderId, 'accept', (tx, row) => completeOrder(tx, row, actor.id, 'accepted'));
}

/**
 * POST /api/orders/:id/cancellation: on a late order its buyer cancels at once (refunded in full);
 * otherwise either party asks, and the other answers within ORDER_CANCELLATION_AUTO_ACCEPT_HOURS
 * or the request is accepted by itself.
 */
export function askCancellation(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: { reason: string }) {
  const which = (facts: OrderFacts): OrderAction => (decideOrderAction(actor, facts, 'cancel').ok ? 'cancel' : 'requestCancellation');
  return transition(deps.db, actor, orderId, which, async (tx, row, action) => {
    if (action === 'cancel') return cancelOrder(tx, row, actor.id, 'cancelled_late', input.reason);
    const autoAcceptAt = hoursFromNow(deps.config.orderCancellationAutoAcceptHours);
    await tx.update(orders).set({ cancelBy: actor.id, cancelReason: input.reason, cancelAt: sql`now()`, cancelAutoAcceptAt: autoAcceptAt }).where(eq(orders.id, row.id));
    await scheduleJob(tx, {
      type: ordersJobTypes.cancellationAutoAccept,
      key: timerKeys.cancellationAutoAccept(row.id),
      runAt: autoAcceptAt,
      payload: { orderId: row.id },
      replace: true,
    });
    await addActivity(tx, row.id, 'cancellation_requested', actor.id, input.reason);
    await announce(tx, 'order.cancellation_requested', row, actor.id);
  });
}

/** POST /api/orders/:id/cancellation/accept: the other party agrees; the order is cancelled and its buyer refunded. */
export function acceptCancellation(deps: LifecycleDeps, actor: OrderActor, orderId: string) {
  return transition(deps.db, actor, orderId, 'acceptCancellation', (tx, row) => cancelOrder(tx, row, actor.id, 'cancellation_accepted'));
}

/** POST /api/orders/:id/cancellation/decline: the other party says no; the order goes on. */
export function declineCancellation(deps: LifecycleDeps, actor: OrderActor, orderId: string) {
  return transition(deps.db, actor, orderId, 'declineCancellation', async (tx, row) => {
    await clearCancellationRequest(tx, row);
    await addActivity(tx, row.id, 'cancellation_declined', actor.id);
    await announce(tx, 'order.cancellation_declined', row, actor.id);
  });
}

/** DELETE /api/orders/:id/cancellation: the asker takes the request back. */
export function withdrawCancellation(deps: LifecycleDeps, actor: OrderActor, orderId: string) {
  return transition(deps.db, actor, orderId, 'withdrawCancellation', async (tx, row) => {
    await clearCancellationRequest(tx, row);
    await addActivity(tx, row.id, 'cancellation_withdrawn', actor.id);
    await announce(tx, 'order.cancellation_withdrawn', row, actor.id);
  });
}

/** POST /api/orders/:id/dispute: an admin decides from here; the order's timers stop (an open cancellation request goes). */
export function openDispute(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: { reason: string }) {
  return transition(deps.db, actor, orderId, 'dispute', async (tx, row) => {
    await clearCancellationRequest(tx, row);
    await tx
      .update(orders)
      .set({ status: 'disputed', autoCompleteAt: null, disputeBy: actor.id, disputeReason: input.reason, disputeAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await cancelJob(tx, timerKeys.autoComplete(row.id));
    await addActivity(tx, row.id, 'disputed', actor.id, input.reason);
    await announce(tx, 'order.disputed', row, actor.id);
  });
}

/** POST /api/orders/:id/resolve: an admin completes the disputed order or refunds its buyer, with a note. */
export function resolveDispute(deps: LifecycleDeps, actor: OrderActor, orderId: string, input: OrderResolveInput) {
  return transition(deps.db, actor, orderId, 'resolve', async (tx, row) => {
    await tx.update(orders).set({ disputeResolution: input.outcome, disputeNote: input.note }).where(eq(orders.id, row.id));
    if (input.outcome === 'complete') await completeOrder(tx, row, actor.id, 'resolved_complete', input.note);
    else await cancelOrder(tx, row, actor.id, 'resolved_refund', input.note);
  });
}

export const ordersJobTypes = {
  autoComplete: 'orders.auto-complete',
  cancellationAutoAccept: 'orders.cancellation-auto-accept',
  late: 'orders.late',
} as const;
