import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { taskStatuses } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: taskStatuses }).notNull().default('To Do'),
    /** The admin's words at the last review ('' when none). */
    feedback: text('feedback').notNull().default(''),
    /** Paid to the assignee when their work is approved, in whole rupees. */
    reward: integer('reward').notNull().default(0),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every list is newest first with the id as tie-breaker, so each index serves its ORDER BY
  // and the LIMIT stops early: all tasks, by status, by assignee, by assignee and status.
  // Ascending on purpose: read backwards they give `created_at DESC, id DESC` exactly
  // (DESC NULLS FIRST), which a `DESC NULLS LAST` index would not match.
  (t) => [
    check('tasks_reward_range', sql`${t.reward} between 0 and 1000000`),
    index('tasks_created_idx').on(t.createdAt, t.id),
    index('tasks_status_idx').on(t.status, t.createdAt, t.id),
    index('tasks_assignee_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tasks_assignee_status_idx').on(t.assigneeId, t.status, t.createdAt, t.id),
    // "Which task holds this file?" (file access, files attached twice).
    index('tasks_file_ids_idx').using('gin', t.fileIds),
  ],
);
