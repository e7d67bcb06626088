import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { inTransaction } from '../../platform/events.js';

type FigureChange = { gigs?: number; stars?: number; ratings?: number; paidOrders?: number };

/** Moves a seller's figures (gig page: gigs, stars over all gigs, paid orders) in the writer's transaction. */
async function addToSellerFigures(tx: Transaction, sellerId: string | null, change: FigureChange) {
  if (!sellerId) return;
  await tx
    .update(users)
    .set({
      gigCount: sql`${users.gigCount} + ${change.gigs ?? 0}`,
      gigTotalStars: sql`${users.gigTotalStars} + ${change.stars ?? 0}`,
      gigStarNumber: sql`${users.gigStarNumber} + ${change.ratings ?? 0}`,
      paidOrders: sql`${users.paidOrders} + ${change.paidOrders ?? 0}`,
    })
    .where(eq(users.id, sellerId));
}

/**
 * The seller figures follow the marketplace's events. They run after the gigs module's own
 * counters in the same transaction (wiring order), so every writer locks the gig row first and the
 * seller's row second: concurrent payments and reviews of one seller's gigs cannot deadlock.
 */
export const usersSubscriptions = [
  inTransaction('order.paid', 'users.seller-figures.sale', (tx, e) => addToSellerFigures(tx, e.payload.sellerId, { paidOrders: 1 })),
  inTransaction('order.cancelled', 'users.seller-figures.sale-cancelled', (tx, e) => addToSellerFigures(tx, e.payload.sellerId, { paidOrders: -1 })),
  inTransaction('review.created', 'users.seller-figures.review', (tx, e) => addToSellerFigures(tx, e.payload.sellerId, { stars: e.payload.star, ratings: 1 })),
  inTransaction('review.deleted', 'users.seller-figures.review-gone', (tx, e) => addToSellerFigures(tx, e.payload.sellerId, { stars: -e.payload.star, ratings: -1 })),
  inTransaction('gig.created', 'users.seller-figures.gig', (tx, e) => addToSellerFigures(tx, e.payload.sellerId, { gigs: 1 })),
  inTransaction('gig.deleted', 'users.seller-figures.gig-gone', (tx, e) =>
    addToSellerFigures(tx, e.payload.sellerId, { gigs: -1, stars: -e.payload.totalStars, ratings: -e.payload.starNumber }),
  ),
];
