import { afterCommit, inTransaction, type Subscription } from '../../platform/events.js';
import { noticesOf, notifyingEvents } from './catalogue.js';
import { deleteUserNotifications, notify } from './service.js';

/**
 * Notifications react after the commit, from the outbox (at least once, idempotent): the change that
 * caused them never waits for them, and a redelivered event finds its rows made. New messages are
 * not among them: their e-mail comes from a check of what stayed unread (`messageEmailCheckJob`).
 */
export const notificationsSubscriptions: Subscription[] = [
  ...notifyingEvents.map((type) =>
    afterCommit(type, `notifications.${type}`, async (event, ctx) => {
      for (const notice of await noticesOf(ctx.db, event)) await notify(ctx.db, event.id, notice);
    }),
  ),
  inTransaction('user.deleted', 'notifications.user-deleted', (tx, e) => deleteUserNotifications(tx, e.payload.userId)),
];

/** The stream's `notification` event. */
export const notificationsLiveEvents = { 'notification.created': 'notification' };
