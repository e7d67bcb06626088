import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client.js';
import { rowsOf } from './rows.js';

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * A hot-path query built once per database handle and run as a named prepared statement: PostgreSQL
 * parses and plans it once per connection instead of on every request. `name` must be unique.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}

const dialect = new PgDialect();

/** `query` as a statement PostgreSQL prepares under `name`, run with the values given to execute(). */
const namedStatement = (db: Database | Transaction, name: string, query: SQL) => db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);

/**
 * A raw statement run as a named prepared statement, for hot writes built with `sql` (a ledger
 * posting): planned once per connection. `name` must stand for exactly one SQL text, so a
 * statement whose text varies with its input (a list of values) names each shape.
 */
export function executePrepared(db: Database | Transaction, name: string, query: SQL): Promise<unknown> {
  return namedStatement(db, name, query).execute();
}

/** Columns under their own names (`"gigs"."user_id" as "userId"`), so rows read by preparedRows have those keys. */
export const named = <T extends Record<string, SQLWrapper>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql`${column}`.as(key)])) as { [K in keyof T]: SQL.Aliased };

/**
 * A hot list built with the query builder, run as a named prepared statement whose rows are taken
 * as the driver makes them, keyed by their columns' names (see `named`), without Drizzle's mapping
 * of every value: on a page of gigs that mapping was a tenth of the app's time. Its columns must
 * come in the form the answer needs: the driver's numbers, booleans, text and JSON; timestamps as
 * text (isoTime).
 */
export function preparedRows<Row>(db: Database, name: string, build: (db: Database) => SQLWrapper): (values: Record<string, unknown>) => Promise<Row[]> {
  return prepared(db, name, (d) => {
    const statement = namedStatement(d, name, build(d).getSQL());
    return async (values) => rowsOf<Row>(await statement.execute(values));
  });
}
