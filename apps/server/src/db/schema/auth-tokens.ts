import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { users } from './users.js';

/**
 * Single-use links mailed to a user: a password reset, the verification of an e-mail address, or
 * the undoing of an e-mail change (mailed to the address it restores). Only the SHA-256 of the
 * token is stored, and only once the e-mail job made the token: until then `token_hash` holds a
 * `pending:` placeholder no token hashes to. `email` is the address a verification link confirms
 * (a link mailed to an old address verifies nothing once the address changed), or the address an
 * undo link restores.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification', 'email_change_undo'] }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose), index('auth_tokens_expires_idx').on(t.expiresAt)],
);
