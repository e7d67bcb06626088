// Checkout with the built-in processor: creating a payment intent (a pending order priced from the
// database), confirming an intent with the success card, and paying an order (the buyer comes back
// from the processor: PUT /api/orders marks the order paid and counts the sale). Creating and
// confirming are limited per account, so they take turns among 20,000 generated buyers (each request
// from its own address too). A buyer returning to the same gig continues their pending order, so
// creation takes turns among the buyers; confirming a paid intent does nothing new, so confirmation
// takes turns among 30,000 intents made in advance, shared out among the buyers; paying a paid order does nothing new either, so paying takes turns among 30,000
// pending orders whose intents have succeeded. The seller's list reads the first page of 2,000 paid
// orders of that gig (sold to generated buyers); the success page reads one paid order of bench_user.
import { sql } from 'drizzle-orm';
import { insertBenchGigs } from '../lib/gigs.mjs';
import { insertPeople } from '../lib/people.mjs';

const buyers = 20_000;
const intents = 30_000;
const payable = 30_000;
const price = 45; // dollars; the processor works in cents
const sold = 2_000;
const paidIntent = 'pi_local_benchpaid';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };


export default {
  async seed(db, ctx) {
    const run = (q) => db.execute(q);
    const seller = ctx.users.seller.id;
    const {
      coverId,
      gigIds: [gigId],
    } = await insertBenchGigs(db, seller, { name: 'orders', titles: ['Bench checkout logo'], desc: 'A logo for the checkout bench.', price });

    // Buyers with a session each.
    const people = await insertPeople(db, 'bench_buyer_', buyers);

    // Intents waiting for a card, as create-payment-intent leaves them, each buyer's in turn (confirming is limited per account).
    const payer = people[0];
    const tokenOf = new Map(people.map((p) => [p.id, p.token]));
    const made = (await run(sql`
      insert into local_payment_intents (id, client_secret, amount, currency, status, metadata)
      select 'pi_local_bench' || i, 'pi_local_bench' || i || '_secret', ${price * 100}, 'usd', 'requires_payment_method',
             jsonb_build_object('orderId', '00000000-0000-7000-8000-000000000000', 'gigId', ${gigId}::uuid, 'buyerId', b.id, 'sellerId', ${seller}::uuid)
      from generate_series(1, ${intents}::int) i
      join unnest(${`{${people.map((p) => p.id).join(',')}}`}::uuid[]) with ordinality as b(id, n) on b.n = 1 + (i - 1) % ${people.length}
      returning id, metadata->>'buyerId' as "buyerId"`)).rows;
    // Pending orders of the same buyer whose intents succeeded (the card went through, the buyer has not
    // come back yet): each with its own intent for exactly its price, naming it in the metadata, and the
    // delivery days create-payment-intent copies from the gig (without them a paid order would be late at once).
    const pending = (await run(sql`
      with o as (
        insert into orders (id, gig_id, img, title, price, seller_id, buyer_id, provider, payment_intent, delivery_days, revisions_allowed, created_at)
        select gen_random_uuid(), ${gigId}::uuid, ${coverId}::text, 'Bench checkout logo', ${price}, ${seller}::uuid, ${payer.id}::uuid, 'local',
               'pi_local_benchpay' || i, 3, 2, now() - make_interval(secs => i)
        from generate_series(1, ${payable}::int) i
        returning id, payment_intent)
      insert into local_payment_intents (id, client_secret, amount, currency, status, metadata)
      select o.payment_intent, o.payment_intent || '_secret', ${price * 100}, 'usd', 'succeeded',
             jsonb_build_object('orderId', o.id, 'gigId', ${gigId}::uuid, 'buyerId', ${payer.id}::uuid, 'sellerId', ${seller}::uuid)
      from o
      returning id, metadata->>'orderId' as "orderId"`)).rows;
    // Paid orders of the seller, newer than the pending ones (made a second or more before this), so the
    // orders 'pay order' pays while the run lasts stay behind the list's first page. The newest is
    // bench_user's, paid through paidIntent.
    const buyerIds = [ctx.users.user.id, ...people.slice(1, sold).map((p) => p.id)];
    await run(sql`
      insert into orders (id, gig_id, img, title, price, seller_id, buyer_id, is_paid, provider, payment_intent, paid_at, created_at)
      select gen_random_uuid(), ${gigId}::uuid, ${coverId}::text, 'Bench checkout logo', ${price}, ${seller}::uuid, b.id, true, 'local',
             case when b.i = 1 then ${paidIntent} else 'pi_local_benchsold' || b.i end, t.at, t.at
      from unnest(${`{${buyerIds.join(',')}}`}::uuid[]) with ordinality as b(id, i),
           lateral (select now() - make_interval(secs => b.i / 10000.0) as at) t`);
    await run(sql`analyze users`);
    await run(sql`analyze sessions`);
    await run(sql`analyze orders`);
    await run(sql`analyze local_payment_intents`);
    ctx.checkout = {
      gigId,
      sellerId: seller,
      coverId,
      buyers: people,
      payer,
      intentIds: made.map((r) => r.id),
      intents: made.map((r) => ({ id: r.id, cookie: `sid=${tokenOf.get(r.buyerId)}` })),
      paidIntent,
      payable: pending.sort((a, b) => Number(a.id.slice(17)) - Number(b.id.slice(17))),
    };
  },

  scenarios: [
    {
      name: 'create payment intent',
      method: 'POST',
      path: (ctx) => `/api/orders/create-payment-intent/${ctx.checkout.gigId}`,
      distinctClients: true,
      variants: (ctx) => ctx.checkout.buyers.map((b) => ({ cookie: `sid=${b.token}`, buyerId: b.id })),
      // The route's statements: the gig with its seller, the buyer's pending order for it, the intent, the order.
      ceilingSql: [
        'select "gigs"."id", "gigs"."title", "gigs"."cover_file_id", "gigs"."price", "gigs"."delivery_time", "gigs"."revision_number", "gigs"."user_id", "users"."username", "users"."img_file_id" from "gigs" inner join "users" on "users"."id" = "gigs"."user_id" where "gigs"."id" = $1 limit $2',
        'select "id", "gig_id", "img", "title", "price", "seller_id", "buyer_id", "is_paid", "provider", "payment_intent", "paid_at", "created_at", "updated_at" from "orders" where ("orders"."buyer_id" = $1 and "orders"."gig_id" = $2 and not "orders"."is_paid" and "orders"."price" = $3 and "orders"."provider" = $4 and "orders"."created_at" > $5) order by "orders"."created_at" desc limit $6',
        `insert into "local_payment_intents" ("id", "client_secret", "amount", "currency", "status", "metadata", "settles_at", "last_error", "created_at", "updated_at") values ('pi_local_' || md5(random()::text || clock_timestamp()::text), 'secret_' || md5(random()::text), $1, 'usd', 'requires_payment_method', $2, default, default, default, default) returning "id", "client_secret", "amount", "currency", "status", "metadata", "settles_at", "last_error", "created_at", "updated_at"`,
        `insert into "orders" ("id", "gig_id", "img", "title", "price", "seller_id", "buyer_id", "is_paid", "provider", "payment_intent", "paid_at", "created_at", "updated_at") values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, default, 'local', 'pi_ceiling_' || md5(random()::text || clock_timestamp()::text), default, $7, default)`,
      ],
      ceilingParams: (ctx, v) => {
        const c = ctx.checkout;
        return [
          [c.gigId, 1],
          [v.buyerId, c.gigId, price, 'local', '$now', 1],
          [price * 100, JSON.stringify({ gigId: c.gigId, buyerId: v.buyerId, sellerId: c.sellerId })],
          [c.gigId, c.coverId, 'Bench checkout logo', price, c.sellerId, v.buyerId, '$now'],
        ];
      },
    },
    {
      name: 'confirm (local processor)',
      method: 'POST',
      path: '/api/payments/local/confirm',
      body: (ctx) => ({ payment_intent: ctx.checkout.intentIds[0], ...card }),
      distinctClients: true,
      variants: (ctx) => ctx.checkout.intents.map(({ id, cookie }) => ({ cookie, body: { payment_intent: id, ...card }, id })),
      // Read the intent, then move it on only while it still waits for a card.
      ceilingSql: [
        'select "id", "client_secret", "amount", "currency", "status", "metadata", "settles_at", "last_error", "created_at", "updated_at" from "local_payment_intents" where "local_payment_intents"."id" = $1 limit $2',
        `update "local_payment_intents" set "status" = 'succeeded', "settles_at" = null, "last_error" = null, "updated_at" = $1 where ("local_payment_intents"."id" = $2 and "local_payment_intents"."status" = 'requires_payment_method') returning "status"`,
      ],
      ceilingParams: (_ctx, v) => [
        [v.id, 1],
        ['$now', v.id],
      ],
    },
    {
      name: 'pay order',
      method: 'PUT',
      path: '/api/orders',
      body: (ctx) => ({ payment_intent: ctx.checkout.payable[0].id }),
      variants: (ctx) => ctx.checkout.payable.map((p) => ({ cookie: `sid=${ctx.checkout.payer.token}`, body: { payment_intent: p.id }, intentId: p.id, orderId: p.orderId })),
      // The settle path before domain events: the order by its intent, the intent, then in one transaction the
      // order paid (only while unpaid), the gig's sale and the seller's paid orders.
      ceilingTransaction: true,
      ceilingSql: [
        'select "id", "gig_id", "img", "title", "price", "seller_id", "buyer_id", "is_paid", "paid_at", "provider", "payment_intent", "created_at", "updated_at" from "orders" where "orders"."payment_intent" = $1 limit $2',
        'select "id", "client_secret", "amount", "currency", "status", "metadata", "settles_at", "last_error", "created_at", "updated_at" from "local_payment_intents" where "local_payment_intents"."id" = $1 limit $2',
        'update "orders" set "is_paid" = $1, "paid_at" = $2, "updated_at" = $3 where ("orders"."id" = $4 and not "orders"."is_paid") returning "gig_id", "seller_id", "buyer_id", "price"',
        'update "gigs" set "sales" = "gigs"."sales" + 1, "updated_at" = $1 where "gigs"."id" = $2',
        'update "users" set "paid_orders" = "users"."paid_orders" + 1, "updated_at" = $1 where "users"."id" = $2',
      ],
      ceilingParams: (ctx, v) => [
        [v.intentId, 1],
        [v.intentId, 1],
        [true, '$now', '$now', v.orderId],
        ['$now', ctx.checkout.gigId],
        ['$now', ctx.checkout.sellerId],
      ],
    },
    {
      name: 'orders list seller side',
      path: '/api/orders?role=seller',
      as: 'seller',
      // Only the seller's side, with the buyers' names and pictures from the users module's view: its
      // first page (20 and one more, to know whether a next page exists).
      ceilingSql:
        'select "orders"."id", "orders"."gig_id", "orders"."img", "orders"."title", "orders"."price", "orders"."seller_id", "orders"."buyer_id", "orders"."is_paid", "orders"."paid_at", "orders"."provider", "orders"."payment_intent", "orders"."created_at", "orders"."updated_at", "orders"."created_at"::text, "user_profiles"."username", "user_profiles"."img_file_id" from "orders" left join "user_profiles" on "user_profiles"."id" = "orders"."buyer_id" where ("orders"."seller_id" = $1 and "orders"."is_paid" = $2) order by "orders"."created_at" desc, "orders"."id" desc limit $3',
      ceilingParams: (ctx) => [ctx.users.seller.id, true, 21],
    },
    {
      name: 'order by payment',
      path: (ctx) => `/api/orders/by-payment/${ctx.checkout.paidIntent}`,
      as: 'user',
      // The order of the intent with its seller's name and picture.
      ceilingSql:
        'select "orders"."id", "orders"."gig_id", "orders"."img", "orders"."title", "orders"."price", "orders"."seller_id", "orders"."buyer_id", "orders"."is_paid", "orders"."paid_at", "orders"."provider", "orders"."payment_intent", "orders"."created_at", "orders"."updated_at", "user_profiles"."username", "user_profiles"."img_file_id" from "orders" left join "user_profiles" on "user_profiles"."id" = "orders"."seller_id" where "orders"."payment_intent" = $1 limit $2',
      ceilingParams: (ctx) => [ctx.checkout.paidIntent, 1],
    },
  ],
};
