import { and, desc, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { messagePreview, messagesPageSize, messagingTexts, type ChatMessage, type MessagePage } from '@market/shared';
import type { Database } from '../../db/client.js';
import { conversations } from '../../db/schema/conversations.js';
import { messages } from '../../db/schema/messages.js';
import { isoTime } from '../../db/iso-time.js';
import { rowsOf } from '../../db/rows.js';
import { eventInStatement } from '../../platform/events.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { participantRow } from './conversation-service.js';

type MessageRow = typeof messages.$inferSelect;

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  _id: m.id,
  conversationId: m.conversationId,
  userId: m.userId,
  desc: m.desc,
  createdAt: m.createdAt.toISOString(),
});

/**
 * One page of the thread, oldest to newest: the latest 50, or the 50 before the cursor. The cursor
 * is the position of the oldest message of a page: its time, as PostgreSQL's text (exact to the
 * microsecond), and its id.
 */
export async function listMessages(db: Database, me: string, conversationId: string, cursor?: string): Promise<MessagePage> {
  await participantRow(db, me, conversationId);
  const before = cursor ? decodeTimestampCursor(cursor, 'messages') : null;
  const at = before && sql`${before.value}::timestamptz`;
  const rows = await db
    .select({ ...getTableColumns(messages), createdAtText: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before && at ? or(lt(messages.createdAt, at), and(eq(messages.createdAt, at), lt(messages.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(messagesPageSize + 1);
  const page = rows.slice(0, messagesPageSize);
  const oldest = page.at(-1);
  const nextCursor = rows.length > messagesPageSize && oldest ? encodeCursor('messages', oldest.createdAtText, oldest.id) : null;
  return { messages: page.reverse().map(toChatMessage), nextCursor };
}

/**
 * Stores a message and, in the same statement, the conversation's preview and read flags (read for
 * the sender, unread for the other side); then announces `message.sent`, whose after-commit
 * subscriber sends it live to both participants. Only a participant's conversation matches;
 * anyone else: 404.
 */
export async function sendMessage(db: Database, me: string, conversationId: string, desc: string): Promise<ChatMessage> {
  // Millisecond time set here, so the message the sender gets back is the one stored.
  const now = new Date();
  const id = uuidv7();
  const preview = messagePreview(desc);
  const message: ChatMessage = { _id: id, conversationId, userId: me, desc, createdAt: now.toISOString() };
  // `message.sent` is written by the same statement (one round trip, atomic): its payload is the
  // conversation as this statement left it.
  const event = eventInStatement(
    'message.sent',
    sql`jsonb_build_object('users', jsonb_build_array(c.seller_id, c.buyer_id), 'message', ${JSON.stringify(message)}::jsonb, 'conversation', jsonb_build_object(
      'id', c.id, 'sellerId', c.seller_id, 'buyerId', c.buyer_id, 'lastMessage', c.last_message, 'readBySeller', c.read_by_seller,
      'readByBuyer', c.read_by_buyer, 'createdAt', ${isoTime(sql`c.created_at`)}, 'updatedAt', ${isoTime(sql`c.updated_at`)}))`,
    sql`c, m`,
  );
  // The UPDATE locks the conversation row, so concurrent sends leave the newest message's preview.
  const result = await db.execute(sql`
    with c as (
      update ${conversations}
      set last_message = ${preview}, read_by_seller = (seller_id = ${me}), read_by_buyer = (buyer_id = ${me}), updated_at = ${now},
        -- The recipient has one more message not told of (from the first such on); the sender has seen all.
        seller_untold_since = case when seller_id = ${me} then null else coalesce(seller_untold_since, ${now}) end,
        buyer_untold_since = case when buyer_id = ${me} then null else coalesce(buyer_untold_since, ${now}) end
      where id = ${conversationId} and (seller_id = ${me} or buyer_id = ${me})
      returning *
    ), m as (
      insert into ${messages} (id, conversation_id, user_id, "desc", created_at)
      select ${id}, c.id, ${me}, ${desc}, ${now} from c
      returning id
    ), e as (${event.insert})
    select ${event.notify(sql`e`)} from e`);
  if (!rowsOf(result).length) throw notFound(messagingTexts.conversationNotFound);
  return message;
}
