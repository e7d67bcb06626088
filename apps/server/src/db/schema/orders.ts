import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // A paid order is a record of money that changed hands: it outlives a deleted party, who
    // becomes null ('Deleted user'). The deletion itself removes that user's unpaid checkouts.
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    // True once paid: the provider said its intent succeeded for this amount.
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    provider: text('provider').notNull(),
    paymentIntent: text('payment_intent').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_price_positive', sql`${t.price} > 0`),
    // GET /api/orders reads paid orders per side, newest first (keyset on created_at, id).
    // NULLS FIRST is what a plain `ORDER BY ... DESC` means, so the index serves it without a sort.
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isPaid}`),
    // A buyer returning to checkout reuses their pending order for the gig.
    index('orders_pending_idx').on(t.buyerId, t.gigId, t.createdAt.desc().nullsFirst()).where(sql`not ${t.isPaid}`),
    // Payment reconciliation reads a processor's unpaid orders of the last day, newest first (scanned backwards).
    index('orders_unpaid_idx').on(t.provider, t.createdAt, t.id).where(sql`not ${t.isPaid}`),
    // Whether a picture a gig stops showing is still a paid order's cover (asked on gig edits and deletions).
    index('orders_paid_img_idx').on(t.img).where(sql`${t.isPaid}`),
  ],
);
