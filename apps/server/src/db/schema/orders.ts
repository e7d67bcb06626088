import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { gigs } from './gigs.js';
import { users } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    // Title, image and price are copied at purchase: the order keeps what was bought.
    img: text('img').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    provider: text('provider').notNull(),
    paymentIntent: text('payment_intent').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_price_positive', sql`${t.price} > 0`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);
