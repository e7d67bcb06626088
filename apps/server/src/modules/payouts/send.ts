import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payouts } from '../../db/schema/payouts.js';
import type { JobHandler } from '../../platform/jobs.js';
import { withRetry } from '../../db/retry.js';
import { payoutProvider } from './choose-provider.js';
import { payoutOwnerProblem, stopReasons } from './owner.js';
import { lockPayout } from './rows.js';
import { finishPayout, settleFromProvider } from './settle.js';

export const sendPayoutJobType = 'payouts.send';
export const sendPayoutKey = (payoutId: string) => `payout-send:${payoutId}`;

/**
 * Before the first send, the owner is read again: one deleted, un-verified or made an admin since
 * the approval is not paid. The payout fails with the reason and the money returns to available, in
 * one transaction under the payout's lock. Once the provider has it (a reference), it cannot be stopped here.
 */
async function stopIfOwnerMayNotBePaid(db: Database, payoutId: string): Promise<boolean> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockPayout(tx, payoutId);
      if (row.status !== 'processing' || row.providerReference) return false;
      const problem = await payoutOwnerProblem(tx, row.userId);
      if (!problem) return false;
      await finishPayout(tx, row, 'failed', stopReasons[problem]);
      return true;
    }),
  );
}

/**
 * `payouts.send`: an approved payout goes to the provider with the payout's idempotency key, so a
 * job run again after a crash (or by another process after its lease) sends it once.
 */
export const sendPayoutJob: JobHandler<{ payoutId: string }> = {
  type: sendPayoutJobType,
  maxAttempts: 10,
  async handle({ payoutId }, ctx) {
    const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!row || row.status !== 'processing') return;
    if (!row.providerReference && (await stopIfOwnerMayNotBePaid(ctx.db, row.id))) return;
    const sent = await payoutProvider(ctx).createPayout({
      key: `payout-${row.id}`,
      amount: row.amount,
      currency: row.currency,
      beneficiary: { type: row.methodType, currency: row.currency, accountTitle: row.accountTitle, accountNumber: row.accountNumber },
    });
    await ctx.db.update(payouts).set({ providerReference: sent.reference }).where(and(eq(payouts.id, row.id), isNull(payouts.providerReference)));
    if (sent.status !== 'pending') await settleFromProvider(ctx, sent.reference);
  },
};
