import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

/**
 * The outbox: every domain event, written in the transaction of the change it announces. The
 * dispatcher hands undispatched rows to the after-commit subscribers (at least once) and stamps
 * them; a daily job removes stamped rows after a retention period (a scan once a day: an index on the
 * stamp would cost every event an index write).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: idColumn(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    // A dispatcher holds the row until then; past it (the process died), another takes it over.
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('domain_events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * Durable jobs and timers. A due job (`run_at` passed, not dead) is claimed by moving `run_at` a
 * lease ahead with status `running`: if its process dies, the job is simply due again. Done jobs
 * are deleted; `key` is unique, so one job per key exists at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    type: text('type').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_known', sql`${t.status} in ('scheduled', 'running', 'failed', 'dead')`),
    // The runner's claim: due jobs in time order.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} <> 'dead'`),
    // The admin list per status (keyset on run_at, id).
    index('jobs_status_idx').on(t.status, t.runAt, t.id),
  ],
);
