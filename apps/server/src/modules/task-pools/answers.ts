import { and, eq, sql } from 'drizzle-orm';
import { answerInputSchema, poolLimits, taskPoolTexts as t, type AnswerInput, type Language, type MyAnswer, type PoolOutput } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { taskAnswers, taskItems, taskPoolBlocks, taskPoolWorkers } from '../../db/schema/task-pools.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import { scheduleJob } from '../../platform/jobs.js';
import type { SessionUser } from '../../plugins/auth.js';
import { storedTextIn } from '../../plugins/language.js';
import { attachFiles } from '../files/index.js';
import { endClaim, findClaim } from './claims.js';
import { resolveFiles } from './files.js';
import { findPool, isExam, type PoolRow } from './pools.js';
import { autoAcceptJobType, autoAcceptKey } from './review.js';
import { accuracyOf, blocksOf } from './standing.js';

type AnswerRow = typeof taskAnswers.$inferSelect;

/** One of the worker's answers; a reason the app wrote (a wrong control answer) in the worker's language. */
export const presentMyAnswer = (a: AnswerRow, poolTitle: string, language: Language): MyAnswer => ({
  _id: a.id,
  pool: { _id: a.poolId, title: poolTitle },
  itemId: a.itemId,
  status: a.status,
  reason: a.reason === null ? null : storedTextIn(a.reason, language),
  reward: a.reward !== null && a.status === 'accepted' ? { amount: a.reward * 100, currency: 'PKR' } : null,
  answeredAt: a.answeredAt?.toISOString() ?? null,
  reviewedAt: a.reviewedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
});

/** The answer checked against the pool's fields: values by name (a choice as its option's own spelling); field errors as a 400. */
function checkOutputs(outputs: PoolOutput[], input: { outputs: Record<string, string>; files: Record<string, string[]> }) {
  const fields: Record<string, string> = {};
  const values: Record<string, string> = {};
  const known = new Map(outputs.map((o) => [o.name, o]));
  for (const name of [...Object.keys(input.outputs), ...Object.keys(input.files)]) if (!known.has(name)) fields[name] = t.answerUnknownField(name);
  for (const o of outputs) {
    if (o.type === 'files') {
      if (o.required && !(input.files[o.name]?.length)) fields[o.name] = t.answerRequired(o.label);
      continue;
    }
    if (input.files[o.name]) fields[o.name] = t.answerUnknownField(o.name);
    const value = (input.outputs[o.name] ?? '').trim();
    if (!value) {
      if (o.required) fields[o.name] = t.answerRequired(o.label);
      continue;
    }
    if (value.length > poolLimits.valueMax) fields[o.name] = t.answerTooLong(o.label);
    if (o.type === 'choice') {
      const option = o.options?.find((x) => x.toLowerCase() === value.toLowerCase());
      if (!option) fields[o.name] = t.answerNotOption(o.label);
      else values[o.name] = option;
    } else values[o.name] = value;
  }
  const wrong = Object.values(fields);
  if (wrong.length) throw badRequest(wrong[0], fields);
  return values;
}

/** A control answer is right when every expected value matches (case and outer spaces aside). */
const matchesGold = (gold: Record<string, string>, values: Record<string, string>) =>
  Object.entries(gold).every(([name, expected]) => (values[name] ?? '').trim().toLowerCase() === expected.trim().toLowerCase());

/**
 * A worker whose accuracy on control items fell below the pool's minimum (after enough of them)
 * is blocked from the pool, and their answers waiting for review are kept from the timer.
 */
async function blockIfInaccurate(tx: Transaction, pool: PoolRow, workerId: string, w: { controlTotal: number; controlCorrect: number }) {
  if (isExam(pool) || pool.minAccuracy === 0 || w.controlTotal < poolLimits.controlsBeforeBlock) return;
  const accuracy = accuracyOf(w)!;
  if (accuracy >= pool.minAccuracy) return;
  const reason = t.autoBlockReason(accuracy, pool.minAccuracy);
  const made = await tx.insert(taskPoolBlocks).values({ poolId: pool.id, userId: workerId, reason }).onConflictDoNothing().returning({ id: taskPoolBlocks.id });
  if (!made.length) return;
  await flagPending(tx, workerId, pool.id);
  await publish(tx, 'task_pool.worker_blocked', { poolId: pool.id, title: pool.title, workerId, reason, by: null });
}

/** Marks the worker's answers waiting for review (in one pool, or every pool) for an admin's look: the timer leaves them. */
export const flagPending = (tx: Transaction, workerId: string, poolId: string | null) =>
  tx.execute(sql`update task_answers set flagged = true where worker_id = ${workerId} and status = 'pending' ${poolId ? sql`and pool_id = ${poolId}` : sql``}`);

