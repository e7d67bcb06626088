import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { taskStatuses } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { tasks } from './tasks.js';
import { users } from './users.js';

/** A worker's submitted work for a task: at most one per task and worker (a reassigned task starts fresh). */
export const submissions = pgTable(
  'submissions',
  {
  id: idColumn(),
  taskId: uuid('task_id')
    .notNull()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  desc: text('desc').notNull(),
  fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
  status: text('status', { enum: taskStatuses }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [
    // One per worker and task; also serves a task's submissions (task_id first).
    uniqueIndex('submissions_task_user_idx').on(t.taskId, t.userId),
    index('submissions_file_ids_idx').using('gin', t.fileIds),
    index('submissions_user_idx').on(t.userId),
  ],
);
