import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { PoolOutput, PoolWorker, ReviewAnswer, ReviewAnswerList } from '@market/shared';
import type { Database } from '../../db/client.js';
import { taskAnswers, taskItems, taskPoolBlocks, taskPoolWorkers } from '../../db/schema/task-pools.js';
import { csvLine } from '../../lib/csv.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { uploadedFilesById, uploadedFilesIn } from '../files/index.js';
import { userProfiles } from '../users/index.js';
import { findPool, type PoolRow } from './pools.js';
import { accuracyOf } from './standing.js';

type Agreement = { majority: Record<string, string> | null; agreement: number | null };

/** The answers that count toward an item's result: given and not rejected. */
const counted = inArray(taskAnswers.status, ['pending', 'accepted']);

/**
 * For each item, the most given value of each choice field and the share (percent) of answers
 * that agree with it on every choice field. Only for pools with overlap above 1 and a choice field.
 */
async function agreementOf(db: Database, pool: PoolRow, itemIds: string[]): Promise<Map<string, Agreement>> {
  const choices = pool.outputs.filter((o) => o.type === 'choice');
  const result = new Map<string, Agreement>();
  if (pool.overlap < 2 || choices.length === 0 || itemIds.length === 0) return result;
  const rows = await db
    .select({ itemId: taskAnswers.itemId, outputs: taskAnswers.outputs })
    .from(taskAnswers)
    .where(and(inArray(taskAnswers.itemId, itemIds), counted));
  const byItem = new Map<string, Record<string, string>[]>();
  for (const r of rows) byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), r.outputs]);
  for (const [itemId, answers] of byItem) result.set(itemId, agreementAmong(answers, choices));
  return result;
}

function agreementAmong(answers: Record<string, string>[], choices: PoolOutput[]): Agreement {
  const majority: Record<string, string> = {};
  for (const o of choices) {
    const counts = new Map<string, number>();
    for (const a of answers) if (a[o.name]) counts.set(a[o.name], (counts.get(a[o.name]) ?? 0) + 1);
    const top = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0];
    if (top) majority[o.name] = top[0];
  }
  const agreeing = answers.filter((a) => choices.every((o) => !majority[o.name] || a[o.name] === majority[o.name])).length;
  return { majority, agreement: answers.length ? Math.round((agreeing * 100) / answers.length) : null };
}

const reviewOrder = 'pool-answers';

