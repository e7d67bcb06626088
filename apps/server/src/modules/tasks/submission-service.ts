import { and, desc, eq } from 'drizzle-orm';
import { taskTexts, type CreateSubmission, type Submission, type UpdateSubmission, type WorkerSubmission } from '@market/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { submissions } from '../../db/schema/submissions.js';
import { tasks } from '../../db/schema/tasks.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import type { SessionUser } from '../../plugins/auth.js';
import { attachFiles, avatarUrl, deleteFileRows, fileUrl } from '../files/index.js';
import { userProfiles } from '../users/index.js';
import { canSeeTask, canSubmitWork } from './policy.js';
import { findTaskRow, type TaskRow } from './service.js';
import { uploadedFilesById, uploadedFilesIn } from '../files/index.js';
import { resolveFileUrls } from './task-files.js';

type SubmissionRow = typeof submissions.$inferSelect;

const toSubmission = (row: SubmissionRow, files: Awaited<ReturnType<typeof uploadedFilesById>>): Submission => ({
  _id: row.id,
  taskId: row.taskId,
  userId: row.userId,
  desc: row.desc,
  files: row.fileIds.map(fileUrl),
  attachments: uploadedFilesIn(row.fileIds, files),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const present = async (db: Database, row: SubmissionRow) => toSubmission(row, await uploadedFilesById(db, row.fileIds));

/** One worker's submission for a task (a submission belongs to the worker who made it). */
const findOwn = async (db: Database, taskId: string, userId: string) =>
  (await db.select().from(submissions).where(and(eq(submissions.taskId, taskId), eq(submissions.userId, userId))).limit(1))[0];

/**
 * The work the task's current assignee submitted, or null: for the assignee and admins (404 for
 * anyone else). A reassigned task starts fresh: its earlier workers' submissions are not shown here.
 */
export async function getSubmissionFor(db: Database, user: SessionUser, taskId: string): Promise<Submission | null> {
  const task = await findTaskRow(db, taskId);
  if (!canSeeTask(user, task)) throw notFound(taskTexts.notFound);
  const row = task.assigneeId ? await findOwn(db, taskId, task.assigneeId) : undefined;
  return row ? present(db, row) : null;
}

/** Every submission of a task, newest first, earlier assignees' included (admins; read-only). */
export async function listSubmissions(db: Database, taskId: string): Promise<WorkerSubmission[]> {
  await findTaskRow(db, taskId);
  const rows = await db
    .select({ submission: submissions, worker: { id: userProfiles.id, username: userProfiles.username, imgFileId: userProfiles.imgFileId } })
    .from(submissions)
    .innerJoin(userProfiles, eq(userProfiles.id, submissions.userId))
    .where(eq(submissions.taskId, taskId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  const files = await uploadedFilesById(db, rows.flatMap((r) => r.submission.fileIds));
  return rows.map(({ submission, worker }) => ({
    ...toSubmission(submission, files),
    worker: { _id: worker.id, username: worker.username, img: avatarUrl(worker.imgFileId) },
  }));
}

/** Only the assignee submits; an admin who is not the assignee may look but not submit. */
function checkSubmitter(user: SessionUser, task: TaskRow) {
  if (canSubmitWork(user, task)) return;
  if (user.isAdmin) throw forbidden();
  throw notFound(taskTexts.notFound);
}

/**
 * Locks the task row for the rest of the transaction; refuses once the worker is no longer its
 * assignee or it is Complete (an admin may have just reassigned or approved it).
 */
async function lockOpenTask(tx: Database, taskId: string, workerId: string) {
  const [locked] = await tx.select({ status: tasks.status, assigneeId: tasks.assigneeId }).from(tasks).where(eq(tasks.id, taskId)).for('update').limit(1);
  if (!locked || locked.assigneeId !== workerId) throw notFound(taskTexts.notFound);
  if (locked.status === 'Complete') throw conflict(taskTexts.closed);
}

/** Creates the submission and writes its status to the task, in one transaction (409 when one exists or the task is complete). */
export async function createSubmission(db: Database, user: SessionUser, input: CreateSubmission): Promise<Submission> {
  const task = await findTaskRow(db, input.id);
  checkSubmitter(user, task);
  if (task.status === 'Complete') throw conflict(taskTexts.closed);
  if (await findOwn(db, task.id, user.id)) throw conflict(taskTexts.alreadySubmitted);
  const fileIds = await resolveFileUrls(db, input.files ?? [], { current: [], ownerId: user.id, purpose: 'submission', selfId: null });
  try {
    const row = await db.transaction(async (tx) => {
      await lockOpenTask(tx, task.id, user.id);
      const [created] = await tx.insert(submissions).values({ taskId: task.id, userId: user.id, desc: input.desc, fileIds, status: input.status }).returning();
      await attachFiles(tx, fileIds);
      await tx.update(tasks).set({ status: input.status }).where(eq(tasks.id, task.id));
      await publish(tx, 'task.submitted', { taskId: task.id, workerId: user.id, submissionId: created.id });
      return created;
    });
    return present(db, row);
  } catch (err) {
    // Two submits at once: the unique (task_id, user_id) lets only one through.
    if (isUniqueViolation(err)) throw conflict(taskTexts.alreadySubmitted);
    throw err;
  }
}

/**
 * Updates the submission and the task's status in one transaction; closed (409) once the task is
 * Complete. Files dropped from the submission are deleted (their bytes after the commit).
 */
export async function updateSubmission(
  db: Database,
  user: SessionUser,
  submissionId: string,
  input: UpdateSubmission,
): Promise<Submission> {
  const [current] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!current) throw notFound(taskTexts.submissionNotFound);
  const task = await findTaskRow(db, current.taskId);
  if (!canSeeTask(user, task)) throw notFound(taskTexts.submissionNotFound);
  checkSubmitter(user, task);
  // The work of an earlier assignee stays theirs: the new one starts their own.
  if (current.userId !== user.id) throw notFound(taskTexts.submissionNotFound);
  if (input.id !== undefined && input.id !== task.id) throw badRequest(taskTexts.submissionOtherTask, { id: taskTexts.submissionOtherTask });
  if (task.status === 'Complete') throw conflict(taskTexts.closed);

  const fileIds = await resolveFileUrls(db, input.files ?? [], { current: current.fileIds, ownerId: user.id, purpose: 'submission', selfId: current.id });
  const dropped = current.fileIds.filter((f) => !fileIds.includes(f));
  const row = await db.transaction(async (tx) => {
    await lockOpenTask(tx, task.id, user.id);
    const [updated] = await tx
      .update(submissions)
      .set({ desc: input.desc, fileIds, status: input.status })
      .where(eq(submissions.id, current.id))
      .returning();
    await tx.update(tasks).set({ status: input.status }).where(eq(tasks.id, task.id));
    await attachFiles(tx, fileIds.filter((f) => !current.fileIds.includes(f)));
    await deleteFileRows(tx, dropped);
    await publish(tx, 'task.submitted', { taskId: task.id, workerId: user.id, submissionId: current.id });
    return updated;
  });
  return present(db, row);
}
