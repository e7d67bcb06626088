// Posting a review: one review per user and gig, and nobody reviews their own gig, so requests take
// turns among (reviewer, gig) pairs: 20,000 generated reviewers with a session each, over 3 gigs of one
// seller (60,000 pairs, each posted once; a reviewer's turns go to the three gigs one after the other).
import { sql } from 'drizzle-orm';
import { insertBenchGigs } from '../lib/gigs.mjs';
import { insertPeople } from '../lib/people.mjs';

const reviewers = 20_000;
const gigCount = 3;
const text = 'Great work: the logo came on time and the seller made both revisions I asked for.';


export default {
  async seed(db, ctx) {
    const run = (q) => db.execute(q);
    const seller = ctx.users.seller.id;
    const { gigIds } = await insertBenchGigs(db, seller, {
      name: 'reviews',
      titles: Array.from({ length: gigCount }, (_, g) => `Bench reviewed logo ${g + 1}`),
      desc: 'A logo for the review bench.',
      price: 40,
    });

    // Reviewers with a session each.
    const people = await insertPeople(db, 'bench_reviewer_', reviewers);
    await run(sql`analyze users`);
    await run(sql`analyze sessions`);
    await run(sql`analyze gigs`);
    // Turn k: reviewer k / 3 reviews gig k % 3, with 1 to 5 stars.
    const pairs = [];
    for (const p of people) for (const [g, gigId] of gigIds.entries()) pairs.push({ reviewer: p, gigId, star: 1 + ((p.i + g) % 5) });
    ctx.reviews = { sellerId: seller, pairs };
  },

  scenarios: [
    {
      name: 'post review',
      method: 'POST',
      path: '/api/reviews',
      expectStatus: 201,
      body: (ctx) => ({ gigId: ctx.reviews.pairs[0].gigId, desc: text, star: ctx.reviews.pairs[0].star }),
      variants: (ctx) =>
        ctx.reviews.pairs.map((p) => ({ cookie: `sid=${p.reviewer.token}`, body: { gigId: p.gigId, desc: text, star: p.star }, userId: p.reviewer.id })),
      // The gig's seller, then in one transaction: the review, the gig's stars, the seller's stars, the
      // review with its author as the answer. The ceiling makes the review id in SQL where the app makes a UUIDv7.
      ceilingTransaction: true,
      ceilingSql: [
        'select "user_id" from "gigs" where "gigs"."id" = $1 limit $2',
        'insert into "reviews" ("id", "gig_id", "seller_id", "user_id", "desc", "star", "created_at") values (gen_random_uuid(), $1, $2, $3, $4, $5, default) on conflict ("gig_id","user_id") do nothing returning "id"',
        'update "gigs" set "total_stars" = "gigs"."total_stars" + $1, "star_number" = "gigs"."star_number" + 1, "updated_at" = $2 where "gigs"."id" = $3',
        'update "users" set "gig_total_stars" = "users"."gig_total_stars" + $1, "gig_star_number" = "users"."gig_star_number" + 1, "updated_at" = $2 where "users"."id" = $3',
        'select "reviews"."id", "reviews"."gig_id", "reviews"."user_id", "reviews"."desc", "reviews"."star", "reviews"."created_at", "reviews"."created_at"::text, "users"."username", "users"."img_file_id", "users"."country" from "reviews" inner join "users" on "users"."id" = "reviews"."user_id" where ("reviews"."gig_id" = $1 and "reviews"."user_id" = $2)',
      ],
      ceilingParams: (ctx, v) => [
        [v.body.gigId, 1],
        [v.body.gigId, ctx.reviews.sellerId, v.userId, text, v.body.star],
        [v.body.star, '$now', v.body.gigId],
        [v.body.star, '$now', ctx.reviews.sellerId],
        [v.body.gigId, v.userId],
      ],
    },
  ],
};
