import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gigs } from '../../db/schema/index.js';
import { matchesSearch, searchRank } from './search.js';

/** How many gigs, in sort order, the first step reads to find the matches of a search. */
export const searchWindow = 5000;

/** A matching gig's keys: enough to order, page and rank it; its columns are read by id afterwards. */
export type SearchHit = { id: string; sales: number; createdAt: string; rank: number };

export type SearchKey = 'sales' | 'createdAt';

const keyColumn = (key: SearchKey) => (key === 'sales' ? gigs.sales : gigs.createdAt);
// Descending as the indexes are built (DESC NULLS LAST), so PostgreSQL can read them in order.
const keyOrder = (key: SearchKey) => [sql`${keyColumn(key)} desc nulls last`, sql`${gigs.id} desc nulls last`];

/**
 * The first `take` gigs matching a search, in sales or creation order (then id, descending),
 * among the gigs `filters` allow (category, seller, price, a cursor). PostgreSQL cannot estimate
 * how many gigs a word matches well enough to choose between its two plans (for a rare word it
 * guesses 0.5 %): walking the sales index and testing each gig is fast for a common word and
 * read the whole index (4 s at a million gigs) for a rare one; reading every match through the
 * search index is fast for a rare word and slow for a common one (50,000 matches, 0.4 s). So the
 * choice is made here, from what the data shows:
 *  1. walk the first `searchWindow` gigs in order and keep the matches (bounded: a common word
 *     fills the page here);
 *  2. if they do not fill it, read the remaining matches through the search index only (index
 *     walks and table scans switched off for that one query) and sort them: few matches, since
 *     few were in the window.
 * Either step reads at most a few thousand rows for any word but one whose matches all sit far
 * down the order; that one costs what its matches cost, never the whole table.
 */
export async function firstMatches(db: Database, filters: SQL[], tsquery: string, key: SearchKey, take: number, windowSize = searchWindow): Promise<SearchHit[]> {
  const match = matchesSearch(tsquery);
  const keys = { id: gigs.id, sales: gigs.sales, createdAt: sql<string>`${gigs.createdAt}::text`.as('created_at_text') };
  const window = db
    .select({
      ...keys,
      at: gigs.createdAt,
      hit: sql<boolean>`${match}`.as('hit'),
      // Ranked only when it matches: the other rows of the window are read, not ranked.
      rank: sql<number>`case when ${match} then ${searchRank(tsquery)} end`.as('rank'),
    })
    .from(gigs)
    .where(and(...filters))
    .orderBy(...keyOrder(key))
    .limit(windowSize)
    .as('window');
  const hits = await db
    .select({ id: window.id, sales: window.sales, createdAt: window.createdAt, rank: window.rank })
    .from(window)
    .where(eq(window.hit, true))
    // The window's own order, so PostgreSQL reads it in order and stops once `take` have matched.
    .orderBy(sql`${key === 'sales' ? window.sales : window.at} desc nulls last`, sql`${window.id} desc nulls last`)
    .limit(take);
  if (hits.length === take) return hits;

  // The window's last gig: none means the window held every gig the filters allow.
  const [end] = await db
    .select(keys)
    .from(gigs)
    .where(and(...filters))
    .orderBy(...keyOrder(key))
    .offset(windowSize - 1)
    .limit(1);
  if (!end) return hits;
  const pastWindow =
    key === 'sales'
      ? sql`(${gigs.sales}, ${gigs.id}) < (${end.sales}, ${end.id}::uuid)`
      : sql`(${gigs.createdAt}, ${gigs.id}) < (${end.createdAt}::timestamptz, ${end.id}::uuid)`;
  const rest = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({ ...keys, rank: searchRank(tsquery) })
      .from(gigs)
      .where(and(...filters, match, pastWindow))
      .orderBy(...keyOrder(key))
      .limit(take - hits.length);
  });
  return [...hits, ...rest];
}
