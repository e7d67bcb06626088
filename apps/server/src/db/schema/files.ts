import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from './columns.js';

/**
 * Every stored upload. `visibility` decides who may read it through GET /api/files/:id.
 * `attached_at` is set when the module that keeps a file's id (a gig, a user, a task, a
 * submission) first saves it; an upload that stays unattached is deleted by the files cleanup.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    ownerId: uuid('owner_id'),
    purpose: text('purpose').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    // The cleanup's search for old uploads nothing attached: only those rows are in it.
    index('files_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);
