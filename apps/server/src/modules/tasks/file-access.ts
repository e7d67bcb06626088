import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { submissions, tasks } from '../../db/schema/index.js';

/**
 * Whether the user is the assignee of the task that holds this file: a task file in the task's
 * files, or a submission file in the work submitted for it. Uses the GIN indexes on file_ids.
 * Kept apart from the tasks service so the files module can ask without importing it whole.
 */
export async function assigneeMayReadFile(db: Database, userId: string, fileId: string, purpose: 'task' | 'submission'): Promise<boolean> {
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
          .where(and(holds(submissions.fileIds), eq(tasks.assigneeId, userId)))
          .limit(1);
  return rows.length > 0;
}
