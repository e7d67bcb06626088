// Approving work: an admin sets a submitted task 'Complete' (PUT /api/task/:id), which posts the
// worker's reward to the ledger in the same transaction and, after the commit, notifies the worker
// (a notification and an e-mail job, off the request). Approval is final, so the row takes turns
// among 20,000 tasks, each submitted by one of 1,000 generated workers. The tasks are two years old,
// so the first pages of the task list rows stay as they were (their count reads these rows too).
import { sql } from 'drizzle-orm';
import { insertPeople } from '../lib/people.mjs';

const count = 20_000;
const workers = 1_000;
const reward = 500; // rupees

// What updateTask runs for an admin's approval: the task, then in one transaction the task locked,
// its status, the assignee's submission, the event (no notifying commit: the app wakes its own
// dispatcher after the commit), and the reward's posting (the worker's available PKR account made
// or credited; reward expense -> worker).
const approveSql = [
  'select * from "tasks" where "tasks"."id" = $1 limit $2',
  'select "status", "assignee_id", "reward" from "tasks" where "tasks"."id" = $1 for update',
  `update "tasks" set "status" = 'Complete', "feedback" = '', "updated_at" = now() where "tasks"."id" = $1`,
  'select "id" from "submissions" where ("submissions"."task_id" = $1 and "submissions"."user_id" = $2) limit $3',
  // Written dispatched: the app's dispatcher would otherwise take the ceiling's events and do their
  // notifications and e-mails while the ceiling is measured.
  `insert into "domain_events" ("id", "type", "payload", "created_at", "dispatched_at") values (gen_random_uuid(), 'task.approved', $1::jsonb, now(), now())`,
  `with posted as (
     insert into ledger_transactions (id, kind, currency, ref_type, ref_id, user_id, key, available_at, created_at)
     values (gen_random_uuid(), 'task_reward', 'PKR', 'task', $3, $2, 'ceiling-reward:' || gen_random_uuid(), null, now()) returning id
   ), moved as (
     insert into ledger_accounts (id, kind, user_id, bucket, currency, balance, earned)
     select c.id, 'user', $2, 'available', 'PKR', c.amount, c.amount from (values ($1, ${reward * 100}::bigint)) as c(id, amount), posted
     on conflict (id) do update set balance = ledger_accounts.balance + excluded.balance, earned = ledger_accounts.earned + excluded.earned returning id, balance
   )
   insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
   select gen_random_uuid(), posted.id, e.account_id, e.amount, coalesce(moved.balance, 0), now()
   from (values ('platform:reward_expense:PKR', -${reward * 100}::bigint), ($1, ${reward * 100}::bigint)) as e(account_id, amount) cross join posted left join moved on moved.id = e.account_id returning transaction_id`,
];

export default {
  async seed(db, ctx) {
    const people = await insertPeople(db, 'bench_approved_', workers);
    const ids = `{${people.map((p) => p.id).join(',')}}`;
    await db.execute(sql`update users set is_verified = true, verification_state = 'verified' where id = any(${ids}::uuid[])`);
    const rows = (
      await db.execute(sql`
        with w as (select u, n from unnest(${ids}::uuid[]) with ordinality as w(u, n)),
        t as (
          insert into tasks (id, title, "desc", assignee_id, status, reward, created_by, created_at, updated_at)
          select gen_random_uuid(), 'Approval ' || i, 'Check the batch ' || i || ' of receipts.', w.u, 'In Progress', ${reward},
            ${ctx.users.admin.id}::uuid, now() - interval '2 years' - make_interval(secs => i), now() - interval '2 years'
          from generate_series(1, ${count}::int) i join w on w.n = 1 + i % ${workers}
          returning id, assignee_id)
        insert into submissions (id, task_id, user_id, "desc", status)
        select gen_random_uuid(), t.id, t.assignee_id, 'Done: all receipts checked.', 'In Progress' from t
        returning task_id, user_id`)
    ).rows;
    await db.execute(sql`analyze tasks`);
    await db.execute(sql`analyze submissions`);
    ctx.approvals = rows.map((r) => ({ taskId: r.task_id, workerId: r.user_id }));
  },

  scenarios: [
    {
      name: 'approve work',
      method: 'PUT',
      path: (ctx) => `/api/task/${ctx.approvals[0].taskId}`,
      as: 'admin',
      body: { status: 'Complete', feedback: '' },
      variants: (ctx) => ctx.approvals.map((a) => ({ path: `/api/task/${a.taskId}`, taskId: a.taskId, workerId: a.workerId })),
      ceilingTransaction: true,
      ceilingSql: approveSql,
      ceilingParams: (_ctx, v) => [
        [v.taskId, 1],
        [v.taskId],
        [v.taskId],
        [v.taskId, v.workerId, 1],
        [JSON.stringify({ taskId: v.taskId, assigneeId: v.workerId, reward })],
        [`user:${v.workerId}:available:PKR`, v.workerId, v.taskId],
      ],
    },
  ],
};
