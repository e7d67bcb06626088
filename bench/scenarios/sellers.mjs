// The seller page and saved gigs: a seller's public profile, the reviews on all their gigs, and a
// buyer's saved gigs. One generated seller with 300 gigs and 6,000 reviews over them (20 reviewers
// each reviewing every gig), so the received reviews are a range of reviews_seller_created_idx
// however many gigs hold them; bench_user saved 100 of those gigs.
import { sql } from 'drizzle-orm';
import { insertBenchGigs } from '../lib/gigs.mjs';
import { insertPeople } from '../lib/people.mjs';

const gigCount = 300;
const reviewerCount = 20;
const savedCount = 100;
const reviewPageSize = 10; // GET /api/users/:id/reviews's default limit
const savedPageSize = 24; // GET /api/saved-gigs's default limit

// The SQL the routes send (Drizzle's, as logged).
const profileSql =
  'select "id", "username", "img_file_id", "desc", "country", "is_seller", "created_at", "languages", "gig_count", "gig_total_stars", "gig_star_number", "paid_orders" from "users" where "users"."id" = $1 limit $2';
const receivedSql =
  'select "reviews"."id", "reviews"."gig_id", "reviews"."user_id", "reviews"."desc", "reviews"."star", "reviews"."created_at", "reviews"."created_at"::text, "user_profiles"."username", "user_profiles"."img_file_id", "user_profiles"."country" from "reviews" inner join "user_profiles" on "user_profiles"."id" = "reviews"."user_id" where "reviews"."seller_id" = $1 order by "reviews"."created_at" desc nulls last, "reviews"."id" desc nulls last limit $2';
const placeholders = (n, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const titlesSql = (n) => `select "id", "title" from "gigs" where "gigs"."id" in (${placeholders(n)})`;
const savedPageSql =
  'select "gig_id", "created_at"::text from "saved_gigs" where "saved_gigs"."user_id" = $1 order by "saved_gigs"."created_at" desc nulls last, "saved_gigs"."gig_id" desc nulls last limit $2';
const gigsByIdSql = (n) =>
  `select "gigs"."id", "gigs"."user_id", "gigs"."title", "gigs"."cat", "gigs"."cover_file_id", "gigs"."image_file_ids", "gigs"."desc", "gigs"."short_title", "gigs"."short_desc", "gigs"."delivery_time", "gigs"."revision_number", "gigs"."features", "gigs"."price", "gigs"."total_stars", "gigs"."star_number", "gigs"."sales", "gigs"."created_at", "user_profiles"."username", "user_profiles"."img_file_id", "user_profiles"."is_seller" from "gigs" inner join "user_profiles" on "user_profiles"."id" = "gigs"."user_id" where "gigs"."id" in (${placeholders(n)})`;

export default {
  async seed(db, ctx) {
    const rows = async (query) => (await db.execute(query)).rows;
    const [shop] = await insertPeople(db, 'bench_shop_', 1, () => true);
    await db.execute(sql`update users set "desc" = 'Logos and brand kits.', languages = '{English,Urdu}' where id = ${shop.id}`);
    const { gigIds } = await insertBenchGigs(db, shop.id, {
      name: 'sellers',
      titles: Array.from({ length: gigCount }, (_, g) => `Bench shop logo ${g + 1}`),
      desc: 'A logo for the seller page bench.',
      price: 30,
    });
    const reviewers = await insertPeople(db, 'bench_critic_', reviewerCount);
    const uuids = (ids) => sql`${`{${ids.join(',')}}`}::uuid[]`;
    // Every reviewer reviews every gig, at times spread over a year.
    await db.execute(sql`
      insert into reviews (id, gig_id, seller_id, user_id, "desc", star, created_at)
      select gen_random_uuid(), g.id, ${shop.id}::uuid, r.id, 'Clean work, delivered on time.', 4, now() - random() * interval '365 days'
      from unnest(${uuids(gigIds)}) as g(id), unnest(${uuids(reviewers.map((r) => r.id))}) as r(id)`);
    // bench_user saved the first 100 gigs, an hour apart.
    await db.execute(sql`
      insert into saved_gigs (user_id, gig_id, created_at)
      select ${ctx.users.user.id}::uuid, g.id, now() - g.n * interval '1 hour'
      from unnest(${uuids(gigIds.slice(0, savedCount))}) with ordinality as g(id, n)`);
    await db.execute(sql`analyze reviews`);
    await db.execute(sql`analyze saved_gigs`);

    // The pages the app answers, to give the ceiling the same statements.
    const firstReviews = await rows(sql`
      select gig_id from reviews where seller_id = ${shop.id} order by created_at desc nulls last, id desc nulls last limit ${reviewPageSize}`);
    const firstSaved = await rows(sql`
      select gig_id from saved_gigs where user_id = ${ctx.users.user.id} order by created_at desc nulls last, gig_id desc nulls last limit ${savedPageSize}`);
    ctx.sellers = { shopId: shop.id, reviewedGigIds: [...new Set(firstReviews.map((r) => r.gig_id))], savedGigIds: firstSaved.map((r) => r.gig_id) };
  },

  scenarios: [
    {
      // One row: the figures are counters on the users row (migration 0005).
      name: 'seller profile',
      path: (ctx) => `/api/users/${ctx.sellers.shopId}`,
      ceilingSql: profileSql,
      ceilingParams: (ctx) => [ctx.sellers.shopId, 1],
    },
    {
      name: 'seller reviews received',
      path: (ctx) => `/api/users/${ctx.sellers.shopId}/reviews`,
      ceilingSql: (ctx) => [receivedSql, titlesSql(ctx.sellers.reviewedGigIds.length)],
      ceilingParams: (ctx) => [[ctx.sellers.shopId, reviewPageSize + 1], ctx.sellers.reviewedGigIds],
    },
    {
      name: 'saved gigs list',
      path: '/api/saved-gigs',
      as: 'user',
      ceilingSql: (ctx) => [savedPageSql, gigsByIdSql(ctx.sellers.savedGigIds.length)],
      ceilingParams: (ctx) => [[ctx.users.user.id, savedPageSize + 1], ctx.sellers.savedGigIds],
    },
  ],
};
