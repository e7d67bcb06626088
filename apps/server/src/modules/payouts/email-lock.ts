import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { payoutMethods } from '../../db/schema/payouts.js';
import { inTransaction } from '../../platform/events.js';

/** The pause, taken at start (in-transaction subscribers run inside other modules' requests, which carry no configuration). */
let lockHours = 24;
export function configurePayoutLock(config: Pick<Config, 'payoutMethodLockHours'>): void {
  lockHours = config.payoutMethodLockHours;
}

/**
 * A changed e-mail address pauses the user's payouts as a new method does, in the change's
 * transaction: whoever took over a session and changed the address (so the owner's mail goes
 * astray) cannot withdraw at once either. Every method's pause is pushed to at least
 * PAYOUT_METHOD_LOCK_HOURS from now; a method added later brings its own.
 */
export const emailChangeLock = inTransaction('email.changed', 'payouts.email-change-lock', async (tx, e) => {
  if (e.payload.how !== 'changed' || lockHours <= 0) return;
  const until = new Date(Date.now() + Math.round(lockHours * 3_600_000));
  await tx
    .update(payoutMethods)
    .set({ lockedUntil: sql`greatest(${payoutMethods.lockedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(payoutMethods.userId, e.payload.userId));
});
