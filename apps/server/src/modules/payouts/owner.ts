import { eq } from 'drizzle-orm';
import { payoutTexts } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { userProfiles } from '../users/index.js';

/** Why a payout's owner may not be paid now: deleted, no longer verified, or an admin since. */
export type OwnerProblem = 'deleted' | 'notVerified' | 'isAdmin';

/**
 * Reads the owner as they are now, not as they were at the request: an admin may have taken the
 * verification back, or deleted the account, while the payout waited (null: they may be paid).
 */
export async function payoutOwnerProblem(db: Database | Transaction, userId: string | null): Promise<OwnerProblem | null> {
  if (!userId) return 'deleted';
  const [owner] = await db.select({ isVerified: userProfiles.isVerified, isAdmin: userProfiles.isAdmin }).from(userProfiles).where(eq(userProfiles.id, userId));
  if (!owner) return 'deleted';
  if (owner.isAdmin) return 'isAdmin';
  return owner.isVerified ? null : 'notVerified';
}

/** What the admin reads when the approval is refused. */
export const approvalRefusals: Record<OwnerProblem, string> = {
  deleted: payoutTexts.ownerDeleted,
  notVerified: payoutTexts.ownerNotVerified,
  isAdmin: payoutTexts.ownerIsAdmin,
};

/** The reason a payout stopped by the send job carries (the user reads it). */
export const stopReasons: Record<OwnerProblem, string> = {
  deleted: payoutTexts.stoppedOwnerDeleted,
  notVerified: payoutTexts.stoppedNotVerified,
  isAdmin: payoutTexts.stoppedIsAdmin,
};
