import { eq, sql } from 'drizzle-orm';
import { taskPoolTexts as t } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { rowsOf } from '../../db/rows.js';
import { taskAnswers } from '../../db/schema/task-pools.js';
import { conflict, notFound } from '../../lib/errors.js';
import { publishMany } from '../../platform/events.js';
import { scheduleJob, scheduleJobs, type JobHandler } from '../../platform/jobs.js';

export const autoAcceptJobType = 'task-pools.auto-accept';
/** One timer per answer and due time: a review time changed later schedules another, and the first finds nothing to do. */
export const autoAcceptKey = (answerId: string, due: Date | null) => `task-answer-accept:${answerId}${due ? `:${due.getTime()}` : ''}`;

type Reviewed = { id: string; pool_id: string; item_id: string; worker_id: string; reward: number; is_control: boolean; title: string };

const idList = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** Adds per-row changes to the workers' figures: one statement for all of them, grouped by pool and worker. */
async function addToWorkers(tx: Transaction, rows: Reviewed[], column: 'accepted' | 'rejected') {
  const byWorker = new Map<string, { pool: string; worker: string; n: number; earned: number }>();
  for (const r of rows) {
    const key = `${r.pool_id}:${r.worker_id}`;
    const g = byWorker.get(key) ?? { pool: r.pool_id, worker: r.worker_id, n: 0, earned: 0 };
    g.n++;
    if (column === 'accepted') g.earned += r.reward;
    byWorker.set(key, g);
  }
  const values = sql.join([...byWorker.values()].map((g) => sql`(${g.pool}::uuid, ${g.worker}::uuid, ${g.n}::int, ${g.earned}::int)`), sql`, `);
  await tx.execute(sql`update task_pool_workers w set ${sql.raw(column)} = w.${sql.raw(column)} + c.n, earned = w.earned + c.earned
    from (values ${values}) as c(pool_id, worker_id, n, earned) where w.pool_id = c.pool_id and w.worker_id = c.worker_id`);
}

/**
 * Accepts answers waiting for review (others are left as they are), in the caller's transaction:
 * each earns the pool's reward (posted once, by the ledger, from the event), its item counts one
 * more accepted answer. Answers the ones it accepted.
 */
export async function acceptAnswers(tx: Transaction, ids: string[], by: string | null, onlyUnflagged = false): Promise<Reviewed[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Reviewed>(
    await tx.execute(sql`update task_answers a set status = 'accepted', reward = p.reward, reviewed_at = now(), reviewed_by = ${by}, updated_at = now()
      from task_pools p
      where a.id = any(${idList(ids)}) and a.status = 'pending' ${onlyUnflagged ? sql`and not a.flagged` : sql``} and p.id = a.pool_id
      returning a.id, a.pool_id, a.item_id, a.worker_id, a.reward, a.is_control, p.title`),
  );
  if (rows.length === 0) return [];
  await tx.execute(sql`update task_items i set accepted = i.accepted + c.n
    from (select item_id, count(*)::int as n from unnest(${idList(rows.map((r) => r.item_id))}) as item_id group by item_id) c where i.id = c.item_id`);
  await addToWorkers(tx, rows, 'accepted');
  await publishMany(
    tx,
    'task_answer.accepted',
    rows.map((r) => ({ answerId: r.id, poolId: r.pool_id, itemId: r.item_id, workerId: r.worker_id, reward: r.reward, by })),
  );
  return rows;
}

