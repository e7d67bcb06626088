// The marketplace: gig list and filters, the kinds of search (partial matches included), a deep keyset
// page, one gig, its reviews.
// Data: the demo seed's 43 gigs (sellers, images, reviews) plus generated ones made by the same code as
// `npm run seed -- --gigs N` (INSERT ... SELECT inside the database). BENCH_GIGS sets how many (default
// 48,000, just enough for page 2,000 of 24); 1,000,000 is what the query plans of docs/query-plans.md use.
import { sql } from 'drizzle-orm';
import { LocalDiskStorage, uploadsDir } from '../../apps/server/src/lib/storage.ts';
import { encodeCursor } from '../../apps/server/src/lib/cursor.ts';
import { generateGigs } from '../../apps/server/src/seed/generate-gigs.ts';
import { seedDemo } from '../../apps/server/src/seed/index.ts';
import { namedSellers, rankedPool } from '../../apps/server/src/modules/gigs/service.ts';
import { partialMatches, partialPool } from '../../apps/server/src/modules/gigs/partial-search.ts';
import { wordQueries } from '../../apps/server/src/modules/gigs/search.ts';
import { fewMatches, firstMatches, searchWindow } from '../../apps/server/src/modules/gigs/search-walk.ts';
import { surelyMany, wordStats } from '../../apps/server/src/modules/gigs/word-stats.ts';

const pageSize = 24; // GET /api/gigs's default limit
const deepPage = 2000;
const defaultGigs = deepPage * pageSize;
// PGlite holds the database in one process's memory: above this it is no longer what it is for.
const maxEmbeddedGigs = 200_000;

function gigCount(kind) {
  const raw = process.env.BENCH_GIGS ?? String(defaultGigs);
  if (!/^\d{1,8}$/.test(raw)) throw new Error(`BENCH_GIGS must be a whole number (got "${raw}")`);
  const n = Number(raw);
  if (kind === 'pglite' && n > maxEmbeddedGigs) throw new Error(`BENCH_GIGS above ${maxEmbeddedGigs.toLocaleString('en-US')} is for PostgreSQL only`);
  return n;
}

// The SQL GET /api/gigs sends (Drizzle's query, as logged): the gig columns with the seller's public
// ones, from the users module's view (user_profiles, inlined by PostgreSQL).
const gigColumns =
  'select "gigs"."id", "gigs"."user_id", "gigs"."title", "gigs"."cat", "gigs"."cover_file_id", "gigs"."image_file_ids", "gigs"."desc", "gigs"."short_title", "gigs"."short_desc", "gigs"."delivery_time", "gigs"."revision_number", "gigs"."features", "gigs"."price", "gigs"."total_stars", "gigs"."star_number", "gigs"."sales", "gigs"."created_at", "user_profiles"."username", "user_profiles"."img_file_id", "user_profiles"."is_seller"';
