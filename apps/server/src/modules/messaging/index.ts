// What other modules and the composition root may use of messaging (conversations and their messages).
export { messagingLiveEvents } from './events.js';
export { conversationId } from './conversation-service.js';
export { markTold, untoldMessages, untoldPairs, type UntoldMessage, type UntoldPair } from './unread.js';
