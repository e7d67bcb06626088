// Micro-tasks: the admin's list of every task, and a verified worker's own tasks; 10,000 tasks in all
// (with the demo's), one in ten of the generated ones assigned to bench_verified, spread over a year.
import { sql } from 'drizzle-orm';
import { taskStatuses } from '@market/shared';

const totalTasks = 10_000;
const pageSize = 10;

// The SQL listTasks sends (Drizzle's query, as logged): the total for the page count, then the page.
const taskColumns =
  'select "tasks"."id", "tasks"."title", "tasks"."desc", "tasks"."assignee_id", "tasks"."deadline", "tasks"."status", "tasks"."feedback", "tasks"."file_ids", "tasks"."created_by", "tasks"."created_at", "tasks"."updated_at", "users"."id", "users"."username", "users"."email", "users"."img_file_id" from "tasks" left join "users" on "users"."id" = "tasks"."assignee_id"';
const newestFirst = 'order by "tasks"."created_at" desc, "tasks"."id" desc';

export default {
  async seed(db, ctx) {
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from tasks`)).rows;
    const statuses = `{${taskStatuses.map((s) => `"${s}"`).join(',')}}`;
    await db.execute(sql`
      insert into tasks (id, title, "desc", assignee_id, deadline, status, created_by, created_at, updated_at)
      select gen_random_uuid(), 'Bench task ' || i, 'Label the photos of batch ' || i || ' and note anything unclear.',
        case when i % 10 = 0 then ${ctx.users.verified.id}::uuid end,
        now() + make_interval(days => i % 30),
        (${statuses}::text[])[1 + i % 4],
        ${ctx.users.admin.id}::uuid,
        now() - make_interval(secs => i * 3150),
        now() - make_interval(secs => i * 3150)
      from generate_series(1, ${Math.max(0, totalTasks - n)}::int) as i`);
    await db.execute(sql`analyze tasks`);
  },

  scenarios: [
    {
      name: 'task list (admin)',
      path: `/api/task?page=1&limit=${pageSize}`,
      as: 'admin',
      ceilingSql: ['select count(*) from "tasks"', `${taskColumns} ${newestFirst} limit $1`],
      ceilingParams: [[], [pageSize]],
    },
    {
      name: 'my tasks (worker)',
      path: (ctx) => `/api/task/assigned/${ctx.users.verified.id}?page=1&limit=${pageSize}`,
      as: 'verified',
      ceilingSql: ['select count(*) from "tasks" where "tasks"."assignee_id" = $1', `${taskColumns} where "tasks"."assignee_id" = $1 ${newestFirst} limit $2`],
      ceilingParams: (ctx) => [[ctx.users.verified.id], [ctx.users.verified.id, pageSize]],
    },
  ],
};
