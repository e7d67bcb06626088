// Sign-in: one argon2id verification per request dominates; the run prints that cost on its own line.
// Attempts on one account are throttled while in flight (5 at a time, docs/decisions/0111), as a
// real account is signed in to once at a time: requests take turns among 20 accounts that share
// the demo user's password, so the row measures sign-in, not the throttle.
import { sql } from 'drizzle-orm';
import { insertPeople } from '../lib/people.mjs';

const accounts = 20;

export default {
  async seed(db, ctx) {
    const people = await insertPeople(db, 'bench_signin_', accounts);
    await db.execute(sql`
      update users set password_hash = (select password_hash from users where id = ${ctx.users.user.id}::uuid)
      where id = any(${`{${people.map((p) => p.id).join(',')}}`}::uuid[])`);
    ctx.signInAccounts = people.map((p) => ({ id: p.id, username: `bench_signin_${p.i}` }));
  },

  scenarios: [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/auth/login',
      body: (ctx) => ({ username: ctx.users.user.username, password: ctx.users.user.password }),
      variants: (ctx) => ctx.signInAccounts.map((a) => ({ body: { username: a.username, password: ctx.users.user.password }, ...a })),
      ceilingSql: [
        'select * from users where lower(username) = lower($1) limit 1',
        'insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), md5(random()::text || clock_timestamp()::text), $1, $2)',
        'delete from sessions where expires_at < $1',
      ],
      ceilingParams: (ctx, account = ctx.signInAccounts[0]) => [[account.username], [account.id, new Date(Date.now() + 30 * 86400_000)], ['$now']],
      ceilingArgon2: true,
    },
  ],
};
