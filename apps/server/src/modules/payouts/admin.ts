import { and, asc, eq, gt } from 'drizzle-orm';
import { payoutTexts, type AdminPayout, type PayoutStatus } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { payouts } from '../../db/schema/payouts.js';
import { conflict } from '../../lib/errors.js';
import { scheduleJob } from '../../platform/jobs.js';
import { payoutIdentities, userProfiles } from '../users/index.js';
import { idCursor, nextIdCursor } from './requests.js';
import { approvalRefusals, payoutOwnerProblem } from './owner.js';
import { lockPayout, toAdminPayout, type PayoutRow } from './rows.js';
import { sendPayoutJobType, sendPayoutKey } from './send.js';
import { finishPayout } from './settle.js';

const cursorOrder = 'payouts-queue';

/** The queue's rows with their owners' legal names (one query for the page), which the titles are checked against. */
async function withOwners(db: Database, rows: { payout: PayoutRow; username: string | null; isVerified: boolean | null }[]): Promise<AdminPayout[]> {
  const identities = await payoutIdentities(db, rows.flatMap((r) => (r.payout.userId ? [r.payout.userId] : [])));
  return rows.map((r) =>
    toAdminPayout(
      r.payout,
      r.username === null ? null : { username: r.username, isVerified: r.isVerified ?? false, legalName: identities.get(r.payout.userId ?? '')?.legalName ?? '' },
    ),
  );
}

/** GET /api/admin/payouts: the queue, oldest first (first come, first paid), optionally of one status. */
export async function adminPayouts(db: Database, status: PayoutStatus | undefined, cursor: string | undefined, limit = 50): Promise<{ payouts: AdminPayout[]; nextCursor: string | null }> {
  const after = idCursor(cursor, cursorOrder);
  const rows = await db
    .select({ payout: payouts, username: userProfiles.username, isVerified: userProfiles.isVerified })
    .from(payouts)
    .leftJoin(userProfiles, eq(userProfiles.id, payouts.userId))
    .where(and(status ? eq(payouts.status, status) : undefined, after ? gt(payouts.id, after) : undefined))
    .orderBy(asc(payouts.id))
    .limit(limit + 1);
  return {
    payouts: await withOwners(db, rows.slice(0, limit)),
    nextCursor: nextIdCursor(rows.map((r) => r.payout), limit, cursorOrder),
  };
}

async function decide(db: Database, id: string, act: (tx: Transaction, row: PayoutRow) => Promise<PayoutRow>): Promise<AdminPayout> {
  const row = await withRetry(() =>
    db.transaction(async (tx) => {
      const locked = await lockPayout(tx, id);
      if (locked.status !== 'requested') throw conflict(payoutTexts.notRequested);
      return act(tx, locked);
    }),
  );
  const [user] = row.userId ? await db.select({ username: userProfiles.username, isVerified: userProfiles.isVerified }).from(userProfiles).where(eq(userProfiles.id, row.userId)) : [];
  const [shown] = await withOwners(db, [{ payout: row, username: user?.username ?? null, isVerified: user?.isVerified ?? null }]);
  return shown;
}

/**
 * Approves a requested payout: it is sent to the provider by a durable job written in the same
 * transaction. The owner is read as they are now: one deleted, no longer verified or made an admin
 * since the request is refused (409, saying why); the send job checks again before the money leaves.
 */
export const approvePayout = (db: Database, adminId: string, id: string) =>
  decide(db, id, async (tx, row) => {
    const problem = await payoutOwnerProblem(tx, row.userId);
    if (problem) throw conflict(approvalRefusals[problem]);
    const [updated] = await tx.update(payouts).set({ status: 'processing', decidedBy: adminId }).where(eq(payouts.id, row.id)).returning();
    await scheduleJob(tx, { type: sendPayoutJobType, key: sendPayoutKey(row.id), runAt: new Date(), payload: { payoutId: row.id }, maxAttempts: 10 });
    return updated;
  });

/** Rejects a requested payout with the admin's reason; the funds are available again. */
export const rejectPayout = (db: Database, adminId: string, id: string, reason: string) => decide(db, id, (tx, row) => finishPayout(tx, row, 'rejected', reason, adminId));
