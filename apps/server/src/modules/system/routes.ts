import { sql } from 'drizzle-orm';
import { errorSchema, healthSchema, notReadySchema, readySchema, texts, type ReadinessChecks } from '@market/shared';
import { migrationsApplied } from '../../db/migrations.js';
import { preparedRows } from '../../db/prepared.js';
import type { App } from '../../types.js';

export async function systemRoutes(app: App) {
  const startedAt = Date.now();

  // Prepared, and built once: parsed once per connection.
  const checkDatabase = preparedRows(app.db, 'health_check', () => sql`select 1`);

  // Liveness: the process answers and reaches its database. A load balancer's health check.
  app.get(
    '/api/health',
    {
      config: { access: 'public', session: false },
      // A load balancer asks often, and the answer is far below the compression threshold: no compression hooks.
      compress: false,
      schema: { tags: ['system'], response: { 200: healthSchema, 503: errorSchema } },
    },
    async (request, reply) => {
      try {
        await checkDatabase({});
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ message: texts.databaseUnreachable, code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: 'ok' as const, uptime: Math.round((Date.now() - startedAt) / 1000) };
    },
  );

  // Readiness: whether this process should get traffic now (database, migrations, file storage).
  app.get(
    '/api/ready',
    { config: { access: 'public', session: false }, schema: { tags: ['system'], summary: 'Whether this process can take requests: its database answers, every migration is applied, its file storage answers', response: { 200: readySchema, 503: notReadySchema } } },
    async (request, reply) => {
      const [database, storage] = await Promise.allSettled([app.db.execute(sql`select 1`), app.storage.check()]);
      const checks: ReadinessChecks = {
        database: database.status === 'fulfilled' ? 'ok' : 'unreachable',
        migrations: database.status !== 'fulfilled' ? 'unknown' : (await migrationsApplied(app.db)) ? 'ok' : 'pending',
        storage: storage.status === 'fulfilled' ? 'ok' : 'unreachable',
      };
      if (checks.database === 'ok' && checks.migrations === 'ok' && checks.storage === 'ok') return { status: 'ready' as const, checks };
      for (const failed of [database, storage]) if (failed.status === 'rejected') request.log.warn({ err: failed.reason }, 'readiness check failed');
      return reply.status(503).header('retry-after', '5').send({ message: texts.notReady, code: 'UNAVAILABLE', checks });
    },
  );
}
