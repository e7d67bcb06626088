import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { payouts } from '../../db/schema/payouts.js';
import type { PlatformContext } from '../../platform/context.js';
import { publish } from '../../platform/events.js';
import type { JobHandler } from '../../platform/jobs.js';
import { post } from '../ledger/index.js';
import { payoutProvider } from './choose-provider.js';
import { lockPayout, type PayoutRow } from './rows.js';

const moves = {
  requested: { kind: 'payout_requested', from: { bucket: 'available' }, to: { bucket: 'in_transit' } },
  paid: { kind: 'payout_paid', from: { bucket: 'in_transit' }, to: { platform: 'payout_clearing' } },
  returned: { kind: 'payout_returned', from: { bucket: 'in_transit' }, to: { bucket: 'available' } },
} as const;

/**
 * A payout's money moving, once per step (its key): requested (available -> in transit), paid (in
 * transit -> payout clearing) or returned (in transit -> available). A deleted user's payout settles
 * against their accounts all the same: the books keep them.
 */
export async function postPayoutMove(tx: Database | Transaction, row: Pick<PayoutRow, 'id' | 'userId' | 'currency' | 'amount'>, step: keyof typeof moves, at?: Date): Promise<void> {
  const move = moves[step];
  const account = (side: { bucket: 'available' | 'in_transit' } | { platform: 'payout_clearing' }) => ('bucket' in side ? { user: row.userId, bucket: side.bucket } : side);
  await post(tx, {
    kind: move.kind,
    currency: row.currency,
    ref: { type: 'payout', id: row.id },
    userId: row.userId,
    key: `${move.kind.replace('_', '-')}:${row.id}`,
    at,
    lines: [
      { account: account(move.from), amount: -row.amount },
      { account: account(move.to), amount: row.amount },
    ],
  });
}

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
  await postPayoutMove(tx, row, outcome === 'paid' ? 'paid' : 'returned');
  await publish(tx, outcome === 'paid' ? 'payout.paid' : 'payout.failed', { payoutId: row.id, userId: row.userId, currency: row.currency, amount: row.amount, status: outcome, reason });
  return updated;
}

/**
 * A provider's callback about a payout: its status is asked of the provider (a callback is never
 * believed on its word) and a final one applied once; a payout already final is left alone. A
 * reference not saved yet (the callback overtook the send job) throws, so the callback's job retries.
 */
export async function settleFromProvider(ctx: Pick<PlatformContext, 'db' | 'config'>, reference: string): Promise<void> {
  const state = await payoutProvider(ctx).status(reference);
  if (state.status === 'pending') return;
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.providerReference, reference));
      if (!found) throw new Error(`no payout has the provider reference ${reference} yet`);
      const row = await lockPayout(tx, found.id);
      if (row.status !== 'processing') return;
      await finishPayout(tx, row, state.status === 'paid' ? 'paid' : 'failed', state.failure);
    }),
  );
}

/**
 * `payouts.reconcile`, every minute: payouts still processing a minute after they
 * were sent are asked of the provider, so a lost callback never leaves money in transit for good.
 */
export const payoutsReconcileJob: JobHandler = {
  type: 'payouts.reconcile',
  everySeconds: 60,
  async handle(_payload, ctx) {
    const stale = await ctx.db
      .select({ reference: payouts.providerReference })
      .from(payouts)
      .where(and(eq(payouts.status, 'processing'), isNotNull(payouts.providerReference), lt(payouts.updatedAt, new Date(Date.now() - 60_000))))
      .orderBy(asc(payouts.id))
      .limit(100);
    for (const { reference } of stale) await settleFromProvider(ctx, reference!);
  },
};
