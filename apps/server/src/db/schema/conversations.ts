import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_seller_idx').on(t.sellerId, t.updatedAt.desc()),
    index('conversations_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
  ],
);
