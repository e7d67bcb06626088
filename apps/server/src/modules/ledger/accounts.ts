import type { BalanceBucket, Currency } from '@market/shared';

/** The platform's own accounts (one per currency, made by migration 0016). */
export type PlatformAccount = 'processor_clearing' | 'escrow' | 'fee_revenue' | 'bonus_expense' | 'reward_expense' | 'payout_clearing' | 'unclaimed' | 'refund_losses';

/** An account as a posting names it: a user's bucket or a platform account. */
export type AccountRef = { user: string; bucket: BalanceBucket } | { platform: PlatformAccount };

/** The account's id, which says what it is, so postings need no lookup. */
export const accountId = (ref: AccountRef, currency: Currency): string =>
  'user' in ref ? `user:${ref.user}:${ref.bucket}:${currency}` : `platform:${ref.platform}:${currency}`;

export const userAccountIds = (userId: string, currency: Currency): Record<BalanceBucket, string> => ({
  pending: accountId({ user: userId, bucket: 'pending' }, currency),
  available: accountId({ user: userId, bucket: 'available' }, currency),
  in_transit: accountId({ user: userId, bucket: 'in_transit' }, currency),
});
