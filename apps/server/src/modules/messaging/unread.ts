import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations } from '../../db/schema/conversations.js';
import { messages } from '../../db/schema/messages.js';
import { rowsOf } from '../../db/rows.js';

/**
 * What the new-message e-mail reads of messaging. A participant's side of a conversation keeps the
 * time of the first message from the other side that they have neither read nor been told of
 * (`*_untold_since`); sending, reading and `markTold` move it. `at`: a message's time as PostgreSQL
 * writes it (microseconds kept).
 */
export type UntoldMessage = { senderId: string; desc: string; at: string };
export type UntoldPair = { conversationId: string; recipientId: string; since: string };

/**
 * The participants who were not told of a message for at least `olderThanSeconds`, oldest first,
 * after `cursor` (the last pair of the page before), at most `limit`. Each side's partial index
 * holds only what waits.
 */
export async function untoldPairs(db: Database, olderThanSeconds: number, limit: number, cursor: UntoldPair | null): Promise<UntoldPair[]> {
  // The cursor goes inside each side, so every page starts its index scan where the last one ended.
  const side = (column: string, recipient: string) => {
    const since = sql.identifier(column);
    const who = sql.identifier(recipient);
    const after = cursor ? sql`and (${since}, id, ${who}) > (${cursor.since}::timestamptz, ${cursor.conversationId}, ${cursor.recipientId}::uuid)` : sql``;
    return sql`(select id, ${who} as recipient, ${since} as since from ${conversations}
      where ${since} <= now() - make_interval(secs => ${olderThanSeconds}::float8) ${after}
      order by ${since}, id limit ${limit})`;
  };
  const rows = rowsOf<{ id: string; recipient: string; since: string }>(
    await db.execute(sql`
      select id, recipient, since::text as since from (${side('seller_untold_since', 'seller_id')} union all ${side('buyer_untold_since', 'buyer_id')}) w
      order by w.since, w.id, w.recipient limit ${limit}`),
  );
  return rows.map((r) => ({ conversationId: r.id, recipientId: r.recipient, since: r.since }));
}

/**
 * The messages a participant was not told of, oldest first: the latest 20 of them (an e-mail quotes
 * no more); empty when there are none (read, or told already, or not a participant).
 */
export async function untoldMessages(db: Database, conversationId: string, recipientId: string): Promise<UntoldMessage[]> {
  const since = sql`(select case when c.seller_id = ${recipientId} then c.seller_untold_since when c.buyer_id = ${recipientId} then c.buyer_untold_since end
    from ${conversations} c where c.id = ${conversationId})`;
  const rows = await db
    .select({ senderId: messages.userId, desc: messages.desc, at: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), ne(messages.userId, recipientId), sql`${messages.createdAt} >= ${since}`))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(20);
  return rows.reverse();
}

/**
 * The participant was told of the messages up to `upTo`: what waits now starts at the next message
 * from the other side, if any came since (nothing changes if they read it meanwhile).
 */
export async function markTold(db: Database, conversationId: string, recipientId: string, upTo: string): Promise<void> {
  await db.execute(sql`
    with next as (select min(m.created_at) as at from ${messages} m where m.conversation_id = ${conversationId} and m.user_id <> ${recipientId} and m.created_at > ${upTo}::timestamptz)
    update ${conversations} set
      seller_untold_since = case when seller_id = ${recipientId} and seller_untold_since is not null then next.at else seller_untold_since end,
      buyer_untold_since = case when buyer_id = ${recipientId} and buyer_untold_since is not null then next.at else buyer_untold_since end
    from next
    where id = ${conversationId}`);
}
