// Joining as a buyer (POST /api/auth/register as JSON): no identity data, one new account per
// request. Like sign-in it is bound by argon2id, here a hash of the new password (about the cost of
// sign-in's verification; the run prints that cost on its own line). Every request names a new
// username and e-mail address ('{turn}'), since both are unique and the route is limited per
// address and per e-mail; each comes from its own client address.

// The app's argon2id parameters (apps/server/src/lib/password.ts): the ceiling hashes with the same.
const argon2id = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// What registerBuyer and the sign-in after it run: the two "taken?" lookups, the hash, then in one
// transaction the user, the `user.registered` event (written dispatched: it has no after-commit
// subscriber) and its in-transaction subscriber's e-mail verification link (the user's contact
// read, earlier links expired, the link, its mail job and the job runners' wake-up), and the session.
// The ceiling's mail job is due in a day, on a channel nobody listens to: the app's job runner
// would otherwise mail the ceiling's links while the ceiling is measured.
const joinSql = [
  'select * from "users" where lower("users"."username") = lower($1) limit $2',
  'select * from "users" where lower("users"."email") = lower($1) limit $2',
  `insert into "users" ("id", "username", "email", "password_hash", "country", "verification_state", "terms_accepted_at")
   values ($1, $2, $3, $4, $5, 'none', now()) returning *`,
  `insert into "domain_events" ("id", "type", "payload", "created_at", "dispatched_at")
   values (gen_random_uuid(), 'user.registered', jsonb_build_object('userId', $1::text, 'username', $2::text, 'legalName', '', 'bankIban', '', 'easypaisaAccount', ''), now(), now())
   returning id, type, payload`,
  'select "id", "username", "email", "email_verified", "verified_email" from "users" where "users"."id" in ($1)',
  `update "auth_tokens" set "expires_at" = now()
   where ("auth_tokens"."user_id" = $1 and "auth_tokens"."purpose" = 'email_verification' and "auth_tokens"."used_at" is null and "auth_tokens"."expires_at" > now())`,
  `insert into "auth_tokens" ("id", "token_hash", "user_id", "purpose", "email", "expires_at", "created_at")
   values (gen_random_uuid(), 'pending:' || gen_random_uuid(), $1, 'email_verification', $2, now() + interval '48 hours', now()) returning "id"`,
  `insert into "jobs" ("id", "type", "key", "payload", "status", "attempts", "max_attempts", "run_at")
   values (gen_random_uuid(), 'auth.link-email', 'ceiling-link-email:' || gen_random_uuid(), jsonb_build_object('userId', $1::text, 'template', 'email_verification', 'hours', 48), 'scheduled', 0, 6, now() + interval '1 day')
   on conflict ("key") do nothing`,
  `select pg_notify('bench_ceiling_jobs', '')`,
  'insert into "sessions" ("id", "token_hash", "user_id", "expires_at") values (gen_random_uuid(), md5(random()::text || clock_timestamp()::text), $1, $2)',
];

export default {
  scenarios: [
    {
      name: 'join as buyer',
      method: 'POST',
      path: '/api/auth/register',
      body: { kind: 'buyer', username: 'bench_join_{turn}', email: 'bench_join_{turn}@example.com', password: 'Tulip-Harbour-93', country: 'United States', acceptedTerms: true },
      expectStatus: 201,
      distinctClients: true,
      turnInBody: true,
      ceilingSql: joinSql,
      ceilingParams: () => [
        ['$body.username', 1],
        ['$body.email', 1],
        ['$uuid', '$body.username', '$body.email', '$passwordHash', '$body.country'],
        ['$uuid', '$body.username'],
        ['$uuid'],
        ['$uuid'],
        ['$uuid', '$body.email'],
        ['$uuid'],
        [],
        ['$uuid', new Date(Date.now() + 30 * 86400_000)],
      ],
      ceilingArgon2Hash: argon2id,
      ceilingTransaction: true,
    },
  ],
};
