import type { LedgerReport } from '@market/shared';
import type { Database } from '../../db/client.js';
import { ledgerFigures } from '../ledger/index.js';
import { escrowExpected } from '../orders/index.js';
import { payoutsInTransit } from '../payouts/index.js';

/**
 * The books per currency: the trial balance (every entry summed: zero), escrow against the paid
 * orders not yet final, money in transit against open payouts, the users' stored balances against
 * their entries, and the platform's revenue and expenses. `ok` is false on any mismatch.
 */
export async function ledgerReport(db: Database): Promise<LedgerReport> {
  const [figures, escrow, payouts] = await Promise.all([ledgerFigures(db), escrowExpected(db), payoutsInTransit(db)]);
  const reports = figures.map((f) => {
    const escrowFigures = { ledger: f.platform.escrow ?? 0, expected: escrow[f.currency] ?? 0 };
    const inTransit = { ledger: f.inTransit, expected: payouts[f.currency].inTransit };
    const ok = f.trialBalance === 0 && escrowFigures.ledger === escrowFigures.expected && inTransit.ledger === inTransit.expected && f.balanceMismatches === 0;
    return {
      currency: f.currency,
      trialBalance: f.trialBalance,
      accounts: Object.entries(f.platform)
        .map(([account, balance]) => ({ account, balance }))
        .sort((a, b) => a.account.localeCompare(b.account)),
      escrow: escrowFigures,
      inTransit,
      balanceMismatches: f.balanceMismatches,
      feeRevenue: f.platform.fee_revenue ?? 0,
      bonusesPaid: -(f.platform.bonus_expense ?? 0),
      rewardsPaid: -(f.platform.reward_expense ?? 0),
      payoutsPaid: f.platform.payout_clearing ?? 0,
      ok,
    };
  });
  return { currencies: reports, ok: reports.every((r) => r.ok) };
}
