import { eq, sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema/platform.js';
import type { PlatformContext } from './context.js';
import { subscriptionsFor, type DomainEvent, type Subscription } from './events.js';
import { scheduleJob, type JobHandler } from './jobs.js';
import { rowsOf } from '../db/rows.js';

/** The job that runs an after-commit subscriber again after it failed. */
export const eventRetryJob = 'event.retry';

type ClaimedRow = { id: string; type: string; payload: unknown; created_at: Date | string };

export type Dispatcher = {
  /** Looks for undispatched events now (after a wake-up, or a publish in this process). */
  kick(): void;
  /** Resolves when the current batch is handled; no batch starts after it. */
  stop(): Promise<void>;
  /** Resolves once no undispatched event is left that this process could take (tests). */
  idle(): Promise<void>;
};

const toEvent = (r: ClaimedRow): DomainEvent =>
  ({ id: r.id, type: r.type, payload: r.payload, createdAt: new Date(r.created_at).toISOString() }) as DomainEvent;

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
export function startDispatcher(ctx: PlatformContext, opts: { leaseSeconds: number; pollMs: number; retryDelaySeconds: number; batch?: number }): Dispatcher {
  const batch = opts.batch ?? 100;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const waiters: (() => void)[] = [];

  async function claim(): Promise<DomainEvent[]> {
    const rows = rowsOf<ClaimedRow>(
      await ctx.db.execute(sql`
        update ${domainEvents} set claimed_until = now() + make_interval(secs => ${opts.leaseSeconds}::float8)
        where id in (
          select id from ${domainEvents}
          where dispatched_at is null and (claimed_until is null or claimed_until < now())
          order by id limit ${batch} for update skip locked)
        returning id, type, payload, created_at`),
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
          lastError: String((err as Error)?.message ?? err),
        });
      }
    }
  }

  async function drain() {
    do {
      again = false;
      let events: DomainEvent[];
      try {
        events = await claim();
      } catch (err) {
        if (!stopped) ctx.log.error({ err }, 'outbox: claiming events failed');
        return;
      }
      for (const event of events) await handle(event);
      if (events.length) {
        await ctx.db.execute(sql`update ${domainEvents} set dispatched_at = now(), claimed_until = null where id = any(${`{${events.map((e) => e.id).join(',')}}`}::uuid[])`);
        if (events.length === batch) again = true;
      }
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => ctx.log.error({ err }, 'outbox: dispatch failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) kick();
        else while (waiters.length) waiters.shift()!();
      });
  };

  const timer = setInterval(kick, opts.pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        kick();
      }),
  };
}

/** The job behind a failed after-commit subscriber: runs that one subscriber again for the event. */
export const eventRetryHandler: JobHandler<{ eventId: string; subscriber: string }> = {
  type: eventRetryJob,
  async handle(payload, ctx) {
    const [row] = await ctx.db.select().from(domainEvents).where(eq(domainEvents.id, payload.eventId)).limit(1);
    if (!row) return; // removed by the retention job: nothing left to deliver
    const event: DomainEvent = { id: row.id, type: row.type, payload: row.payload, createdAt: row.createdAt.toISOString() } as DomainEvent;
    const s = subscriptionsFor(event.type, 'afterCommit').find((x) => x.name === payload.subscriber);
    if (!s) throw new Error(`No after-commit subscriber named ${payload.subscriber} for ${event.type}`);
    await runSubscriber(s, event, ctx);
  },
};
