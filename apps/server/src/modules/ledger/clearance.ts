import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { publish } from '../../platform/events.js';
import type { JobHandler } from '../../platform/jobs.js';
import { post } from './post.js';

export const clearEarningsJobType = 'ledger.clear-earnings';
export const clearEarningsKey = (orderId: string) => `clear-earnings:${orderId}`;

/** `currency` is absent for a dollar order (and in jobs scheduled before rupee orders): USD. */
type ClearPayload = { orderId: string; sellerId: string; amount: number; currency?: 'USD' | 'PKR' };

/** A completed order's net from the seller's pending to available balance (in the order's currency), once per order. */
export const postEarningsCleared = (tx: Database | Transaction, { orderId, sellerId, amount, currency = 'USD' }: ClearPayload, at?: Date) =>
  post(tx, {
    kind: 'earning_cleared',
    currency,
    ref: { type: 'order', id: orderId },
    userId: sellerId,
    key: `earning-cleared:${orderId}`,
    at,
    lines: [
      { account: { user: sellerId, bucket: 'pending' }, amount: -amount },
      { account: { user: sellerId, bucket: 'available' }, amount },
    ],
  });

/** `ledger.clear-earnings`: EARNINGS_CLEARANCE_HOURS after completion, a seller's pending earnings become available. */
export const clearEarningsJob: JobHandler<ClearPayload> = {
  type: clearEarningsJobType,
  maxAttempts: 10,
  handle: ({ orderId, sellerId, amount, currency = 'USD' }, ctx) =>
    withRetry(() =>
      ctx.db.transaction(async (tx) => {
        const posted = await postEarningsCleared(tx, { orderId, sellerId, amount, currency });
        if (posted) await publish(tx, 'earnings.cleared', { orderId, sellerId, amount, currency });
      }),
    ),
};
