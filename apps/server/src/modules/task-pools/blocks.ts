import { and, eq, isNull, sql } from 'drizzle-orm';
import { taskPoolTexts as t } from '@market/shared';
import type { Database } from '../../db/client.js';
import { taskPoolBlocks } from '../../db/schema/task-pools.js';
import { notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import { isVerifiedWorker } from '../users/index.js';
import { flagPending } from './answers.js';
import { findPool } from './pools.js';

/** `all`, or the pool's id (a pool that exists). */
async function scopeOf(db: Database, id: string): Promise<{ poolId: string | null; title: string | null }> {
  if (id === 'all') return { poolId: null, title: null };
  const pool = await findPool(db, id);
  return { poolId: pool.id, title: pool.title };
}

/**
 * An admin keeps a worker from one pool (or from all of them) with a reason the worker sees; the
 * worker's answers waiting for review there are kept from the timer for an admin's look.
 */
export async function blockWorker(db: Database, adminId: string, id: string, userId: string, reason: string): Promise<void> {
  const scope = await scopeOf(db, id);
  if (!(await isVerifiedWorker(db, userId))) throw notFound(t.workerNotFound);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into task_pool_blocks (id, pool_id, user_id, reason, blocked_by) values (gen_random_uuid(), ${scope.poolId}, ${userId}, ${reason}, ${adminId})
      on conflict (user_id, coalesce(pool_id, '00000000-0000-0000-0000-000000000000'::uuid)) do update set reason = excluded.reason, blocked_by = excluded.blocked_by`);
    await flagPending(tx, userId, scope.poolId);
    await publish(tx, 'task_pool.worker_blocked', { poolId: scope.poolId, title: scope.title, workerId: userId, reason, by: adminId });
  });
}

/** Lifts a block (404 when there is none). Answers flagged meanwhile stay for an admin's review. */
export async function unblockWorker(db: Database, id: string, userId: string): Promise<void> {
  const scope = await scopeOf(db, id);
  const removed = await db
    .delete(taskPoolBlocks)
    .where(and(eq(taskPoolBlocks.userId, userId), scope.poolId ? eq(taskPoolBlocks.poolId, scope.poolId) : isNull(taskPoolBlocks.poolId)))
    .returning({ id: taskPoolBlocks.id });
  if (!removed.length) throw notFound(t.workerNotFound);
}
