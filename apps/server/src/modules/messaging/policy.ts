import { eq, or, type Placeholder } from 'drizzle-orm';
import { conversations } from '../../db/schema/conversations.js';

/**
 * Who may read or write a conversation: its two participants, nobody else (admins included). The
 * services apply this SQL form inside their queries, so a conversation of others is a 404 without
 * a second read.
 */
export const isParticipant = (me: string | Placeholder) => or(eq(conversations.sellerId, me), eq(conversations.buyerId, me));
