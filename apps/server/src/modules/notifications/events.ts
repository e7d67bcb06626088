import { afterCommit, inTransaction, type Subscription } from '../../platform/events.js';
import { noticesOf, notifyingEvents } from './catalogue.js';
import { scheduleMessageEmail } from './emails.js';
import { deleteUserNotifications, notify } from './service.js';

/**
 * Notifications react after the commit, from the outbox (DESIGN: at least once, idempotent): the
 * change that caused them never waits for them, and a redelivered event finds its rows made.
 */
export const notificationsSubscriptions: Subscription[] = [
  ...notifyingEvents.map((type) =>
    afterCommit(type, `notifications.${type}`, async (event, ctx) => {
      for (const notice of await noticesOf(ctx.db, event)) await notify(ctx.db, event.id, notice);
    }),
  ),
  // A message's e-mail waits MESSAGE_EMAIL_DELAY_MINUTES: only what is still unread then is sent.
  afterCommit('message.sent', 'notifications.message-email', async (event, ctx) => {
    const { message, conversation } = event.payload;
    const recipient = message.userId === conversation.sellerId ? conversation.buyerId : conversation.sellerId;
    await scheduleMessageEmail(ctx.db, ctx.config, message.conversationId, recipient, message.createdAt);
  }),
  inTransaction('user.deleted', 'notifications.user-deleted', (tx, e) => deleteUserNotifications(tx, e.payload.userId)),
];

/** The stream's `notification` event. */
export const notificationsLiveEvents = { 'notification.created': 'notification' };
