// The notification centre: bench_verified's newest page of 2,000 notifications (the newest 15
// unread) with its unread count, and the bell's unread count alone. Other users' 20,000 rows share
// the table, as they would.
import { sql } from 'drizzle-orm';

const mine = 2_000;
const others = 20_000;
const pageSize = 20;

// What listNotifications sends: the page (keyset, newest first) and the unread count, side by side.
const listSql = [
  `select "id", "user_id", "event_id", "type", "title", "body", "link", "read_at", "emailed_at", "created_at", "created_at"::text from "notifications" where "notifications"."user_id" = $1 order by "notifications"."created_at" desc, "notifications"."id" desc limit $2`,
  `select count(*) from "notifications" where ("notifications"."user_id" = $1 and "notifications"."read_at" is null)`,
];

export default {
  async seed(db, ctx) {
    const me = ctx.users.verified.id;
    const other = ctx.users.user.id;
    await db.execute(sql`
      insert into notifications (id, user_id, event_id, type, title, body, link, read_at, emailed_at, created_at)
      select gen_random_uuid(), case when i <= ${mine} then ${me}::uuid else ${other}::uuid end, gen_random_uuid(), 'task.assigned', 'New task assigned',
        'You were assigned “Bench task ' || i || '”.', '/dashboard/tasks/' || gen_random_uuid(),
        case when i % ${mine} > 15 then now() - make_interval(secs => i) end, now() - make_interval(secs => i), now() - make_interval(secs => i * 60)
      from generate_series(1, ${mine + others}::int) i`);
    await db.execute(sql`analyze notifications`);
  },

  scenarios: [
    {
      name: 'notifications list',
      path: `/api/notifications?limit=${pageSize}`,
      as: 'verified',
      ceilingSql: listSql,
      ceilingParams: (ctx) => [[ctx.users.verified.id, pageSize + 1], [ctx.users.verified.id]],
    },
    {
      name: 'notifications unread count',
      path: '/api/notifications/unread-count',
      as: 'verified',
      ceilingSql: listSql[1],
      ceilingParams: (ctx) => [ctx.users.verified.id],
    },
  ],
};
