// The order after payment: the seller delivering, the buyer accepting a delivery, and the order page.
// Delivering and accepting change an order once, so each takes turns among 40,000 orders (in progress,
// for delivering; delivered once, for accepting) between 1,000 sellers and 1,000 buyers, each request
// as the order's party and from its own address (the lifecycle routes are limited per account). The page reads one order with
// two deliveries and a timeline of eight lines. The orders are older than those of the checkout rows,
// so the orders lists those rows read are unchanged.
import { sql } from 'drizzle-orm';
import { insertBenchGigs } from '../lib/gigs.mjs';
import { insertPeople } from '../lib/people.mjs';

const count = 40_000;
const price = 45;

// What GET /api/orders/:id reads (every transition answers it too): the order with its parties,
// deliveries, file links and timeline, in one statement.
const detailSql = [
  `select "orders".*, "buyer"."username", "buyer"."img_file_id", "seller"."username", "seller"."img_file_id",
     (select coalesce(json_agg(json_build_object('id', d.id, 'desc', d."desc", 'createdAt', d.created_at) order by d.created_at, d.id), '[]'::json) from "order_deliveries" d where d.order_id = "orders"."id"),
     (select coalesce(json_agg(json_build_object('fileId', f.file_id, 'deliveryId', f.delivery_id) order by f.position), '[]'::json) from "order_files" f where f.order_id = "orders"."id"),
     (select coalesce(json_agg(json_build_object('type', a.type, 'actorId', a.actor_id, 'username', u.username, 'desc', a."desc", 'createdAt', a.created_at) order by a.created_at, a.id), '[]'::json)
        from "order_activity" a left join "user_profiles" u on u.id = a.actor_id where a.order_id = "orders"."id")
   from "orders" left join "user_profiles" "buyer" on "buyer"."id" = "orders"."buyer_id" left join "user_profiles" "seller" on "seller"."id" = "orders"."seller_id"
   where "orders"."id" = $1 limit $2`,
];
const detailParams = (_ctx, orderId) => [[orderId, 1]];

// The start of every transition: the order locked, its delivery count for the shared rule.
const lockSql = ['select * from "orders" where "orders"."id" = $1 limit $2 for update', 'select count(*) from "order_deliveries" where "order_deliveries"."order_id" = $1'];
const activitySql = 'insert into "order_activity" ("id", "order_id", "type", "actor_id", "desc", "created_at") values (gen_random_uuid(), $1, $2, $3, $4, default)';
// The ledger's postings of a completed order: the earning posted in one statement (the transaction
// row; the seller's pending account made or credited, which locks it; escrow -> seller pending and
// fee revenue), and its clearance job.
const completionPostingSql = [
  `with posted as (
     insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
     values (gen_random_uuid(), 'order_earning', 'USD', 'order', $3, $2, 'ceiling-earning:' || gen_random_uuid(), now() + interval '168 hours', now()) returning id
   ), moved as (
     insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned)
     select c.id, 'user', $2, 'pending', 'USD', c.amount, c.amount from (values ($1, 3600::bigint)) as c(id, amount), posted
     on conflict (id) do update set balance = ledger_accounts.balance + excluded.balance, earned = ledger_accounts.earned + excluded.earned returning id, balance
   )
   insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
   select gen_random_uuid(), posted.id, e.account_id, e.amount, coalesce(moved.balance, 0), now()
   from (values ('platform:escrow:USD', -4500::bigint), ($1, 3600::bigint), ('platform:fee_revenue:USD', 900::bigint)) as e(account_id, amount) cross join posted left join moved on moved.id = e.account_id returning transaction_id`,
  `insert into "jobs" ("id", "type", "key", "payload", "status", "attempts", "max_attempts", "run_at") values (gen_random_uuid(), 'ledger.clear-earnings', 'ceiling-clear:' || gen_random_uuid(), $1::jsonb, 'scheduled', 0, 10, now() + interval '168 hours') on conflict ("key") do nothing`,
];
const completionPostingParams = (sellerId, orderId) => {
  const pending = `user:${sellerId}:pending:USD`;
  return [[pending, sellerId, orderId], [JSON.stringify({ orderId, sellerId, amount: 3600 })]];
};
const eventSql = `insert into "domain_events" ("id", "type", "payload", "created_at", "dispatched_at") values (gen_random_uuid(), $1, $2::jsonb, now(), now())`;

