import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema/platform.js';
import type { PlatformContext } from '../platform/context.js';
import { eventRetryHandler, startDispatcher, type Dispatcher } from '../platform/dispatcher.js';
import { outboxChannel, wakeDispatcherOnCommit } from '../platform/events.js';
import { ensureRecurringJobs, jobsChannel, startJobRunner, type JobHandler, type JobRunner } from '../platform/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox dispatcher and the job runner of this process. */
    platform: { dispatcher: Dispatcher; jobs: JobRunner };
  }
}

/** Removes dispatched outbox rows past the retention period (the events stay readable for retries and live delivery until then). */
const outboxCleanup = (retentionHours: number): JobHandler => ({
  type: 'outbox.cleanup',
  everySeconds: 24 * 3600,
  async handle(_payload, ctx) {
    await ctx.db.delete(domainEvents).where(lt(domainEvents.dispatchedAt, sql`now() - make_interval(secs => ${retentionHours * 3600}::float8)`));
  },
});

/**
 * Starts the outbox dispatcher and the job runner once the app is ready (both wake on NOTIFY and
 * poll as a fallback) and stops them before the database closes. The modules' job handlers come
 * from the composition root, since plugins import no module.
 */
export default fp(
  async function platform(app: FastifyInstance, opts: { jobHandlers: JobHandler[] }) {
    const { config } = app;
    const handlers = [eventRetryHandler as JobHandler, outboxCleanup(config.outboxRetentionHours), ...opts.jobHandlers];
    const ctx: PlatformContext = { db: app.db, config, storage: app.storage, realtime: app.realtime, log: app.log };
    let dispatcher: Dispatcher | null = null;
    let runner: JobRunner | null = null;
    app.decorate('platform', {
      get dispatcher() {
        if (!dispatcher) throw new Error('platform: not started');
        return dispatcher;
      },
      get jobs() {
        if (!runner) throw new Error('platform: not started');
        return runner;
      },
    });
    // Requests the HTTP server has taken: background rounds rest only while these come in.
    let requests = 0;
    app.server.on('request', () => requests++);
    const rest = { restFactor: config.jobsRestFactor, requests: () => requests };
    await app.realtime.listen(outboxChannel, () => dispatcher?.kick());
    const unwake = wakeDispatcherOnCommit(app.db, () => dispatcher?.kick());
    await app.realtime.listen(jobsChannel, () => runner?.kick());

    app.addHook('onReady', async () => {
      await ensureRecurringJobs(app.db, handlers, config);
      const pollMs = config.jobsPollSeconds * 1000;
      dispatcher = startDispatcher(ctx, { leaseSeconds: config.jobsLeaseSeconds, pollMs, retryDelaySeconds: config.jobsRetryBaseSeconds, ...rest });
      runner = startJobRunner(ctx, handlers, { leaseSeconds: config.jobsLeaseSeconds, pollMs, retryBaseSeconds: config.jobsRetryBaseSeconds, ...rest });
    });
    app.addHook('preClose', async () => {
      unwake();
      await Promise.all([dispatcher?.stop(), runner?.stop()]);
    });
  },
  { name: 'platform', dependencies: ['realtime'] },
);
