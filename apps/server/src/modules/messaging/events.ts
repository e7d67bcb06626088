/**
 * Messaging's live events: both participants (the `users` of the payload) see a new message, or a
 * changed conversation, on their open streams, under these names. Every process receives the
 * commit's notification and writes the outbox payload to the streams it holds.
 */
export const messagingLiveEvents = {
  'message.sent': 'message',
  'conversation.changed': 'conversation',
};
