// Task pools (decision 0156): one open pool of 100,000 items (overlap 2, reward Rs 20) that its 200
// workers have been going through, so it reads as a pool half done: the first 50,000 items answered
// by two of them each (100,000 answers waiting for review), then 30,000 items one worker holds, then
// 20,000 untouched.
//
// - `pool claim`: a worker's POST /api/task-pools/:id/claim of the next item. A worker holds one
//   claim per pool and claiming again answers that claim (one read, no new row), so taking turns
//   among the 200 workers would measure that from the second round on. Every request here is a new
//   claim instead: turns among 30,000 generated verified workers of the pool's skill, each making its
//   first claim of the pool (the scan over the items one worker holds, SKIP LOCKED, the slot taken,
//   the claim row, in one statement). A worker who has answered items before runs the same
//   statements (their figures row is found instead of none; the "not mine" probe reads their answers
//   by index either way). Answering in between is `pool answer`'s row.
// - `pool answer`: POST /api/task-items/:itemId/answer of the 30,000 held claims, one per worker
//   (the 30,000 other generated workers), each request a claim's answer.
// - `pool review 100`: the admin accepts 100 answers at once (POST /api/task-answers/review), each
//   request another 100 of the pending ones: 50 items, answered by 10 workers of one group of 10 (20
//   groups: the requests in flight at once touch other workers' rows, as one admin's list would).
//   Each accepted answer posts its reward to the worker's ledger account in the same transaction.
// - `pool claim paced` (a figure): 200 workers at work, each claiming once a second (far
//   above a real worker's pace: an item takes seconds to answer), for 10 s: 200 requests a second
//   spread evenly, sent whatever the ones before are doing, each a worker's first claim (2,000 more
//   generated workers). The p99 of a pool's claims at its workers' pace, where the `pool claim` row
//   is the claim as fast as 10 connections can send it.
// - `pool import` (a figure, not a row): a new pool through the API, then 100,000 CSV rows POSTed as
//   text/csv, streamed from a generator; the seconds it takes and the app's resident memory.
//
// Every request changes state, so each row has more variants than its app and ceiling take in
// their 2 x (2 + 10) s: claims and answers run a few hundred a second, 30,000 each; a bulk review is
// bound by the database (100 postings: ~70 ms of its CPU), 1,000 batches. The ceilings run the
// statements the app sends (logged from its pg client), in its order, in one transaction.
// Under --smoke the pool has 10,000 items (5,000 answered twice, 3,000 held) and the import 5,000 rows.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { insertPeople } from '../lib/people.mjs';
import { peakRssMib, residentMib, resetPeakRss } from '../lib/processes.mjs';

const skill = 'Data Entry';
const overlap = 2;
const reward = 20; // rupees
const claimMinutes = 240; // seeded claims outlast any bench run
const reviewHours = 72;
const outputs = [{ name: 'label', label: 'What is shown', type: 'choice', options: ['cat', 'dog', 'bird'], required: true }];
const veterans = 200; // the pool's workers so far
const groupSize = 10; // workers per review batch
const paced = { workers: 200, perSecond: 200, seconds: 10, smokeSeconds: 2 }; // the claim figure's load
const perBatch = 100;

const pacedFigure = 'pool claim paced';
const sizes = (smoke) =>
  smoke
    ? { items: 10_000, reviewBatches: 100, holders: 3_000, claimers: 3_000, importRows: 5_000, importGiveUpSeconds: 30 }
    : { items: 100_000, reviewBatches: 1_000, holders: 30_000, claimers: 30_000, importRows: 100_000, importGiveUpSeconds: 60 };
// The import's memory target: what the app may add to its resident memory while it imports.
const importMemoryMib = 512;

// The statements the app sends (as logged by PostgreSQL), in order. A claim is two, outside a
// transaction: everything it reads (the pool, the caller's open claim, their figures and blocks,
// the exam's title and retry wait; skills come with the session), then the item taken (SKIP
// LOCKED, a slot taken) and the claim row written in one statement.
const poolSql =
  'select "id", "title", "desc", "file_ids", "reward", "skills", "outputs", "overlap", "claim_minutes", "review_hours", "per_worker_limit", "control_rate", "min_accuracy", "qualification", "status", "item_count", "control_count", "created_by", "published_at", "created_at", "updated_at" from "task_pools" where "task_pools"."id" = $1 limit $2';
