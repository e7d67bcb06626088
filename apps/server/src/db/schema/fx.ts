import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';

/**
 * The platform's rupee rate, every value it ever had (the fx module's): the newest row is the rate.
 * A change is a new row with who made it, so the history is the table itself.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: idColumn(),
    pkrPerUsd: numeric('pkr_per_usd', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    // Null for the first value, taken from PKR_PER_USD at the first start, and for an admin since deleted.
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('fx_rates_created_idx').on(t.createdAt.desc(), t.id.desc()), check('fx_rates_positive', sql`${t.pkrPerUsd} > 0`)],
);
