import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { jobTexts, type Job, type JobList, type JobListQuery } from '@market/shared';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { jobs } from '../db/schema/platform.js';
import { decodeTimestampCursor, encodeCursor } from '../lib/cursor.js';
import { AppError, notFound } from '../lib/errors.js';
import type { PlatformContext } from './context.js';
import { startWorkLoop, type RestOptions, type WorkLoop } from './work-loop.js';
import { safeErrorMessage } from '../lib/log-safety.js';

/** The channel that wakes every process's job runner when a job is scheduled or retried. */
export const jobsChannel = 'market_jobs';

type JobRow = typeof jobs.$inferSelect;
/** What the runner's claim returns of a job. */
type ClaimedJob = Pick<JobRow, 'id' | 'type' | 'key' | 'payload' | 'attempts' | 'maxAttempts'>;

/**
 * What runs a type of job. The handler re-checks the state it acts on (the job may have been
 * scheduled long ago) and must be safe to run again: a process that dies after the work but
 * before the job is marked done leaves it due again.
 */
export type JobHandler<P = Record<string, unknown>> = {
  type: string;
  /** Attempts before the job goes to the dead letter (default 5). */
  maxAttempts?: number;
  /** A recurring job: after a success it is due again this many seconds later (fixed, or from the configuration). */
  everySeconds?: number | ((config: Config) => number);
  handle(payload: P, ctx: PlatformContext, job: { id: string; key: string; attempts: number }): Promise<void>;
};

export type ScheduleJob = {
  type: string;
  /** One job per key at a time: scheduling a key that exists does nothing, unless `replace`. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** Replaces the existing job of this key (new time and payload, attempts from zero), unless it is running. */
  replace?: boolean;
  maxAttempts?: number;
  /** For a job that stands for a failure already seen (an after-commit subscriber that threw). */
  attempts?: number;
  lastError?: string;
};

const jobValues = (job: ScheduleJob) => ({
  type: job.type,
  key: job.key,
  payload: job.payload ?? {},
  runAt: job.runAt,
  maxAttempts: job.maxAttempts ?? 5,
  attempts: job.attempts ?? 0,
  status: job.attempts ? 'failed' : 'scheduled',
  lastError: job.lastError ?? null,
});

/** Schedules a job in the caller's transaction (so it exists exactly when the change that needs it does). */
export async function scheduleJob(tx: Database | Transaction, job: ScheduleJob): Promise<void> {
  if (!job.replace) return scheduleJobs(tx, [job]);
  const values = jobValues(job);
  await tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: { type: values.type, payload: values.payload, runAt: values.runAt, maxAttempts: values.maxAttempts, attempts: 0, status: 'scheduled', lastError: null, updatedAt: new Date() },
      setWhere: sql`${jobs.status} <> 'running'`,
    });
  await wakeRunnersIfDue(tx, [job]);
}

/** Schedules several jobs in one statement; a key that has a job keeps it (`replace` does not apply). */
export async function scheduleJobs(tx: Database | Transaction, list: ScheduleJob[]): Promise<void> {
  if (!list.length) return;
  await tx.insert(jobs).values(list.map(jobValues)).onConflictDoNothing({ target: jobs.key });
  await wakeRunnersIfDue(tx, list);
}

// Runners claim only due jobs: a wake-up for a later one would find nothing, so their poll takes it.
async function wakeRunnersIfDue(tx: Database | Transaction, list: ScheduleJob[]) {
  if (list.some((job) => job.runAt.getTime() <= Date.now())) await tx.execute(sql`select pg_notify(${jobsChannel}, '')`);
}

/**
 * For a writer that makes its change in one statement: a job due now as a CTE of that statement,
 * written for each row of `from` (a CTE of the statement; `key` and `payload` are SQL over its
 * rows), unless its key exists; `wake` is the runners' notification, for the final SELECT.
 */
export function jobInStatement(job: { type: string; key: SQL; payload: SQL; maxAttempts?: number }, from: SQL): { insert: SQL; wake: SQL } {
  return {
    insert: sql`insert into ${jobs} (id, type, key, payload, status, attempts, max_attempts, run_at)
      select gen_random_uuid(), ${job.type}, ${job.key}, ${job.payload}, 'scheduled', 0, ${job.maxAttempts ?? 5}, now() from ${from}
      on conflict (key) do nothing returning id`,
    wake: sql`pg_notify(${jobsChannel}, '')`,
  };
}

/** Cancels the job of a key unless a process is running it (its handler re-checks the state anyway). */
export async function cancelJob(tx: Database | Transaction, key: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, key), sql`${jobs.status} <> 'running'`));
}

/** What a job row keeps of an error: its message, cut to a readable length. */
// Shown to admins at /dashboard/jobs: the same safe message as the log (no query parameters).
export const errorText = (err: unknown) => safeErrorMessage(err).slice(0, 2000);

/** The wait before attempt n + 1 (n >= 1): base x 4^(n-1), at most an hour, with up to 20 % jitter. */
export function backoffSeconds(base: number, attempts: number): number {
  const plain = Math.min(base * 4 ** Math.max(0, attempts - 1), 3600);
  return plain * (1 + Math.random() * 0.2);
}

