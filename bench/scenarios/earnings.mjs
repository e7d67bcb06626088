// Earnings and payouts (the postings of a completed order are measured by 'accept delivery', order-lifecycle.mjs). The earnings page is bench_seller's: 2,000 completed orders' earnings, all
// cleared, so their balances, lifetime sum and next clearance are read over a real history. The
// entries row reads the first page of that history. Requesting a payout changes a balance once per
// user and currency a day, so it takes turns among 30,000 verified workers, each with Rs 1,000
// available (their registration bonus) and an Easypaisa method, each request the worker's first.
import { sql } from 'drizzle-orm';
import { insertPeople } from '../lib/people.mjs';

const orders = 2_000;
const workers = 30_000;
const price = 4_500; // cents
const fee = 900;
const net = price - fee;

const account = (userId, bucket, currency) => `user:${userId}:${bucket}:${currency}`;

// What GET /api/earnings reads: the user's accounts (balances and lifetime earnings), the next clearance, and the methods' lock.
const earningsSql = [
  'select id, currency, balance::text as balance, earned::text as earned from ledger_accounts where id in ($1, $2, $3, $4, $5, $6)',
  `select t.currency, min(t.available_at) as next from ledger_transactions t
   where t.user_id = $1 and t.available_at > now() - interval '1 day'
     and not exists (select 1 from ledger_transactions c where c.key = 'earning-cleared:' || t.ref_id) group by t.currency`,
  'select max("locked_until") from "payout_methods" where "payout_methods"."user_id" = $1',
];
const allAccounts = (id) => ['USD', 'PKR'].flatMap((c) => ['pending', 'available', 'in_transit'].map((b) => account(id, b, c)));

// One bucket's range of a user's entries, newest first; the app merges the three.
const entriesSql = `select e.id, e.created_at, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, e.amount::text as amount, e.balance_after::text as balance_after, e.account_id, t.kind, t.ref_type, t.ref_id
  from ((select e.* from ledger_entries e where e.account_id = $1 order by e.created_at desc, e.id desc limit 26)
        union all (select e.* from ledger_entries e where e.account_id = $2 order by e.created_at desc, e.id desc limit 26)
        union all (select e.* from ledger_entries e where e.account_id = $3 order by e.created_at desc, e.id desc limit 26)) e
  join ledger_transactions t on t.id = e.transaction_id order by e.created_at desc, e.id desc limit 26`;

// What POST /api/payouts runs: the key's replay, then under the user's lock the method, the methods'
// lock, the last day's payouts, the balance, the payout row, the accounts locked and the posting.
const payoutSql = [
  'select * from "payouts" where ("payouts"."user_id" = $1 and "payouts"."idempotency_key" = $2)',
  'select pg_advisory_xact_lock(hashtextextended($1, 0))',
  'select * from "payouts" where ("payouts"."user_id" = $1 and "payouts"."idempotency_key" = $2)',
  'select * from "payout_methods" where ("payout_methods"."id" = $1 and "payout_methods"."user_id" = $2)',
  'select max("locked_until") from "payout_methods" where "payout_methods"."user_id" = $1',
  `select "created_at" from "payouts" where ("payouts"."user_id" = $1 and "payouts"."currency" = 'PKR' and "payouts"."created_at" > now() - interval '1 day' and "payouts"."status" <> 'rejected') order by "payouts"."created_at" desc limit 1`,
  'select balance::text as balance from ledger_accounts where id = $1',
  `insert into "payouts" ("id", "user_id", "currency", "amount", "status", "method_id", "method_type", "account_title", "account_number", "idempotency_key", "request_hash", "reason", "created_at", "updated_at")
   values (gen_random_uuid(), $1, 'PKR', 50000, 'requested', $2, 'easypaisa', 'Bench', '03000000000', 'ceiling-' || gen_random_uuid(), 'h', '', now(), now()) returning *`,
  `insert into ledger_accounts (id, kind, user_id, bucket, currency) values ($1, 'user', $3, 'available', 'PKR'), ($2, 'user', $3, 'in_transit', 'PKR')
   on conflict (id) do update set balance = ledger_accounts.balance where false`,
  `with posted as (
     insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
     values (gen_random_uuid(), 'payout_requested', 'PKR', 'payout', gen_random_uuid(), $3, 'ceiling-' || gen_random_uuid(), null, now()) returning id
   ), moved as (
     update ledger_accounts a set balance = a.balance + c.amount, earned = a.earned + c.earned from (values ($1, -1::bigint, 0::bigint), ($2, 1::bigint, 0::bigint)) as c(id, amount, earned), posted where a.id = c.id returning a.id, a.balance
   )
   insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
   select gen_random_uuid(), posted.id, e.account_id, e.amount, coalesce(moved.balance, 0), now()
   from (values ($1, -1::bigint), ($2, 1::bigint)) as e(account_id, amount) cross join posted left join moved on moved.id = e.account_id returning transaction_id`,
];

