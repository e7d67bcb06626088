// The marketplace: gig list and filters, the three kinds of search, a deep keyset page, one gig, its reviews.
// Data: the demo seed's 40 gigs (sellers, images, reviews) plus generated ones made by the same code as
// `npm run seed -- --gigs N` (INSERT ... SELECT inside the database). BENCH_GIGS sets how many (default
// 48,000, just enough for page 2,000 of 24); 1,000,000 is what the query plans of docs/query-plans.md use.
import { sql } from 'drizzle-orm';
import { LocalDiskStorage, uploadsDir } from '../../apps/server/src/lib/storage.ts';
import { encodeCursor } from '../../apps/server/src/lib/cursor.ts';
import { generateGigs } from '../../apps/server/src/seed/generate-gigs.ts';
import { seedDemo } from '../../apps/server/src/seed/index.ts';
import { rankedPool } from '../../apps/server/src/modules/gigs/service.ts';
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

// The SQL GET /api/gigs sends (Drizzle's query, as logged): the gig columns with the seller's public ones.
const gigColumns =
  'select "gigs"."id", "gigs"."user_id", "gigs"."title", "gigs"."cat", "gigs"."cover_file_id", "gigs"."image_file_ids", "gigs"."desc", "gigs"."short_title", "gigs"."short_desc", "gigs"."delivery_time", "gigs"."revision_number", "gigs"."features", "gigs"."price", "gigs"."total_stars", "gigs"."star_number", "gigs"."sales", "gigs"."created_at", "users"."username", "users"."img_file_id", "users"."is_seller"';
