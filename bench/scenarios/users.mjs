// Profiles: the public one (anyone) and the full record (the user themself, through the session cookie).
const userColumns = 'select * from users where id = $1 limit 1';

export default {
  scenarios: [
    {
      name: 'public profile',
      method: 'GET',
      path: (ctx) => `/api/users/${ctx.users.seller.id}`,
      ceilingSql: userColumns,
      ceilingParams: (ctx) => [ctx.users.seller.id],
    },
    {
      name: 'signed-in user record',
      method: 'GET',
      path: (ctx) => `/api/user/${ctx.users.verified.id}`,
      as: 'verified',
      ceilingSql: userColumns,
      ceilingParams: (ctx) => [ctx.users.verified.id],
    },
  ],
};
