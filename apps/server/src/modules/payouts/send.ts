import { and, eq, isNull } from 'drizzle-orm';
import { payouts } from '../../db/schema/payouts.js';
import type { JobHandler } from '../../platform/jobs.js';
import { payoutProvider } from './choose-provider.js';
import { settleFromProvider } from './settle.js';

export const sendPayoutJobType = 'payouts.send';
export const sendPayoutKey = (payoutId: string) => `payout-send:${payoutId}`;

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
