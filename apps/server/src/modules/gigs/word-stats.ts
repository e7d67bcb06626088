import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** PostgreSQL's statistics of the search vectors: the share of gigs each common word is in. */
export type WordStats = { gigs: number; share: Map<string, number> };

const maxAgeMs = 60_000;
const cache = new WeakMap<Database, { at: number; stats: Promise<WordStats | null> }>();

/**
 * The most common words of gigs.search and how many gigs there are, from pg_stats and pg_class
 * (what ANALYZE last saw; autovacuum keeps it fresh on PostgreSQL), read at most once a minute
 * per database. Null when there are no statistics yet.
 */
export function wordStats(db: Database): Promise<WordStats | null> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.stats;
  const stats = readWordStats(db).catch(() => null);
  cache.set(db, { at: Date.now(), stats });
  return stats;
}

async function readWordStats(db: Database): Promise<WordStats | null> {
  const result = await db.execute(sql`
    select c.reltuples::float8 as gigs, s.most_common_elems::text::text[] as words, s.most_common_elem_freqs::float8[] as shares
      from pg_class c
      join pg_stats s on s.schemaname = current_schema() and s.tablename = 'gigs' and s.attname = 'search'
     where c.oid = 'gigs'::regclass`);
  const [row] = (result as unknown as { rows: { gigs: number; words: string[] | null; shares: number[] | null }[] }).rows;
  if (!row?.words || !row.shares || !(row.gigs > 0)) return null;
  return { gigs: row.gigs, share: new Map(row.words.map((w, i) => [w, row.shares![i]])) };
}

/**
 * Whether a search surely has many matches: every word of its tsquery (as gig_search_query
 * writes it: parts joined by '&', alternatives by '|', each a quoted word) is a common word
 * whose share is known, and the rarest part is in at least `share` of the gigs. An unknown or
 * prefix word makes it "not sure", and the caller then looks at the matches first.
 */
export function surelyMany(tsquery: string, stats: WordStats | null, share: number): boolean {
  if (!stats) return false;
  const parts = tsquery.split(' & ');
  return parts.every((part) => {
    let sum = 0;
    for (const term of part.replace(/[()]/g, '').split(' | ')) {
      const word = /^\s*'([^']+)'\s*$/.exec(term)?.[1];
      const known = word === undefined ? undefined : stats.share.get(word);
      if (known === undefined) return false;
      sum += known;
    }
    return sum >= share;
  });
}
