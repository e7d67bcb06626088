import type { Currency, EarningsEntries } from '@market/shared';
import type { Database } from '../../db/client.js';
import { entriesOf } from '../ledger/index.js';
import { payoutStatusesOf } from '../payouts/index.js';

/**
 * GET /api/earnings/entries: the history as the earnings page shows it. A payout is one outgoing
 * line of the available balance with the payout's status now; its in-transit legs (money parked
 * while it is sent, then leaving) are left out, as only payouts move money there. A failed or
 * rejected payout adds the line that returns the money. The CSV keeps every leg.
 */
export async function historyOf(db: Database, userId: string, currency: Currency, cursor: string | undefined): Promise<EarningsEntries> {
  const page = await entriesOf(db, userId, currency, cursor, 25, ['pending', 'available']);
  const payoutIds = [...new Set(page.entries.filter((e) => e.ref.type === 'payout').map((e) => e.ref.id))];
  const statuses = await payoutStatusesOf(db, payoutIds);
  return { ...page, entries: page.entries.map((e) => (e.ref.type === 'payout' ? { ...e, payoutStatus: statuses.get(e.ref.id) ?? null } : e)) };
}
