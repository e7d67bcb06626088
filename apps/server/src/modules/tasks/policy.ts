import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/submissions.js';
import { tasks } from '../../db/schema/tasks.js';
import type { FileRow } from '../files/index.js';
import type { SessionUser } from '../../plugins/auth.js';

/** The task area's object rules: the pure ones are shared with the web app. */
export { canListAssignedTasks, canSeeTask, canSubmitWork } from '@market/shared';

/**
 * Whether the user is the assignee of the task that holds this file: a task file in the task's
 * files, or a submission file in their own work for it (an earlier assignee's work is not theirs to
 * read). Uses the GIN indexes on file_ids.
 */
async function assigneeHoldsFile(db: Database, userId: string, fileId: string, purpose: string): Promise<boolean> {
  const holds = (column: typeof tasks.fileIds | typeof submissions.fileIds) => sql`${column} @> array[${fileId}]::uuid[]`;
  const rows =
    purpose === 'task'
      ? await db
          .select({ one: sql<number>`1` })
          .from(tasks)
          .where(and(holds(tasks.fileIds), eq(tasks.assigneeId, userId)))
          .limit(1)
      : await db
          .select({ one: sql<number>`1` })
          .from(submissions)
          .innerJoin(tasks, eq(tasks.id, submissions.taskId))
          .where(and(holds(submissions.fileIds), eq(submissions.userId, userId), eq(tasks.assigneeId, userId)))
          .limit(1);
  return rows.length > 0;
}

/** The files module's question for task and submission files: a verified assignee of the task holding it may read it. */
export const mayReadTaskFile = async (db: Database, user: SessionUser, file: FileRow): Promise<boolean> =>
  user.isVerified && assigneeHoldsFile(db, user.id, file.id, file.purpose);
