import { sql } from 'drizzle-orm';
import { errorSchema, healthSchema, texts } from '@market/shared';
import type { App } from '../../types.js';

export async function systemRoutes(app: App) {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    { config: { access: 'public', session: false }, schema: { tags: ['system'], response: { 200: healthSchema, 503: errorSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ message: texts.databaseUnreachable, code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: 'ok' as const, uptime: Math.round((Date.now() - startedAt) / 1000) };
    },
  );
}
