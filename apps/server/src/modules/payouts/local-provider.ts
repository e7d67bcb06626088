import { eq, sql } from 'drizzle-orm';
import { payoutTestAccounts, serverTexts } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { localPayouts } from '../../db/schema/payouts.js';
import { scheduleJob, type JobHandler } from '../../platform/jobs.js';
import type { Beneficiary, PayoutProvider } from './provider.js';
import { settleFromProvider } from './settle.js';

type Outcome = (typeof localPayouts.$inferSelect)['outcome'];

const closedAccounts: string[] = Object.values(payoutTestAccounts.closed);
const slowAccounts: string[] = Object.values(payoutTestAccounts.pendingThenFails);

/** The simulator's rule, like the test cards': two documented accounts fail, every other valid one is paid. */
const outcomeOf = (b: Beneficiary): Outcome => (closedAccounts.includes(b.accountNumber) ? 'closed' : slowAccounts.includes(b.accountNumber) ? 'pending_then_failed' : 'paid');

/** Why a simulated transfer failed (serverTexts, so an Urdu page shows it in Urdu). */
export const localPayoutFailures = serverTexts.localPayoutFailures;

const callbackJobType = 'payouts.local-callback';

/**
 * The built-in payout provider: keeps its own book (local_payouts), answers the same payout for the
 * same key, and calls back a few seconds later (PAYOUT_SIMULATOR_SECONDS) through a durable job, as a
 * real provider's webhook would arrive.
 */
export function localPayoutProvider(db: Database, config: Pick<Config, 'payoutSimulatorSeconds'>): PayoutProvider {
  return {
    name: 'local',
    async verifyBeneficiary(b) {
      return { accountTitle: b.accountTitle.toUpperCase() };
    },
    async createPayout({ key, amount, currency, beneficiary }) {
      const reference = `lp_${key}`;
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(localPayouts)
          .values({ key, reference, outcome: outcomeOf(beneficiary), amount, currency })
          .onConflictDoNothing({ target: localPayouts.key })
          .returning({ reference: localPayouts.reference });
        if (created) await scheduleCallback(tx, reference, 1, config.payoutSimulatorSeconds);
      });
      const [row] = await db.select().from(localPayouts).where(eq(localPayouts.key, key));
      return { reference: row.reference, status: row.status, failure: row.failure };
    },
    async status(reference) {
      const [row] = await db.select({ status: localPayouts.status, failure: localPayouts.failure }).from(localPayouts).where(eq(localPayouts.reference, reference));
      if (!row) throw new Error(`unknown payout reference ${reference}`);
      return row;
    },
  };
}

const scheduleCallback = (tx: Database | Transaction, reference: string, stage: number, seconds: number) =>
  scheduleJob(tx, { type: callbackJobType, key: `local-payout-callback:${stage}:${reference}`, runAt: new Date(Date.now() + seconds * 1000), payload: { reference, stage } });

/**
 * `payouts.local-callback`: the simulator decides (paid, or failed as closed; the slow account stays
 * pending once more and then fails), then "calls back": the payout is settled from the provider's status.
 */
export const localPayoutCallbackJob: JobHandler<{ reference: string; stage: number }> = {
  type: callbackJobType,
  async handle({ reference, stage }, ctx) {
    const [row] = await ctx.db.select().from(localPayouts).where(eq(localPayouts.reference, reference));
    if (!row) return;
    if (row.status === 'pending') {
      if (row.outcome === 'pending_then_failed' && stage === 1) {
        await scheduleCallback(ctx.db, reference, 2, ctx.config.payoutSimulatorSeconds * 3);
        return;
      }
      const failure = row.outcome === 'closed' ? localPayoutFailures.closed : row.outcome === 'pending_then_failed' ? localPayoutFailures.noAnswer : '';
      await ctx.db
        .update(localPayouts)
        .set({ status: failure ? 'failed' : 'paid', failure, updatedAt: sql`now()` })
        .where(eq(localPayouts.reference, reference));
    }
    await settleFromProvider(ctx, reference);
  },
};
