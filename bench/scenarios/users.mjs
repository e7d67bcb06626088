// The full record (the user themself, through the session cookie). The public profile, the seller
// page's, is in sellers.mjs.
export default {
  scenarios: [
    {
      name: 'signed-in user record',
      method: 'GET',
      path: (ctx) => `/api/user/${ctx.users.verified.id}`,
      as: 'verified',
      ceilingSql: 'select * from users where id = $1 limit 1',
      ceilingParams: (ctx) => [ctx.users.verified.id],
    },
  ],
};
