import { desc, eq, sql } from 'drizzle-orm';
import type { FxHistory, FxRate } from '@market/shared';
import type { Database } from '../../db/client.js';
import { fxRates } from '../../db/schema/fx.js';
import { userProfiles } from '../users/index.js';

type RateRow = typeof fxRates.$inferSelect;

const toRate = (row: RateRow): FxRate => ({ pkrPerUsd: row.pkrPerUsd, updatedAt: row.createdAt.toISOString() });

/** How many earlier values the admin's history lists. */
const historySize = 50;

async function newest(db: Database): Promise<RateRow | undefined> {
  const [row] = await db.select().from(fxRates).orderBy(desc(fxRates.createdAt), desc(fxRates.id)).limit(1);
  return row;
}

/**
 * The platform's rupee rate now (rupees per US dollar), read from the database on every call so
 * that every process uses a change at once. The first call ever stores `initial` (PKR_PER_USD),
 * once however many processes ask together.
 */
export async function currentRate(db: Database, initial: number): Promise<FxRate> {
  const row = await newest(db);
  if (row) return toRate(row);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fx_rates.first'))`);
    const [again] = await tx.select().from(fxRates).orderBy(desc(fxRates.createdAt), desc(fxRates.id)).limit(1);
    if (again) return toRate(again);
    const [first] = await tx.insert(fxRates).values({ pkrPerUsd: initial, setBy: null }).returning();
    return toRate(first);
  });
}

/** PUT /api/admin/fx: a new rate from now on, kept with who set it. */
export async function setRate(db: Database, adminId: string, pkrPerUsd: number): Promise<FxRate> {
  const [row] = await db.insert(fxRates).values({ pkrPerUsd, setBy: adminId }).returning();
  return toRate(row);
}

/** GET /api/admin/fx: the rate's values, newest first, with the admin who set each. */
export async function rateHistory(db: Database, initial: number): Promise<FxHistory> {
  await currentRate(db, initial);
  const rows = await db
    .select({ id: fxRates.id, pkrPerUsd: fxRates.pkrPerUsd, createdAt: fxRates.createdAt, adminId: userProfiles.id, adminName: userProfiles.username })
    .from(fxRates)
    .leftJoin(userProfiles, eq(userProfiles.id, fxRates.setBy))
    .orderBy(desc(fxRates.createdAt), desc(fxRates.id))
    .limit(historySize);
  return {
    rates: rows.map((r) => ({
      _id: r.id,
      pkrPerUsd: r.pkrPerUsd,
      setBy: r.adminId && r.adminName ? { _id: r.adminId, username: r.adminName } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
