// Import boundaries of the web app's features and of the shared package (flat-config objects for
// eslint.config.js). Why: a feature reached only through its index.ts can change its insides
// freely, and the shared package, used by server and web alike, must not depend on either app.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const featuresDir = fileURLToPath(new URL('../apps/web/src/features/', import.meta.url));

/** Every feature folder; a new one is covered as soon as it exists. */
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule for files of one feature: other features only through `@/features/<name>` (its index.ts). */
function featureBoundary(feature) {
  const others = features.filter((name) => name !== feature).map(escape);
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `@/features/<other>/...` except `@/features/<other>/index`; its own folder stays open to it.
              regex: `^@/features/(?!${escape(feature)}(?:/|$))[^/]+/(?!index(?:\\.tsx?)?$).+`,
              caseSensitive: true,
              message: 'Import another feature only through its index.ts: `@/features/<name>`.',
            },
            ...(others.length
              ? [
                  {
                    // A relative path climbing out of this feature into another one (`../orders/api`).
                    regex: `^(?:\\.\\./)+(?:${others.join('|')})(?:/|$)`,
                    caseSensitive: true,
                    message: 'Import another feature through `@/features/<name>` (its index.ts), not by a relative path.',
                  },
                ]
              : []),
            {
              // Relative paths through the features folder itself (`../../../features/orders`).
              regex: '^\\.{1,2}/(?:.*/)?features(?:/|$)',
              caseSensitive: true,
              message: 'Import another feature through `@/features/<name>` (its index.ts), not by a relative path.',
            },
          ],
        },
      ],
    },
  };
}

/** packages/shared is used by server and web alike: it may import neither. */
const sharedBoundary = {
  files: ['packages/shared/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(?:^|/)apps/(?:web|server)(?:/|$)|^@market/(?:web|server)(?:/|$)|^@/',
            caseSensitive: true,
            message: 'packages/shared may not import from apps/web or apps/server; move what both need into packages/shared.',
          },
        ],
      },
    ],
  },
};

export default [...features.map(featureBoundary), sharedBoundary];
