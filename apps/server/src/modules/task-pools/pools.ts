import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  createPoolSchema,
  updatePoolSchema,
  openPoolFields,
  plannedCost,
  taskPoolTexts as t,
  type CreatePool,
  type Pool,
  type PoolProgress,
  type UpdatePool,
} from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { taskItems, taskPools } from '../../db/schema/task-pools.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import type { SessionUser } from '../../plugins/auth.js';
import { attachFiles, deleteFileRows, fileUrl, uploadedFilesById, uploadedFilesIn } from '../files/index.js';
import { resolveFiles } from './files.js';

export type PoolRow = typeof taskPools.$inferSelect;

/** Every item is a control item: the pool is an exam. */
export const isExam = (p: Pick<PoolRow, 'itemCount' | 'controlCount'>) => p.controlCount > 0 && p.itemCount === 0;

export async function findPool(db: Database | Transaction, id: string): Promise<PoolRow> {
  const [row] = await db.select().from(taskPools).where(eq(taskPools.id, id)).limit(1);
  if (!row) throw notFound(t.notFound);
  return row;
}

/** The pool row locked for the rest of the transaction (its status and settings hold while a change is made). */
export async function lockPool(tx: Transaction, id: string): Promise<PoolRow> {
  const [row] = await tx.select().from(taskPools).where(eq(taskPools.id, id)).for('update').limit(1);
  if (!row) throw notFound(t.notFound);
  return row;
}

const emptyProgress = (p: PoolRow): PoolProgress => ({
  items: p.itemCount,
  itemsDone: 0,
  controlItems: p.controlCount,
  toReview: 0,
  accepted: 0,
  rejected: 0,
  costPlanned: { amount: plannedCost({ items: p.itemCount, overlap: p.overlap, reward: p.reward }), currency: 'PKR' },
  costSpent: { amount: 0, currency: 'PKR' },
});

/** Progress of many pools in two grouped queries: answers by status, and items whose overlap is all accepted. */
async function progressOf(db: Database, pools: PoolRow[]): Promise<Map<string, PoolProgress>> {
  const byId = new Map(pools.map((p) => [p.id, emptyProgress(p)]));
  if (pools.length === 0) return byId;
  const ids = sql.join(pools.map((p) => sql`${p.id}::uuid`), sql`, `);
  const [answers, done] = await Promise.all([
    db.execute(sql`select pool_id, status, count(*)::int as n, coalesce(sum(reward), 0)::bigint as rewards
      from task_answers where pool_id in (${ids}) and status in ('pending', 'accepted', 'rejected') group by pool_id, status`),
    db.execute(sql`select i.pool_id, count(*)::int as n from task_items i join task_pools p on p.id = i.pool_id
      where i.pool_id in (${ids}) and not i.is_control and i.accepted >= p.overlap group by i.pool_id`),
  ]);
  for (const r of rowsOf<{ pool_id: string; status: string; n: number; rewards: string | number }>(answers)) {
    const p = byId.get(r.pool_id)!;
    if (r.status === 'pending') p.toReview = r.n;
    if (r.status === 'rejected') p.rejected = r.n;
    if (r.status === 'accepted') {
      p.accepted = r.n;
      p.costSpent = { amount: Number(r.rewards) * 100, currency: 'PKR' };
    }
  }
  for (const r of rowsOf<{ pool_id: string; n: number }>(done)) byId.get(r.pool_id)!.itemsDone = r.n;
  return byId;
}

