import { z } from 'zod';
import { texts } from './texts.js';

/** Conversations and messages (SPEC sections 2, 3, 4 and 7). */
export const messageMaxLength = 5000;
export const lastMessagePreviewLength = 100;
export const messagesPageSize = 50;

/**
 * The preview a conversation keeps of its last message: the text itself when it fits `max`
 * characters (code points, so an emoji is never split), else cut at the last space before the
 * limit with '…' (the whole preview, '…' included, stays within `max`). A single word longer than
 * half the preview (a link) is cut inside, so the preview never shrinks to a word or two.
 */
export function messagePreview(text: string, max: number = lastMessagePreviewLength): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  // The next character is a space: the head ends with a whole word.
  if (/\s/.test(chars[max - 1])) return `${head.trimEnd()}…`;
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace >= head.length / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd()}…`;
}

export const messagingTexts = {
  noMessages: 'No Messages!',
  startConversation: 'Start Making a Conversation!',
  markAsRead: 'Mark as Read',
  loadError: 'Error : Something went wrong',
  send: 'Send',
  messageTooLong: 'A message can be at most 5,000 characters long.',
  cannotMessageSelf: 'You cannot start a conversation with yourself.',
  notASeller: 'You can only start a conversation with a seller or with someone you have an order with.',
  userNotFound: 'User not found',
  conversationNotFound: 'Conversation not found',
} as const;

// Control characters other than tab and line breaks carry no text and PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A conversation id: the seller's id joined with the buyer's (two UUIDs). */
export const conversationIdSchema = z.string().max(100);
export const conversationParamsSchema = z.object({ id: conversationIdSchema }).strict();

export const conversationSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  buyerId: z.string(),
  /** The other party, as seen by the caller. */
  username: z.string(),
  img: z.string(),
  lastMessage: z.string(),
  readBySeller: z.boolean(),
  readByBuyer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

export const createConversationSchema = z.object({ to: z.uuid(messagingTexts.userNotFound) }).strict();
export type CreateConversation = z.infer<typeof createConversationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  desc: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One page of a thread, oldest to newest; nextCursor fetches the page before it. */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
export const messagePageQuerySchema = z.object({ cursor: z.string().max(200).optional() }).strict();

/** Reply text: plain text, line breaks kept, ends trimmed, control characters removed. */
export const messageTextSchema = z
  .string({ error: texts.required })
  .transform((s) => s.replace(/\r\n?/g, '\n').replace(controlChars, '').trim())
  .pipe(z.string().min(1, texts.required).max(messageMaxLength, messagingTexts.messageTooLong));

export const sendMessageSchema = z
  .object({
    conversationId: conversationIdSchema.min(1, texts.required),
    desc: messageTextSchema,
  })
  .strict();
export type SendMessage = z.input<typeof sendMessageSchema>;

/** What GET /api/events streams: `message` and `conversation` events, as JSON in `data`. */
export type ChatMessageEvent = { message: ChatMessage; conversation: ConversationState };
export type ConversationChangeEvent = { conversation: ConversationState };
/** The parts of a conversation that are the same for both participants. */
export type ConversationState = Omit<Conversation, 'username' | 'img'>;
