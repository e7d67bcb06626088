// The server's module boundaries, checked by ESLint (so by CI):
// - a module uses another module only through that module's index.ts;
// - a module reads and writes only the tables it owns (its files in db/schema); another domain's
//   rows are reached through the owner's index.ts (functions, events, the users read view);
// - plugins/, lib/, platform/ and db/ import no module (they are what modules stand on).
// The composition root (app.ts, wiring.ts, server.ts), the CLIs and the seed are exempt.

/** Which schema files each module owns. A new module or table adds its line here. */
export const tableOwners = {
  auth: ['sessions', 'auth-tokens'],
  users: ['users', 'audit', 'user-profiles'],
  gigs: ['gigs'],
  reviews: ['reviews'],
  saved: ['saved-gigs'],
  orders: ['orders'],
  payments: ['payments'],
  messaging: ['conversations', 'messages'],
  tasks: ['tasks', 'submissions'],
  'task-pools': ['task-pools'],
  files: ['files'],
  contact: ['contact'],
  ledger: ['ledger'],
  payouts: ['payouts'],
  fx: ['fx'],
  finance: [],
  notifications: ['notifications'],
  events: [],
  system: [],
  jobs: [],
};

const moduleRule = (name, owned) => ({
  files: [`apps/server/src/modules/${name}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!${name}/)[^/.]+/(?!index\\.js$)`,
            message: "Use another module only through its index.ts ('../<module>/index.js').",
          },
          {
            regex: `db/schema/(?!(${[...owned, 'columns'].join('|')})\\.js$)`,
            message: `The ${name} module owns only these tables: ${owned.join(', ') || 'none'}. Reach another domain's rows through its module's index.ts.`,
          },
        ],
      },
    ],
  },
});

export const serverBoundaries = [
  ...Object.entries(tableOwners).map(([name, owned]) => moduleRule(name, owned)),
  {
    files: ['apps/server/src/{plugins,lib,platform,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'plugins/, lib/, platform/ and db/ import no module: hand them what they need from app.ts or wiring.ts.' }] },
      ],
    },
  },
];