const answerColumns =
  '"id", "pool_id", "item_id", "worker_id", "attempt", "status", "is_control", "outputs", "files", "file_ids", "correct", "flagged", "reason", "reward", "expires_at", "answered_at", "reviewed_at", "reviewed_by", "created_at", "updated_at"';
const blocksSql =
  'select "pool_id", "reason" from "task_pool_blocks" where ("task_pool_blocks"."user_id" = $1 and ("task_pool_blocks"."pool_id" is null or "task_pool_blocks"."pool_id" in ($2)))';
const jobSql =
  'insert into "jobs" ("id", "type", "key", "payload", "status", "attempts", "max_attempts", "run_at", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, default, default) on conflict ("key") do nothing';
const claimSql = [
  `select "id", "title", "desc", "file_ids", "reward", "skills", "outputs", "overlap", "claim_minutes", "review_hours", "per_worker_limit", "control_rate", "min_accuracy", "qualification", "status", "item_count", "control_count", "created_by", "published_at", "created_at", "updated_at", (
          select json_build_object('id', a.id, 'itemId', a.item_id, 'expiresAt', a.expires_at, 'inputs', i.inputs)
          from task_answers a join task_items i on i.id = a.item_id
          where a.pool_id = "task_pools"."id" and a.worker_id = $1 and a.status = 'claimed' limit 1), (
          select json_agg(json_build_object('poolId', w.pool_id, 'workerId', w.worker_id, 'attempt', w.attempt, 'answered', w.answered,
            'accepted', w.accepted, 'rejected', w.rejected, 'controlTotal', w.control_total, 'controlCorrect', w.control_correct,
            'earned', w.earned, 'bestScore', w.best_score, 'finishedAt', w.finished_at, 'updatedAt', w.updated_at))
          from task_pool_workers w
          where w.worker_id = $2 and w.pool_id in ("task_pools"."id", ("task_pools"."qualification"->>'poolId')::uuid)), (
          select json_agg(json_build_object('poolId', b.pool_id, 'reason', b.reason))
          from task_pool_blocks b where b.user_id = $3 and (b.pool_id is null or b.pool_id = "task_pools"."id")), (select e.title from task_pools e where e.id = ("task_pools"."qualification"->>'poolId')::uuid), (
          select min((q.qualification->>'retryHours')::float8) from task_pools q
          where q.qualification is not null and q.qualification->>'poolId' = "task_pools"."id"::text) from "task_pools" where "task_pools"."id" = $4 limit $5`,
  `with picked as (
          select i.id from task_items i
          where i.pool_id = $1::uuid and i.slots_left > 0 and not i.is_control and not exists (select 1 from task_answers a where a.worker_id = $2::uuid and a.item_id = i.id and a.attempt = $3::int)
          order by i.line, i.id limit 1
          for update skip locked
        ), took as (
          update task_items i set slots_left = i.slots_left - 1 from picked where i.id = picked.id returning i.id, i.inputs
        ), claimed as (
        insert into task_answers (id, pool_id, item_id, worker_id, attempt, is_control, expires_at)
        select $4::uuid, $5::uuid, took.id, $6::uuid, $7::int, $8::boolean, $9::timestamptz from took
        returning id, item_id, expires_at
      )
      select claimed.id, claimed.item_id, claimed.expires_at, took.inputs from claimed join took on took.id = claimed.item_id`,
];

