import { eq, sql } from 'drizzle-orm';
import { gigs } from '../../db/schema/gigs.js';
import { inTransaction } from '../../platform/events.js';

/**
 * The gigs module's counters, kept in the writer's transaction: a sale counted when an order is
 * paid, stars when a review comes or goes. They run before the seller figures (wiring order), so
 * the gig row is always locked before the seller's row.
 */
export const gigsSubscriptions = [
  inTransaction('order.paid', 'gigs.count-sale', async (tx, e) => {
    if (e.payload.gigId) await tx.update(gigs).set({ sales: sql`${gigs.sales} + 1` }).where(eq(gigs.id, e.payload.gigId));
  }),
  // A cancelled order is no sale (its buyer was refunded).
  inTransaction('order.cancelled', 'gigs.uncount-sale', async (tx, e) => {
    if (e.payload.gigId) await tx.update(gigs).set({ sales: sql`greatest(${gigs.sales} - 1, 0)` }).where(eq(gigs.id, e.payload.gigId));
  }),
  inTransaction('review.created', 'gigs.add-stars', async (tx, e) => {
    await tx
      .update(gigs)
      .set({ totalStars: sql`${gigs.totalStars} + ${e.payload.star}`, starNumber: sql`${gigs.starNumber} + 1` })
      .where(eq(gigs.id, e.payload.gigId));
  }),
  inTransaction('review.deleted', 'gigs.remove-stars', async (tx, e) => {
    await tx
      .update(gigs)
      .set({ totalStars: sql`${gigs.totalStars} - ${e.payload.star}`, starNumber: sql`${gigs.starNumber} - 1` })
      .where(eq(gigs.id, e.payload.gigId));
  }),
  // A deleted seller's gigs go with their reviews (ON DELETE CASCADE); their figures go with them,
  // so no gig.deleted is announced. Done here, before the user's files go: the gigs point at them.
  inTransaction('user.deleted', 'gigs.remove-sellers-gigs', async (tx, e) => {
    await tx.delete(gigs).where(eq(gigs.userId, e.payload.userId));
  }),
];
