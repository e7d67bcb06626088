import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client.js';

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

/**
 * A raw statement run as a named prepared statement, for hot writes built with `sql` (a ledger
 * posting): planned once per connection. `name` must stand for exactly one SQL text, so a
 * statement whose text varies with its input (a list of values) names each shape.
 */
export function executePrepared(db: Database | Transaction, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
