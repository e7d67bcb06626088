import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.js';
import { publishMany, inTransaction } from '../../platform/events.js';

export const reviewsSubscriptions = [
  // A deleted user's reviews leave other sellers' gigs, each announced so its stars leave the
  // gig's and the seller's totals. (Reviews on the user's own gigs go with those gigs.)
  inTransaction('user.deleted', 'reviews.remove-authors-reviews', async (tx, e) => {
    const mine = await tx.delete(reviews).where(eq(reviews.userId, e.payload.userId)).returning();
    const onOthersGigs = mine.filter((r) => r.sellerId !== e.payload.userId);
    await publishMany(
      tx,
      'review.deleted',
      onOthersGigs.map((r) => ({ reviewId: r.id, gigId: r.gigId, sellerId: r.sellerId, userId: r.userId, star: r.star })),
    );
  }),
];
