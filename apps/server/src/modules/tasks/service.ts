import { and, desc, eq, sql } from 'drizzle-orm';
import { taskTexts, texts, workerTaskStatuses, type CreateTask, type Task, type TaskList, type TaskListQuery, type TaskStatus, type UpdateTask } from '@market/shared';
import type { Database } from '../../db/client.js';
import { isoTime } from '../../db/iso-time.js';
import { named, preparedRows } from '../../db/prepared.js';
import { submissions } from '../../db/schema/submissions.js';
import { tasks } from '../../db/schema/tasks.js';
import { publish } from '../../platform/events.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { attachFiles, avatarUrl, deleteFileRows, fileUrl } from '../files/index.js';
import { findUserById, userProfiles } from '../users/index.js';
import { canSeeTask } from './policy.js';
import { uploadedFilesById, uploadedFilesIn } from '../files/index.js';
import { resolveFileUrls } from './task-files.js';

export type TaskRow = typeof tasks.$inferSelect;

// A task's columns with its assignee's, in the answer's forms (times as ISO text, the file ids as
// JSON): the list reads them as the driver makes them (preparedRows), the detail through Drizzle,
// which passes these forms through, so both answers are built from one shape.
const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  desc: tasks.desc,
  deadline: isoTime(tasks.deadline),
  status: tasks.status,
  feedback: tasks.feedback,
  reward: tasks.reward,
  fileIds: sql<string[]>`to_json(${tasks.fileIds})`,
  createdAt: isoTime(tasks.createdAt),
  updatedAt: isoTime(tasks.updatedAt),
  assigneeId: userProfiles.id,
  assigneeUsername: userProfiles.username,
  assigneeEmail: userProfiles.email,
  assigneeImgFileId: userProfiles.imgFileId,
};
type TaskAnswerRow = Pick<TaskRow, 'id' | 'title' | 'desc' | 'status' | 'feedback' | 'reward' | 'fileIds'> & {
  deadline: string | null;
  createdAt: string;
  updatedAt: string;
  assigneeId: string | null;
  assigneeUsername: string | null;
  assigneeEmail: string | null;
  assigneeImgFileId: string | null;
};

function toTask(row: TaskAnswerRow, files: Awaited<ReturnType<typeof uploadedFilesById>>): Task {
  return {
    _id: row.id,
    title: row.title,
    desc: row.desc,
    assignee: row.assigneeId ? { _id: row.assigneeId, username: row.assigneeUsername!, email: row.assigneeEmail!, img: avatarUrl(row.assigneeImgFileId) } : null,
    deadline: row.deadline,
    status: row.status,
    feedback: row.feedback,
    reward: row.reward,
    files: row.fileIds.map(fileUrl),
    attachments: uploadedFilesIn(row.fileIds, files),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Task rows turned into API tasks, with one query for all their files. */
async function present(db: Database, rows: TaskAnswerRow[]): Promise<Task[]> {
  const files = await uploadedFilesById(
    db,
    rows.flatMap((r) => r.fileIds),
  );
  return rows.map((r) => toTask(r, files));
}

/**
 * One page of tasks, newest first: all of them, or one assignee's; optionally of one status.
 * Each filter combination has its index (schema/tasks.ts), so the page is read in index order.
 */
export async function listTasks(db: Database, query: TaskListQuery & { assigneeId?: string }): Promise<TaskList> {
  // Prepared, one statement per filter combination: every task page and the dashboard ask for one.
  const byAssignee = Boolean(query.assigneeId);
  const byStatus = Boolean(query.status);
  const shape = `${byAssignee ? '_assignee' : ''}${byStatus ? '_status' : ''}`;
  const where = () =>
    and(
      ...(byAssignee ? [eq(tasks.assigneeId, sql.placeholder('assigneeId'))] : []),
      ...(byStatus ? [eq(tasks.status, sql.placeholder('status'))] : []),
    );
  const countQuery = preparedRows<{ total: number }>(db, `task_count${shape}`, (d) =>
    d
      .select(named({ total: sql<number>`count(*)::int` }))
      .from(tasks)
      .where(where()),
  );
  const pageQuery = preparedRows<TaskAnswerRow>(db, `task_page${shape}`, (d) =>
    d
      .select(named(taskColumns))
      .from(tasks)
      .leftJoin(userProfiles, eq(userProfiles.id, tasks.assigneeId))
      .where(where())
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const values = { assigneeId: query.assigneeId, status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit };
  const [[{ total }], rows] = await Promise.all([countQuery(values), pageQuery(values)]);
  return { tasks: await present(db, rows), totalPages: Math.ceil(total / query.limit) };
}

/** One task's row, or a 404. */
export async function findTaskRow(db: Database, id: string): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  if (!row) throw notFound(taskTexts.notFound);
  return row;
}

/** A task the user may see (the assignee or an admin); 404 for anyone else, so ids reveal nothing. */
export async function getTaskFor(db: Database, user: SessionUser, id: string): Promise<Task> {
  const [row] = await db.select(taskColumns).from(tasks).leftJoin(userProfiles, eq(userProfiles.id, tasks.assigneeId)).where(eq(tasks.id, id)).limit(1);
  // The joined profile's id is the task's assignee (every user has a profile).
  if (!row || !canSeeTask(user, row)) throw notFound(taskTexts.notFound);
  const [task] = await present(db, [row]);
  return task;
}

/** The assignee must exist and be verified (SPEC 1: tasks go to verified users). */
async function checkAssignee(db: Database, id: string) {
  const user = await findUserById(db, id);
  if (!user || !user.isVerified) throw badRequest(taskTexts.assigneeNotVerified, { assignee: taskTexts.assigneeNotVerified });
}

const toDeadline = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Creates a task (admin); its files must be this admin's task uploads not attached elsewhere. */
export async function createTask(db: Database, admin: SessionUser, input: CreateTask): Promise<Task> {
  await checkAssignee(db, input.assignee);
  const fileIds = await resolveFileUrls(db, input.files ?? [], { current: [], ownerId: admin.id, purpose: 'task', selfId: null });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({ title: input.title, desc: input.desc, assigneeId: input.assignee, deadline: toDeadline(input.deadline), reward: input.reward ?? 0, fileIds, createdBy: admin.id })
      .returning({ id: tasks.id });
    await attachFiles(tx, fileIds);
    await publish(tx, 'task.assigned', { taskId: row.id, assigneeId: input.assignee, by: admin.id });
    return row.id;
  });
  return getTaskFor(db, admin, id);
}

