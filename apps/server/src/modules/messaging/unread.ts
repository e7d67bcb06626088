import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations } from '../../db/schema/conversations.js';
import { messages } from '../../db/schema/messages.js';

/** `at`: the message's time as PostgreSQL writes it (microseconds kept), to ask for what came after it. */
export type UnreadMessage = { senderId: string; desc: string; at: string };

/**
 * What one participant has not read in a conversation: null when they read it (or it is gone);
 * otherwise the other side's messages after `since` (the last one already told about), oldest
 * first, at most 20. The messages index serves it (conversation, created_at).
 */
export async function unreadMessagesFor(db: Database, conversationId: string, recipientId: string, since: string | null): Promise<UnreadMessage[] | null> {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!c || (c.sellerId !== recipientId && c.buyerId !== recipientId)) return null;
  const read = c.sellerId === recipientId ? c.readBySeller : c.readByBuyer;
  if (read) return null;
  return db
    .select({ senderId: messages.userId, desc: messages.desc, at: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), ne(messages.userId, recipientId), since ? sql`${messages.createdAt} > ${since}::timestamptz` : undefined))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(20);
}

/** The time of a conversation's latest message (PostgreSQL's text, microseconds kept), or null. */
export async function latestMessageAt(db: Database, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.at ?? null;
}
