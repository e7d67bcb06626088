import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { urduCatalogues } from './apps/web/vite-plugins/urdu-catalogues';

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

const webResolve = { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      { test: { name: 'lint-rules', include: ['eslint/test/**/*.test.ts'] } },
      // The web app's own '@/' imports, as its vite.config.ts resolves them; *.ur.test.ts as the Urdu build.
      { resolve: webResolve, test: { name: 'web', include: ['apps/web/test/**/*.test.ts'], exclude: [...configDefaults.exclude, 'apps/web/test/**/*.ur.test.ts'] } },
      { resolve: webResolve, plugins: [urduCatalogues()], test: { name: 'web-ur', include: ['apps/web/test/**/*.ur.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
