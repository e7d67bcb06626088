import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.js';

/**
 * What happened, told to one user: the bell, the panel and /notifications read these. One row per
 * event and recipient (the unique key makes the after-commit subscriber idempotent); `emailed_at`
 * is set once its e-mail went out. No foreign key to users: the users module deletes its rows
 * through the `user.deleted` event, like every other module's.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    // The list: a user's newest first (keyset on created_at, id; the index read backwards).
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The unread count and "mark all read" touch only unread rows.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** The e-mail kinds a user turned off (a row only for a choice that differs from "on"). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The key that signs unsubscribe links, made once on first use (MAIL_SIGNING_SECRET overrides it). */
export const mailKeys = pgTable('mail_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
