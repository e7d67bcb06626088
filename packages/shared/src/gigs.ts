import { z } from 'zod';
import { categories } from './constants.js';
import { texts } from './texts.js';

/** Gig-form categories (SPEC section 1): the four form options, then the ten home categories. */
export const gigFormCategories = [
  { id: 'design', title: 'Design' },
  { id: 'web', title: 'Web Development' },
  { id: 'animation', title: 'Animation' },
  { id: 'music', title: 'Music' },
  ...categories.map((c) => ({ id: c.id, title: c.title })),
] as const;
export type GigCategory = (typeof gigFormCategories)[number]['id'];
export const gigCategoryIds = gigFormCategories.map((c) => c.id) as [GigCategory, ...GigCategory[]];
export const defaultGigCategory: GigCategory = 'design';
/** The title of a gig category id, or the id itself when unknown. */
export const gigCategoryTitle = (id: string): string => gigFormCategories.find((c) => c.id === id)?.title ?? id;

/** Gigs per page of the list screen, and reviews per page of the gig screen. */
export const gigPageSize = 24;
export const reviewPageSize = 10;

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
    cat: z.enum(gigCategoryIds, { error: texts.required }),
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
    cat: optionalParam(z.enum(gigCategoryIds)),
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

export const gigListSchema = z.object({ gigs: z.array(gigSchema), nextCursor: z.string().nullable() });
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
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(100).default(reviewPageSize), cursor: z.string().max(200).optional() })
  .strict();
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema), nextCursor: z.string().nullable() });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const gigIdParamsSchema = z.object({ gigId: z.uuid() }).strict();

/** The filters of the gig list page, as its URL carries them (`/gigs?cat=&search=&min=&max=&sort=`). */
export type GigListFilters = { cat?: GigCategory; search?: string; min?: number; max?: number; sort?: GigSort };

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
  const dollars = (name: string) => {
    const text = one(name);
    return text && /^\d{1,7}$/.test(text) ? Number(text) : undefined;
  };
  const filters: GigListFilters = {};
  const cat = one('cat');
  if (cat && (gigCategoryIds as string[]).includes(cat)) filters.cat = cat as GigCategory;
  const search = one('search');
  if (search) filters.search = search.slice(0, gigLimits.search);
  const min = dollars('min');
  const max = dollars('max');
  if (min !== undefined) filters.min = min;
  if (max !== undefined && (min === undefined || max >= min)) filters.max = max;
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
