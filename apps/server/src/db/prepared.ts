import type { Database } from './client.js';

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
