import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** One conversation per seller and buyer pair; its id is the seller id joined with the buyer id. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readBySeller: boolean('read_by_seller').notNull().default(true),
    readByBuyer: boolean('read_by_buyer').notNull().default(true),
    lastMessage: text('last_message').notNull().default(''),
    // The time of the first of the other side's messages this side has neither read nor been told of
    // (by the new-message e-mail); null when there is none. Sending and reading clear one's own.
    sellerUntoldSince: timestamp('seller_untold_since', { withTimezone: true, mode: 'string' }),
    buyerUntoldSince: timestamp('buyer_untold_since', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    index('conversations_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    // The new-message e-mail's check: what waits to be told, oldest first (only such rows are indexed).
    index('conversations_seller_untold_idx').on(t.sellerUntoldSince).where(sql`${t.sellerUntoldSince} is not null`),
    index('conversations_buyer_untold_idx').on(t.buyerUntoldSince).where(sql`${t.buyerUntoldSince} is not null`),
  ],
);
