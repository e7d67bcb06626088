import { isOrderOpen } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import type { JobHandler } from '../../platform/jobs.js';
import { ordersJobTypes } from './lifecycle.js';
import { cancelOrder, completeOrder, lockOrder, type OrderRow } from './order-rows.js';

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
