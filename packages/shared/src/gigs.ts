import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { categoryIds } from './constants.js';
import { canonicalCategory, gigCategoryAliasIds, gigLimits, gigPageSize, gigSorts, gigTexts, reviewPageSize } from './gig-constants.js';
import { texts } from './texts.js';

/** A category id or alias in a request, read as the category it stands for. */
const categoryParam = z.enum([...categoryIds, ...gigCategoryAliasIds], { error: texts.required }).transform((id) => canonicalCategory(id)!);

const requiredText = (max: number) => z.string({ error: texts.required }).trim().min(1, texts.required).max(max, schemaTexts.atMostCharacters(max));
const positiveWhole = (max: number) =>
  z
    .number({ error: texts.required })
    .int(gigTexts.positiveWhole)
    .positive(gigTexts.positiveWhole)
    .max(max, schemaTexts.atMost(max));
const fileUrl = z.string({ error: texts.required }).trim().min(1, texts.required).max(300);

/** What a seller sends to create or change a gig (SPEC section 5); the server owns every other field. */
export const gigInputSchema = z
  .object({
    title: requiredText(gigLimits.title),
    cat: categoryParam,
    cover: fileUrl,
    images: z.array(fileUrl, { error: texts.required }).max(gigLimits.images, schemaTexts.atMostImages(gigLimits.images)),
    desc: requiredText(gigLimits.desc),
    shortTitle: requiredText(gigLimits.shortTitle),
    shortDesc: requiredText(gigLimits.shortDesc),
    deliveryTime: positiveWhole(gigLimits.deliveryTime),
    revisionNumber: positiveWhole(gigLimits.revisionNumber),
    features: z.array(requiredText(gigLimits.feature), { error: texts.required }).max(gigLimits.features, schemaTexts.atMostFeatures(gigLimits.features)),
    price: positiveWhole(gigLimits.price),
  })
  .strict();
export type GigInput = z.infer<typeof gigInputSchema>;

/** A gig's owner as shown on cards: public fields only. */
export const gigSellerSchema = z.object({ _id: z.string(), username: z.string(), img: z.string(), isSeller: z.boolean() });

/** A gig with every field of SPEC section 3 plus its seller's public name and avatar. */
export const gigSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  cat: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  desc: z.string(),
  shortTitle: z.string(),
  shortDesc: z.string(),
  deliveryTime: z.number(),
  revisionNumber: z.number(),
  features: z.array(z.string()),
  price: z.number(),
  totalStars: z.number(),
  starNumber: z.number(),
  sales: z.number(),
  createdAt: z.string(),
  seller: gigSellerSchema,
});
export type Gig = z.infer<typeof gigSchema>;


const wholeDollars = z
  .string()
  .regex(/^\d{1,7}$/, gigTexts.badPrice)
  .transform(Number);
/** An empty URL parameter (`?min=`) counts as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/gigs query. `sort` defaults to relevance when searching, else sales. */
export const gigListQuerySchema = z
  .object({
    cat: optionalParam(categoryParam),
    /** Delivered within this many days at most. */
    delivery: optionalParam(z.coerce.number().int().min(1).max(gigLimits.deliveryTime)),
    /** The seller's rating over all their gigs, at least this many stars (rated sellers only). */
    rating: optionalParam(z.coerce.number().int().min(1).max(5)),
    search: optionalParam(z.string().max(gigLimits.search)),
    min: optionalParam(wholeDollars),
    max: optionalParam(wholeDollars),
    sort: optionalParam(z.enum(gigSorts)),
    userId: optionalParam(z.uuid()),
    limit: z.coerce.number().int().min(1).max(100).default(gigPageSize),
    cursor: optionalParam(z.string().max(200)),
  })
  .strict()
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, { message: gigTexts.minOverMax, path: ['min'] });
export type GigListQuery = z.infer<typeof gigListQuerySchema>;

/**
 * A page of gigs. `match` says how a search matched: 'all' (every word; also when not
 * searching), or 'some' when no gig matched every word and these are the gigs matching most of
 * the words, ranked by how many. `suggestion` is a corrected spelling of the search when one is
 * close and would find more (else null).
 */
export const gigListSchema = z.object({
  gigs: z.array(gigSchema),
  nextCursor: z.string().nullable(),
  match: z.enum(['all', 'some']),
  suggestion: z.string().nullable(),
});
export type GigList = z.infer<typeof gigListSchema>;

/** The seller box of the gig page: public profile plus figures computed from data. */
export const gigDetailSellerSchema = gigSellerSchema.extend({
  desc: z.string(),
  country: z.string(),
  /** Member since. */
  createdAt: z.string(),
  /** Over all the seller's gigs. */
  totalStars: z.number(),
  starNumber: z.number(),
  paidOrders: z.number(),
  gigs: z.number(),
});
export const gigDetailSchema = gigSchema.extend({ seller: gigDetailSellerSchema });
export type GigDetail = z.infer<typeof gigDetailSchema>;


export const reviewInputSchema = z
  .object({
    gigId: z.uuid({ error: texts.required }),
    desc: requiredText(gigLimits.review),
    star: z.number({ error: texts.required }).int(texts.required).min(1, texts.required).max(5, texts.required),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  gigId: z.string(),
  userId: z.string(),
  desc: z.string(),
  star: z.number(),
  createdAt: z.string(),
  user: z.object({ username: z.string(), img: z.string(), country: z.string() }),
  /** Its author has a completed order of this gig ('Verified purchase'). */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(100).default(reviewPageSize), cursor: z.string().max(200).optional() })
  .strict();
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema), nextCursor: z.string().nullable() });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const gigIdParamsSchema = z.object({ gigId: z.uuid() }).strict();

