import { and, desc, eq, sql } from 'drizzle-orm';
import { taskPoolTexts as t, type Language, type LatestPools, type MyAnswerList, type MyPools, type WorkerPool } from '@market/shared';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { taskAnswers, taskPools, taskPoolWorkers } from '../../db/schema/task-pools.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { uploadedFilesById, uploadedFilesIn } from '../files/index.js';
import { presentMyAnswer } from './answers.js';
import { findPool, isExam, type PoolRow } from './pools.js';
import { examRetryAt, standingContext, standingIn, type StandingContext } from './standing.js';

/** Regular items that still take a worker, per pool (an exam: its items the worker has not answered in this try). */
async function itemsLeftOf(db: Database, pools: PoolRow[], ctx: StandingContext): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  const regular = pools.filter((p) => !isExam(p));
  if (regular.length) {
    const rows = rowsOf<{ pool_id: string; n: number }>(
      await db.execute(sql`select pool_id, count(*)::int as n from task_items
        where pool_id in (${sql.join(regular.map((p) => sql`${p.id}::uuid`), sql`, `)}) and slots_left > 0 and not is_control group by pool_id`),
    );
    for (const r of rows) left.set(r.pool_id, r.n);
  }
  for (const p of pools.filter(isExam)) {
    const w = ctx.workers.get(p.id);
    // A finished try leaves nothing until another try is allowed, which starts from the first item.
    const retry = w?.finishedAt ? examRetryAt(w, ctx.retryHours.get(p.id)).getTime() <= Date.now() : false;
    left.set(p.id, retry ? p.controlCount : w?.finishedAt ? 0 : Math.max(0, p.controlCount - (w?.answered ?? 0)));
  }
  return left;
}

async function presentForWorker(db: Database, pools: PoolRow[], ctx: StandingContext, language: Language): Promise<WorkerPool[]> {
  const [left, files] = await Promise.all([itemsLeftOf(db, pools, ctx), uploadedFilesById(db, pools.flatMap((p) => p.fileIds))]);
  return pools.map((p) => ({
    _id: p.id,
    title: p.title,
    desc: p.desc,
    attachments: uploadedFilesIn(p.fileIds, files),
    reward: p.reward,
    skills: p.skills,
    outputs: p.outputs,
    claimMinutes: p.claimMinutes,
    itemsLeft: left.get(p.id) ?? 0,
    status: p.status,
    isExam: isExam(p),
    me: standingIn(p, ctx, language),
  }));
}

/**
 * The open pools the caller may work on: one of their skills, not blocked, limit not reached, items
 * left. A pool whose exam they have not passed is listed with where they stand (its exam is listed too).
 */
export async function availablePools(db: Database, user: SessionUser): Promise<WorkerPool[]> {
  const { skills } = user;
  if (skills.length === 0) return [];
  const open = await db
    .select()
    .from(taskPools)
    .where(and(eq(taskPools.status, 'open'), sql`${taskPools.skills} && array[${sql.join(skills.map((s) => sql`${s}`), sql`, `)}]::text[]`))
    .orderBy(desc(taskPools.publishedAt))
    .limit(100);
  const ctx = await standingContext(db, user.id, open);
  const pools = await presentForWorker(db, open, ctx, user.language);
  return pools.filter((p) => {
    if (p.me.blocked || p.me.limitReached) return false;
    if (p.isExam && p.me.exam?.finished) return p.me.exam.retryAt !== null && Date.parse(p.me.exam.retryAt) <= Date.now() && (p.me.exam.score ?? 0) < 100;
    return p.itemsLeft > 0;
  });
}

/** One pool as the caller sees it (any pool but a draft), with their standing. */
export async function workerPool(db: Database, user: SessionUser, id: string): Promise<WorkerPool> {
  const pool = await findPool(db, id);
  if (pool.status === 'draft') throw notFound(t.notFound);
  const ctx = await standingContext(db, user.id, [pool]);
  return (await presentForWorker(db, [pool], ctx, user.language))[0];
}

/** The pools the caller has worked in, with their accuracy and earnings in each. */
export async function myPools(db: Database, user: SessionUser): Promise<MyPools['pools']> {
  const rows = await db
    .select({ pool: taskPools })
    .from(taskPoolWorkers)
    .innerJoin(taskPools, eq(taskPools.id, taskPoolWorkers.poolId))
    .where(eq(taskPoolWorkers.workerId, user.id))
    .orderBy(desc(taskPoolWorkers.updatedAt))
    .limit(200);
  const pools = rows.map((r) => r.pool);
  const ctx = await standingContext(db, user.id, pools);
  return pools.map((p) => ({ _id: p.id, title: p.title, status: p.status, me: standingIn(p, ctx, user.language) }));
}

const myAnswersOrder = 'my-answers';
const pageSize = 20;

/** The caller's answers (and claims), newest first, a page at a time. */
export async function myAnswers(db: Database, user: SessionUser, query: { cursor?: string; poolId?: string }): Promise<MyAnswerList> {
  const after = query.cursor ? decodeTimestampCursor(query.cursor, myAnswersOrder) : null;
  const rows = await db
    .select({ answer: taskAnswers, title: taskPools.title })
    .from(taskAnswers)
    .innerJoin(taskPools, eq(taskPools.id, taskAnswers.poolId))
    .where(
      and(
        eq(taskAnswers.workerId, user.id),
        query.poolId ? eq(taskAnswers.poolId, query.poolId) : undefined,
        after ? sql`(${taskAnswers.createdAt}, ${taskAnswers.id}) < (${after.value}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(taskAnswers.createdAt), desc(taskAnswers.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    answers: page.map((r) => presentMyAnswer(r.answer, r.title, user.language)),
    nextCursor: rows.length > pageSize && last ? encodeCursor(myAnswersOrder, last.answer.createdAt.toISOString(), last.answer.id) : null,
  };
}

/** The newest open pools, for the header's "Jobs Posted" (public: titles and rewards only). */
export async function latestPools(db: Database): Promise<LatestPools['pools']> {
  const rows = await db
    .select({ id: taskPools.id, title: taskPools.title, reward: taskPools.reward })
    .from(taskPools)
    .where(eq(taskPools.status, 'open'))
    .orderBy(desc(taskPools.publishedAt))
    .limit(9);
  return rows.map((r) => ({ _id: r.id, title: r.title, reward: r.reward }));
}