// An answer: the caller's claim on the item, the pool, their blocks, the item's expected answer
// (none: a regular item); then in one transaction the answer, their figures and the acceptance timer.
const answerSql = [
  `select ${answerColumns} from "task_answers" where ("task_answers"."item_id" = $1 and "task_answers"."worker_id" = $2 and "task_answers"."status" = $3) limit $4`,
  poolSql,
  blocksSql,
  'select "gold" from "task_items" where "task_items"."id" = $1 limit $2',
  `update "task_answers" set "status" = $1, "outputs" = $2, "files" = $3, "file_ids" = $4, "correct" = $5, "reason" = $6, "reward" = $7, "answered_at" = $8, "reviewed_at" = $9, "updated_at" = $10 where ("task_answers"."id" = $11 and "task_answers"."status" = $12 and "task_answers"."expires_at" > now()) returning ${answerColumns}`,
  'insert into "task_pool_workers" ("pool_id", "worker_id", "attempt", "answered", "accepted", "rejected", "control_total", "control_correct", "earned", "best_score", "finished_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, default, default, default) on conflict ("pool_id","worker_id") do update set "answered" = "task_pool_workers"."answered" + 1, "accepted" = "task_pool_workers"."accepted" + $10, "rejected" = "task_pool_workers"."rejected" + $11, "control_total" = "task_pool_workers"."control_total" + $12, "control_correct" = "task_pool_workers"."control_correct" + $13, "earned" = "task_pool_workers"."earned" + $14, "updated_at" = $15 returning "pool_id", "worker_id", "attempt", "answered", "accepted", "rejected", "control_total", "control_correct", "earned", "best_score", "finished_at", "updated_at"',
  jobSql,
];

// A bulk acceptance of 100 answers, in one transaction: the answers, their items' counts, the
// workers' figures (one row per worker), the 100 events, then each event's in-transaction
// subscriber: the reward's posting (reward expense -> the worker's available PKR account).
// The app makes the events' and postings' ids and sends every value as a parameter; here the ids
// are gen_random_uuid() and the posting's values are spelled from the answer and worker ids, as
// the 'approve work' ceiling does (the same rows written, a twentieth of the parameters to carry).
const placeholders = (from, n, each = (i) => `$${i}`) => Array.from({ length: n }, (_, k) => each(from + k)).join(', ');
const reviewSql = (groups) => [
  `update task_answers a set status = 'accepted', reward = p.reward, reviewed_at = now(), reviewed_by = $1, updated_at = now()
      from task_pools p
      where a.id = any(array[${placeholders(2, perBatch)}]::uuid[]) and a.status = 'pending'  and p.id = a.pool_id
      returning a.id, a.pool_id, a.item_id, a.worker_id, a.reward, a.is_control, p.title`,
  `update task_items i set accepted = i.accepted + c.n
    from (select item_id, count(*)::int as n from unnest(array[${placeholders(1, perBatch)}]::uuid[]) as item_id group by item_id) c where i.id = c.item_id`,
  `update task_pool_workers w set accepted = w.accepted + c.n, earned = w.earned + c.earned
    from (values ${placeholders(0, groups, (k) => `($${4 * k + 1}::uuid, $${4 * k + 2}::uuid, $${4 * k + 3}::int, $${4 * k + 4}::int)`)}) as c(pool_id, worker_id, n, earned) where w.pool_id = c.pool_id and w.worker_id = c.worker_id`,
  `insert into "domain_events" (id, type, payload, created_at, dispatched_at) values ${placeholders(0, perBatch, (k) => `(gen_random_uuid(), 'task_answer.accepted', jsonb_build_object('answerId', $${3 * k + 3}::uuid, 'poolId', $1::uuid, 'itemId', $${3 * k + 4}::uuid, 'workerId', $${3 * k + 5}::uuid, 'reward', ${reward}, 'by', $2::uuid), now(), now())`)} returning id, type, payload`,
  ...Array.from(
    { length: perBatch },
    () => `
      with posted as (
        insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
        values (gen_random_uuid(), 'task_reward', 'PKR', 'task_answer', $1::uuid, $2::uuid, 'task-answer-reward:' || $1::text, null, now())
        on conflict (key) do nothing
        returning id
      ), moved as (insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned)
        select c.id, 'user', c.user_id, c.bucket, 'PKR', c.amount, c.earned
        from (values ('user:' || $2::text || ':available:PKR', $2::uuid, 'available', ${reward * 100}::bigint, ${reward * 100}::bigint)) as c(id, user_id, bucket, amount, earned), posted
        on conflict (id) do update set balance = ledger_accounts.balance + excluded.balance, earned = ledger_accounts.earned + excluded.earned
        returning id, balance)
      insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
      select e.id, posted.id, e.account_id, e.amount,
        coalesce(moved.balance - coalesce(sum(e.amount) over (partition by e.account_id order by e.position desc rows between unbounded preceding and 1 preceding), 0), 0),
        now()
      from (select v.*, row_number() over () as position from (values (gen_random_uuid(), 'platform:reward_expense:PKR', -${reward * 100}::bigint), (gen_random_uuid(), 'user:' || $2::text || ':available:PKR', ${reward * 100}::bigint)) as v(id, account_id, amount)) e
      cross join posted
      left join moved on moved.id = e.account_id
      returning transaction_id`,
  ),
];

