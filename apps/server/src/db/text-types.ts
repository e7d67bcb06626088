import pg from 'pg';

// Dates, times and intervals stay the text PostgreSQL sends, as Drizzle's own drivers keep them
// (timestamp[tz], date, interval and their arrays; numeric arrays): answers carry them as text.
const textTypeIds = [1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231];
const asText = (value: string) => value;

/**
 * node-postgres's type parsers for the pool's connections. Drizzle passes the same with each of its
 * queries; the pool's default serves the statements run straight on the driver (db/prepared.ts).
 */
export const pgTextTypes = {
  getTypeParser: (id: number, format?: string) => (textTypeIds.includes(id) ? asText : pg.types.getTypeParser(id, format as 'text')),
};

/** The same for PGlite's queries. */
export const pgliteTextParsers = Object.fromEntries(textTypeIds.map((id) => [id, asText]));
