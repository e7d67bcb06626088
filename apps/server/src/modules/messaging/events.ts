import { afterCommit } from '../../platform/events.js';

/** Messaging's reactions: both participants see a new message, or a changed conversation, live. */
export const messagingSubscriptions = [
  afterCommit('message.sent', 'messaging.live-message', (event, ctx) =>
    ctx.realtime.forward(ctx.db, { type: 'message', users: event.payload.users, eventId: event.id }),
  ),
  afterCommit('conversation.changed', 'messaging.live-conversation', (event, ctx) =>
    ctx.realtime.forward(ctx.db, { type: 'conversation', users: event.payload.users, eventId: event.id }),
  ),
];
