import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { gigs } from '../../db/schema/gigs.js';
import { matchesSearch, searchRank } from './search.js';
import { surelyMany, wordStats } from './word-stats.js';

/** A search with fewer matches than this is read whole through the search index and sorted here. */
export const fewMatches = 500;
/** How many gigs, in sort order, the walk for a search with many matches reads to find them. */
export const searchWindow = 5000;

/** A matching gig's keys: enough to order, page and rank it; its columns are read by id afterwards. */
export type SearchHit = { id: string; sales: number; createdAt: string; rank: number };

export type SearchKey = 'sales' | 'createdAt';

const keyColumn = (key: SearchKey) => (key === 'sales' ? gigs.sales : gigs.createdAt);
// Descending as the indexes are built (DESC NULLS LAST), so PostgreSQL can read them in order.
const keyOrder = (key: SearchKey) => [sql`${keyColumn(key)} desc nulls last`, sql`${gigs.id} desc nulls last`];

/** Runs `work` with index walks and table scans off: PostgreSQL can then only read the search index. */
function throughSearchIndex<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

type Keys = Omit<SearchHit, 'rank'> & { atUs: number };

/** The order of the indexes: key descending, then id descending (uuids compare as their hex text). */
const byKeyThenId = (key: SearchKey) => (a: Keys, b: Keys) =>
  (key === 'sales' ? b.sales - a.sales : b.atUs - a.atUs) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The first `take` gigs matching a search, in sales or creation order (then id, descending),
 * among the gigs `filters` allow (category, seller, price, a cursor). PostgreSQL cannot estimate
 * how many gigs a word matches well enough to choose its plan (for a rare word it guesses 0.5 %):
 * walking the sales index and testing each gig is fast for a common word and read the whole
 * index (4 s at a million gigs) for a rare one; reading every match through the search index is
 * fast for a rare word and slow for a common one (50,000 matches, 0.4 s). So the choice is made
 * here, from what the data shows:
 *  1. read up to `fewMatches` matches through the search index; fewer means that is all of them:
 *     sort them here (a rare word ends here; a word the statistics say is common skips this);
 *  2. else walk the first `searchWindow` gigs in order and keep the matches (a common word fills
 *     the page here);
 *  3. if they do not, read the matches past the window through the search index and sort them.
 * No step reads the whole table; the dearest case is a word with a few thousand matches that sit
 * far down the order, which costs what reading those matches costs.
 */
export async function firstMatches(
  db: Database,
  filters: SQL[],
  tsquery: string,
  key: SearchKey,
  take: number,
  sizes: { few: number; window: number } = { few: fewMatches, window: searchWindow },
  // Whether the window will surely hold `take` matches; by default from the planner's statistics
  // (wordStats). A common word then skips step 1: reading its posting list alone took 30 ms at a
  // million gigs, the window 5 ms.
  expectMany?: boolean,
): Promise<SearchHit[]> {
  const manyExpected = expectMany ?? surelyMany(tsquery, await wordStats(db), (1.5 * take) / sizes.window);
  const match = matchesSearch(tsquery);
  const keys = { id: gigs.id, sales: gigs.sales, createdAt: sql<string>`${gigs.createdAt}::text`.as('created_at_text') };
  const allIfFew = () =>
    throughSearchIndex(db, (tx) =>
      tx
        // Keys only: the GIN index answers the match itself, so no search vector is read here.
        // created_at in whole microseconds (exact in a float8), to sort by here as PostgreSQL would.
        .select({ ...keys, atUs: sql<number>`(extract(epoch from ${gigs.createdAt}) * 1000000)::float8` })
        .from(gigs)
        .where(and(...filters, match))
        .limit(sizes.few),
    );
  /** All the matches when they are fewer than sizes.few, in order and ranked; else null. */
  const fewInOrder = async (): Promise<SearchHit[] | null> => {
    const few = await allIfFew();
    if (few.length >= sizes.few) return null;
    const first = few.sort(byKeyThenId(key)).slice(0, take);
    // Ranked after the cut: at most `take` search vectors read.
    const ranks = first.length === 0 ? [] : await db.select({ id: gigs.id, rank: searchRank(tsquery) }).from(gigs).where(inArray(gigs.id, first.map((g) => g.id)));
    const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
    return first.map(({ id, sales, createdAt }) => ({ id, sales, createdAt, rank: rankOf.get(id) ?? 0 }));
  };
  if (!manyExpected) {
    const all = await fewInOrder();
    if (all) return all;
  }

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
    .limit(sizes.window)
    .as('window');
  const hits = await db
    .select({ id: window.id, sales: window.sales, createdAt: window.createdAt, rank: window.rank })
    .from(window)
    .where(eq(window.hit, true))
    // The window's own order, so PostgreSQL reads it in order and stops once `take` have matched.
    .orderBy(sql`${key === 'sales' ? window.sales : window.at} desc nulls last`, sql`${window.id} desc nulls last`)
    .limit(take);
  if (hits.length === take) return hits;
  // Expected many, found too few in the window: they may still be few.
  if (manyExpected) {
    const all = await fewInOrder();
    if (all) return all;
  }

  // The window's last gig: none means the window held every gig the filters allow.
  const [end] = await db
    .select(keys)
    .from(gigs)
    .where(and(...filters))
    .orderBy(...keyOrder(key))
    .offset(sizes.window - 1)
    .limit(1);
  if (!end) return hits;
  const pastWindow =
    key === 'sales'
      ? sql`(${gigs.sales}, ${gigs.id}) < (${end.sales}, ${end.id}::uuid)`
      : sql`(${gigs.createdAt}, ${gigs.id}) < (${end.createdAt}::timestamptz, ${end.id}::uuid)`;
  const rest = await throughSearchIndex(db, (tx) =>
    tx
      .select({ ...keys, rank: searchRank(tsquery) })
      .from(gigs)
      .where(and(...filters, match, pastWindow))
      .orderBy(...keyOrder(key))
      .limit(take - hits.length),
  );
  return [...hits, ...rest];
}