export type JobRunner = WorkLoop;

/** A recurring handler's period in seconds, or undefined for a one-off job. */
const periodOf = (handler: JobHandler<unknown>, config: Config) =>
  typeof handler.everySeconds === 'function' ? handler.everySeconds(config) : handler.everySeconds;

// Only the claim this process holds is finished: an admin retry in between made a new one.
const mine = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));

/**
 * Runs due jobs: claims a few with FOR UPDATE SKIP LOCKED and moves their run time a lease ahead
 * (status `running`), so two processes never take the same job and a job whose process died is
 * simply due again once the lease ends. Success deletes the job (or, for a recurring one, makes it
 * due again later); failure schedules a retry with backoff, or the dead letter after the last attempt.
 */
export function startJobRunner(
  ctx: PlatformContext,
  handlers: JobHandler[],
  opts: { leaseSeconds: number; pollMs: number; retryBaseSeconds: number; batch?: number } & RestOptions,
): JobRunner {
  const byType = new Map(handlers.map((h) => [h.type, h as JobHandler<unknown>]));
  const batch = opts.batch ?? 5;

  async function claim(): Promise<ClaimedJob[]> {
    return rowsOf<ClaimedJob>(
      await ctx.db.execute(sql`
        update ${jobs} set status = 'running', attempts = attempts + 1, updated_at = now(),
          run_at = now() + make_interval(secs => ${opts.leaseSeconds}::float8)
        where id in (
          select id from ${jobs} where status <> 'dead' and run_at <= now()
          order by run_at, id limit ${batch} for update skip locked)
        returning id, type, key, payload, attempts, max_attempts as "maxAttempts"`),
    );
  }

  /**
   * Runs one claimed job. A one-off job that succeeds answers true: the round deletes its row with
   * the others' in one statement (a job is done once its row is gone; until then a process that
   * died would leave it due again, and handlers are safe to run again).
   */
  async function runOne(job: ClaimedJob): Promise<boolean> {
    const handler = byType.get(job.type);
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler.handle(job.payload, ctx, { id: job.id, key: job.key, attempts: job.attempts });
      const period = periodOf(handler, ctx.config);
      if (!period) return true;
      await ctx.db
        .update(jobs)
        .set({ status: 'scheduled', attempts: 0, lastError: null, runAt: new Date(Date.now() + period * 1000) })
        .where(mine(job));
    } catch (err) {
      const message = errorText(err);
      const dead = job.attempts >= job.maxAttempts;
      ctx.log.warn({ err, job: job.id, type: job.type, key: job.key, attempts: job.attempts, dead }, dead ? 'job failed for the last time' : 'job failed; will retry');
      await ctx.db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'failed',
          lastError: message,
          runAt: dead ? new Date() : new Date(Date.now() + backoffSeconds(opts.retryBaseSeconds, job.attempts) * 1000),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    }
    return false;
  }

  // One round: claim a few due jobs and run them. True when the claim was full (more may be due).
  return startWorkLoop(
    async () => {
      const claimed = await claim();
      const done: ClaimedJob[] = [];
      for (const job of claimed) if (await runOne(job)) done.push(job);
      if (done.length) await ctx.db.delete(jobs).where(or(...done.map(mine)));
      return claimed.length === batch;
    },
    { ...opts, onError: (err) => ctx.log.error({ err }, 'jobs: run failed') },
  );
}

/** Makes sure each recurring job exists (the first run one period after the first start). */
export async function ensureRecurringJobs(db: Database, handlers: JobHandler[], config: Config): Promise<void> {
  for (const h of handlers) {
    const period = periodOf(h as JobHandler<unknown>, config);
    if (period) await scheduleJob(db, { type: h.type, key: h.type, runAt: new Date(Date.now() + period * 1000) });
  }
}

const toJob = (r: JobRow): Job => ({
  _id: r.id,
  type: r.type,
  key: r.key,
  status: r.status as Job['status'],
  attempts: r.attempts,
  runAt: r.runAt.toISOString(),
  lastError: r.lastError,
});

/** One page of jobs in a status, soonest first (keyset on run_at, id). */
export async function listJobs(db: Database, query: JobListQuery): Promise<JobList> {
  const after = query.cursor ? decodeTimestampCursor(query.cursor, `jobs-${query.status}`) : null;
  const rows = await db
    .select({ job: jobs, runAtText: sql<string>`${jobs.runAt}::text` })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, query.status),
        after ? sql`(${jobs.runAt}, ${jobs.id}) > (${after.value}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    jobs: page.map((r) => toJob(r.job)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(`jobs-${query.status}`, last.runAtText, last.job.id) : null,
  };
}

/** An admin's retry: a failed or dead job is due now with a fresh set of attempts. */
export async function retryJob(db: Database, id: string): Promise<void> {
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) throw notFound(jobTexts.notFound);
  const [updated] = await db
    .update(jobs)
    .set({ status: 'scheduled', attempts: 0, runAt: new Date() })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['failed', 'dead'])))
    .returning({ id: jobs.id });
  if (!updated) throw new AppError(409, 'CONFLICT', jobTexts.notRetryable);
  await db.execute(sql`select pg_notify(${jobsChannel}, '')`);
}
