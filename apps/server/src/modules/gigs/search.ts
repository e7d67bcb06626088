import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gigs } from '../../db/schema/gigs.js';

/** At most this many words of a search count; more only slow the query down. */
const maxWords = 8;
const maxWordLength = 40;

/**
 * The words of a search: letters and digits only, lower case. Everything else (quotes, SQL,
 * regex or tsquery operators) separates words, so no input can change the query's syntax.
 */
export function searchWords(search: string): string[] {
  const words = search.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, maxWordLength)))].slice(0, maxWords);
}

/** The database's reading of a search (one round trip, see searchQuery). */
export type SearchReading = {
  /** Every word must match (migration 0002, gig_search_query); null when no gig can match them all. */
  tsquery: string | null;
  /** A corrected spelling when a word begins no indexed word and a gig title has a close one (migration 0013). */
  suggestion: string | null;
};

/**
 * The search's tsquery (migration 0002, gig_search_query: prefixes, typo alternatives from the
 * lexicon), or null when no word can match, and its spelling suggestion. Asked for first, on its
 * own, so the list query carries it as a value: PostgreSQL then estimates from the column
 * statistics how many gigs match, and for a common word reads the sales or date index in order
 * instead of ranking every match (see docs/query-plans.md).
 */
export async function searchQuery(db: Database, words: string[], withSuggestion: boolean): Promise<SearchReading> {
  const list = sql`string_to_array(${words.join(' ')}, ' ')`;
  const suggestion = withSuggestion ? sql`gig_search_suggestion(${list})` : sql`null::text`;
  const result = await db.execute(sql`select gig_search_query(${list})::text as q, ${suggestion} as s`);
  const [row] = (result as unknown as { rows: { q: string | null; s: string | null }[] }).rows;
  return { tsquery: row?.q || null, suggestion: row?.s || null };
}

/**
 * Each word's own tsquery, as gig_search_query writes it for that word alone: null for a stop
 * word (it counts for nothing), '' for a word no gig has. For the partial matches.
 */
export async function wordQueries(db: Database, words: string[]): Promise<(string | null)[]> {
  const result = await db.execute(sql`
    select case when to_tsvector('english'::regconfig, w) = ''::tsvector then null
                else coalesce(gig_search_query(array[w])::text, '') end as part
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as t(w, n)
     order by n`);
  return (result as unknown as { rows: { part: string | null }[] }).rows.map((r) => r.part);
}

/** The relevance of a gig for the search, as float8 so the value round-trips exactly through a cursor. */
export const searchRank = (query: string): SQL<number> => sql<number>`ts_rank(${gigs.search}, ${query}::tsquery)::float8`;

/** The gig matches the search (GIN index gigs_search_idx). */
export const matchesSearch = (query: string): SQL => sql`${gigs.search} @@ ${query}::tsquery`;
