import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { taskStatuses } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { tasks } from './tasks.js';
import { users } from './users.js';

/** The worker's submitted work for a task: at most one per task. */
export const submissions = pgTable(
  'submissions',
  {
  id: idColumn(),
  taskId: uuid('task_id')
    .notNull()
    .unique()
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
  (t) => [index('submissions_file_ids_idx').using('gin', t.fileIds), index('submissions_user_idx').on(t.userId)],
);