/**
 * The holder answers their item before the claim runs out. A regular answer waits for review (and
 * is accepted by itself after the pool's review time); a control answer is checked at once, paid
 * when right, and counts toward the worker's accuracy.
 */
export async function answerItem(db: Database, user: SessionUser, itemId: string, body: AnswerInput): Promise<MyAnswer> {
  const input = answerInputSchema.parse(body);
  const claim = await findClaim(db, user.id, itemId);
  if (claim.expiresAt.getTime() <= Date.now()) {
    await db.transaction((tx) => endClaim(tx, claim.id, 'expired', true));
    throw conflict(t.claimExpired);
  }
  const pool = await findPool(db, claim.poolId);
  if (pool.status === 'closed') throw conflict(t.alreadyClosed);
  const blocks = await blocksOf(db, user.id, [pool.id]);
  const blocked = blocks.get(pool.id) ?? blocks.get('all');
  if (blocked) throw forbidden(t.blockedFromPool(blocked));
  const values = checkOutputs(pool.outputs, input);
  const files: Record<string, string[]> = {};
  for (const [name, urls] of Object.entries(input.files)) files[name] = await resolveFiles(db, urls, { current: [], ownerId: user.id, purpose: 'submission' });
  const fileIds = [...new Set(Object.values(files).flat())];
  const [item] = await db.select({ gold: taskItems.gold }).from(taskItems).where(eq(taskItems.id, itemId)).limit(1);

  const row = await db.transaction(async (tx) => {
    const correct = claim.isControl ? matchesGold(item?.gold ?? {}, values) : null;
    const status = correct === null ? 'pending' : correct ? 'accepted' : 'rejected';
    const [answered] = await tx
      .update(taskAnswers)
      .set({
        status,
        outputs: values,
        files,
        fileIds,
        correct,
        reason: correct === false ? t.controlWrong : null,
        reward: correct ? pool.reward : null,
        answeredAt: new Date(),
        reviewedAt: correct === null ? null : new Date(),
      })
      .where(and(eq(taskAnswers.id, claim.id), eq(taskAnswers.status, 'claimed'), sql`${taskAnswers.expiresAt} > now()`))
      .returning();
    if (!answered) throw conflict(t.claimExpired);
    await attachFiles(tx, fileIds);

    const control = claim.isControl ? 1 : 0;
    const right = correct ? 1 : 0;
    const [w] = await tx
      .insert(taskPoolWorkers)
      .values({ poolId: pool.id, workerId: user.id, attempt: claim.attempt, answered: 1, controlTotal: control, controlCorrect: right, accepted: right, rejected: correct === false ? 1 : 0, earned: correct ? pool.reward : 0 })
      .onConflictDoUpdate({
        target: [taskPoolWorkers.poolId, taskPoolWorkers.workerId],
        set: {
          answered: sql`${taskPoolWorkers.answered} + 1`,
          controlTotal: sql`${taskPoolWorkers.controlTotal} + ${control}`,
          controlCorrect: sql`${taskPoolWorkers.controlCorrect} + ${right}`,
          accepted: sql`${taskPoolWorkers.accepted} + ${right}`,
          rejected: sql`${taskPoolWorkers.rejected} + ${correct === false ? 1 : 0}`,
          earned: sql`${taskPoolWorkers.earned} + ${correct ? pool.reward : 0}`,
        },
      })
      .returning();

    if (correct) await publish(tx, 'task_answer.accepted', { answerId: claim.id, poolId: pool.id, itemId, workerId: user.id, reward: pool.reward, by: null });
    if (claim.isControl) await blockIfInaccurate(tx, pool, user.id, w);
    if (isExam(pool) && w.answered >= Math.min(pool.controlCount, pool.perWorkerLimit ?? Infinity)) {
      const score = accuracyOf(w) ?? 0;
      await tx.execute(sql`update task_pool_workers set finished_at = now(), best_score = greatest(coalesce(best_score, 0), ${score})
        where pool_id = ${pool.id} and worker_id = ${user.id}`);
    }
    if (status === 'pending') {
      const due = new Date(answered.answeredAt!.getTime() + pool.reviewHours * 3_600_000);
      await scheduleJob(tx, { type: autoAcceptJobType, key: autoAcceptKey(claim.id, null), runAt: due, payload: { answerId: claim.id } });
    }
    return answered;
  });
  return presentMyAnswer(row, pool.title, user.language);
}
