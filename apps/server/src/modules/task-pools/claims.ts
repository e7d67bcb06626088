import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { taskPoolTexts as t, type Claim } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { executePrepared, prepared } from '../../db/prepared.js';
import { withRetry } from '../../db/retry.js';
import { rowsOf } from '../../db/rows.js';
import { taskAnswers, taskPools, taskPoolWorkers } from '../../db/schema/task-pools.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { JobHandler } from '../../platform/jobs.js';
import type { SessionUser } from '../../plugins/auth.js';
import { isExam, type PoolRow } from './pools.js';
import { checkMayClaim, standingIn, type StandingContext, type WorkerRow } from './standing.js';

const presentClaim = (pool: PoolRow, claim: HeldClaim): Claim => ({
  answerId: claim.id,
  pool: { _id: pool.id, title: pool.title, reward: pool.reward },
  item: { _id: claim.itemId, inputs: claim.inputs },
  outputs: pool.outputs,
  expiresAt: claim.expiresAt.toISOString(),
});

type HeldClaim = { id: string; itemId: string; expiresAt: Date; inputs: Record<string, string> };
type JsonWorkerRow = Omit<WorkerRow, 'finishedAt' | 'updatedAt'> & { finishedAt: string | null; updatedAt: string };

const worker = sql.placeholder('workerId');
// Spelled out: the builder leaves a one-table query's columns bare, and the subqueries need the outer row's.
const outerId = sql.raw('"task_pools"."id"');
const outerExam = sql.raw(`("task_pools"."qualification"->>'poolId')`);
/**
 * Everything a claim reads, in one prepared statement: the pool, the caller's open claim there
 * (with its item's inputs), their figures in the pool and in its exam, their blocks, the exam's
 * title and, for an exam, its retry wait. Skills come with the session.
 */
const claimContextQuery = (db: Database) =>
  prepared(db, 'pool_claim_context', (d) =>
    d
      .select({
        pool: taskPools,
        held: sql<{ id: string; itemId: string; expiresAt: string; inputs: Record<string, string> } | null>`(
          select json_build_object('id', a.id, 'itemId', a.item_id, 'expiresAt', a.expires_at, 'inputs', i.inputs)
          from task_answers a join task_items i on i.id = a.item_id
          where a.pool_id = ${outerId} and a.worker_id = ${worker} and a.status = 'claimed' limit 1)`,
        workers: sql<JsonWorkerRow[] | null>`(
          select json_agg(json_build_object('poolId', w.pool_id, 'workerId', w.worker_id, 'attempt', w.attempt, 'answered', w.answered,
            'accepted', w.accepted, 'rejected', w.rejected, 'controlTotal', w.control_total, 'controlCorrect', w.control_correct,
            'earned', w.earned, 'bestScore', w.best_score, 'finishedAt', w.finished_at, 'updatedAt', w.updated_at))
          from task_pool_workers w
          where w.worker_id = ${worker} and w.pool_id in (${outerId}, ${outerExam}::uuid))`,
        blocks: sql<{ poolId: string | null; reason: string }[] | null>`(
          select json_agg(json_build_object('poolId', b.pool_id, 'reason', b.reason))
          from task_pool_blocks b where b.user_id = ${worker} and (b.pool_id is null or b.pool_id = ${outerId}))`,
        examTitle: sql<string | null>`(select e.title from task_pools e where e.id = ${outerExam}::uuid)`,
        retryHours: sql<number | null>`(
          select min((q.qualification->>'retryHours')::float8) from task_pools q
          where q.qualification is not null and q.qualification->>'poolId' = ${outerId}::text)`,
      })
      .from(taskPools)
      .where(eq(taskPools.id, sql.placeholder('poolId')))
      .limit(1)
      .prepare('pool_claim_context'),
  );

