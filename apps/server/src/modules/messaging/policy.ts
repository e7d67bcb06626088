import { eq, or } from 'drizzle-orm';
import { conversations } from '../../db/schema/conversations.js';

/**
 * Who may read or write a conversation: its two participants, nobody else (admins included). The
 * services apply this SQL form inside their queries, so a conversation of others is a 404 without
 * a second read.
 */
export const isParticipant = (me: string) => or(eq(conversations.sellerId, me), eq(conversations.buyerId, me));
