import { and, eq, sql } from 'drizzle-orm';
import { taskPoolTexts as t, type Claim } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { withRetry } from '../../db/retry.js';
import { rowsOf } from '../../db/rows.js';
import { taskAnswers, taskItems, taskPoolWorkers } from '../../db/schema/task-pools.js';
import { conflict, notFound } from '../../lib/errors.js';
import { cancelJob, scheduleJob, type JobHandler } from '../../platform/jobs.js';
import type { SessionUser } from '../../plugins/auth.js';
import { skillsOf } from '../users/index.js';
import { findPool, isExam, type PoolRow } from './pools.js';
import { checkMayClaim, standingContext, standingIn } from './standing.js';

type AnswerRow = typeof taskAnswers.$inferSelect;

export const claimExpiryJobType = 'task-pools.claim-expired';
const claimExpiryKey = (answerId: string) => `task-claim:${answerId}`;

const presentClaim = (pool: PoolRow, answer: Pick<AnswerRow, 'id' | 'itemId' | 'expiresAt'>, inputs: Record<string, string>): Claim => ({
  answerId: answer.id,
  pool: { _id: pool.id, title: pool.title, reward: pool.reward },
  item: { _id: answer.itemId, inputs },
  outputs: pool.outputs,
  expiresAt: answer.expiresAt.toISOString(),
});

/** The worker's open claim in the pool, with the item's inputs. */
async function openClaim(db: Database | Transaction, poolId: string, workerId: string) {
  const [row] = await db
    .select({ answer: taskAnswers, inputs: taskItems.inputs })
    .from(taskAnswers)
    .innerJoin(taskItems, eq(taskItems.id, taskAnswers.itemId))
    .where(and(eq(taskAnswers.poolId, poolId), eq(taskAnswers.workerId, workerId), eq(taskAnswers.status, 'claimed')))
    .limit(1);
  return row;
}

/**
 * Gives a held item back to its pool (expired or released): the answer row keeps the status, a
 * regular item gets its place back. Only a row still `claimed` changes, so it happens once.
 */
export async function endClaim(tx: Database | Transaction, answerId: string, to: 'expired' | 'released', onlyExpired: boolean): Promise<boolean> {
  const ended = rowsOf<{ item_id: string; is_control: boolean }>(
    await tx.execute(sql`update task_answers set status = ${to}, updated_at = now()
      where id = ${answerId} and status = 'claimed' ${onlyExpired ? sql`and expires_at <= now()` : sql``}
      returning item_id, is_control`),
  );
  if (!ended.length) return false;
  if (!ended[0].is_control) await tx.execute(sql`update task_items set slots_left = slots_left + 1 where id = ${ended[0].item_id}`);
  return true;
}

/** The next item for this worker: a control item at the pool's rate (always in an exam), else the first regular item with room. */
async function pickItem(tx: Transaction, pool: PoolRow, workerId: string, attempt: number): Promise<{ id: string; inputs: Record<string, string>; isControl: boolean } | null> {
  const notMine = sql`not exists (select 1 from task_answers a where a.worker_id = ${workerId} and a.item_id = i.id and a.attempt = ${attempt})`;
  const control = async () => {
    const [row] = rowsOf<{ id: string; inputs: Record<string, string> }>(
      await tx.execute(sql`select i.id, i.inputs from task_items i where i.pool_id = ${pool.id} and i.is_control and ${notMine} order by i.line, i.id limit 1`),
    );
    return row ? { ...row, isControl: true } : null;
  };
  if (isExam(pool)) return control();
  // Which kind comes next is chance alone: nothing in the order or the timing tells a control item.
  if (pool.controlRate > 0 && Math.random() * 100 < pool.controlRate) {
    const picked = await control();
    if (picked) return picked;
  }
  // SKIP LOCKED: claimers at the same moment each take a different row instead of queueing on one.
  const [row] = rowsOf<{ id: string; inputs: Record<string, string> }>(
    await tx.execute(sql`with picked as (
        select i.id from task_items i
        where i.pool_id = ${pool.id} and i.slots_left > 0 and not i.is_control and ${notMine}
        order by i.line, i.id limit 1
        for update skip locked
      )
      update task_items i set slots_left = i.slots_left - 1 from picked where i.id = picked.id
      returning i.id, i.inputs`),
  );
  return row ? { ...row, isControl: false } : null;
}

