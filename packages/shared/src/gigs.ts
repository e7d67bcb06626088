import { z } from 'zod';
import { categories, categoryIds, type CategoryId } from './constants.js';
import { texts } from './texts.js';

/**
 * The gig categories: the ten home categories, everywhere (form, filter, breadcrumb, search).
 * The spec's first form offered four more values; the API still accepts them as aliases of the
 * category they stand for and stores that category, so old links and clients keep working.
 */
export const gigFormCategories = categories.map((c) => ({ id: c.id, title: c.title }));
export type GigCategory = CategoryId;
export const gigCategoryAliases = {
  design: 'graphic_design01',
  web: 'programming_tech',
  animation: 'video_animation04',
  music: 'music_audio05',
} as const satisfies Record<string, CategoryId>;
type GigCategoryAlias = keyof typeof gigCategoryAliases;
const gigCategoryAliasIds = Object.keys(gigCategoryAliases) as GigCategoryAlias[];
/** The category an id or alias stands for, or undefined when it is neither. */
const canonicalCategory = (id: string): GigCategory | undefined =>
  (categoryIds as readonly string[]).includes(id) ? (id as GigCategory) : gigCategoryAliases[id as GigCategoryAlias];
/** A category id or alias in a request, read as the category it stands for. */
const categoryParam = z.enum([...categoryIds, ...gigCategoryAliasIds], { error: texts.required }).transform((id) => canonicalCategory(id)!);
export const defaultGigCategory: GigCategory = categoryIds[0];
/** The title of a gig category id (or alias), or the id itself when unknown. */
export const gigCategoryTitle = (id: string): string => categories.find((c) => c.id === canonicalCategory(id))?.title ?? id;

/** Gigs per page of the list screen, and reviews per page of the gig screen. */
export const gigPageSize = 24;
export const reviewPageSize = 10;
/** A user's gigs per page on their seller page (and My gigs). */
export const userGigsPageSize = 50;

export const gigLimits = {
  title: 100,
  shortTitle: 60,
  shortDesc: 200,
  desc: 5000,
  feature: 80,
  features: 20,
  images: 10,
  /** Whole dollars, days and revisions: generous but bounded, so no overflow and no typo of a million. */
  price: 100_000,
  deliveryTime: 365,
  revisionNumber: 100,
  review: 2000,
  search: 100,
} as const;

export const gigTexts = {
  noResult: 'Oops!🤷♂️ No Result',
  loadError: 'Error : Something went wrong',
  noReviews: 'Ooops! No Reviews',
  noReviewsYet: 'No reviews yet',
  reviewThanks: 'Thanks for your Review!😊',
  reviewTwice: 'You have already reviewed this gig.',
  reviewOwnGig: 'You cannot review your own gig.',
  gigNotFound: 'Gig not found',
  gigDeleted: 'Gig deleted',
  notYourGig: 'Only the seller of this gig can change it.',
  deleteNotAllowed: 'Only the seller of this gig or an admin can delete it.',
  notYourFile: 'Use images you uploaded for a gig.',
  positiveWhole: 'Must be a positive whole number',
  /** The same as every list's: texts.badCursor. */
  badCursor: texts.badCursor,
  badPrice: 'Enter whole dollars, 0 or more',
  minOverMax: 'The minimum budget is above the maximum',
  relevanceNeedsSearch: 'Sorting by relevance needs a search term',
} as const;

const requiredText = (max: number) => z.string({ error: texts.required }).trim().min(1, texts.required).max(max, `At most ${max} characters`);
const positiveWhole = (max: number) =>
  z
    .number({ error: texts.required })
    .int(gigTexts.positiveWhole)
    .positive(gigTexts.positiveWhole)
    .max(max, `At most ${max}`);
const fileUrl = z.string({ error: texts.required }).trim().min(1, texts.required).max(300);

/** What a seller sends to create or change a gig (SPEC section 5); the server owns every other field. */
export const gigInputSchema = z
  .object({
    title: requiredText(gigLimits.title),
    cat: categoryParam,
    cover: fileUrl,
    images: z.array(fileUrl, { error: texts.required }).max(gigLimits.images, `At most ${gigLimits.images} images`),
    desc: requiredText(gigLimits.desc),
    shortTitle: requiredText(gigLimits.shortTitle),
    shortDesc: requiredText(gigLimits.shortDesc),
    deliveryTime: positiveWhole(gigLimits.deliveryTime),
    revisionNumber: positiveWhole(gigLimits.revisionNumber),
    features: z.array(requiredText(gigLimits.feature), { error: texts.required }).max(gigLimits.features, `At most ${gigLimits.features} features`),
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

export const gigSorts = ['sales', 'createdAt', 'relevance'] as const;
export type GigSort = (typeof gigSorts)[number];

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

/** Star rating rounded to a whole star, or null when nobody rated yet (SPEC: total divided by count, rounded). */
export const starRating = (totalStars: number, starNumber: number): number | null =>
  starNumber > 0 ? Math.round(totalStars / starNumber) : null;

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

/** The filters of the gig list page, as its URL carries them (`/gigs?cat=&search=&min=&max=&delivery=&rating=&sort=`). */
export type GigListFilters = { cat?: GigCategory; search?: string; min?: number; max?: number; delivery?: number; rating?: number; sort?: GigSort };

/**
 * Reads the list filters from URL parameters, dropping empty and malformed ones, so the page and
 * the server's page preload derive the same filters (and query key) from the same address.
 */
export function gigListFilters(params: Record<string, string | string[] | undefined>): GigListFilters {
  const one = (name: string) => {
    const value = params[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text : undefined;
  };
  const wholeNumber = (name: string) => {
    const text = one(name);
    return text && /^\d{1,7}$/.test(text) ? Number(text) : undefined;
  };
  const filters: GigListFilters = {};
  const cat = canonicalCategory(one('cat') ?? '');
  if (cat) filters.cat = cat;
  const search = one('search');
  if (search) filters.search = search.slice(0, gigLimits.search);
  const min = wholeNumber('min');
  const max = wholeNumber('max');
  if (min !== undefined) filters.min = min;
  if (max !== undefined && (min === undefined || max >= min)) filters.max = max;
  const delivery = wholeNumber('delivery');
  if (delivery !== undefined && delivery >= 1 && delivery <= gigLimits.deliveryTime) filters.delivery = delivery;
  const rating = wholeNumber('rating');
  if (rating !== undefined && rating >= 1 && rating <= 5) filters.rating = rating;
  const sort = one('sort');
  if (sort && (gigSorts as readonly string[]).includes(sort) && (sort !== 'relevance' || filters.search)) filters.sort = sort as GigSort;
  return filters;
}

/** TanStack Query keys of the gig pages, shared with the server's page preloads (they must match exactly). */
export const gigQueryKeys = {
  /** Infinite query: pages of GET /api/gigs. */
  list: (filters: GigListFilters) => ['gigs', 'list', filters] as const,
  /** Infinite query: pages of GET /api/gigs?userId= (My gigs). */
  mine: (userId: string) => ['gigs', 'mine', userId] as const,
  detail: (id: string) => ['gigs', 'detail', id] as const,
  /** Infinite query: pages of GET /api/reviews/:gigId. */
  reviews: (gigId: string) => ['reviews', gigId] as const,
};
