import { errorSchema, idParamsSchema, jobListQuerySchema, jobListSchema, jobTexts, messageSchema } from '@market/shared';
import { listJobs, retryJob } from '../../platform/jobs.js';
import type { App } from '../../types.js';

/** The durable jobs as admins see them at /dashboard/jobs: failed, dead and scheduled ones, and a retry. */
export async function jobsRoutes(app: App) {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: { tags: ['jobs'], summary: 'Jobs in one status (admin)', querystring: jobListQuerySchema, response: { 200: jobListSchema, 400: errorSchema } },
    },
    async (request) => listJobs(app.db, request.query),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs'],
        summary: 'Run a failed or dead job again now (admin)',
        params: idParamsSchema,
        response: { 200: messageSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await retryJob(app.db, request.params.id);
      return { message: jobTexts.retried };
    },
  );
}
