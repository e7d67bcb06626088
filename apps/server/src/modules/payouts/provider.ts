import type { Currency, PayoutMethodType } from '@market/shared';

export type Beneficiary = { type: PayoutMethodType; currency: Currency; accountTitle: string; accountNumber: string };

/** What a provider says of a payout: still on its way, or final. */
export type ProviderPayoutStatus = { status: 'pending' | 'paid' | 'failed'; failure: string };

/**
 * A disbursement provider (a bank's IBFT or Raast API, Easypaisa or JazzCash disbursement, an
 * aggregator): docs/payouts.md says how a real one plugs in. The built-in `local` simulator works offline.
 */
export interface PayoutProvider {
  readonly name: string;
  /** Checks the account exists and answers the title the provider holds for it. */
  verifyBeneficiary(beneficiary: Beneficiary): Promise<{ accountTitle: string }>;
  /** Starts a payout. The same key answers the same payout, never a second one. */
  createPayout(payout: { key: string; amount: number; currency: Currency; beneficiary: Beneficiary }): Promise<{ reference: string } & ProviderPayoutStatus>;
  /** The payout's state now (what a callback is checked against before it is believed). */
  status(reference: string): Promise<ProviderPayoutStatus>;
}

/** The provider said this account does not exist. */
export class UnknownBeneficiary extends Error {}
