import { sql, type SQL } from 'drizzle-orm';

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, Z), for JSON built in SQL. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
