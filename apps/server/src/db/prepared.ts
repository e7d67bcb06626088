import { fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { driverOf, type Database, type Transaction } from './client.js';
import { pgliteTextParsers } from './text-types.js';

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

type DriverQuery = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;

/** Runs a statement on the database's own driver: named (prepared once per connection) on PostgreSQL; PGlite in its process. */
function driverQuery(db: Database): DriverQuery {
  const driver = driverOf(db);
  if ('pool' in driver) {
    return async (name, text, values) => {
      // A Query of pg's own rather than a config object, which pg copies, property descriptors
      // and all, for every query: about a microsecond, a fortieth of a health check. Its rows are
      // parsed with the pool's types (db/text-types.ts). pg-pool answers a Query with a promise too.
      const query = Object.assign(new pg.Query(text, values), { name });
      return (await (driver.pool.query(query) as unknown as Promise<pg.QueryResult>)).rows;
    };
  }
  return async (_name, text, values) => (await driver.pglite.query(text, values, { parsers: pgliteTextParsers })).rows;
}

/**
 * A hot list built with the query builder, run as a named prepared statement straight on the
 * driver, its rows taken as the driver makes them, keyed by their columns' names (see `named`).
 * Drizzle's own execute was a tenth of a health check's time (spans, cache checks, three promise
 * layers) and its mapping of every value a tenth of a page of gigs. Its columns must come in the
 * form the answer needs: the driver's numbers, booleans, text and JSON; timestamps as text (isoTime).
 * Errors are the driver's own (no DrizzleQueryError around them): pg-errors.ts reads both.
 */
export function preparedRows<Row>(db: Database, name: string, build: (db: Database) => SQLWrapper): (values: Record<string, unknown>) => Promise<Row[]> {
  return prepared(db, name, (d) => {
    const { sql: text, params } = dialect.sqlToQuery(build(d).getSQL());
    const query = driverQuery(d);
    return (values) => query(name, text, fillPlaceholders(params, values)) as Promise<Row[]>;
  });
}