export default {
  async seed(db, ctx) {
    const run = (q) => db.execute(q);
    const seller = ctx.users.seller.id;
    const buyer = ctx.users.user.id;
    const {
      coverId,
      gigIds: [gigId],
    } = await insertBenchGigs(db, seller, { name: 'lifecycle', titles: ['Bench lifecycle logo'], desc: 'A logo for the order lifecycle bench.', price });
    const insertOrders = (prefix, status, n) =>
      run(sql`
        insert into orders (id, gig_id, img, title, price, seller_id, buyer_id, is_paid, paid_at, provider, payment_intent, status, delivery_days, revisions_allowed, due_at, auto_complete_at, created_at)
        select gen_random_uuid(), ${gigId}::uuid, ${coverId}::text, 'Bench lifecycle logo', ${price}, ${seller}::uuid, ${buyer}::uuid, true, t.at, 'local',
               ${prefix} || i, ${status}, 3, 2, t.at + interval '30 days', case when ${status} = 'delivered' then now() + interval '72 hours' end, t.at
        from generate_series(1, ${n}::int) i, lateral (select now() - interval '2 days' - make_interval(secs => i) as at) t
        returning id`);
    const working = (await insertOrders('pi_local_benchwork', 'in_progress', count)).rows.map((r) => r.id);
    const delivered = (await insertOrders('pi_local_benchdone', 'delivered', count)).rows.map((r) => r.id);
    // The orders come from 1,000 sellers and go to 1,000 buyers, as in a marketplace (and each account
    // stays under its limit): completing one posts to its seller's ledger account, and one seller's
    // completions queue on that account (see bench/README.md).
    const sellerPeople = await insertPeople(db, 'bench_lc_seller_', 1_000, () => true);
    const buyerPeople = await insertPeople(db, 'bench_lc_buyer_', 1_000);
    const sellers = sellerPeople.map((p) => p.id);
    const sellerOf = delivered.map((_, i) => sellers[i % sellers.length]);
    const buyerOf = delivered.map((_, i) => buyerPeople[i % buyerPeople.length]);
    const workerOf = working.map((_, i) => sellerPeople[i % sellerPeople.length]);
    await run(sql`update orders o set seller_id = s.seller, buyer_id = s.buyer from unnest(${`{${delivered.join(',')}}`}::uuid[], ${`{${sellerOf.join(',')}}`}::uuid[], ${`{${buyerOf.map((b) => b.id).join(',')}}`}::uuid[]) as s(id, seller, buyer) where o.id = s.id`);
    await run(sql`update orders o set seller_id = s.seller from unnest(${`{${working.join(',')}}`}::uuid[], ${`{${workerOf.map((p) => p.id).join(',')}}`}::uuid[]) as s(id, seller) where o.id = s.id`);
    await run(sql`insert into order_deliveries (id, order_id, "desc") select gen_random_uuid(), o, 'Bench delivery' from unnest(${`{${delivered.join(',')}}`}::uuid[]) o`);
    // The page's order: paid, two deliveries, a revision between them, accepted.
    const [page] = (await insertOrders('pi_local_benchpage', 'completed', 1)).rows;
    const lines = [
      ['paid', buyer, ''],
      ['requirements', buyer, 'Blue and green, with the name in capitals.'],
      ['delivered', seller, 'First version attached.'],
      ['revision_requested', buyer, 'Could the name be larger?'],
      ['delivered', seller, 'Second version with a larger name.'],
      ['cancellation_requested', buyer, 'Taking too long.'],
      ['cancellation_declined', seller, ''],
      ['accepted', buyer, ''],
    ];
    for (const [i, [type, actor, desc]] of lines.entries()) {
      await run(sql`insert into order_activity (id, order_id, type, actor_id, "desc", created_at) values (gen_random_uuid(), ${page.id}::uuid, ${type}, ${actor}::uuid, ${desc}, now() - make_interval(mins => ${60 - i}))`);
    }
    await run(sql`insert into order_deliveries (id, order_id, "desc") values (gen_random_uuid(), ${page.id}::uuid, 'First version attached.'), (gen_random_uuid(), ${page.id}::uuid, 'Second version with a larger name.')`);
    await run(sql`analyze orders`);
    await run(sql`analyze order_deliveries`);
    await run(sql`analyze order_activity`);
    ctx.lifecycle = {
      working: working.map((id, i) => ({ id, sellerId: workerOf[i].id, cookie: `sid=${workerOf[i].token}` })),
      delivered: delivered.map((id, i) => ({ id, sellerId: sellerOf[i], buyerId: buyerOf[i].id, cookie: `sid=${buyerOf[i].token}` })),
      pageId: page.id,
    };
  },

  scenarios: [
    {
      name: 'deliver',
      method: 'POST',
      path: (ctx) => `/api/orders/${ctx.lifecycle.working[0].id}/deliveries`,
      as: 'seller',
      distinctClients: true,
      body: { desc: 'Bench delivery', files: [] },
      variants: (ctx) => ctx.lifecycle.working.map(({ id, sellerId, cookie }) => ({ path: `/api/orders/${id}/deliveries`, orderId: id, sellerId, cookie })),
      ceilingTransaction: true,
      ceilingSql: [
        ...lockSql,
        'insert into "order_deliveries" ("id", "order_id", "desc", "created_at") values (gen_random_uuid(), $1, $2, default) returning "id"',
        `update "orders" set "status" = 'delivered', "auto_complete_at" = now() + interval '72 hours', "updated_at" = now() where "orders"."id" = $1`,
        `insert into "jobs" ("id", "type", "key", "payload", "status", "attempts", "max_attempts", "run_at") values (gen_random_uuid(), 'orders.auto-complete', 'bench-ceiling:' || $1, $2::jsonb, 'scheduled', 0, 5, now() + interval '72 hours') on conflict ("key") do update set "run_at" = excluded."run_at" where "jobs"."status" <> 'running'`,
        activitySql,
        eventSql,
        ...detailSql,
      ],
      ceilingParams: (ctx, v) => [
        [v.orderId, 1],
        [v.orderId],
        [v.orderId, 'Bench delivery'],
        [v.orderId],
        [v.orderId, JSON.stringify({ orderId: v.orderId })],
        [v.orderId, 'delivered', v.sellerId, 'Bench delivery'],
        ['order.delivered', JSON.stringify({ orderId: v.orderId, by: v.sellerId })],
        ...detailParams(ctx, v.orderId),
      ],
    },
    {
      name: 'accept delivery',
      method: 'POST',
      path: (ctx) => `/api/orders/${ctx.lifecycle.delivered[0].id}/accept`,
      as: 'user',
      distinctClients: true,
      variants: (ctx) => ctx.lifecycle.delivered.map(({ id, sellerId, buyerId, cookie }) => ({ path: `/api/orders/${id}/accept`, orderId: id, sellerId, buyerId, cookie })),
      ceilingTransaction: true,
      ceilingSql: [
        ...lockSql,
        `update "orders" set "status" = 'completed', "completed_at" = now(), "auto_complete_at" = null, "cancel_by" = null, "cancel_reason" = null, "cancel_at" = null, "cancel_auto_accept_at" = null, "updated_at" = now() where "orders"."id" = $1`,
        `delete from "jobs" where ("jobs"."key" = 'order-auto-complete:' || $1 and "jobs"."status" <> 'running')`,
        `delete from "jobs" where ("jobs"."key" = 'order-cancellation-auto-accept:' || $1 and "jobs"."status" <> 'running')`,
        activitySql,
        ...completionPostingSql,
        eventSql,
        ...detailSql,
      ],
      ceilingParams: (ctx, v) => [
        [v.orderId, 1],
        [v.orderId],
        [v.orderId],
        [v.orderId],
        [v.orderId],
        [v.orderId, 'accepted', v.buyerId, ''],
        ...completionPostingParams(v.sellerId, v.orderId),
        ['order.completed', JSON.stringify({ orderId: v.orderId, by: v.buyerId })],
        ...detailParams(ctx, v.orderId),
      ],
    },
    {
      name: 'order page',
      path: (ctx) => `/api/orders/${ctx.lifecycle.pageId}`,
      as: 'user',
      ceilingSql: detailSql,
      ceilingParams: (ctx) => detailParams(ctx, ctx.lifecycle.pageId),
    },
  ],
};
