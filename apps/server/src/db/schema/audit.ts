import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';

/** One row each time an admin reads a user's full record or one of their KYC images. */
export const userAudit = pgTable(
  'user_audit',
  {
    id: idColumn(),
    // The admin stays named in the trail only while their account exists.
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['record', 'file'] }).notNull(),
    field: text('field'),
    createdAt: createdAt(),
  },
  (t) => [index('user_audit_user_idx').on(t.userId, t.createdAt.desc())],
);