/**
 * Gives the caller the next item of an open pool, or the claim they hold there already. Never an
 * item they had before, never more holders than the overlap; concurrent claims take different rows.
 */
export async function claimItem(db: Database, user: SessionUser, poolId: string): Promise<Claim> {
  const pool = await findPool(db, poolId);
  if (pool.status !== 'open') throw conflict(t.notOpen);
  const held = await openClaim(db, poolId, user.id);
  if (held && held.answer.expiresAt.getTime() > Date.now()) return presentClaim(pool, held.answer, held.inputs);

  const [skills, ctx] = await Promise.all([skillsOf(db, user.id), standingContext(db, user.id, [pool])]);
  const { attempt, newAttempt } = checkMayClaim(pool, skills, standingIn(pool, ctx), ctx.workers.get(pool.id), ctx.retryHours.get(pool.id));
  try {
    return await withRetry(() =>
      db.transaction(async (tx) => {
        if (held) await endClaim(tx, held.answer.id, 'expired', true);
        if (newAttempt) {
          await tx
            .update(taskPoolWorkers)
            .set({ attempt, answered: 0, controlTotal: 0, controlCorrect: 0, finishedAt: null })
            .where(and(eq(taskPoolWorkers.poolId, pool.id), eq(taskPoolWorkers.workerId, user.id)));
        }
        const item = await pickItem(tx, pool, user.id, attempt);
        if (!item) throw conflict(t.noItemsLeft);
        const expiresAt = new Date(Date.now() + pool.claimMinutes * 60_000);
        const [answer] = await tx
          .insert(taskAnswers)
          .values({ poolId: pool.id, itemId: item.id, workerId: user.id, attempt, isControl: item.isControl, expiresAt })
          .returning({ id: taskAnswers.id, itemId: taskAnswers.itemId, expiresAt: taskAnswers.expiresAt });
        await scheduleJob(tx, { type: claimExpiryJobType, key: claimExpiryKey(answer.id), runAt: expiresAt, payload: { answerId: answer.id } });
        return presentClaim(pool, answer, item.inputs);
      }),
    );
  } catch (err) {
    // The same worker claiming twice at once: one claim is made, and both answers are that one.
    if (!isUniqueViolation(err)) throw err;
    const again = await openClaim(db, poolId, user.id);
    if (!again) throw err;
    return presentClaim(pool, again.answer, again.inputs);
  }
}

/** The caller's claim on an item: their open answer row for it. */
export async function findClaim(db: Database | Transaction, workerId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(taskAnswers)
    .where(and(eq(taskAnswers.itemId, itemId), eq(taskAnswers.workerId, workerId), eq(taskAnswers.status, 'claimed')))
    .limit(1);
  if (!row) throw notFound(t.notHolder);
  return row;
}

/** The holder gives the item back before answering it. */
export async function releaseItem(db: Database, user: SessionUser, itemId: string): Promise<void> {
  const claim = await findClaim(db, user.id, itemId);
  await db.transaction(async (tx) => {
    if (!(await endClaim(tx, claim.id, 'released', false))) throw notFound(t.notHolder);
    await cancelJob(tx, claimExpiryKey(claim.id));
  });
}

export const cancelClaimExpiry = (tx: Transaction, answerId: string) => cancelJob(tx, claimExpiryKey(answerId));

/** A claim's time ran out: its item goes back to the pool (nothing happens if it was answered or given back). */
export const claimExpiryJob: JobHandler<{ answerId: string }> = {
  type: claimExpiryJobType,
  async handle({ answerId }, ctx) {
    await ctx.db.transaction((tx) => endClaim(tx, answerId, 'expired', true));
  },
};
