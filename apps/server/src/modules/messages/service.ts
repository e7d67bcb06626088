import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { lastMessagePreviewLength, messagesPageSize, messagingTexts, type ChatMessage, type MessagePage } from '@market/shared';
import type { Database } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import type { Realtime } from '../../plugins/realtime.js';
import { notFound } from '../../lib/errors.js';
import { participantRow } from '../conversations/service.js';

type MessageRow = typeof messages.$inferSelect;

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  _id: m.id,
  conversationId: m.conversationId,
  userId: m.userId,
  desc: m.desc,
  createdAt: m.createdAt.toISOString(),
});

// The cursor is the position of the oldest message of a page: its time (ms) and id.
const encodeCursor = (m: MessageRow) => `${m.createdAt.getTime()}_${m.id}`;
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const match = /^(\d{1,15})_([0-9a-f-]{36})$/.exec(cursor);
  return match ? { at: new Date(Number(match[1])), id: match[2] } : null;
}

/** One page of the thread, oldest to newest: the latest 50, or the 50 before the cursor. */
export async function listMessages(db: Database, me: string, conversationId: string, cursor?: string): Promise<MessagePage> {
  await participantRow(db, me, conversationId);
  const before = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? or(lt(messages.createdAt, before.at), and(eq(messages.createdAt, before.at), lt(messages.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(messagesPageSize + 1);
  const page = rows.slice(0, messagesPageSize);
  const nextCursor = rows.length > messagesPageSize ? encodeCursor(page[page.length - 1]) : null;
  return { messages: page.reverse().map(toChatMessage), nextCursor };
}

/**
 * Stores a message and, in the same statement (so atomically, in one round trip), the
 * conversation's preview and read flags (read for the sender, unread for the other side) and
 * the event for both participants. Only a participant's conversation matches; anyone else: 404.
 */
export async function sendMessage(db: Database, realtime: Realtime, me: string, conversationId: string, desc: string): Promise<ChatMessage> {
  // Millisecond time set here, so the cursor (ms) names a message exactly.
  const now = new Date();
  const id = uuidv7();
  const preview = Array.from(desc).slice(0, lastMessagePreviewLength).join('');
  // The UPDATE locks the conversation row, so concurrent sends leave the newest message's preview.
  const result = await db.execute(sql`
    with c as (
      update ${conversations}
      set last_message = ${preview}, read_by_seller = (seller_id = ${me}), read_by_buyer = (buyer_id = ${me}), updated_at = ${now}
      where id = ${conversationId} and (seller_id = ${me} or buyer_id = ${me})
      returning id, seller_id, buyer_id
    ), m as (
      insert into ${messages} (id, conversation_id, user_id, "desc", created_at)
      select ${id}, c.id, ${me}, ${desc}, ${now} from c
      returning id
    )
    select ${realtime.notifySql(sql`json_build_object('type', 'message', 'users', json_build_array(c.seller_id, c.buyer_id), 'messageId', m.id)::text`)}
    from c, m`);
  if (!(result as unknown as { rows: unknown[] }).rows.length) throw notFound(messagingTexts.conversationNotFound);
  return { _id: id, conversationId, userId: me, desc, createdAt: now.toISOString() };
}
