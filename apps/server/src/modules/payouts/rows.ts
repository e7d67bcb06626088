import { eq } from 'drizzle-orm';
import type { AdminPayout, Payout, PayoutMethod } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { payoutMethods, payouts } from '../../db/schema/payouts.js';
import { notFound } from '../../lib/errors.js';
import { maskedAccount, payoutTexts, titleMatchesLegalName } from '@market/shared';

export type PayoutRow = typeof payouts.$inferSelect;
export type MethodRow = typeof payoutMethods.$inferSelect;

export const toPayout = (r: PayoutRow): Payout => ({
  _id: r.id,
  currency: r.currency,
  amount: r.amount,
  status: r.status,
  method: { type: r.methodType, accountTitle: r.accountTitle, accountNumber: r.accountNumber },
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
});

/** A payout as the admin queue shows it: the account's ending only (decision 0135), and its owner now. */
export type PayoutOwner = { username: string; isVerified: boolean; legalName: string };

/** A payout as the admin queue shows it: the account's ending only (decision 0135), its owner now, and whether the title is their legal name. */
export const toAdminPayout = (r: PayoutRow, owner: PayoutOwner | null): AdminPayout => ({
  ...toPayout(r),
  method: { type: r.methodType, accountTitle: r.accountTitle, accountEnding: maskedAccount(r.methodType, r.accountNumber) },
  // A deleted user's payout stays in the queue: 'Deleted user'.
  user: owner !== null && r.userId ? { _id: r.userId, username: owner.username, isVerified: owner.isVerified, legalName: owner.legalName } : null,
  titleMatchesLegalName: owner !== null && titleMatchesLegalName(r.accountTitle, owner.legalName),
});

/** A payout method, with whether its title is the owner's legal name (the page warns when not). */
export const toMethod = (r: MethodRow, legalName: string): PayoutMethod => ({
  _id: r.id,
  type: r.type,
  currency: r.currency,
  accountTitle: r.accountTitle,
  accountNumber: r.accountNumber,
  verifiedTitle: r.verifiedTitle,
  titleMatchesLegalName: titleMatchesLegalName(r.accountTitle, legalName),
  createdAt: r.createdAt.toISOString(),
});

/** The payout, locked for the rest of the transaction; 404 when there is none. */
export async function lockPayout(tx: Transaction | Database, id: string): Promise<PayoutRow> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!row) throw notFound(payoutTexts.payoutNotFound);
  return row;
}