const fromGigs = 'from "gigs" inner join "users" on "users"."id" = "gigs"."user_id"';
const bySales = 'order by "gigs"."sales" desc nulls last, "gigs"."id" desc nulls last';
const searchQuerySql = `select gig_search_query(string_to_array($1, ' '))::text as q`;
// Relevance (modules/gigs/search-walk.ts): the first gigs in best-selling order that match: all of them
// through the search index alone when they are few, else from a window of searchWindow gigs in order and,
// when that holds too few, through the search index past it; then the page's gigs by id. Drizzle's SQL.
// The ceiling runs a search in one transaction; `set local ... = on` ends the search-index-only part.
const fewSql = `select "id", "sales", "created_at"::text as "created_at_text", (extract(epoch from "gigs"."created_at") * 1000000)::float8 from "gigs" where "gigs"."search" @@ $1::tsquery limit $2`;
const ranksByIdSql = (n) => `select "id", ts_rank("search", $1::tsquery)::float8 from "gigs" where "gigs"."id" in (${Array.from({ length: n }, (_, i) => `$${i + 2}`).join(', ')})`;
const searchIndexOnly = [['set local enable_indexscan = off', []], ['set local enable_seqscan = off', []]];
const plansBack = [['set local enable_indexscan = on', []], ['set local enable_seqscan = on', []]];
const windowSql = `select "id", "sales", "created_at_text", "rank" from (select "id", "sales", "created_at"::text as "created_at_text", "created_at", "gigs"."search" @@ $1::tsquery as "hit", case when "gigs"."search" @@ $2::tsquery then ts_rank("gigs"."search", $3::tsquery)::float8 end as "rank" from "gigs" ${bySales} limit $4) "window" where "hit" = $5 order by "window"."sales" desc nulls last, "window"."id" desc nulls last limit $6`;
const windowEndSql = `select "id", "sales", "created_at"::text as "created_at_text" from "gigs" ${bySales} limit $1 offset $2`;
const pastWindowSql = `select "id", "sales", "created_at"::text as "created_at_text", ts_rank("search", $1::tsquery)::float8 from "gigs" where ("gigs"."search" @@ $2::tsquery and ("gigs"."sales", "gigs"."id") < ($3, $4::uuid)) ${bySales} limit $5`;
const gigsByIdSql = (n) => `${gigColumns} ${fromGigs} where "gigs"."id" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;

/** The statements (and their parameters) the app runs for a search, as its data makes it choose. */
function searchStatements(term, found) {
  const statements = [[searchQuerySql, [term.toLowerCase()]]];
  if (!found) return statements;
  const wanted = rankedPool + 1;
  const few = [...searchIndexOnly, [fewSql, [found.q, fewMatches]], ...plansBack];
  const ranks = found.firstIds.length ? [[ranksByIdSql(found.firstIds.length), [found.q, ...found.firstIds]]] : [];
  const window = [windowSql, [found.q, found.q, found.q, searchWindow, true, wanted]];
  // A word the statistics call common goes to the window first; any other is read whole if it is few.
  if (!found.many) {
    statements.push(...few);
    if (found.fewCount < fewMatches) statements.push(...ranks);
  }
  if (found.many || found.fewCount >= fewMatches) {
    statements.push(window);
    if (found.windowHits < wanted) {
      if (found.many) statements.push(...few);
      if (found.many && found.fewCount < fewMatches) statements.push(...ranks);
      else {
        statements.push([windowEndSql, [1, searchWindow - 1]]);
        if (found.windowEnd) statements.push(...searchIndexOnly, [pastWindowSql, [found.q, found.q, found.windowEnd.sales, found.windowEnd.id, wanted - found.windowHits]]);
      }
    }
  }
  if (found.pageIds.length) statements.push([gigsByIdSql(found.pageIds.length), found.pageIds]);
  return statements;
}

const searchScenario = (name, term) => ({
  name,
  path: `/api/gigs?search=${encodeURIComponent(term)}`,
  ceilingSql: (ctx) => searchStatements(term, ctx.gigs.searches[term]).map(([text]) => text),
  ceilingParams: (ctx) => searchStatements(term, ctx.gigs.searches[term]).map(([, params]) => params),
  ceilingTransaction: (ctx) => Boolean(ctx.gigs.searches[term]),
});

const filtered = { cat: 'graphic_design01', min: 20, max: 100 };
const searchTerms = { common: 'logo', typo: 'logo desgn', rare: 'Zanoria', none: 'qzxwvk' };

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
    // Page 2,000's cursor: the last gig of page 1,999, encoded as the app encodes it.
    const [last] = await rows(sql`select id, sales from gigs order by sales desc nulls last, id desc nulls last offset ${(deepPage - 1) * pageSize - 1} limit 1`);
    // Each search's tsquery, how its matches are read and its first page, as the app does it (the
    // ceiling runs the same statements).
    const searches = {};
    for (const term of Object.values(searchTerms)) {
      const [{ q }] = await rows(sql`select gig_search_query(string_to_array(${term.toLowerCase()}, ' '))::text as q`);
      if (!q) continue;
      const wanted = rankedPool + 1;
      const [{ fewCount }] = await rows(sql`select count(*)::int as "fewCount" from (select 1 from gigs where search @@ ${q}::tsquery limit ${fewMatches}) m`);
      const [{ n }] = await rows(sql`select count(*)::int as n from (select search @@ ${q}::tsquery as hit from gigs order by sales desc nulls last, id desc nulls last limit ${searchWindow}) w where hit`);
      const windowHits = Math.min(n, wanted);
      const [windowEnd] = windowHits < wanted ? await rows(sql`select id, sales from gigs order by sales desc nulls last, id desc nulls last offset ${searchWindow - 1} limit 1`) : [];
      const first = await firstMatches(db, [], q, 'sales', wanted);
      const pool = first.slice(0, rankedPool);
      pool.sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : -1));
      const many = surelyMany(q, await wordStats(db), (1.5 * wanted) / searchWindow);
      searches[term] = { q, many, fewCount, firstIds: first.map((g) => g.id), windowHits, windowEnd, pageIds: pool.slice(0, pageSize).map((g) => g.id) };
    }
    ctx.gigs = { total, topId: top.id, reviewedId: reviewed.id, deepCursor: last ? { value: last.sales, id: last.id } : null, searches };
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
    searchScenario('gig search common', searchTerms.common),
    searchScenario('gig search typo', searchTerms.typo),
    searchScenario('gig search rare', searchTerms.rare),
    searchScenario('gig search no match', searchTerms.none),
    {
      name: 'gig page 2,000 (cursor)',
      path: (ctx) => {
        const c = ctx.gigs.deepCursor;
        if (!c) throw new Error(`${ctx.gigs.total} gigs make no page ${deepPage}: set BENCH_GIGS to at least ${defaultGigs - 40}`);
        return `/api/gigs?cursor=${encodeCursor('sales', c.value, c.id)}`;
      },
      ceilingSql: `${gigColumns}, "gigs"."sales" ${fromGigs} where ("gigs"."sales", "gigs"."id") < ($1, $2::uuid) ${bySales} limit $3`,
      ceilingParams: (ctx) => [ctx.gigs.deepCursor.value, ctx.gigs.deepCursor.id, pageSize + 1],
    },
    {
      // One query: the seller's figures are counters on their users row (migration 0005).
      name: 'gig detail',
      path: (ctx) => `/api/gigs/single/${ctx.gigs.topId}`,
      ceilingSql: `${gigColumns}, "users"."desc", "users"."country", "users"."created_at", "users"."gig_count", "users"."gig_total_stars", "users"."gig_star_number", "users"."paid_orders" ${fromGigs} where "gigs"."id" = $1 limit $2`,
      ceilingParams: (ctx) => [ctx.gigs.topId, 1],
    },
    {
      name: 'gig reviews',
      path: (ctx) => `/api/reviews/${ctx.gigs.reviewedId}`,
      ceilingSql: [
        'select "user_id" from "gigs" where "gigs"."id" = $1 limit $2',
        'select "reviews"."id", "reviews"."gig_id", "reviews"."user_id", "reviews"."desc", "reviews"."star", "reviews"."created_at", "reviews"."created_at"::text, "users"."username", "users"."img_file_id", "users"."country" from "reviews" inner join "users" on "users"."id" = "reviews"."user_id" where "reviews"."gig_id" = $1 order by "reviews"."created_at" desc nulls last, "reviews"."id" desc nulls last limit $2',
      ],
      ceilingParams: (ctx) => [[ctx.gigs.reviewedId, 1], [ctx.gigs.reviewedId, 11]],
    },
  ],
};
