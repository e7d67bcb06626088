import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { reviewTexts } from './data.js';

/** Rows per INSERT statement: large enough to keep PostgreSQL busy, small enough to report progress. */
const BATCH = 25_000;
// Syllables of made-up brand names ("for Zanoria"): 17 x 19 x 23 = 7,429 names, each in about
// 135 of a million gigs, so the benchmark has rare terms next to common ones ('logo', 'design').
const syllables = {
  a: ['Za', 'Mo', 'Ke', 'Lu', 'Ta', 'Ri', 'Vo', 'Ne', 'Sa', 'Qui', 'Bo', 'Fe', 'Ha', 'Jo', 'Pa', 'Xe', 'Yu'],
  b: ['no', 'ra', 'li', 'ven', 'dar', 'mi', 'so', 'tel', 'ka', 'ru', 'bel', 'zo', 'pen', 'gi', 'lo', 'via', 'cor', 'ni', 'dus'],
  c: ['ria', 'ton', 'ex', 'ly', 'go', 'na', 'max', 'ix', 'ora', 'um', 'is', 'ette', 'ar', 'io', 'en', 'ica', 'os', 'ine', 'ark', 'ova', 'id', 'us', 'eo'],
};
const styles = ['Premium', 'Express', 'Starter', 'Professional', 'Budget', 'Custom', 'Complete', 'Quick', 'Deluxe', 'Basic', 'Advanced', 'Creative'];

/** A list as one parameter (drizzle would spread a JavaScript array into several). */
const list = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
import { rowsOf } from '../db/rows.js';
import { recountSellerFigures } from './seller-figures.js';

export type GeneratedSummary = { gigs: number; reviews: number; ms: number };

/**
 * Adds `count` gigs made from the existing ones (the demo's 43: their sellers, categories and
 * images) with a style word and a made-up brand in the title, spread over two years, and 0 to 3
 * reviews each by people who sell nothing (never the gig's own seller); each gig's star totals
 * match its reviews. Built inside PostgreSQL by INSERT ... SELECT over generate_series, in
 * batches, all in one transaction, so a million gigs take minutes and a failure leaves nothing.
 */
export async function generateGigs(db: Database, count: number, log: (line: string) => void): Promise<GeneratedSummary> {
  const startedAt = performance.now();
  const templates = rowsOf<{ id: string }>(await db.execute(sql`select id from gigs order by created_at, id limit 200`)).map((r) => r.id);
  if (templates.length === 0) throw new Error('There are no gigs to build on: seed the demo content first.');
  const reviewers = rowsOf<{ id: string }>(
    await db.execute(sql`select u.id from users u where not u.is_admin and not exists (select 1 from gigs g where g.user_id = u.id) order by u.created_at, u.id limit 50`),
  ).map((r) => r.id);
  const texts = [...reviewTexts[3], ...reviewTexts[4], ...reviewTexts[5]];
  // Ids are UUIDv7 (created_at's milliseconds, then random-looking bits from this run's salt).
  const salt = randomBytes(8).toString('hex');
  const maxReviews = Math.min(4, reviewers.length + 1);
  let gigsMade = 0;
  let reviewsMade = 0;

  await db.transaction(async (tx) => {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const [made] = rowsOf<{ gigs: number; reviews: number }>(await tx.execute(sql`
        with t as (
          select (row_number() over (order by g.created_at, g.id) - 1)::int as k, g.*
          from gigs g where g.id = any(${list(templates)}::uuid[])
        ),
        src as (
          select i, created_at,
            overlay(overlay(overlay(md5(${salt} || ':' || i) placing lpad(to_hex((extract(epoch from created_at) * 1000)::bigint), 12, '0') from 1)
              placing '7' from 13) placing '8' from 17)::uuid as id
          from generate_series(${from}::int, ${to}::int) as i,
            lateral (select now() - make_interval(secs => ((i::bigint * 7919) % (730 * 86400))::double precision) as created_at) c
        ),
        rows as (
          select s.*, t.user_id, t.title, t.cat, t.cover_file_id, t.image_file_ids, t.desc, t.short_title, t.short_desc,
            t.delivery_time, t.revision_number, t.features, t.price,
            get_byte(uuid_send(s.id), 15) % ${maxReviews}::int as review_count,
            get_byte(uuid_send(s.id), 14) as h,
            -- Sales from the id's random bits, not from the position: a position-based figure gave every
            -- gig of a template the same few values, so one kind of gig sat at the bottom of the
            -- best-selling order, which no marketplace looks like.
            (get_byte(uuid_send(s.id), 12) * 256 + get_byte(uuid_send(s.id), 13)) % 240 as sales_draw,
            (${list(syllables.a)}::text[])[1 + s.i % 17] || (${list(syllables.b)}::text[])[1 + (s.i / 17) % 19] || (${list(syllables.c)}::text[])[1 + (s.i / 323) % 23] as brand
          from src s join t on t.k = s.i % ${templates.length}::int
        ),
        ins as (
          insert into gigs (id, user_id, title, cat, cover_file_id, image_file_ids, "desc", short_title, short_desc, delivery_time,
            revision_number, features, price, total_stars, star_number, sales, created_at, updated_at)
          select r.id, r.user_id, r.title || ' for ' || r.brand, r.cat, r.cover_file_id, r.image_file_ids, r.desc,
            (${list(styles)}::text[])[1 + r.i % ${styles.length}::int] || ' ' || lower(r.short_title), r.short_desc,
            1 + (r.delivery_time + r.i) % 14, 1 + (r.revision_number + r.i) % 5, r.features,
            greatest(5, (r.price * (5 + r.i % 11) / 10)::int),
            (select coalesce(sum(3 + (r.h + j) % 3), 0) from generate_series(0, r.review_count - 1) j),
            r.review_count, r.review_count + r.sales_draw, r.created_at, r.created_at
          from rows r
          returning id, user_id, created_at, total_stars
        ),
        rev as (
          insert into reviews (id, gig_id, seller_id, user_id, "desc", star, created_at)
          select
            overlay(overlay(overlay(md5(${salt} || ':r:' || ins.id || ':' || j) placing lpad(to_hex((extract(epoch from ins.created_at + make_interval(days => j + 1)) * 1000)::bigint), 12, '0') from 1)
              placing '7' from 13) placing '8' from 17)::uuid,
            ins.id, ins.user_id, (${list(reviewers)}::uuid[])[1 + (r.h + j) % ${Math.max(reviewers.length, 1)}::int],
            (${list(texts)}::text[])[1 + (r.h * 7 + j) % ${texts.length}::int], 3 + (r.h + j) % 3, ins.created_at + make_interval(days => j + 1)
          from ins join rows r on r.id = ins.id, generate_series(0, r.review_count - 1) j
          returning 1
        )
        select (select count(*) from ins)::int as gigs, (select count(*) from rev)::int as reviews`));
      gigsMade += Number(made.gigs);
      reviewsMade += Number(made.reviews);
      log(`  ${gigsMade.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} gigs (${reviewsMade.toLocaleString('en-US')} reviews)`);
    }
    await recountSellerFigures(tx);
  });
  // Fresh statistics, so the planner picks the indexes at once.
  await db.execute(sql`analyze gigs`);
  await db.execute(sql`analyze reviews`);
  return { gigs: gigsMade, reviews: reviewsMade, ms: Math.round(performance.now() - startedAt) };
}
