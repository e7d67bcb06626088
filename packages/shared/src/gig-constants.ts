// The gig constants, texts and list helpers the pages need at once, apart from the zod schemas in gigs.ts:
// a page that only reads these (the gig list) then loads no zod.
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
export const gigCategoryAliasIds = Object.keys(gigCategoryAliases) as GigCategoryAlias[];
/** The category an id or alias stands for, or undefined when it is neither. */
export const canonicalCategory = (id: string): GigCategory | undefined =>
  (categoryIds as readonly string[]).includes(id) ? (id as GigCategory) : gigCategoryAliases[id as GigCategoryAlias];
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

export const gigSorts = ['sales', 'createdAt', 'relevance'] as const;
export type GigSort = (typeof gigSorts)[number];

/** Star rating rounded to a whole star, or null when nobody rated yet (SPEC: total divided by count, rounded). */
export const starRating = (totalStars: number, starNumber: number): number | null =>
  starNumber > 0 ? Math.round(totalStars / starNumber) : null;

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
  list: (filters: GigListFilters, cursor?: string) => (cursor ? (['gigs', 'list', filters, cursor] as const) : (['gigs', 'list', filters] as const)),
  /** Infinite query: pages of GET /api/gigs?userId= (My gigs). */
  mine: (userId: string) => ['gigs', 'mine', userId] as const,
  detail: (id: string) => ['gigs', 'detail', id] as const,
  /** Infinite query: pages of GET /api/reviews/:gigId. */
  reviews: (gigId: string) => ['reviews', gigId] as const,
};
