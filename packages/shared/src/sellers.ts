import { z } from 'zod';
import { gigSchema, reviewSchema } from './gigs.js';
import { publicUserSchema } from './schemas.js';
import { sellerLimits } from './constants.js';

/**
 * GET /api/users/:id: a user's public profile (the seller page `/users/:id`): public fields,
 * languages, and the figures computed over all their gigs. Never identity, contact or payment data.
 */
export const sellerProfileSchema = publicUserSchema.extend({
  languages: z.array(z.string()),
  /** Stars over all the user's gigs (rating = totalStars / starNumber). */
  totalStars: z.number(),
  starNumber: z.number(),
  gigs: z.number(),
  paidOrders: z.number(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** A review a seller received, with the gig it is about. */
export const receivedReviewSchema = reviewSchema.extend({ gig: z.object({ _id: z.string(), title: z.string() }) });
/** GET /api/users/:id/reviews?cursor=&limit=: the reviews on the user's gigs, newest first. */
export const receivedReviewListSchema = z.object({ reviews: z.array(receivedReviewSchema), nextCursor: z.string().nullable() });
export type ReceivedReviewList = z.infer<typeof receivedReviewListSchema>;

/** GET /api/saved-gigs?cursor=&limit=: the caller's saved gigs, most recently saved first. */
export const savedGigListQuerySchema = z
  .object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(100).default(24) })
  .strict();
export const savedGigListSchema = z.object({ gigs: z.array(gigSchema), nextCursor: z.string().nullable() });
export type SavedGigList = z.infer<typeof savedGigListSchema>;
/** GET /api/saved-gigs/ids: every gig id the caller saved (for the hearts on cards). */
export const savedGigIdsSchema = z.object({ ids: z.array(z.string()) });
export type SavedGigIds = z.infer<typeof savedGigIdsSchema>;
/** PUT and DELETE /api/saved-gigs/:gigId answer the gig's saved state. */
export const savedGigStateSchema = z.object({ gigId: z.string(), saved: z.boolean() });
export type SavedGigState = z.infer<typeof savedGigStateSchema>;

export const sellerTexts = {
  tooManySaved: `You can save up to ${sellerLimits.savedGigs} gigs. Remove some to save more.`,
} as const;