const uuidArray = (ids) => `{${ids.join(',')}}`;

/** Verified workers of the pool's skill, with a session each. */
async function workers(db, prefix, count) {
  const people = await insertPeople(db, prefix, count);
  await db.execute(sql`update users set is_verified = true, verification_state = 'verified', legal_name = 'Bench Worker', skills = ${`{${skill}}`}::text[]
    where id = any(${uuidArray(people.map((p) => p.id))}::uuid[])`);
  return people;
}

export default {
  async seed(db, ctx) {
    if (!['pool claim', 'pool answer', 'pool review 100', pacedFigure].some((name) => ctx.selected.has(name))) return;
    const run = (q) => db.execute(q);
    const size = sizes(ctx.smoke);
    const reviewed = (size.reviewBatches * perBatch) / overlap; // items answered twice
    const held = size.holders;
    if (reviewed + held > size.items) throw new Error('task pools bench: more answered and held items than the pool has');

    const [pool] = (
      await run(sql`insert into task_pools (id, title, "desc", reward, skills, outputs, overlap, claim_minutes, review_hours, status, item_count, created_by, published_at, created_at, updated_at)
        values (gen_random_uuid(), 'Bench: label product photos', 'Say what each photo shows.', ${reward}, ${`{${skill}}`}::text[], ${JSON.stringify(outputs)}::jsonb,
          ${overlap}, ${claimMinutes}, ${reviewHours}, 'open', ${size.items}, ${ctx.users.admin.id}::uuid, now() - interval '3 days', now() - interval '3 days', now() - interval '3 days')
        returning id`)
    ).rows;
    const poolId = pool.id;

    // Items in line order: answered twice (no slot left), held once (one left), untouched (two).
    await run(sql`insert into task_items (id, pool_id, line, inputs, slots_left, created_at)
      select gen_random_uuid(), ${poolId}::uuid, i, jsonb_build_object('photo', 'https://example.com/photos/' || i || '.jpg', 'caption', 'Photo ' || i || ' of the spring catalogue'),
        case when i <= ${reviewed} then 0 when i <= ${reviewed + held} then ${overlap - 1} else ${overlap} end, now() - interval '3 days'
      from generate_series(1, ${size.items}::int) i`);

    // The veterans' answers waiting for review: batch b is items 50b+1..50b+50, each answered by two of group b % 20's workers.
    const vets = await workers(db, 'bench_pool_vet_', veterans);
    const groups = veterans / groupSize;
    const itemsPerBatch = perBatch / overlap;
    const answers = (
      await run(sql`
        with v as (select u, n - 1 as k from unnest(${uuidArray(vets.map((p) => p.id))}::uuid[]) with ordinality as v(u, n)),
        a as (
          select i.id as item_id, i.line, s.slot, (i.line - 1) / ${itemsPerBatch} as batch,
            ((i.line - 1) / ${itemsPerBatch}) % ${groups} * ${groupSize} + ((i.line - 1) % ${itemsPerBatch} + s.slot) % ${groupSize} as k
          from task_items i cross join generate_series(0, ${overlap - 1}::int) s(slot)
          where i.pool_id = ${poolId}::uuid and i.line <= ${reviewed})
        insert into task_answers (id, pool_id, item_id, worker_id, status, outputs, expires_at, answered_at, created_at, updated_at)
        select gen_random_uuid(), ${poolId}::uuid, a.item_id, v.u, 'pending', '{"label":"cat"}'::jsonb,
          now() - interval '1 day' + make_interval(secs => a.line), now() - interval '1 day' + make_interval(secs => a.line), now() - interval '1 day', now() - interval '1 day'
        from a join v on v.k = a.k
        returning id, item_id, worker_id, (select line from task_items where id = item_id) as line`)
    ).rows;
    // Their figures, and each answer's acceptance timer (the pool's review time after the answer).
    await run(sql`insert into task_pool_workers (pool_id, worker_id, answered)
      select ${poolId}::uuid, worker_id, count(*)::int from task_answers where pool_id = ${poolId}::uuid group by worker_id`);
    await run(sql`insert into jobs (id, type, key, payload, status, run_at)
      select gen_random_uuid(), 'task-pools.auto-accept', 'task-answer-accept:' || id, jsonb_build_object('answerId', id), 'scheduled', answered_at + make_interval(hours => ${reviewHours})
      from task_answers where pool_id = ${poolId}::uuid and status = 'pending'`);
    const batches = Array.from({ length: size.reviewBatches }, () => []);
    for (const a of answers) batches[Math.floor((a.line - 1) / itemsPerBatch)].push({ id: a.id, itemId: a.item_id, workerId: a.worker_id });
    // Sorted as the app sorts them (its ids and the ceiling's parameters alike).
    for (const b of batches) b.sort((x, y) => (x.id < y.id ? -1 : 1));

    // Workers holding one item each (the recurring check finds their claims by expiry: no timer each), and workers yet to claim.
    const holders = await workers(db, 'bench_pool_holder_', held);
    const claims = (
      await run(sql`
        with h as (select u, n from unnest(${uuidArray(holders.map((p) => p.id))}::uuid[]) with ordinality as h(u, n)),
        c as (
          insert into task_answers (id, pool_id, item_id, worker_id, status, expires_at, created_at, updated_at)
          select gen_random_uuid(), ${poolId}::uuid, i.id, h.u, 'claimed', now() + make_interval(mins => ${claimMinutes}), now(), now()
          from task_items i join h on h.n = i.line - ${reviewed}
          where i.pool_id = ${poolId}::uuid and i.line > ${reviewed} and i.line <= ${reviewed + held}
          returning id, item_id, worker_id)
        select id, item_id, worker_id from c`)
    ).rows;
    const tokenOf = new Map(holders.map((p) => [p.id, p.token]));
    const claimers = await workers(db, 'bench_pool_claimer_', size.claimers);
    const pacedClaimers = await workers(db, 'bench_pool_paced_', paced.perSecond * (ctx.smoke ? paced.smokeSeconds : paced.seconds) + 100);

    for (const table of ['users', 'sessions', 'task_pools', 'task_items', 'task_answers', 'task_pool_workers', 'jobs']) await run(sql.raw(`analyze ${table}`));
    ctx.pools = {
      poolId,
      claimers,
      pacedClaimers,
      claims: claims.map((c) => ({ answerId: c.id, itemId: c.item_id, workerId: c.worker_id, token: tokenOf.get(c.worker_id) })),
      batches,
    };
  },

  scenarios: [
    {
      name: 'pool claim',
      method: 'POST',
      path: (ctx) => `/api/task-pools/${ctx.pools.poolId}/claim`,
      variants: (ctx) => ctx.pools.claimers.map((w) => ({ cookie: `sid=${w.token}`, workerId: w.id })),
      ceilingSql: claimSql,
      ceilingParams: (ctx, v) => {
        const { poolId } = ctx.pools;
        const expiresAt = new Date(Date.now() + claimMinutes * 60_000);
        return [
          [v.workerId, v.workerId, v.workerId, poolId, 1],
          [poolId, v.workerId, 1, '$uuid', poolId, v.workerId, 1, false, expiresAt],
        ];
      },
    },
    {
      name: 'pool answer',
      method: 'POST',
      path: (ctx) => `/api/task-items/${ctx.pools.claims[0].itemId}/answer`,
      body: { outputs: { label: 'cat' }, files: {} },
      variants: (ctx) => ctx.pools.claims.map((c) => ({ cookie: `sid=${c.token}`, path: `/api/task-items/${c.itemId}/answer`, ...c })),
      ceilingTransaction: true,
      ceilingSql: answerSql,
      ceilingParams: (ctx, v) => {
        const { poolId } = ctx.pools;
        const due = new Date(Date.now() + reviewHours * 3_600_000);
        return [
          [v.itemId, v.workerId, 'claimed', 1],
          [poolId, 1],
          [v.workerId, poolId],
          [v.itemId, 1],
          ['pending', '{"label":"cat"}', '{}', '{}', null, null, null, '$now', null, '$now', v.answerId, 'claimed'],
          [poolId, v.workerId, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '$now'],
          ['$uuid', 'task-pools.auto-accept', `task-answer-accept:${v.answerId}`, JSON.stringify({ answerId: v.answerId }), 'scheduled', 0, 5, due, null],
        ];
      },
    },
    {
      name: 'pool review 100',
      method: 'POST',
      path: '/api/task-answers/review',
      as: 'admin',
      body: (ctx) => ({ ids: ctx.pools.batches[0].map((a) => a.id), decision: 'accept' }),
      variants: (ctx) => ctx.pools.batches.map((b) => ({ body: { ids: b.map((a) => a.id), decision: 'accept' }, answers: b })),
      ceilingTransaction: true,
      ceilingSql: reviewSql(groupSize),
      ceilingParams: (ctx, v) => {
        const { poolId } = ctx.pools;
        const admin = ctx.users.admin.id;
        const workerIds = [...new Set(v.answers.map((a) => a.workerId))];
        if (workerIds.length !== groupSize) throw new Error(`a review batch of ${workerIds.length} workers, not ${groupSize}`);
        const counts = workerIds.map((w) => v.answers.filter((a) => a.workerId === w).length);
        return [
          [admin, ...v.answers.map((a) => a.id)],
          v.answers.map((a) => a.itemId),
          workerIds.flatMap((w, k) => [poolId, w, counts[k], counts[k] * reward]),
          [poolId, admin, ...v.answers.flatMap((a) => [a.id, a.itemId, a.workerId])],
          ...v.answers.map((a) => [a.id, a.workerId]),
        ];
      },
    },
  ],

  figures: [
    {
      name: pacedFigure,
      async run(ctx, app) {
        const seconds = ctx.smoke ? paced.smokeSeconds : paced.seconds;
        const url = `${app.base}/api/task-pools/${ctx.pools.poolId}/claim`;
        // Arrivals spread evenly (one every 5 ms), each a request of its own worker, whatever the
        // ones before are doing: a load generator that waits for answers would slow down with the app.
        const gap = 1000 / paced.perSecond;
        const total = Math.round(paced.perSecond * seconds);
        const latencies = [];
        const statuses = {};
        const started = performance.now();
        const sent = [];
        for (let i = 0; i < total; i++) {
          const due = started + i * gap;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const worker = ctx.pools.pacedClaimers[i];
          const begun = performance.now();
          sent.push(
            fetch(url, { method: 'POST', headers: { cookie: `sid=${worker.token}` } }).then(async (res) => {
              await res.arrayBuffer();
              latencies.push(performance.now() - begun);
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            }),
          );
        }
        await Promise.all(sent);
        latencies.sort((x, y) => x - y);
        const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
        const errors = total - (statuses[200] ?? 0);
        const failed = errors ? `${errors} of ${total} claims did not answer 200: ${JSON.stringify(statuses)}` : null;
        return {
          requests: total,
          p50: at(0.5),
          p99: at(0.99),
          max: at(1),
          statuses,
          failed,
          summary: `${total} claims in ${seconds} s, ${paced.perSecond} a second from ${paced.workers} workers' pace, spread evenly: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (target p99 <= 20 ms)${failed ? `; ${failed}` : ''}`,
        };
      },
    },
    {
      name: 'pool import',
      async run(ctx, app) {
        const { importRows: rows, importGiveUpSeconds: giveUp } = sizes(ctx.smoke);
        const created = await ctx.api('POST', '/api/task-pools', {
          as: 'admin',
          body: { title: 'Bench: import', desc: 'Say what each photo shows.', reward, skills: [skill], outputs, overlap },
        });
        if (created.status !== 201) throw new Error(`pool import: the pool was not created (${created.status}): ${await created.text()}`);
        const { pool } = await created.json();
        // The file is made as it is sent, a thousand lines a chunk: never whole, here or in the app.
        let bytes = 0;
        async function* csv() {
          const chunk = (text) => {
            const b = Buffer.from(text);
            bytes += b.length;
            return b;
          };
          yield chunk('photo,caption,gold:label\n');
          for (let from = 1; from <= rows; from += 1000) {
            const lines = [];
            // One row in 100 a control item (its expected answer in gold:label); a caption with a comma, quoted.
            for (let i = from; i < from + 1000 && i <= rows; i++) lines.push(`https://example.com/import/${i}.jpg,"Photo ${i}, spring catalogue",${i % 100 === 0 ? 'cat' : ''}\n`);
            yield chunk(lines.join(''));
          }
        }
        // Resident memory before, and the peak while it imports: the kernel's high-water mark, reset
        // first, where /proc lets us, and samples every 20 ms. An import that outgrows the memory
        // target or takes twice its time is given up, and the app (which may no longer answer) killed.
        const before = residentMib(app.pid);
        const reset = resetPeakRss(app.pid);
        let sampled = before ?? 0;
        const abort = new AbortController();
        let failed = null;
        const giveUpWith = (why) => {
          failed ??= why;
          abort.abort();
        };
        const sampler = setInterval(() => {
          sampled = Math.max(sampled, residentMib(app.pid) ?? 0);
          if (before !== null && sampled - before > importMemoryMib) giveUpWith(`the app's resident memory grew by more than ${importMemoryMib} MiB`);
        }, 20);
        const deadline = setTimeout(() => giveUpWith(`no answer after ${giveUp} s`), giveUp * 1000);
        const started = performance.now();
        let status = null;
        let answer = null;
        try {
          const res = await ctx.api('POST', `/api/task-pools/${pool._id}/items`, {
            as: 'admin',
            stream: Readable.from(csv()),
            headers: { 'content-type': 'text/csv' },
            signal: abort.signal,
          });
          status = res.status;
          answer = await res.json();
        } catch (err) {
          if (!failed) throw err;
        } finally {
          clearInterval(sampler);
          clearTimeout(deadline);
        }
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const peak = Math.max(reset ? (peakRssMib(app.pid) ?? 0) : 0, sampled);
        if (failed) await app.kill();
        else if (status !== 201 || answer?.imported !== rows) failed = `answered ${status}: ${JSON.stringify(answer).slice(0, 300)}`;
        const after = failed ? null : residentMib(app.pid);
        const mb = Math.round(bytes / 100_000) / 10;
        const memory = `the app's resident memory ${before} MiB before, ${peak} MiB at its peak while importing (+${peak - before})`;
        return {
          rows,
          bytesSent: bytes,
          seconds,
          rssBeforeMib: before,
          peakRssMib: peak,
          rssAfterMib: after,
          peakFrom: reset ? 'VmHWM' : 'sampled',
          failed,
          summary: failed
            ? `FAILED after ${seconds} s (${mb} MB of the ${rows.toLocaleString('en-US')} CSV rows sent so far): ${failed}; ${memory}; the app was killed`
            : `${rows.toLocaleString('en-US')} CSV rows (${mb} MB, streamed) in ${seconds} s (target < 30 s); ${memory}, ${after} MiB after`,
        };
      },
    },
  ],
};
