import { eq, sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema/platform.js';
import type { PlatformContext } from './context.js';
import { subscriptionsFor, type DomainEvent, type Subscription } from './events.js';
import { errorText, scheduleJob, type JobHandler } from './jobs.js';
import { rowsOf } from '../db/rows.js';
import { startWorkLoop, type RestOptions, type WorkLoop } from './work-loop.js';

/** The job that runs an after-commit subscriber again after it failed. */
export const eventRetryJob = 'event.retry';

/** An outbox row as the claim returns it (raw SQL: the time may come as text) or drizzle reads it. */
type EventRow = { id: string; type: string; payload: unknown; createdAt: Date | string };

export type Dispatcher = WorkLoop;

const toEvent = (r: EventRow): DomainEvent =>
  ({ id: r.id, type: r.type, payload: r.payload, createdAt: new Date(r.createdAt).toISOString() }) as DomainEvent;

async function runSubscriber(s: Subscription, event: DomainEvent, ctx: PlatformContext) {
  await (s.handle as (e: DomainEvent, c: PlatformContext) => Promise<void>)(event, ctx);
}

/**
 * Hands committed events to the after-commit subscribers: claims a batch of undispatched outbox rows
 * for a lease (FOR UPDATE SKIP LOCKED, so several processes share the work without taking the same
 * row), runs each subscriber, then stamps the rows. A process that dies mid-batch leaves the rows
 * claimed until the lease ends; then any process takes them again (at least once). A subscriber
 * that throws becomes an `event.retry` job, with the job runner's backoff and dead letter.
 */
export function startDispatcher(ctx: PlatformContext, opts: { leaseSeconds: number; pollMs: number; retryDelaySeconds: number; batch?: number } & RestOptions): Dispatcher {
  const batch = opts.batch ?? 100;

  async function claim(): Promise<DomainEvent[]> {
    const rows = rowsOf<EventRow>(
      await ctx.db.execute(sql`
        update ${domainEvents} set claimed_until = now() + make_interval(secs => ${opts.leaseSeconds}::float8)
        where id in (
          select id from ${domainEvents}
          where dispatched_at is null and (claimed_until is null or claimed_until < now())
          order by id limit ${batch} for update skip locked)
        returning id, type, payload, created_at as "createdAt"`),
    );
    return rows.map(toEvent).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async function handle(event: DomainEvent) {
    for (const s of subscriptionsFor(event.type, 'afterCommit')) {
      try {
        await runSubscriber(s, event, ctx);
      } catch (err) {
        ctx.log.warn({ err, event: event.id, type: event.type, subscriber: s.name }, 'after-commit subscriber failed; retrying as a job');
        await scheduleJob(ctx.db, {
          type: eventRetryJob,
          key: `${s.name}:${event.id}`,
          payload: { eventId: event.id, subscriber: s.name },
          runAt: new Date(Date.now() + opts.retryDelaySeconds * 1000),
          attempts: 1,
          lastError: errorText(err),
        });
      }
    }
  }

  // One batch: claim, run the subscribers, stamp. True when the batch was full (more may wait).
  return startWorkLoop(
    async () => {
      const events = await claim();
      for (const event of events) await handle(event);
      if (events.length === 0) return false;
      await ctx.db.execute(sql`update ${domainEvents} set dispatched_at = now(), claimed_until = null where id = any(${`{${events.map((e) => e.id).join(',')}}`}::uuid[])`);
      return events.length === batch;
    },
    { ...opts, onError: (err) => ctx.log.error({ err }, 'outbox: dispatch failed') },
  );
}

/** The job behind a failed after-commit subscriber: runs that one subscriber again for the event. */
export const eventRetryHandler: JobHandler<{ eventId: string; subscriber: string }> = {
  type: eventRetryJob,
  async handle(payload, ctx) {
    const [row] = await ctx.db.select().from(domainEvents).where(eq(domainEvents.id, payload.eventId)).limit(1);
    if (!row) return; // removed by the retention job: nothing left to deliver
    const event = toEvent(row);
    const s = subscriptionsFor(event.type, 'afterCommit').find((x) => x.name === payload.subscriber);
    if (!s) throw new Error(`No after-commit subscriber named ${payload.subscriber} for ${event.type}`);
    await runSubscriber(s, event, ctx);
  },
};
