// What other modules and the composition root may use of messaging (conversations and their messages).
export { messagingLiveEvents } from './events.js';
export { conversationId } from './conversation-service.js';
export { latestMessageAt, unreadMessagesFor, type UnreadMessage } from './unread.js';
