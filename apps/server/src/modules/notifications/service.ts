import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
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
import { isoTime } from '../../db/iso-time.js';
import { rowsOf } from '../../db/rows.js';
import { eventInStatement } from '../../platform/events.js';
import { jobInStatement } from '../../platform/jobs.js';
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

/**
 * Unread counts stop at this: the bell shows "9+" long before, and a user who never reads would
 * otherwise make every new notification count all their unread rows.
 */
export const unreadCap = 100;

/** A user's unread count, at most `unreadCap` (the partial index holds only unread rows). */
export async function unreadCount(db: Database | Transaction, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${notifications} where user_id = ${userId} and read_at is null limit ${unreadCap}) u`),
  );
  return rows[0].n;
}

/** Whether a kind is e-mailed to a user who turned `off` these kinds off: security mail always is. */
export const emailWanted = (kind: NotificationKind, off: readonly NotificationKind[] | null) => lockedNotificationKinds.includes(kind) || !off?.includes(kind);

/** The kinds a user turned e-mail off for (security mail cannot be turned off, so it is never here). */
export async function turnedOffKinds(db: Database | Transaction, userId: string): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.email, false)));
  return rows.map((r) => r.kind as NotificationKind);
}

/**
 * Makes an event's notification for one recipient, at most once (the unique event + user key: a
 * redelivered event finds its row and does nothing). One statement writes, with the row: the live
 * `notification.created` for the user's open streams (with the unread count) and, unless they
 * turned this kind off, the job that e-mails it (retried with backoff, then the dead letter).
 * Dispatchers run it for every notification, so it is one round trip.
 */
export async function notify(db: Database, eventId: string, n: Notice): Promise<boolean> {
  const id = uuidv7();
  const kind = notificationKindOf[n.type];
  const live = eventInStatement(
    'notification.created',
    sql`jsonb_build_object('users', jsonb_build_array(n.user_id), 'unread', u.unread, 'notification', jsonb_build_object(
      '_id', n.id, 'type', n.type, 'title', n.title, 'body', n.body, 'link', n.link, 'readAt', null, 'createdAt', ${isoTime(sql`n.created_at`)}))`,
    sql`n, u`,
  );
  // Security mail always goes; another kind unless the user turned it off.
  const wanted = lockedNotificationKinds.includes(kind)
    ? sql`true`
    : sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${n.userId} and p.kind = ${kind} and not p.email)`;
  const email = jobInStatement(
    { type: notificationEmailJob, key: sql`'notification-email:' || n.id`, payload: sql`jsonb_build_object('notificationId', n.id)`, maxAttempts: mailAttempts },
    sql`n where ${wanted}`,
  );
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with n as (
        insert into ${notifications} (id, user_id, event_id, type, title, body, link)
        values (${id}, ${n.userId}, ${eventId}, ${n.type}, ${n.title}, ${n.body}, ${n.link})
        on conflict (event_id, user_id) do nothing
        returning *
      ),
      -- The statement's snapshot does not see its own row: the count adds it (at most unreadCap in all).
      u as (select count(*)::int + 1 as unread from (select 1 from ${notifications} where user_id = ${n.userId} and read_at is null limit ${unreadCap - 1}) x),
      e as (${live.insert}),
      j as (${email.insert})
      select n.id, ${live.notify(sql`e`)}, (select count(*) from j) as jobs, ${email.wake} from n, e`),
  );
  return rows.length > 0;
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
