// The admin users table (GET /api/user, listUsers): a count and a page of 10, newest first, filtered
// by a search in the username or e-mail (ILIKE '%text%') or by verification state. 20,000 generated
// accounts in every state (is_verified follows the state, as the table's check wants), spread over
// two years, share the table with the other scenarios' users.
import { sql } from 'drizzle-orm';

const count = 20_000;
// One in a hundred generated names holds the searched text: about 200 matches, 20 pages.
const search = 'harbour';

const columns = '"id", "username", "img_file_id", "is_seller", "is_admin", "is_verified", "email", "phone", "verification_state", "created_at"';
const searchWhere = '("users"."username" ilike $1 or "users"."email" ilike $2)';

export default {
  async seed(db) {
    await db.execute(sql`
      insert into users (id, username, email, password_hash, country, is_seller, is_verified, verification_state, created_at, updated_at)
      select gen_random_uuid(), s.name, s.name || '@bench.invalid', 'bench', 'Pakistan', i % 3 = 0, s.state = 'verified', s.state,
        now() - make_interval(secs => i * 3157), now() - make_interval(secs => i * 3157)
      from generate_series(1, ${count}::int) i
      cross join lateral (select
        case when i % 100 = 7 then 'member_' || ${search} || '_' || i else 'member_' || i end as name,
        -- none 55%, pending 20%, verified 15%, changes requested 6%, rejected 4%
        case when i % 100 < 55 then 'none' when i % 100 < 75 then 'pending' when i % 100 < 90 then 'verified' when i % 100 < 96 then 'changes_requested' else 'rejected' end as state
      ) s`);
    // Autovacuum would have marked a table this size all-visible: the state's count is then an index-only scan.
    await db.execute(sql`vacuum (analyze) users`);
  },

  scenarios: [
    {
      name: 'users table search',
      path: `/api/user?page=1&limit=10&search=${search}`,
      as: 'admin',
      ceilingSql: [`select count(*) from "users" where ${searchWhere}`, `select ${columns} from "users" where ${searchWhere} order by "users"."created_at" desc, "users"."id" desc limit $3 offset $4`],
      ceilingParams: [[`%${search}%`, `%${search}%`], [`%${search}%`, `%${search}%`, 10, 0]],
    },
    {
      name: 'users table by state',
      path: '/api/user?page=1&limit=10&state=pending',
      as: 'admin',
      ceilingSql: [
        'select count(*) from "users" where "users"."verification_state" = $1',
        `select ${columns} from "users" where "users"."verification_state" = $1 order by "users"."created_at" desc, "users"."id" desc limit $2 offset $3`,
      ],
      ceilingParams: [['pending'], ['pending', 10, 0]],
    },
  ],
};
