import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { gigs } from './gigs.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The gig's seller, copied on insert (gigs never change owner), so a seller's received
    // reviews are one index range however many gigs they have.
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    star: smallint('star').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_star_range', sql`${t.star} between 1 and 5`),
    // One review per buyer and gig.
    uniqueIndex('reviews_gig_user_idx').on(t.gigId, t.userId),
    // Newest first per gig, the id breaking ties for keyset pages.
    index('reviews_gig_created_idx').on(t.gigId, t.createdAt.desc(), t.id.desc()),
    // The reviews a seller received (their public page), newest first.
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
  ],
);