/** Rejects answers waiting for review with a reason the worker sees; each item takes another worker in its place. */
export async function rejectAnswers(tx: Transaction, ids: string[], by: string, reason: string): Promise<Reviewed[]> {
  const rows = rowsOf<Reviewed>(
    await tx.execute(sql`update task_answers a set status = 'rejected', reason = ${reason}, reviewed_at = now(), reviewed_by = ${by}, updated_at = now()
      from task_pools p
      where a.id = any(${idList(ids)}) and a.status = 'pending' and p.id = a.pool_id
      returning a.id, a.pool_id, a.item_id, a.worker_id, 0 as reward, a.is_control, p.title`),
  );
  if (rows.length === 0) return [];
  const regular = rows.filter((r) => !r.is_control).map((r) => r.item_id);
  if (regular.length) {
    await tx.execute(sql`update task_items i set slots_left = i.slots_left + c.n
      from (select item_id, count(*)::int as n from unnest(${idList(regular)}) as item_id group by item_id) c where i.id = c.item_id`);
  }
  await addToWorkers(tx, rows, 'rejected');
  await publishMany(
    tx,
    'task_answer.rejected',
    rows.map((r) => ({ answerId: r.id, poolId: r.pool_id, workerId: r.worker_id, title: r.title, reason, by })),
  );
  return rows;
}

/** One answer reviewed by an admin: 404 when there is none, 409 when it was reviewed already. */
export async function reviewOne(db: Database, answerId: string, by: string, decision: { accept: true } | { accept: false; reason: string }) {
  const [answer] = await db.select({ status: taskAnswers.status }).from(taskAnswers).where(eq(taskAnswers.id, answerId)).limit(1);
  if (!answer || answer.status === 'claimed') throw notFound(t.answerNotFound);
  // Sorted ids and one statement per step: concurrent reviews of the same answers queue instead of deadlocking.
  const done = await withRetry(() => db.transaction((tx) => (decision.accept ? acceptAnswers(tx, [answerId], by) : rejectAnswers(tx, [answerId], by, decision.reason))));
  if (done.length === 0) throw conflict(t.notPending);
}

/** Many answers at once (ids sorted, so two bulk reviews lock rows in one order); answers how many changed. */
export async function reviewMany(db: Database, ids: string[], by: string, decision: 'accept' | 'reject', reason: string | undefined): Promise<number> {
  const sorted = [...new Set(ids)].sort();
  const done = await withRetry(() => db.transaction((tx) => (decision === 'accept' ? acceptAnswers(tx, sorted, by) : rejectAnswers(tx, sorted, by, reason!))));
  return done.length;
}

/**
 * The review time of an open pool changed: its answers waiting for review get timers at their new
 * due times (their old timers find the answer reviewed, or not yet due, and do nothing).
 */
export async function rescheduleAutoAccept(db: Database, poolId: string): Promise<void> {
  const rows = rowsOf<{ id: string; due: string | Date }>(
    await db.execute(sql`select a.id, a.answered_at + make_interval(secs => p.review_hours * 3600) as due
      from task_answers a join task_pools p on p.id = a.pool_id
      where a.pool_id = ${poolId} and a.status = 'pending' and not a.flagged`),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => {
      const due = new Date(r.due);
      return { type: autoAcceptJobType, key: autoAcceptKey(r.id, due), runAt: due, payload: { answerId: r.id } };
    });
    await db.transaction((tx) => scheduleJobs(tx, batch));
  }
}

/** An answer nobody reviewed within the pool's review time is accepted (unless its worker was blocked: flagged answers wait for an admin). */
export const autoAcceptJob: JobHandler<{ answerId: string }> = {
  type: autoAcceptJobType,
  async handle({ answerId }, ctx) {
    await withRetry(() =>
      ctx.db.transaction(async (tx) => {
        const [row] = rowsOf<{ due: string | Date; pending: boolean }>(
          await tx.execute(sql`select a.answered_at + make_interval(secs => p.review_hours * 3600) as due, a.status = 'pending' and not a.flagged as pending
            from task_answers a join task_pools p on p.id = a.pool_id where a.id = ${answerId}`),
        );
        if (!row?.pending) return;
        const due = new Date(row.due);
        if (due.getTime() > Date.now()) {
          await scheduleJob(tx, { type: autoAcceptJobType, key: autoAcceptKey(answerId, due), runAt: due, payload: { answerId } });
          return;
        }
        await acceptAnswers(tx, [answerId], null, true);
      }),
    );
  },
};
