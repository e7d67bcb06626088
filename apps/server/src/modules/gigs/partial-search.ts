import { inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gigs } from '../../db/schema/gigs.js';
import { decodeNumberCursor, encodeCursor, type Cursor } from '../../lib/cursor.js';
import { firstMatches } from './search-walk.js';
import { searchRank } from './search.js';

/** How many gigs the partial matches hold at most: a help when nothing matches every word, not a catalogue. */
export const partialPool = 120;
/** Words past this many are not combined (six words make at most 20 combinations of three). */
const maxPartialWords = 6;

/** The cursor order of a page of partial matches. */
export const partialOrder = 'partial';

/** Every way of choosing k of the items, in order. */
function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** A tsquery matching the gigs that match at least k of the word queries. */
const atLeast = (parts: string[], k: number): string => combinations(parts, k).map((c) => `(${c.map((p) => `(${p})`).join(' & ')})`).join(' | ');

type Scored = { id: string; score: number };
const byScoreThenId = (a: Scored, b: Scored) => b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The gig ids of a page of partial matches, for a search no gig matches word for word. `parts`
 * are the words' own tsqueries ('' for a word no gig has; stop words left out). The pool is
 * filled best first: the gigs matching the most words (all the known words when some word
 * matches nothing, else all but one), then one word fewer, and so on, each step read through
 * the search index in best-selling order. Within the pool a gig's score is the number of words
 * it matches plus its relevance squeezed into [0, 1), so more words always rank first; pages
 * follow that score, keyed by a cursor like relevance's. Null when no word matches on its own.
 */
export async function partialMatches(
  db: Database,
  filters: SQL[],
  parts: string[],
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ ids: string[]; nextCursor: string | null } | null> {
  const known = parts.filter((p) => p !== '').slice(0, maxPartialWords);
  if (known.length === 0) return null;
  // All the known words together already failed when every word is known.
  const most = known.length === parts.length ? known.length - 1 : known.length;

  const found = new Map<string, number>();
  for (let k = most; k >= 1 && found.size < partialPool; k--) {
    const notYet = found.size > 0 ? [notInArray(gigs.id, [...found.keys()])] : [];
    const hits = await firstMatches(db, [...filters, ...notYet], atLeast(known, k), 'sales', partialPool - found.size, undefined, false);
    for (const hit of hits) found.set(hit.id, k);
  }
  if (found.size === 0) return { ids: [], nextCursor: null };

  const anyWord = known.map((p) => `(${p})`).join(' | ');
  const ranks = await db.select({ id: gigs.id, rank: searchRank(anyWord) }).from(gigs).where(inArray(gigs.id, [...found.keys()]));
  const after = cursor ? decodeNumberCursor(cursor, partialOrder) : null;
  const scored = ranks
    .map((r) => ({ id: r.id, score: found.get(r.id)! + r.rank / (1 + r.rank) }))
    .sort(byScoreThenId)
    .filter((g) => !after || byScoreThenId(g, { score: after.value, id: after.id }) > 0);
  const page = scored.slice(0, limit);
  const last = page.at(-1);
  return { ids: page.map((g) => g.id), nextCursor: scored.length > limit && last ? encodeCursor(partialOrder, last.score, last.id) : null };
}
