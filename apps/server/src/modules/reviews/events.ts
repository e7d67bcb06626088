import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.js';
import { publishMany, inTransaction } from '../../platform/events.js';
import { gigSellers } from '../gigs/index.js';

export const reviewsSubscriptions = [
  // A deleted user's reviews leave other sellers' gigs, each announced so its stars leave the
  // gig's and the seller's totals. (Reviews on the user's own gigs go with those gigs.)
  inTransaction('user.deleted', 'reviews.remove-authors-reviews', async (tx, e) => {
    const mine = await tx.delete(reviews).where(eq(reviews.userId, e.payload.userId)).returning();
    if (mine.length === 0) return;
    const sellers = await gigSellers(tx, [...new Set(mine.map((r) => r.gigId))]);
    const onOthersGigs = mine.filter((r) => sellers.get(r.gigId) !== e.payload.userId);
    await publishMany(
      tx,
      'review.deleted',
      onOthersGigs.map((r) => ({ reviewId: r.id, gigId: r.gigId, sellerId: sellers.get(r.gigId)!, userId: r.userId, star: r.star })),
    );
  }),
];
