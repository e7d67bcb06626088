import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { accountTexts, gigTexts, type ReceivedReviewList, type Review, type ReviewInput, type ReviewList } from '@market/shared';
import type { Database } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/pg-errors.js';
import { withRetry } from '../../db/retry.js';
import { prepared } from '../../db/prepared.js';
import { reviews } from '../../db/schema/reviews.js';
import { rowsOf } from '../../db/rows.js';
import { eventRow, runTransactionSubscribers } from '../../platform/events.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { avatarUrl } from '../files/index.js';
import { findGigOwner, gigTitles } from '../gigs/index.js';
import { verifiedPurchases } from '../orders/index.js';
import { findUserById, userProfiles as users } from '../users/index.js';
import { canReviewGig } from './policy.js';

const reviewColumns = {
  id: reviews.id,
  gigId: reviews.gigId,
  userId: reviews.userId,
  desc: reviews.desc,
  star: reviews.star,
  createdAt: reviews.createdAt,
  // Exact to the microsecond, for the cursor.
  createdAtText: sql<string>`${reviews.createdAt}::text`,
  username: users.username,
  imgFileId: users.imgFileId,
  country: users.country,
};

type ReviewRow = { id: string; gigId: string; userId: string; desc: string; star: number; createdAt: Date; username: string; imgFileId: string | null; country: string };

const toReview = (r: ReviewRow, verified: Set<string>): Review => ({
  _id: r.id,
  gigId: r.gigId,
  userId: r.userId,
  desc: r.desc,
  star: r.star,
  createdAt: r.createdAt.toISOString(),
  user: { username: r.username, img: avatarUrl(r.imgFileId), country: r.country },
  verifiedPurchase: verified.has(`${r.gigId}:${r.userId}`),
});

/** Which reviews of a page are verified purchases (one query to the orders module). */
const verifiedOf = (db: Database, rows: ReviewRow[]) => verifiedPurchases(db, rows.map((r) => ({ gigId: r.gigId, userId: r.userId })));


/**
 * One page of reviews, keyed by their gig or by their gig's seller, as a prepared statement
 * (parsed and planned once per connection; at a few hundred microseconds, planning was most of
 * this query's cost): the first page, or the page after a cursor. Ordered as
 * reviews_gig_created_idx and reviews_seller_created_idx are built.
 */
const reviewsPageQuery = (db: Database, by: 'gig' | 'seller', afterCursor: boolean) => {
  const name = `reviews_by_${by}_${afterCursor ? 'after' : 'first'}`;
  const key = by === 'gig' ? reviews.gigId : reviews.sellerId;
  return prepared(db, name, (d) =>
    d
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(
        and(
          eq(key, sql.placeholder('key')),
          afterCursor ? sql`(${reviews.createdAt}, ${reviews.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)` : undefined,
        ),
      )
      .orderBy(sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
};

/** A gig's reviews, newest first, with each reviewer's name and avatar; keyset pages on reviews_gig_created_idx. */
export async function listReviews(db: Database, gigId: string, opts: { limit: number; cursor?: string }): Promise<ReviewList> {
  if ((await findGigOwner(db, gigId)) === undefined) throw notFound(gigTexts.gigNotFound);
  const after = opts.cursor ? decodeTimestampCursor(opts.cursor, 'reviews') : null;
  const rows = await reviewsPageQuery(db, 'gig', after !== null).execute({ key: gigId, limit: opts.limit + 1, at: after?.value, id: after?.id });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const verified = await verifiedOf(db, page);
  return { reviews: page.map((r) => toReview(r, verified)), nextCursor: rows.length > opts.limit && last ? encodeCursor('reviews', last.createdAtText, last.id) : null };
}

/**
 * The reviews on a user's gigs (their seller page), newest first, each with its reviewer and the
 * gig it is about; keyset pages. One index range however many gigs the seller has (reviews carry
 * their gig's seller). 404 for an unknown user, asked only when the page is empty.
 */
export async function listReceivedReviews(db: Database, sellerId: string, opts: { limit: number; cursor?: string }): Promise<ReceivedReviewList> {
  const after = opts.cursor ? decodeTimestampCursor(opts.cursor, 'received-reviews') : null;
  const rows = await reviewsPageQuery(db, 'seller', after !== null).execute({ key: sellerId, limit: opts.limit + 1, at: after?.value, id: after?.id });
  if (rows.length === 0 && !(await findUserById(db, sellerId))) throw notFound(accountTexts.userNotFound);
  const page = rows.slice(0, opts.limit);
  const [titles, verified] = await Promise.all([gigTitles(db, [...new Set(page.map((r) => r.gigId))]), verifiedOf(db, page)]);
  const last = page.at(-1);
  return {
    // A gig deleted between the two reads took its reviews with it: left out.
    reviews: page.flatMap((r) => {
      const title = titles.get(r.gigId);
      return title === undefined ? [] : [{ ...toReview(r, verified), gig: { _id: r.gigId, title } }];
    }),
    nextCursor: rows.length > opts.limit && last ? encodeCursor('received-reviews', last.createdAtText, last.id) : null,
  };
}

/**
 * Adds the caller's review of a gig and announces it (the gig's and its seller's star totals move
 * in the same transaction): 404 no such gig, 403 one's own gig, 409 a second review of the same gig.
 */
export async function addReview(db: Database, user: SessionUser, input: ReviewInput): Promise<Review> {
  const sellerId = await findGigOwner(db, input.gigId);
  if (sellerId === undefined) throw notFound(gigTexts.gigNotFound);
  if (!canReviewGig(user, { userId: sellerId })) throw forbidden(gigTexts.reviewOwnGig);
  try {
    // A deadlock or serialization failure rolled it all back: run it again (not a dropped
    // connection, which may have lost the answer to a COMMIT that went through).
    return await withRetry(() => db.transaction(async (tx) => {
      // The review, its `review.created` row and the answer in one statement; the star totals follow in this transaction.
      const reviewId = uuidv7();
      const { event, insert } = eventRow('review.created', { reviewId, gigId: input.gigId, sellerId, userId: user.id, star: input.star }, sql`r`);
      const [row] = rowsOf<Omit<ReviewRow, 'createdAt'> & { createdAt: Date | string }>(
        await tx.execute(sql`
          with r as (
            insert into ${reviews} (id, gig_id, seller_id, user_id, "desc", star) values (${reviewId}, ${input.gigId}, ${sellerId}, ${user.id}, ${input.desc}, ${input.star})
            on conflict (gig_id, user_id) do nothing returning *
          ), e as (${insert})
          select r.id, r.gig_id as "gigId", r.user_id as "userId", r."desc", r.star, r.created_at as "createdAt", u.username, u.img_file_id as "imgFileId", u.country
          from r join ${users} u on u.id = r.user_id`),
      );
      if (!row) throw conflict(gigTexts.reviewTwice);
      await runTransactionSubscribers(tx, event);
      const review = { ...row, createdAt: new Date(row.createdAt) };
      return toReview(review, await verifiedPurchases(tx, [review]));
    }));
  } catch (err) {
    // The gig was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(gigTexts.gigNotFound);
    throw err;
  }
}
