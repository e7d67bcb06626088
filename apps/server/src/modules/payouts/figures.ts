import { inArray, sql } from 'drizzle-orm';
import { currencies, type Currency, type PayoutStatus } from '@market/shared';
import type { Database } from '../../db/client.js';
import { payouts } from '../../db/schema/payouts.js';

/** What the payouts say should be in transit per currency (requested and processing payouts), and what was paid out. */
export async function payoutsInTransit(db: Database): Promise<Record<Currency, { inTransit: number; paid: number }>> {
  const rows = await db
    .select({
      currency: payouts.currency,
      inTransit: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} in ('requested', 'processing')), 0)::text`,
      paid: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)::text`,
    })
    .from(payouts)
    .where(inArray(payouts.status, ['requested', 'processing', 'paid']))
    .groupBy(payouts.currency);
  const out = Object.fromEntries(currencies.map((c) => [c, { inTransit: 0, paid: 0 }])) as Record<Currency, { inTransit: number; paid: number }>;
  for (const r of rows) out[r.currency] = { inTransit: Number(r.inTransit), paid: Number(r.paid) };
  return out;
}

/** The status of each of these payouts (what a payout's line in the earnings history shows). */
export async function payoutStatusesOf(db: Database, ids: string[]): Promise<Map<string, PayoutStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: payouts.id, status: payouts.status }).from(payouts).where(inArray(payouts.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
