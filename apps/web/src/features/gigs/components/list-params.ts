import { gigListFilters, type GigListFilters } from '@market/shared';
import { addressListParams } from '@/lib/gig-list-path';

/** The filters of the gig list in the address at this moment (see addressListParams). */
export const addressListFilters = (): GigListFilters => gigListFilters(addressListParams() as Record<string, string>);

/**
 * How many filters narrow the list besides the search and the sort (shown on the phone's Filters
 * button): category, budget (one filter for both bounds), delivery time and seller rating.
 */
export const narrowingCount = (filters: GigListFilters): number =>
  [filters.cat, filters.min ?? filters.max, filters.delivery, filters.rating].filter((value) => value !== undefined).length;

/** The same view without its narrowing filters ('Clear filters'): the search and the sort stay. */
export const withoutNarrowing = (filters: GigListFilters): GigListFilters => ({ search: filters.search, sort: filters.sort });
