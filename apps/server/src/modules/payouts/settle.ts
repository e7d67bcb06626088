import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { payouts } from '../../db/schema/payouts.js';
import type { PlatformContext } from '../../platform/context.js';
import { publish } from '../../platform/events.js';
import { post } from '../ledger/index.js';
import { payoutProvider } from './choose-provider.js';
import { lockPayout, type PayoutRow } from './rows.js';

/**
 * Ends a payout, with its posting in the same transaction: paid (in transit -> payout clearing), or
 * failed or rejected (in transit -> available again). The caller holds the payout's lock.
 */
export async function finishPayout(tx: Transaction, row: PayoutRow, outcome: 'paid' | 'failed' | 'rejected', reason: string, by: string | null = null): Promise<PayoutRow> {
  const [updated] = await tx
    .update(payouts)
    .set({ status: outcome, reason, ...(outcome === 'paid' ? { paidAt: sql`now()` } : {}), ...(by ? { decidedBy: by } : {}) })
    .where(eq(payouts.id, row.id))
    .returning();
  if (row.userId) {
    const back = outcome !== 'paid';
    await post(tx, {
      kind: back ? 'payout_returned' : 'payout_paid',
      currency: row.currency,
      ref: { type: 'payout', id: row.id },
      userId: row.userId,
      key: `${back ? 'payout-returned' : 'payout-paid'}:${row.id}`,
      lines: [
        { account: { user: row.userId, bucket: 'in_transit' }, amount: -row.amount },
        { account: back ? { user: row.userId, bucket: 'available' } : { platform: 'payout_clearing' }, amount: row.amount },
      ],
    });
  }
  await publish(tx, outcome === 'paid' ? 'payout.paid' : 'payout.failed', { payoutId: row.id, userId: row.userId, currency: row.currency, amount: row.amount, status: outcome, reason });
  return updated;
}

/**
 * A provider's callback about a payout: its status is asked of the provider (a callback is never
 * believed on its word) and a final one applied once; a payout already final is left alone.
 */
export async function settleFromProvider(ctx: Pick<PlatformContext, 'db' | 'config'>, reference: string): Promise<void> {
  const state = await payoutProvider(ctx).status(reference);
  if (state.status === 'pending') return;
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.providerReference, reference));
      if (!found) return;
      const row = await lockPayout(tx, found.id);
      if (row.status !== 'processing') return;
      await finishPayout(tx, row, state.status === 'paid' ? 'paid' : 'failed', state.failure);
    }),
  );
}
