import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  lockedNotificationKinds,
  notificationKindOf,
  notificationKinds,
  notificationTexts,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type NotificationType,
} from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import { scheduleJob } from '../../platform/jobs.js';
import type { Notice } from './catalogue.js';

type Row = typeof notifications.$inferSelect;

export const toNotification = (r: Row): Notification => ({
  _id: r.id,
  type: r.type as NotificationType,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.readAt ? r.readAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/** Tries of one e-mail before the dead letter (with the job runner's backoff, about an hour and a half at the default base). */
export const mailAttempts = 6;

/** The job that e-mails one notification. */
export const notificationEmailJob = 'notifications.email';

/** A user's unread count (the partial index holds only unread rows). */
export async function unreadCount(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.n;
}

/** Whether a user wants e-mail of a kind (security always). */
export async function wantsEmail(db: Database | Transaction, userId: string, kind: NotificationKind): Promise<boolean> {
  if (lockedNotificationKinds.includes(kind)) return true;
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)))
    .limit(1);
  return row?.email ?? true;
}

/**
 * Makes an event's notification for one recipient, at most once (the unique event + user key: a
 * redelivered event finds its row and does nothing). In the same transaction: the live
 * `notification.created` for their open streams and, unless they turned this kind off, the job
 * that e-mails it (retried with backoff, then the dead letter).
 */
export async function notify(db: Database, eventId: string, n: Notice): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ userId: n.userId, eventId, type: n.type, title: n.title, body: n.body, link: n.link })
      .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
      .returning();
    if (!row) return false;
    const unread = await unreadCount(tx, n.userId);
    await publish(tx, 'notification.created', { users: [n.userId], notification: toNotification(row), unread });
    if (await wantsEmail(tx, n.userId, notificationKindOf[n.type])) {
      await scheduleJob(tx, { type: notificationEmailJob, key: `notification-email:${row.id}`, runAt: new Date(), payload: { notificationId: row.id }, maxAttempts: mailAttempts });
    }
    return true;
  });
}

/** GET /api/notifications: the user's own, newest first (keyset on created_at, id), with the unread count. */
export async function listNotifications(db: Database, userId: string, q: { cursor?: string; limit: number }): Promise<NotificationList> {
  const after = q.cursor ? decodeTimestampCursor(q.cursor, 'notifications') : null;
  const [rows, unread] = await Promise.all([
    db
      .select({ row: notifications, createdAtText: sql<string>`${notifications.createdAt}::text` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.value}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((r) => toNotification(r.row)),
    nextCursor: rows.length > q.limit && last ? encodeCursor('notifications', last.createdAtText, last.row.id) : null,
    unread,
  };
}

/** PUT /api/notifications/:id/read: only the user's own (another's is not found, as if it did not exist). */
export async function markRead(db: Database, userId: string, id: string): Promise<{ unread: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationTexts.notFound);
  return { unread: await unreadCount(db, userId) };
}

/** PUT /api/notifications/read-all. */
export async function markAllRead(db: Database, userId: string): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: 0 };
}

/** GET /api/notifications/preferences: every kind, on unless turned off. */
export async function getPreferences(db: Database | Transaction, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const off = new Map(rows.map((r) => [r.kind, r.email]));
  const email = Object.fromEntries(notificationKinds.map((k) => [k, lockedNotificationKinds.includes(k) ? true : (off.get(k) ?? true)])) as Record<NotificationKind, boolean>;
  return { email };
}

/** PUT /api/notifications/preferences: the kinds named change; security mail cannot be turned off (400). */
export async function setPreferences(db: Database, userId: string, email: Partial<Record<NotificationKind, boolean>>): Promise<NotificationPreferences> {
  const entries = Object.entries(email) as [NotificationKind, boolean][];
  if (entries.some(([k, on]) => lockedNotificationKinds.includes(k) && !on)) throw badRequest(notificationTexts.securityLocked, { security: notificationTexts.securityLocked });
  const changes = entries.filter(([k]) => !lockedNotificationKinds.includes(k));
  return db.transaction(async (tx) => {
    if (changes.length) {
      await tx
        .insert(notificationPreferences)
        .values(changes.map(([kind, on]) => ({ userId, kind, email: on })))
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email: sql`excluded.email` } });
    }
    return getPreferences(tx, userId);
  });
}

/** A user's rows go with them (`user.deleted`). */
export async function deleteUserNotifications(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
