import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';

/** Every stored upload. `visibility` decides who may read it through GET /api/files/:id. */
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
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)],
);