export type UpdateOutcome = { message: string };

/**
 * PUT /api/task/:id. An admin edits the task and/or sets any status with feedback (a status
 * change replaces the feedback: it belongs to that review). The assignee may only move their
 * task between To Do and In Progress, and not once it is Complete. Files dropped from the task
 * are deleted; their bytes go after the commit.
 */
export async function updateTask(db: Database, user: SessionUser, id: string, input: UpdateTask): Promise<UpdateOutcome> {
  const keys = Object.keys(input) as (keyof UpdateTask)[];
  if (keys.length === 0) throw badRequest(texts.nothingToChange);
  const task = await findTaskRow(db, id);
  if (!canSeeTask(user, task)) throw notFound(taskTexts.notFound);

  if (!user.isAdmin) {
    if (keys.some((k) => k !== 'status')) throw forbidden(taskTexts.workerFieldsOnly);
    if (!(workerTaskStatuses as readonly string[]).includes(input.status!)) throw forbidden(taskTexts.workerStatusOnly);
    if (task.status === 'Complete') throw conflict(taskTexts.closed);
    await db.update(tasks).set({ status: input.status }).where(eq(tasks.id, id));
    return { message: taskTexts.statusUpdated };
  }

  if (input.assignee !== undefined && input.assignee !== task.assigneeId) await checkAssignee(db, input.assignee);
  const fileIds =
    input.files === undefined
      ? task.fileIds
      : await resolveFileUrls(db, input.files, { current: task.fileIds, ownerId: user.id, purpose: 'task', selfId: task.id });
  const dropped = task.fileIds.filter((f) => !fileIds.includes(f));

  const changes: Partial<typeof tasks.$inferInsert> = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.desc !== undefined && { desc: input.desc }),
    ...(input.assignee !== undefined && { assigneeId: input.assignee }),
    ...(input.deadline !== undefined && { deadline: toDeadline(input.deadline) }),
    ...(input.reward !== undefined && { reward: input.reward }),
    ...(input.files !== undefined && { fileIds }),
    ...(input.status !== undefined && { status: input.status as TaskStatus, feedback: input.feedback ?? '' }),
    ...(input.status === undefined && input.feedback !== undefined && { feedback: input.feedback }),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: tasks.status, assigneeId: tasks.assigneeId, reward: tasks.reward }).from(tasks).where(eq(tasks.id, id)).for('update');
    if (!before) throw notFound(taskTexts.notFound);
    // The reward of approved work is what was paid: it stays.
    if (input.reward !== undefined && input.reward !== before.reward && before.status === 'Complete') throw conflict(taskTexts.rewardLocked);
    await tx.update(tasks).set(changes).where(eq(tasks.id, id));
    await attachFiles(tx, fileIds.filter((f) => !task.fileIds.includes(f)));
    await deleteFileRows(tx, dropped);
    if (input.assignee !== undefined && input.assignee !== before.assigneeId) {
      await publish(tx, 'task.assigned', { taskId: id, assigneeId: input.assignee, by: user.id });
    }
    if (input.status === 'Complete' && before.status !== 'Complete') {
      // What is approved is the work of the assignee the task now has (a submission is its worker's).
      const assigneeId = input.assignee ?? before.assigneeId;
      const [work] = assigneeId
        ? await tx.select({ id: submissions.id }).from(submissions).where(and(eq(submissions.taskId, id), eq(submissions.userId, assigneeId))).limit(1)
        : [];
      if (work) await publish(tx, 'task.approved', { taskId: id, assigneeId, submissionId: work.id, by: user.id, reward: input.reward ?? before.reward });
    }
    // 'In Complete' set by an admin on assigned work: it goes back to its worker, with the feedback.
    const assigneeNow = input.assignee ?? before.assigneeId;
    if (input.status === 'In Complete' && before.status !== 'In Complete' && assigneeNow) {
      await publish(tx, 'task.sent_back', { taskId: id, assigneeId: assigneeNow, by: user.id, feedback: input.feedback ?? '' });
    }
  });
  const onlyReview = keys.every((k) => k === 'status' || k === 'feedback');
  return { message: onlyReview ? taskTexts.statusUpdated : taskTexts.updated };
}

/** Deletes a task with its submissions (every worker's) and the rows of their files (their bytes after the commit). */
export async function deleteTask(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update').limit(1);
    if (!task) throw notFound(taskTexts.notFound);
    const work = await tx.select({ fileIds: submissions.fileIds }).from(submissions).where(eq(submissions.taskId, id));
    // The submissions go with the task (ON DELETE CASCADE); then nothing references the files.
    await tx.delete(tasks).where(eq(tasks.id, id));
    await deleteFileRows(tx, [...task.fileIds, ...work.flatMap((w) => w.fileIds)]);
  });
}
