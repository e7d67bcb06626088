import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// The server suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
// Files named *.postgres.test.ts need PostgreSQL itself (several processes on one database).
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${database}`,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(database === 'pglite' ? ['apps/server/test/**/*.postgres.test.ts'] : [])],
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    env: { TEST_DB_KIND: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      { test: { name: 'lint-rules', include: ['eslint/test/**/*.test.ts'] } },
      // The web app's own '@/' imports, as its vite.config.ts resolves them.
      { resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } }, test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
