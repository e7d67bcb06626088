// Sign-in: one argon2id verification per request dominates; the run prints that cost on its own line.
export default {
  scenarios: [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/auth/login',
      body: (ctx) => ({ username: ctx.users.user.username, password: ctx.users.user.password }),
      ceilingSql: [
        'select * from users where lower(username) = lower($1) limit 1',
        'insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), md5(random()::text || clock_timestamp()::text), $1, $2)',
        'delete from sessions where expires_at < $1',
      ],
      ceilingParams: (ctx) => [[ctx.users.user.username], [ctx.users.user.id, new Date(Date.now() + 30 * 86400_000)], ['$now']],
      ceilingArgon2: true,
    },
  ],
};
