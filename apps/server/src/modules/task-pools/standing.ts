import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { taskPoolTexts as t, type Language, type PoolStanding } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { taskPoolBlocks, taskPoolWorkers, taskPools } from '../../db/schema/task-pools.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { storedTextIn } from '../../plugins/language.js';
import { isExam, type PoolRow } from './pools.js';

export type WorkerRow = typeof taskPoolWorkers.$inferSelect;
type Db = Database | Transaction;

const hour = 3_600_000;
/** How long a failed exam waits when no pool that requires it says (a day). */
const defaultRetryHours = 24;

/** Percent right of the check items answered, rounded down; null before the first. */
export const accuracyOf = (w: Pick<WorkerRow, 'controlTotal' | 'controlCorrect'> | undefined) =>
  w && w.controlTotal > 0 ? Math.floor((w.controlCorrect * 100) / w.controlTotal) : null;

/** The worker's figures in these pools, by pool id. */
export async function workerRows(db: Db, workerId: string, poolIds: string[]): Promise<Map<string, WorkerRow>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db.select().from(taskPoolWorkers).where(and(eq(taskPoolWorkers.workerId, workerId), inArray(taskPoolWorkers.poolId, poolIds)));
  return new Map(rows.map((r) => [r.poolId, r]));
}

/** The worker's blocks that hold in these pools: by pool id, and the one for every pool (key `all`). */
export async function blocksOf(db: Db, workerId: string, poolIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ poolId: taskPoolBlocks.poolId, reason: taskPoolBlocks.reason })
    .from(taskPoolBlocks)
    .where(and(eq(taskPoolBlocks.userId, workerId), poolIds.length ? or(isNull(taskPoolBlocks.poolId), inArray(taskPoolBlocks.poolId, poolIds)) : isNull(taskPoolBlocks.poolId)));
  return new Map(rows.map((r) => [r.poolId ?? 'all', r.reason]));
}

/** The exams' retry wait: the shortest that any pool requiring the exam sets. */
async function retryHoursOf(db: Db, examIds: string[]): Promise<Map<string, number>> {
  if (examIds.length === 0) return new Map();
  const rows = rowsOf<{ exam: string; hours: number }>(
    await db.execute(sql`select qualification->>'poolId' as exam, min((qualification->>'retryHours')::float8) as hours
      from task_pools where qualification->>'poolId' in (${sql.join(examIds.map((id) => sql`${id}`), sql`, `)}) group by 1`),
  );
  return new Map(rows.map((r) => [r.exam, Number(r.hours)]));
}

export type StandingContext = {
  workers: Map<string, WorkerRow>;
  blocks: Map<string, string>;
  exams: Map<string, Pick<PoolRow, 'title'>>;
  retryHours: Map<string, number>;
};

/** Everything needed for the worker's standing in these pools, in a few queries. */
export async function standingContext(db: Db, workerId: string, pools: PoolRow[]): Promise<StandingContext> {
  const examIds = [...new Set(pools.flatMap((p) => (p.qualification ? [p.qualification.poolId] : [])))];
  const ids = [...new Set([...pools.map((p) => p.id), ...examIds])];
  const [workers, blocks, exams, retryHours] = await Promise.all([
    workerRows(db, workerId, ids),
    blocksOf(db, workerId, pools.map((p) => p.id)),
    examIds.length ? db.select().from(taskPools).where(inArray(taskPools.id, examIds)) : Promise.resolve([] as PoolRow[]),
    retryHoursOf(db, pools.filter(isExam).map((p) => p.id)),
  ]);
  return { workers, blocks, exams: new Map(exams.map((e) => [e.id, e])), retryHours };
}

/** When a finished exam may be taken again. */
export const examRetryAt = (w: WorkerRow, retryHours: number | undefined) => new Date(w.finishedAt!.getTime() + (retryHours ?? defaultRetryHours) * hour);

/** A time in a message: the minute, in UTC ("2026-12-04 19:02 UTC"). */
const minuteOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The worker's standing in a pool; a block reason the app wrote (low accuracy) in the worker's language. */
export function standingIn(pool: PoolRow, ctx: StandingContext, language: Language = 'en'): PoolStanding {
  const w = ctx.workers.get(pool.id);
  const blockReason = ctx.blocks.get(pool.id) ?? ctx.blocks.get('all') ?? null;
  const exam = isExam(pool)
    ? { score: w?.bestScore ?? null, finished: !!w?.finishedAt, retryAt: w?.finishedAt ? examRetryAt(w, ctx.retryHours.get(pool.id)).toISOString() : null }
    : null;
  let qualification: PoolStanding['qualification'] = null;
  if (pool.qualification) {
    const q = pool.qualification;
    const mine = ctx.workers.get(q.poolId);
    const title = ctx.exams.get(q.poolId)?.title ?? '';
    const passed = mine?.bestScore != null && mine.bestScore >= q.minScore;
    const failed = !passed && !!mine?.finishedAt;
    qualification = {
      poolId: q.poolId,
      title,
      state: passed ? 'passed' : failed ? 'failed' : 'required',
      retryAt: failed ? new Date(mine!.finishedAt!.getTime() + q.retryHours * hour).toISOString() : null,
    };
  }
  return {
    answered: w?.answered ?? 0,
    pending: w ? Math.max(0, w.answered - w.accepted - w.rejected) : 0,
    accepted: w?.accepted ?? 0,
    rejected: w?.rejected ?? 0,
    accuracy: accuracyOf(w),
    earned: { amount: (w?.earned ?? 0) * 100, currency: 'PKR' },
    blocked: blockReason ? { reason: storedTextIn(blockReason, language) } : null,
    limitReached: pool.perWorkerLimit !== null && (w?.answered ?? 0) >= pool.perWorkerLimit,
    exam,
    qualification,
  };
}

/** Refuses a worker who may not take an item of this pool now (skills, block, qualification, limit); answers the exam try to use. */
export function checkMayClaim(pool: PoolRow, skills: string[], standing: PoolStanding, w: WorkerRow | undefined, retryHours: number | undefined): { attempt: number; newAttempt: boolean } {
  if (!pool.skills.some((s) => skills.includes(s))) throw forbidden(t.noSkill);
  if (standing.blocked) throw forbidden(t.blockedFromPool(standing.blocked.reason));
  if (standing.qualification && standing.qualification.state !== 'passed') {
    throw forbidden(standing.qualification.state === 'failed' ? t.qualificationRetryAt(minuteOf(standing.qualification.retryAt!)) : t.qualificationRequired);
  }
  if (isExam(pool) && w?.finishedAt) {
    // A finished try: its score stands until another try is allowed.
    if (examRetryAt(w, retryHours).getTime() > Date.now()) throw conflict(t.examFinished(w.bestScore ?? 0));
    return { attempt: w.attempt + 1, newAttempt: true };
  }
  if (standing.limitReached) throw forbidden(t.limitReached);
  return { attempt: w?.attempt ?? 1, newAttempt: false };
}