/** A pool's answers for review, newest answered first, with each item, its gold and agreement. */
export async function poolAnswers(db: Database, poolId: string, query: { status?: 'pending' | 'accepted' | 'rejected' | 'flagged'; cursor?: string; limit: number }): Promise<ReviewAnswerList> {
  const pool = await findPool(db, poolId);
  const after = query.cursor ? decodeTimestampCursor(query.cursor, reviewOrder) : null;
  const status = query.status === 'flagged' ? 'pending' : query.status;
  const rows = await db
    .select({ answer: taskAnswers, item: { id: taskItems.id, line: taskItems.line, inputs: taskItems.inputs, gold: taskItems.gold, isControl: taskItems.isControl }, username: userProfiles.username })
    .from(taskAnswers)
    .innerJoin(taskItems, eq(taskItems.id, taskAnswers.itemId))
    .innerJoin(userProfiles, eq(userProfiles.id, taskAnswers.workerId))
    .where(
      and(
        eq(taskAnswers.poolId, poolId),
        status ? eq(taskAnswers.status, status) : inArray(taskAnswers.status, ['pending', 'accepted', 'rejected']),
        query.status === 'flagged' ? eq(taskAnswers.flagged, true) : undefined,
        after ? sql`(${taskAnswers.answeredAt}, ${taskAnswers.id}) < (${after.value}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(taskAnswers.answeredAt), desc(taskAnswers.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [agreements, files] = await Promise.all([
    agreementOf(db, pool, [...new Set(page.map((r) => r.item.id))]),
    uploadedFilesById(db, page.flatMap((r) => r.answer.fileIds)),
  ]);
  const answers: ReviewAnswer[] = page.map(({ answer: a, item, username }) => ({
    _id: a.id,
    status: a.status,
    worker: { _id: a.workerId, username },
    item: { _id: item.id, line: item.line, inputs: item.inputs, isControl: item.isControl, gold: item.gold, ...(agreements.get(item.id) ?? { majority: null, agreement: null }) },
    outputs: a.outputs,
    files: Object.fromEntries(Object.entries(a.files).map(([name, ids]) => [name, uploadedFilesIn(ids, files)])),
    correct: a.correct,
    flagged: a.flagged,
    reason: a.reason,
    answeredAt: a.answeredAt?.toISOString() ?? null,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
  }));
  const last = page.at(-1);
  return { answers, nextCursor: rows.length > query.limit && last?.answer.answeredAt ? encodeCursor(reviewOrder, last.answer.answeredAt.toISOString(), last.answer.id) : null };
}

/** The workers of a pool with their figures and blocks, most answers first. */
export async function poolWorkers(db: Database, poolId: string): Promise<PoolWorker[]> {
  await findPool(db, poolId);
  const rows = await db
    .select({ w: taskPoolWorkers, username: userProfiles.username })
    .from(taskPoolWorkers)
    .innerJoin(userProfiles, eq(userProfiles.id, taskPoolWorkers.workerId))
    .where(eq(taskPoolWorkers.poolId, poolId))
    .orderBy(desc(taskPoolWorkers.answered))
    .limit(500);
  const ids = rows.map((r) => r.w.workerId);
  const blocks = ids.length
    ? await db
        .select({ userId: taskPoolBlocks.userId, poolId: taskPoolBlocks.poolId, reason: taskPoolBlocks.reason })
        .from(taskPoolBlocks)
        .where(and(inArray(taskPoolBlocks.userId, ids), or(eq(taskPoolBlocks.poolId, poolId), sql`${taskPoolBlocks.poolId} is null`)))
    : [];
  return rows.map(({ w, username }) => {
    const block = blocks.find((b) => b.userId === w.workerId && b.poolId === poolId) ?? blocks.find((b) => b.userId === w.workerId);
    return {
      _id: w.workerId,
      username,
      answered: w.answered,
      accepted: w.accepted,
      rejected: w.rejected,
      accuracy: accuracyOf(w),
      blocked: block ? { reason: block.reason, all: block.poolId === null } : null,
    };
  });
}

/**
 * The results as CSV, one line per item in pool order: its inputs, control flag, for choice fields
 * the majority and the agreement, then each answer that counts ("worker: field=value; ..."),
 * streamed a thousand items at a time.
 */
export async function* resultsCsv(db: Database, poolId: string): AsyncGenerator<string> {
  const pool = await findPool(db, poolId);
  const [first] = await db.select({ inputs: taskItems.inputs }).from(taskItems).where(eq(taskItems.poolId, poolId)).orderBy(asc(taskItems.line)).limit(1);
  const inputColumns = Object.keys(first?.inputs ?? {});
  const choices = pool.outputs.filter((o) => o.type === 'choice');
  yield csvLine(['line', ...inputColumns, 'control', ...choices.map((o) => `majority:${o.name}`), 'agreement', ...Array.from({ length: pool.overlap }, (_, i) => `answer_${i + 1}`)]);
  let afterLine = 0;
  for (;;) {
    const items = await db
      .select({ id: taskItems.id, line: taskItems.line, inputs: taskItems.inputs, isControl: taskItems.isControl })
      .from(taskItems)
      .where(and(eq(taskItems.poolId, poolId), gt(taskItems.line, afterLine)))
      .orderBy(asc(taskItems.line))
      .limit(1000);
    if (items.length === 0) return;
    afterLine = items.at(-1)!.line;
    const answers = await db
      .select({ itemId: taskAnswers.itemId, outputs: taskAnswers.outputs, status: taskAnswers.status, username: userProfiles.username })
      .from(taskAnswers)
      .innerJoin(userProfiles, eq(userProfiles.id, taskAnswers.workerId))
      .where(and(inArray(taskAnswers.itemId, items.map((i) => i.id)), counted))
      .orderBy(asc(taskAnswers.answeredAt));
    const byItem = new Map<string, typeof answers>();
    for (const a of answers) byItem.set(a.itemId, [...(byItem.get(a.itemId) ?? []), a]);
    let chunk = '';
    for (const item of items) {
      const given = byItem.get(item.id) ?? [];
      const { majority, agreement } = choices.length ? agreementAmong(given.map((a) => a.outputs), choices) : { majority: null, agreement: null };
      // Control items are answered by every worker: the first `overlap` answers are listed.
      const listed = given.slice(0, Math.max(pool.overlap, 1));
      chunk += csvLine([
        item.line,
        ...inputColumns.map((c) => item.inputs[c] ?? ''),
        item.isControl ? 'yes' : 'no',
        ...choices.map((o) => majority?.[o.name] ?? ''),
        given.length ? (agreement ?? '') : '',
        ...Array.from({ length: pool.overlap }, (_, i) => {
          const a = listed[i];
          return a ? `${a.username}: ${Object.entries(a.outputs).map(([k, v]) => `${k}=${v}`).join('; ')}${a.status === 'pending' ? ' (pending)' : ''}` : '';
        }),
      ]);
    }
    yield chunk;
  }
}