export default {
  async seed(db, ctx) {
    const run = (q) => db.execute(q);
    const seller = ctx.users.seller.id;
    // The seller's accounts with the history's end balances; then each order's earning (pending) and its clearance.
    await run(sql`insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned) values
      (${account(seller, 'pending', 'USD')}, 'user', ${seller}::uuid, 'pending', 'USD', 0, ${orders * net}),
      (${account(seller, 'available', 'USD')}, 'user', ${seller}::uuid, 'available', 'USD', ${orders * net}, 0)
      on conflict (id) do update set balance = ledger_accounts.balance + excluded.balance, earned = ledger_accounts.earned + excluded.earned`);
    for (const [kind, lines] of [
      ['order_earning', [['platform:escrow:USD', -price], [account(seller, 'pending', 'USD'), net], ['platform:fee_revenue:USD', fee]]],
      ['earning_cleared', [[account(seller, 'pending', 'USD'), -net], [account(seller, 'available', 'USD'), net]]],
    ]) {
      await run(sql`
        with t as (
          insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
          select gen_random_uuid(), ${kind}, 'USD', 'order', md5('bench-order' || i)::uuid, ${seller}::uuid, ${`bench-${kind}:`} || i,
                 case when ${kind} = 'order_earning' then now() - interval '1 day' - make_interval(secs => i) end,
                 now() - interval '8 days' - make_interval(secs => i)
          from generate_series(1, ${orders}::int) i
          returning id, created_at)
        insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
        select gen_random_uuid(), t.id, l.a, l.amount, 0, t.created_at
        from t, jsonb_to_recordset(${JSON.stringify(lines.map(([a, amount]) => ({ a, amount })))}::jsonb) as l(a text, amount bigint)`);
    }

    // Verified workers with their bonus available and an Easypaisa method usable now.
    const people = await insertPeople(db, 'bench_payee_', workers);
    const ids = `{${people.map((p) => p.id).join(',')}}`;
    await run(sql`update users set is_verified = true, verification_state = 'verified' where id = any(${ids}::uuid[])`);
    await run(sql`insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned)
      select 'user:' || u || ':available:PKR', 'user', u, 'available', 'PKR', 100000, 100000 from unnest(${ids}::uuid[]) u`);
    await run(sql`
      with t as (
        insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, created_at)
        select gen_random_uuid(), 'registration_bonus', 'PKR', 'user', u, u, 'registration-bonus:' || u, now() - interval '3 days'
        from unnest(${ids}::uuid[]) u returning id, user_id)
      insert into ledger_entries (id, transaction_id, account_id, amount, balance_after)
      select gen_random_uuid(), t.id, l.account, l.amount, greatest(l.amount, 0)
      from t, lateral (values ('platform:bonus_expense:PKR', -100000::bigint), ('user:' || t.user_id || ':available:PKR', 100000::bigint)) as l(account, amount)`);
    const methods = (
      await run(sql`
        insert into payout_methods (id, user_id, type, currency, account_title, account_number, verified_title, locked_until)
        select gen_random_uuid(), u.id, 'easypaisa', 'PKR', 'Bench', '0300' || lpad(u.n::text, 7, '0'), 'BENCH', now() - interval '1 day'
        from unnest(${ids}::uuid[]) with ordinality as u(id, n)
        returning id, user_id`)
    ).rows;
    const methodOf = new Map(methods.map((m) => [m.user_id, m.id]));
    for (const p of people) p.methodId = methodOf.get(p.id);
    await run(sql`analyze ledger_accounts`);
    await run(sql`analyze ledger_transactions`);
    await run(sql`analyze ledger_entries`);
    await run(sql`analyze payouts`);
    await run(sql`analyze payout_methods`);
    ctx.earnings = { workers: people };
  },

  scenarios: [
    {
      name: 'earnings page',
      path: '/api/earnings',
      as: 'seller',
      ceilingSql: earningsSql,
      ceilingParams: (ctx) => {
        const id = ctx.users.seller.id;
        return [allAccounts(id), [id], [id]];
      },
    },
    {
      name: 'earnings entries',
      path: '/api/earnings/entries?currency=USD',
      as: 'seller',
      ceilingSql: entriesSql,
      ceilingParams: (ctx) => ['pending', 'available', 'in_transit'].map((b) => account(ctx.users.seller.id, b, 'USD')),
    },
    {
      name: 'request payout',
      method: 'POST',
      path: '/api/payouts',
      headers: { 'idempotency-key': 'bench', 'content-type': 'application/json' },
      expectStatus: 201,
      // Requests are limited per address: each from its own.
      distinctClients: true,
      variants: (ctx) => ctx.earnings.workers.map((w) => ({ cookie: `sid=${w.token}`, body: { currency: 'PKR', amount: 50_000, methodId: w.methodId }, userId: w.id, methodId: w.methodId })),
      ceilingTransaction: true,
      ceilingSql: payoutSql,
      ceilingParams: (_ctx, v) => [
        [v.userId, 'bench'],
        [`payouts:${v.userId}:PKR`],
        [v.userId, 'bench'],
        [v.methodId, v.userId],
        [v.userId],
        [v.userId],
        [account(v.userId, 'available', 'PKR')],
        [v.userId, v.methodId],
        [account(v.userId, 'available', 'PKR'), account(v.userId, 'in_transit', 'PKR'), v.userId],
        [account(v.userId, 'available', 'PKR'), account(v.userId, 'in_transit', 'PKR'), v.userId],
      ],
    },
  ],
};