/** Pools as admins see them, with progress, attachments and the exam each one requires. */
export async function presentPools(db: Database, rows: PoolRow[]): Promise<Pool[]> {
  const examIds = [...new Set(rows.flatMap((r) => (r.qualification ? [r.qualification.poolId] : [])))];
  const [progress, files, exams] = await Promise.all([
    progressOf(db, rows),
    uploadedFilesById(db, rows.flatMap((r) => r.fileIds)),
    examIds.length ? db.select({ id: taskPools.id, title: taskPools.title }).from(taskPools).where(inArray(taskPools.id, examIds)) : Promise.resolve([]),
  ]);
  const examTitles = new Map(exams.map((e) => [e.id, e.title]));
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    desc: r.desc,
    files: r.fileIds.map(fileUrl),
    attachments: uploadedFilesIn(r.fileIds, files),
    reward: r.reward,
    skills: r.skills,
    outputs: r.outputs,
    overlap: r.overlap,
    claimMinutes: r.claimMinutes,
    reviewHours: r.reviewHours,
    perWorkerLimit: r.perWorkerLimit,
    controlRate: r.controlRate,
    minAccuracy: r.minAccuracy,
    qualification: r.qualification ? { ...r.qualification, title: examTitles.get(r.qualification.poolId) ?? '' } : null,
    status: r.status,
    isExam: isExam(r),
    progress: progress.get(r.id)!,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export const presentPool = async (db: Database, row: PoolRow) => (await presentPools(db, [row]))[0];

export async function listPools(db: Database): Promise<Pool[]> {
  const rows = await db.select().from(taskPools).orderBy(desc(taskPools.createdAt), desc(taskPools.id)).limit(500);
  return presentPools(db, rows);
}

/** A qualification names another pool that is an exam (or a draft that may become one: checked again at publish). */
async function checkQualification(db: Database | Transaction, poolId: string | null, q: CreatePool['qualification'], publishing = false) {
  if (!q) return;
  if (q.poolId === poolId) throw badRequest(t.qualificationSelf, { qualification: t.qualificationSelf });
  const [exam] = await db.select().from(taskPools).where(eq(taskPools.id, q.poolId)).limit(1);
  if (!exam || exam.itemCount > 0 || exam.qualification || (publishing && exam.controlCount === 0)) throw badRequest(t.qualificationNotExam, { qualification: t.qualificationNotExam });
}

export async function createPool(db: Database, admin: SessionUser, input: CreatePool): Promise<Pool> {
  const fields = createPoolSchema.parse(input);
  await checkQualification(db, null, fields.qualification);
  const fileIds = await resolveFiles(db, fields.files, { current: [], ownerId: admin.id, purpose: 'task' });
  const row = await db.transaction(async (tx) => {
    const { files: _files, ...settings } = fields;
    const [created] = await tx.insert(taskPools).values({ ...settings, fileIds, createdBy: admin.id }).returning();
    await attachFiles(tx, fileIds);
    return created;
  });
  return presentPool(db, row);
}

/** A draft changes any field; an open or paused pool only its title, instructions, review time and limit. */
export async function updatePool(db: Database, admin: SessionUser, id: string, body: UpdatePool): Promise<{ pool: Pool; reviewHoursChanged: boolean }> {
  const input = updatePoolSchema.parse(body);
  const current = await findPool(db, id);
  if (current.status === 'closed') throw conflict(t.alreadyClosed);
  if (current.status !== 'draft') {
    const extra = Object.keys(input).filter((k) => !(openPoolFields as readonly string[]).includes(k));
    if (extra.length) throw badRequest(t.openFieldsOnly, Object.fromEntries(extra.map((k) => [k, t.openFieldsOnly])));
  }
  if (input.qualification !== undefined) await checkQualification(db, id, input.qualification);
  const fileIds = input.files ? await resolveFiles(db, input.files, { current: current.fileIds, ownerId: admin.id, purpose: 'task' }) : current.fileIds;
  const dropped = current.fileIds.filter((f) => !fileIds.includes(f));
  const { files: _files, ...changes } = input;
  const row = await db.transaction(async (tx) => {
    const locked = await lockPool(tx, id);
    if (locked.status !== current.status) throw conflict(t.draftOnly);
    const [updated] = await tx.update(taskPools).set({ ...changes, fileIds }).where(eq(taskPools.id, id)).returning();
    // A draft has no claims yet: its items take the new overlap as it is.
    if (locked.status === 'draft' && updated.overlap !== locked.overlap) {
      await tx.update(taskItems).set({ slotsLeft: updated.overlap }).where(and(eq(taskItems.poolId, id), eq(taskItems.isControl, false)));
    }
    await attachFiles(tx, fileIds.filter((f) => !current.fileIds.includes(f)));
    await deleteFileRows(tx, dropped);
    return updated;
  });
  return { pool: await presentPool(db, row), reviewHoursChanged: input.reviewHours !== undefined && input.reviewHours !== current.reviewHours };
}

/** draft -> open (with items, its exam an exam), paused -> open; workers with one of its skills are told. */
export async function publishPool(db: Database, id: string): Promise<Pool> {
  const row = await db.transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    if (pool.status === 'open') return pool;
    if (pool.status === 'closed') throw conflict(t.alreadyClosed);
    if (pool.itemCount + pool.controlCount === 0) throw conflict(t.noItems);
    if (pool.status === 'draft') await checkQualification(tx, id, pool.qualification, true);
    const first = pool.status === 'draft';
    const [opened] = await tx
      .update(taskPools)
      .set({ status: 'open', publishedAt: pool.publishedAt ?? new Date() })
      .where(eq(taskPools.id, id))
      .returning();
    if (first) await publish(tx, 'task_pool.opened', { poolId: id, title: pool.title, skills: pool.skills });
    return opened;
  });
  return presentPool(db, row);
}

/** open -> paused (claims stop; held items may still be answered) and anything but closed -> closed. */
export async function setPoolStatus(db: Database, id: string, to: 'paused' | 'closed'): Promise<Pool> {
  const row = await db.transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    if (pool.status === 'closed') throw conflict(t.alreadyClosed);
    if (to === 'paused' && pool.status !== 'open') throw conflict(t.notPaused);
    const [changed] = await tx.update(taskPools).set({ status: to }).where(and(eq(taskPools.id, id))).returning();
    return changed;
  });
  return presentPool(db, row);
}
