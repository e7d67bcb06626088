import { and, desc, eq, or, sql, type Placeholder } from 'drizzle-orm';
import { messagingTexts, type Conversation, type ConversationState } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { isoTime } from '../../db/iso-time.js';
import { named, preparedRows } from '../../db/prepared.js';
import { conversations } from '../../db/schema/conversations.js';
import { publish } from '../../platform/events.js';
import { isParticipant } from './policy.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { avatarUrl } from '../files/index.js';
import { sellerOfLatestPaidOrder } from '../orders/index.js';
import { findUserById, userProfiles as users } from '../users/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
type StateRow = Omit<ConversationRow, 'sellerUntoldSince' | 'buyerUntoldSince'>;

// A long list is cut here: the table shows the most recently active conversations.
const listLimit = 500;

/** The SPEC section 3 id: the seller's id joined with the buyer's. */
export const conversationId = (sellerId: string, buyerId: string) => sellerId + buyerId;

/** The fields both participants see alike (events carry these). */
export const toConversationState = (c: StateRow): ConversationState => ({
  id: c.id,
  sellerId: c.sellerId,
  buyerId: c.buyerId,
  lastMessage: c.lastMessage,
  readBySeller: c.readBySeller,
  readByBuyer: c.readByBuyer,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

const otherUser = (me: string | Placeholder) =>
  sql`case when ${conversations.sellerId} = ${me} then ${conversations.buyerId} else ${conversations.sellerId} end`;

/**
 * The columns of a conversation as the caller sees it (the e-mail bookkeeping columns stay behind),
 * with the other party's name and picture.
 * The timestamps come as the API writes them (isoTime): the inbox is read often.
 */
const listedColumns = {
  id: conversations.id,
  sellerId: conversations.sellerId,
  buyerId: conversations.buyerId,
  lastMessage: conversations.lastMessage,
  readBySeller: conversations.readBySeller,
  readByBuyer: conversations.readByBuyer,
  createdAt: isoTime(conversations.createdAt),
  updatedAt: isoTime(conversations.updatedAt),
  username: users.username,
  imgFileId: users.imgFileId,
};

/** A row of listedColumns. */
type ListedRow = Omit<StateRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string; username: string; imgFileId: string | null };

/**
 * Conversations of the user, or the one with the id, most recently active first. The columns are
 * named, so the list can take its rows as the driver makes them (preparedRows).
 */
function selectForUser(db: Database | Transaction, me: string | Placeholder, id?: string) {
  return db
    .select(named(listedColumns))
    .from(conversations)
    .innerJoin(users, eq(users.id, otherUser(me)))
    .where(id ? and(eq(conversations.id, id), isParticipant(me)) : isParticipant(me))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
}

const toConversation = (r: ListedRow): Conversation => ({
  id: r.id,
  sellerId: r.sellerId,
  buyerId: r.buyerId,
  username: r.username,
  img: avatarUrl(r.imgFileId),
  lastMessage: r.lastMessage,
  readBySeller: r.readBySeller,
  readByBuyer: r.readByBuyer,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The caller's conversations, most recently active first (prepared: every inbox opens with it). */
export async function listConversations(db: Database, me: string): Promise<Conversation[]> {
  const rows = await preparedRows<ListedRow>(db, 'conversation_list', (d) => selectForUser(d, sql.placeholder('me')).limit(listLimit))({ me });
  return rows.map(toConversation);
}

/** One conversation of the caller; 404 for anyone else, whether or not it exists. */
export async function getConversation(db: Database | Transaction, me: string, id: string): Promise<Conversation> {
  const [found] = (await selectForUser(db, me, id).limit(1)) as unknown as ListedRow[];
  if (!found) throw notFound(messagingTexts.conversationNotFound);
  return toConversation(found);
}

/** The row when the user takes part in it, else 404. */
export async function participantRow(db: Database | Transaction, me: string, id: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isParticipant(me)))
    .limit(1);
  if (!row) throw notFound(messagingTexts.conversationNotFound);
  return row;
}

/** How many of the caller's conversations have something they have not read. */
export async function unreadCount(db: Database, me: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.sellerId, me), eq(conversations.readBySeller, false)),
        and(eq(conversations.buyerId, me), eq(conversations.readByBuyer, false)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Opens the conversation between the caller and `to`, or finds the one they already have
 * (in either direction). Returns it and whether it was created.
 */
export async function openConversation(db: Database, me: string, to: string): Promise<{ conversation: Conversation; created: boolean; state: ConversationState }> {
  if (to === me) throw badRequest(messagingTexts.cannotMessageSelf, { to: messagingTexts.cannotMessageSelf });
  const other = await findUserById(db, to);
  if (!other) throw notFound(messagingTexts.userNotFound);

  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(conversations)
      .where(or(eq(conversations.id, conversationId(to, me)), eq(conversations.id, conversationId(me, to))))
      .limit(1);
    if (existing[0]) return { conversation: await getConversation(tx, me, existing[0].id), created: false, state: toConversationState(existing[0]) };

    const sellerId = (await sellerOfLatestPaidOrder(tx, me, to)) ?? (other.isSeller ? to : null);
    if (!sellerId) throw badRequest(messagingTexts.notASeller, { to: messagingTexts.notASeller });
    const buyerId = sellerId === to ? me : to;
    const id = conversationId(sellerId, buyerId);
    // Two first clicks at once: the second insert finds the row and answers it as existing.
    const inserted = await tx.insert(conversations).values({ id, sellerId, buyerId }).onConflictDoNothing().returning();
    const row = inserted[0] ?? (await participantRow(tx, me, id));
    return { conversation: await getConversation(tx, me, id), created: inserted.length > 0, state: toConversationState(row) };
  });
}

/**
 * Marks the conversation read for the caller's side and announces the change, so the caller's
 * other tabs and header badge follow.
 */
export async function markRead(db: Database, me: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await participantRow(tx, me, id);
    // Read: nothing is left to tell this side by e-mail either.
    const mine = row.sellerId === me ? { readBySeller: true, sellerUntoldSince: null } : { readByBuyer: true, buyerUntoldSince: null };
    let state = row;
    if ((row.sellerId === me ? row.readBySeller : row.readByBuyer) !== true) {
      // updated_at stays: reading is not activity that should reorder the list.
      [state] = await tx
        .update(conversations)
        .set({ ...mine, updatedAt: row.updatedAt })
        .where(eq(conversations.id, id))
        .returning();
    }
    await publish(tx, 'conversation.changed', { users: [state.sellerId, state.buyerId], conversation: toConversationState(state) });
  });
}
