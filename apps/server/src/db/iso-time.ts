import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, Z), for JSON built in SQL
 * and for hot lists, which then make no Date per value only to write it out again.
 */
export const isoTime = (column: SQL | PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