async function claimContext(db: Database, poolId: string, workerId: string): Promise<{ pool: PoolRow; held: HeldClaim | null; standing: StandingContext }> {
  const [row] = await claimContextQuery(db).execute({ poolId, workerId });
  if (!row) throw notFound(t.notFound);
  const { pool } = row;
  const workers = new Map(
    (row.workers ?? []).map((w) => [w.poolId, { ...w, finishedAt: w.finishedAt ? new Date(w.finishedAt) : null, updatedAt: new Date(w.updatedAt) }]),
  );
  const blocks = new Map((row.blocks ?? []).map((b) => [b.poolId ?? 'all', b.reason]));
  const exams = new Map(pool.qualification && row.examTitle !== null ? [[pool.qualification.poolId, { title: row.examTitle }]] : []);
  const retryHours = new Map(row.retryHours === null ? [] : [[pool.id, Number(row.retryHours)]]);
  const held = row.held ? { ...row.held, expiresAt: new Date(row.held.expiresAt) } : null;
  return { pool, held, standing: { workers, blocks, exams, retryHours } };
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

type Taken = { id: string; item_id: string; expires_at: string | Date; inputs: Record<string, string> };

/**
 * Takes the next item for the worker and writes their claim, in one statement (so on its own it
 * needs no transaction): a regular item with room (SKIP LOCKED, so claimers at the same moment each
 * take a different row instead of queueing on one; its slot taken), or a control item (no slots).
 * Never an item the worker had in this try.
 */
async function takeItem(db: Database | Transaction, pool: PoolRow, workerId: string, attempt: number, kind: 'regular' | 'control'): Promise<HeldClaim | null> {
  const expiresAt = new Date(Date.now() + pool.claimMinutes * 60_000);
  const notMine = sql`not exists (select 1 from task_answers a where a.worker_id = ${workerId}::uuid and a.item_id = i.id and a.attempt = ${attempt}::int)`;
  const took =
    kind === 'regular'
      ? sql`picked as (
          select i.id from task_items i
          where i.pool_id = ${pool.id}::uuid and i.slots_left > 0 and not i.is_control and ${notMine}
          order by i.line, i.id limit 1
          for update skip locked
        ), took as (
          update task_items i set slots_left = i.slots_left - 1 from picked where i.id = picked.id returning i.id, i.inputs
        )`
      : sql`took as (
          select i.id, i.inputs from task_items i where i.pool_id = ${pool.id}::uuid and i.is_control and ${notMine} order by i.line, i.id limit 1
        )`;
  const result = await executePrepared(
    db,
    `pool_take_${kind}`,
    sql`with ${took}, claimed as (
        insert into task_answers (id, pool_id, item_id, worker_id, attempt, is_control, expires_at)
        select ${uuidv7()}::uuid, ${pool.id}::uuid, took.id, ${workerId}::uuid, ${attempt}::int, ${kind === 'control'}::boolean, ${expiresAt.toISOString()}::timestamptz from took
        returning id, item_id, expires_at
      )
      select claimed.id, claimed.item_id, claimed.expires_at, took.inputs from claimed join took on took.id = claimed.item_id`,
  );
  const [row] = rowsOf<Taken>(result);
  return row ? { id: row.id, itemId: row.item_id, expiresAt: new Date(row.expires_at), inputs: row.inputs } : null;
}

/** The next item: a control item at the pool's rate (always in an exam), else the first regular item with room. */
async function pickAndClaim(db: Database | Transaction, pool: PoolRow, workerId: string, attempt: number): Promise<HeldClaim | null> {
  if (isExam(pool)) return takeItem(db, pool, workerId, attempt, 'control');
  // Which kind comes next is chance alone: nothing in the order or the timing tells a control item.
  if (pool.controlRate > 0 && Math.random() * 100 < pool.controlRate) {
    const control = await takeItem(db, pool, workerId, attempt, 'control');
    if (control) return control;
  }
  return takeItem(db, pool, workerId, attempt, 'regular');
}

/**
 * Gives the caller the next item of an open pool, or the claim they hold there already. Never an
 * item they had before, never more holders than the overlap; concurrent claims take different rows.
 * The usual claim is two statements: the context, then the item taken with its claim row.
 */
export async function claimItem(db: Database, user: SessionUser, poolId: string): Promise<Claim> {
  const { pool, held, standing } = await claimContext(db, poolId, user.id);
  if (pool.status !== 'open') throw conflict(t.notOpen);
  if (held && held.expiresAt.getTime() > Date.now()) return presentClaim(pool, held);

  const { attempt, newAttempt } = checkMayClaim(pool, user.skills, standingIn(pool, standing), standing.workers.get(pool.id), standing.retryHours.get(pool.id));
  try {
    const claim = await withRetry(() =>
      held || newAttempt
        ? db.transaction(async (tx) => {
            // A claim that ran out before its check came: its item goes back first.
            if (held) await endClaim(tx, held.id, 'expired', true);
            if (newAttempt) {
              await tx
                .update(taskPoolWorkers)
                .set({ attempt, answered: 0, controlTotal: 0, controlCorrect: 0, finishedAt: null })
                .where(and(eq(taskPoolWorkers.poolId, pool.id), eq(taskPoolWorkers.workerId, user.id)));
            }
            return pickAndClaim(tx, pool, user.id, attempt);
          })
        : pickAndClaim(db, pool, user.id, attempt),
    );
    if (!claim) throw conflict(t.noItemsLeft);
    return presentClaim(pool, claim);
  } catch (err) {
    // The same worker claiming twice at once: one claim is made, and both answers are that one.
    if (!isUniqueViolation(err)) throw err;
    const again = (await claimContext(db, poolId, user.id)).held;
    if (!again) throw err;
    return presentClaim(pool, again);
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
  if (!(await db.transaction((tx) => endClaim(tx, claim.id, 'released', false)))) throw notFound(t.notHolder);
}

const claimsPerCheck = 500;

/**
 * `task-pools.claims-check` (recurring, TASK_CLAIM_CHECK_SECONDS): claims whose time ran out end,
 * and their regular items get their places back, in one statement per batch. A check instead of
 * a timer per claim keeps the claim to one write; an answer after `expiresAt` is refused anyway,
 * and a worker claiming again ends their own run-out claim at once.
 */
export const claimsCheckJob: JobHandler = {
  type: 'task-pools.claims-check',
  everySeconds: (config) => config.taskClaimCheckSeconds,
  async handle(_payload, ctx) {
    for (;;) {
      const [row] = rowsOf<{ ended: number }>(
        await withRetry(() =>
          ctx.db.execute(sql`with ended as (
              update task_answers set status = 'expired', updated_at = now()
              where id in (select id from task_answers where status = 'claimed' and expires_at <= now() order by expires_at limit ${claimsPerCheck} for update skip locked)
                and status = 'claimed'
              returning item_id, is_control
            ), back as (
              update task_items i set slots_left = i.slots_left + c.n
              from (select item_id, count(*)::int as n from ended where not is_control group by item_id) c where i.id = c.item_id
            )
            select count(*)::int as ended from ended`),
        ),
      );
      if (Number(row.ended) < claimsPerCheck) return;
    }
  },
};
