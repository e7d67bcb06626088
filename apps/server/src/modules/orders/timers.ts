import { inArray, sql } from 'drizzle-orm';
import { isOrderOpen } from '@market/shared';
import { orders } from '../../db/schema/orders.js';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { publishMany } from '../../platform/events.js';
import type { JobHandler } from '../../platform/jobs.js';
import { ordersJobTypes } from './lifecycle.js';
import { cancelOrder, completeOrder, lockOrder, orderChange, type OrderRow } from './order-rows.js';

type TimerPayload = { orderId: string };

/** Runs a timer's effect on its order, locked, only when the order still waits for it (it may have moved on since). */
const onOrder = (db: Database, orderId: string, due: (row: OrderRow) => boolean, act: (tx: Transaction, row: OrderRow) => Promise<void>) =>
  withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (row && due(row)) await act(tx, row);
    }),
  );

const isPast = (at: Date | null) => at !== null && at.getTime() <= Date.now();

/** `orders.auto-complete`: a delivery nobody answered in ORDER_AUTO_COMPLETE_HOURS completes the order. */
export const orderAutoCompleteJob: JobHandler<TimerPayload> = {
  type: ordersJobTypes.autoComplete,
  handle: ({ orderId }, ctx) =>
    onOrder(ctx.db, orderId, (row) => row.status === 'delivered' && isPast(row.autoCompleteAt), (tx, row) => completeOrder(tx, row, null, 'auto_completed')),
};

/** `orders.cancellation-auto-accept`: a cancellation request nobody answered in ORDER_CANCELLATION_AUTO_ACCEPT_HOURS is accepted. */
export const orderCancellationAutoAcceptJob: JobHandler<TimerPayload> = {
  type: ordersJobTypes.cancellationAutoAccept,
  handle: ({ orderId }, ctx) =>
    onOrder(
      ctx.db,
      orderId,
      (row) => row.cancelBy !== null && isPast(row.cancelAutoAcceptAt) && isOrderOpen(row.status),
      (tx, row) => cancelOrder(tx, row, null, 'cancellation_auto_accepted', row.cancelReason ?? ''),
    ),
};

/**
 * `orders.late` (recurring, ORDER_LATE_CHECK_SECONDS): open orders past their due time without a
 * delivery are announced late, once per due time (a revision gives a new one). A scan instead of
 * a timer per order keeps payment's transaction as it was; the partial index holds only open orders.
 */
export const ordersLateJob: JobHandler = {
  type: ordersJobTypes.late,
  everySeconds: (config) => config.orderLateCheckSeconds,
  async handle(_payload, ctx) {
    for (;;) {
      const announced = await withRetry(() =>
        ctx.db.transaction(async (tx) => {
          const late = await tx
            .select()
            .from(orders)
            .where(sql`${orders.status} in ('in_progress', 'revision_requested') and ${orders.dueAt} <= now() and ${orders.lateDueAt} is distinct from ${orders.dueAt}`)
            .orderBy(orders.dueAt)
            .limit(100)
            .for('update', { skipLocked: true });
          if (!late.length) return 0;
          // Copied in SQL: the database keeps microseconds, a JavaScript Date only milliseconds, and a
          // copy through it would never equal the due time (the order announced at every check).
          await tx
            .update(orders)
            .set({ lateDueAt: sql`${orders.dueAt}` })
            .where(inArray(orders.id, late.map((row) => row.id)));
          await publishMany(tx, 'order.late', late.map((row) => orderChange(row, null)));
          return late.length;
        }),
      );
      if (announced < 100) return;
    }
  },
};