const fromGigs = 'from "gigs" inner join "user_profiles" on "user_profiles"."id" = "gigs"."user_id"';
const bySales = 'order by "gigs"."sales" desc nulls last, "gigs"."id" desc nulls last';
// A search's first statement: its tsquery and, on a first page, its spelling suggestion (modules/gigs/search.ts).
const searchQuerySql = `select gig_search_query(string_to_array($1, ' '))::text as q, gig_search_suggestion(string_to_array($2, ' ')) as s`;
// Each word's own tsquery, for the partial matches (wordQueries), on one line: the app's text spans several.
const wordQueriesSql = `select case when to_tsvector('english'::regconfig, w) = ''::tsvector then null else coalesce(gig_search_query(array[w])::text, '') end as part from unnest(string_to_array($1, ' ')) with ordinality as t(w, n) order by n`;
// Relevance (modules/gigs/search-walk.ts): the first gigs in best-selling order that match: all of them
// through the search index alone when they are few, else from a window of searchWindow gigs in order and,
// when that holds too few, through the search index past it; then the page's gigs by id. Drizzle's SQL.
// The ceiling runs a search in one transaction; `set local ... = on` ends the search-index-only part.
const fewSql = `select "id", "sales", "created_at"::text as "created_at_text", (extract(epoch from "created_at") * 1000000)::float8 from "gigs" where "gigs"."search" @@ $1::tsquery limit $2`;
const ranksByIdSql = (n) => `select "id", ts_rank("search", $1::tsquery)::float8 from "gigs" where "gigs"."id" in (${Array.from({ length: n }, (_, i) => `$${i + 2}`).join(', ')})`;
const searchIndexOnly = [['set local enable_indexscan = off', []], ['set local enable_seqscan = off', []]];
const plansBack = [['set local enable_indexscan = on', []], ['set local enable_seqscan = on', []]];
const windowSql = `select "id", "sales", "created_at_text", "rank" from (select "id", "sales", "created_at"::text as "created_at_text", "created_at", "gigs"."search" @@ $1::tsquery as "hit", case when "gigs"."search" @@ $2::tsquery then ts_rank("gigs"."search", $3::tsquery)::float8 end as "rank" from "gigs" ${bySales} limit $4) "window" where "hit" = $5 order by "window"."sales" desc nulls last, "window"."id" desc nulls last limit $6`;
const windowEndSql = `select "id", "sales", "created_at"::text as "created_at_text" from "gigs" ${bySales} limit $1 offset $2`;
const pastWindowSql = `select "id", "sales", "created_at"::text as "created_at_text", ts_rank("search", $1::tsquery)::float8 from "gigs" where ("gigs"."search" @@ $2::tsquery and ("gigs"."sales", "gigs"."id") < ($3, $4::uuid)) ${bySales} limit $5`;
const gigsByIdSql = (n) => `${gigColumns} ${fromGigs} where "gigs"."id" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;

/**
 * The statements (and their parameters) of firstMatches (modules/gigs/search-walk.ts) for a tsquery and
 * `take`, with no filters, as the data makes it choose; `walk` is what seed() found (walkOf).
 */
function walkStatements(q, take, walk) {
  const statements = [];
  const few = [...searchIndexOnly, [fewSql, [q, fewMatches]], ...plansBack];
  const ranks = walk.firstIds.length ? [[ranksByIdSql(walk.firstIds.length), [q, ...walk.firstIds]]] : [];
  const window = [windowSql, [q, q, q, searchWindow, true, take]];
  // A word the statistics call common goes to the window first; any other is read whole if it is few.
  if (!walk.many) {
    statements.push(...few);
    if (walk.fewCount < fewMatches) statements.push(...ranks);
  }
  if (walk.many || walk.fewCount >= fewMatches) {
    statements.push(window);
    if (walk.windowHits < take) {
      if (walk.many) statements.push(...few);
      if (walk.many && walk.fewCount < fewMatches) statements.push(...ranks);
      else {
        statements.push([windowEndSql, [1, searchWindow - 1]]);
        if (walk.windowEnd) statements.push(...searchIndexOnly, [pastWindowSql, [q, q, walk.windowEnd.sales, walk.windowEnd.id, take - walk.windowHits]]);
      }
    }
  }
  return statements;
}

/** The statements (and their parameters) the app runs for a search's first page, as its data makes it choose. */
function searchStatements(term, found) {
  const words = term.toLowerCase();
  const statements = [[searchQuerySql, [words, words]]];
  if (!found) return statements;
  if (found.q) statements.push(...walkStatements(found.q, rankedPool + 1, found.walk));
  // No gig matches every word: the partial matches (modules/gigs/partial-search.ts), one round per
  // number of words, then the pool's ranks by id.
  if (found.partial) {
    statements.push([wordQueriesSql, [words]]);
    for (const round of found.partial.rounds) statements.push(...walkStatements(round.q, round.take, round.walk));
    if (found.partial.poolIds.length) statements.push([ranksByIdSql(found.partial.poolIds.length), [found.partial.anyWord, ...found.partial.poolIds]]);
  }
  if (found.pageIds.length) statements.push([gigsByIdSql(found.pageIds.length), found.pageIds]);
  return statements;
}

/**
 * How firstMatches reads the first `take` matches of tsquery `q` here (no filters): whether the
 * statistics call it common (`many`), how many of fewMatches the search index gives, how many the
 * window holds and the window's last gig; and the matches themselves.
 */
async function walkOf(db, q, take, many) {
  const rows = async (query) => (await db.execute(query)).rows;
  const [{ fewCount }] = await rows(sql`select count(*)::int as "fewCount" from (select 1 from gigs where search @@ ${q}::tsquery limit ${fewMatches}) m`);
  const [{ n }] = await rows(sql`select count(*)::int as n from (select search @@ ${q}::tsquery as hit from gigs order by sales desc nulls last, id desc nulls last limit ${searchWindow}) w where hit`);
  const windowHits = Math.min(n, take);
  const [windowEnd] = windowHits < take ? await rows(sql`select id, sales from gigs order by sales desc nulls last, id desc nulls last offset ${searchWindow - 1} limit 1`) : [];
  const hits = await firstMatches(db, [], q, 'sales', take, undefined, many);
  return { many, fewCount, windowHits, windowEnd, firstIds: hits.map((g) => g.id), hits };
}

/**
 * The rounds of partialMatches for a search no gig matches word for word, as it runs them when
 * its known words (those some gig has) are all the words but the ones no gig has: then one round,
 * of the gigs matching every known word, up to partialPool. The page is partialMatches' own.
 */
async function partialOf(db, term) {
  const parts = (await wordQueries(db, term.toLowerCase().split(' '))).filter((p) => p !== null);
  const known = parts.filter((p) => p !== '');
  if (known.length === 0 || known.length === parts.length) throw new Error(`"${term}": the partial row wants some words no gig has and some it has`);
  // atLeast(known, known.length) in partial-search.ts: one combination, every known word.
  const q = `(${known.map((p) => `(${p})`).join(' & ')})`;
  const walk = await walkOf(db, q, partialPool, false);
  // A pool left short by the known words together goes on with fewer of them: rounds not written here.
  if (known.length > 1 && walk.firstIds.length < partialPool) throw new Error(`"${term}": its partial matches take more than one round`);
  const page = await partialMatches(db, [], parts, undefined, pageSize);
  return { rounds: [{ q, take: partialPool, walk }], anyWord: known.map((p) => `(${p})`).join(' | '), poolIds: walk.firstIds, pageIds: page.ids };
}

const searchScenario = (name, term) => ({
  name,
  path: `/api/gigs?search=${encodeURIComponent(term)}`,
  ceilingSql: (ctx) => searchStatements(term, ctx.gigs.searches[term]).map(([text]) => text),
  ceilingParams: (ctx) => searchStatements(term, ctx.gigs.searches[term]).map(([, params]) => params),
  ceilingTransaction: (ctx) => Boolean(ctx.gigs.searches[term]),
});

const filtered = { cat: 'graphic_design01', min: 20, max: 100 };
// Delivered within a week by a seller rated 4 stars or more (3.5 rounds up).
const deliveryRating = { delivery: 7, rating: 4 };
// The app first finds the sellers reaching the rating (users_seller_rating_idx), and names them when few.
const ratedSellersSql = 'select "id" from "user_profiles" where "user_profiles"."gig_star_number" > 0 and "user_profiles"."gig_total_stars"::float8 / "user_profiles"."gig_star_number" >= $1 limit $2';
// Partial: 'logo' is common, 'qzxwvk' begins and resembles no indexed word, so no gig has both.
const searchTerms = { common: 'logo', typo: 'logo desgn', rare: 'Zanoria', none: 'qzxwvk', partial: 'logo qzxwvk' };

export default {
  async seed(db, ctx) {
    const count = gigCount(ctx.kind);
    const startedAt = performance.now();
    // The demo's sellers, images and reviews are what generated gigs are made from; its image files
    // go where the app reads uploads.
    await seedDemo({ db, storage: new LocalDiskStorage(uploadsDir(ctx.dataDir)), log: () => {} });
    if (count > 0) await generateGigs(db, count, () => {});
    const rows = async (query) => (await db.execute(query)).rows;
    const [{ total }] = await rows(sql`select count(*)::int as total from gigs`);
    console.log(`Seeded ${total.toLocaleString('en-US')} gigs in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    // The best-selling gig (first of the default list) and the gig with the most reviews.
    const [top] = await rows(sql`select id from gigs order by sales desc nulls last, id desc nulls last limit 1`);
    const [reviewed] = await rows(sql`select id from gigs order by star_number desc, id limit 1`);
    // The first sitemap file of gigs starts at the lowest id.
    const [lowest] = await rows(sql`select id from gigs order by id limit 1`);
    // Page 2,000's cursor: the last gig of page 1,999, encoded as the app encodes it.
    const [last] = await rows(sql`select id, sales from gigs order by sales desc nulls last, id desc nulls last offset ${(deepPage - 1) * pageSize - 1} limit 1`);
    // Each search's tsquery, how its matches are read and its first page, as the app does it (the
    // ceiling runs the same statements).
    const searches = {};
    const stats = await wordStats(db);
    for (const term of Object.values(searchTerms)) {
      const [{ q }] = await rows(sql`select gig_search_query(string_to_array(${term.toLowerCase()}, ' '))::text as q`);
      const wanted = rankedPool + 1;
      const walk = q ? await walkOf(db, q, wanted, surelyMany(q, stats, (1.5 * wanted) / searchWindow)) : null;
      if (walk?.hits.length) {
        const pool = walk.hits.slice(0, rankedPool);
        pool.sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : -1));
        searches[term] = { q, walk, pageIds: pool.slice(0, pageSize).map((g) => g.id) };
      } else if (term.includes(' ')) {
        // No gig matches every word (or no tsquery at all): the gigs matching most of them.
        const partial = await partialOf(db, term);
        searches[term] = { q, walk, partial, pageIds: partial.pageIds };
      } else if (q) searches[term] = { q, walk, pageIds: [] };
    }
    // The sellers the rating filter names (few here: the demo's; see sellersRatedAtLeast).
    const ratedSellers = (await rows(sql.raw(ratedSellersSql.replace('$1', String(deliveryRating.rating - 0.5)).replace('$2', String(namedSellers + 1))))).map((r) => r.id);
    if (ratedSellers.length > namedSellers) throw new Error('The rating row expects few rated sellers: the app would check them gig by gig');
    ctx.gigs = { total, topId: top.id, reviewedId: reviewed.id, lowestId: lowest.id, deepCursor: last ? { value: last.sales, id: last.id } : null, searches, ratedSellers };
  },

  scenarios: [
    {
      name: 'gig list default',
      path: '/api/gigs',
      ceilingSql: `${gigColumns}, "gigs"."sales" ${fromGigs} ${bySales} limit $1`,
      ceilingParams: [pageSize + 1],
    },
    {
      name: 'gig list cat+price+new',
      path: `/api/gigs?cat=${filtered.cat}&min=${filtered.min}&max=${filtered.max}&sort=createdAt`,
      ceilingSql: `${gigColumns}, "gigs"."created_at"::text ${fromGigs} where ("gigs"."cat" = $1 and "gigs"."price" >= $2 and "gigs"."price" <= $3) order by "gigs"."created_at" desc nulls last, "gigs"."id" desc nulls last limit $4`,
      ceilingParams: [filtered.cat, filtered.min, filtered.max, pageSize + 1],
    },
    {
      // The rating is an EXISTS on the seller (listFilters in modules/gigs/service.ts): the page is read
      // in sales order, each gig's seller checked by primary key, until 25 pass.
      name: 'gig list delivery+rating',
      path: `/api/gigs?delivery=${deliveryRating.delivery}&rating=${deliveryRating.rating}`,
      ceilingSql: (ctx) => [
        ratedSellersSql,
        `${gigColumns}, "gigs"."sales" ${fromGigs} where ("gigs"."delivery_time" <= $1 and "gigs"."user_id" in (${ctx.gigs.ratedSellers.map((_, i) => `$${i + 2}`).join(', ')})) ${bySales} limit $${ctx.gigs.ratedSellers.length + 2}`,
      ],
      ceilingParams: (ctx) => [
        [deliveryRating.rating - 0.5, namedSellers + 1],
        [deliveryRating.delivery, ...ctx.gigs.ratedSellers, pageSize + 1],
      ],
    },
    searchScenario('gig search common', searchTerms.common),
    searchScenario('gig search typo', searchTerms.typo),
    searchScenario('gig search rare', searchTerms.rare),
    searchScenario('gig search no match', searchTerms.none),
    searchScenario('gig search partial', searchTerms.partial),
    {
      name: 'gig page 2,000 (cursor)',
      path: (ctx) => {
        const c = ctx.gigs.deepCursor;
        if (!c) throw new Error(`${ctx.gigs.total} gigs make no page ${deepPage}: set BENCH_GIGS to at least ${defaultGigs - 43}`);
        return `/api/gigs?cursor=${encodeCursor('sales', c.value, c.id)}`;
      },
      ceilingSql: `${gigColumns}, "gigs"."sales" ${fromGigs} where ("gigs"."sales", "gigs"."id") < ($1, $2::uuid) ${bySales} limit $3`,
      ceilingParams: (ctx) => [ctx.gigs.deepCursor.value, ctx.gigs.deepCursor.id, pageSize + 1],
    },
    {
      // One query: the seller's figures are counters on their users row (migration 0005).
      name: 'gig detail',
      path: (ctx) => `/api/gigs/single/${ctx.gigs.topId}`,
      ceilingSql: `${gigColumns}, "user_profiles"."desc", "user_profiles"."country", "user_profiles"."created_at", "user_profiles"."gig_count", "user_profiles"."gig_total_stars", "user_profiles"."gig_star_number", "user_profiles"."paid_orders" ${fromGigs} where "gigs"."id" = $1 limit $2`,
      ceilingParams: (ctx) => [ctx.gigs.topId, 1],
    },
    {
      // One file of the sitemap: SITEMAP_URLS_PER_FILE (10,000) gigs from its first id, as XML.
      name: 'sitemap file (10,000 gigs)',
      path: (ctx) => `/sitemaps/gigs-${ctx.gigs.lowestId}.xml`,
      ceilingSql: 'select "id", "updated_at" from "gigs" where "gigs"."id" >= $1 order by "gigs"."id" asc limit $2',
      ceilingParams: (ctx) => [ctx.gigs.lowestId, 10_000],
    },
    {
      // The pages buyers land on, as a browser asks for them: the preload's queries, React's render of
      // the page and compression per request. The ceiling answers the same bytes from memory.
      name: 'gig list page (server-rendered)',
      path: '/gigs',
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
      ceiling: 'same-bytes',
    },
    {
      name: 'gig page (server-rendered)',
      path: (ctx) => `/gigs/${ctx.gigs.topId}`,
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
      ceiling: 'same-bytes',
    },
    {
      name: 'gig reviews',
      path: (ctx) => `/api/reviews/${ctx.gigs.reviewedId}`,
      ceilingSql: [
        'select "user_id" from "gigs" where "gigs"."id" = $1 limit $2',
        'select "reviews"."id", "reviews"."gig_id", "reviews"."user_id", "reviews"."desc", "reviews"."star", "reviews"."created_at", "reviews"."created_at"::text, "user_profiles"."username", "user_profiles"."img_file_id", "user_profiles"."country" from "reviews" inner join "user_profiles" on "user_profiles"."id" = "reviews"."user_id" where "reviews"."gig_id" = $1 order by "reviews"."created_at" desc nulls last, "reviews"."id" desc nulls last limit $2',
      ],
      ceilingParams: (ctx) => [[ctx.gigs.reviewedId, 1], [ctx.gigs.reviewedId, 11]],
    },
  ],
};
